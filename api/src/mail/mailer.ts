/**
 * The SMTP side of the mail outbox (docs/design.md#product-decisions, docs/design.md#stack): nodemailer with a small connection pool, so a burst of
 * submissions shares a few connections instead of opening one per message.
 */
import { createTransport } from 'nodemailer';
import type { SmtpSettings } from '../config.ts';

/** One message to send; `text` is the whole body (plain text, no HTML part). */
interface OutgoingMail {
  from: string;
  to: string;
  replyTo: string | undefined;
  subject: string;
  text: string;
}

/** Sends mail through one SMTP server. */
export interface Mailer {
  /** Resolves once the server has accepted the message; rejects with the connection or SMTP error. */
  send(mail: OutgoingMail): Promise<void>;
  /** Closes the pooled connections. */
  close(): void;
}

// nodemailer waits two minutes for a connection and ten for a silent socket by default. A worker that is
// stopping waits for its sends, and a retry comes anyway, so a dead server should fail a send within seconds.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

/** Connections the pool may open at once: enough for bursts, few enough not to look like abuse to the server. */
const MAX_CONNECTIONS = 3;

/** Creates a pooled SMTP mailer for `smtp`; it connects on the first send, not here. */
export function createMailer(smtp: SmtpSettings): Mailer {
  const pool = { pool: true, maxConnections: MAX_CONNECTIONS, ...TIMEOUTS } as const;
  const transport =
    'url' in smtp
      ? createTransport({ url: smtp.url, ...pool })
      : createTransport({ host: smtp.host, port: smtp.port, secure: smtp.secure, auth: smtp.auth, ...pool });
  return {
    async send(mail) {
      await transport.sendMail({
        from: mail.from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
      });
    },
    close: () => transport.close(),
  };
}

/** The server a mailer talks to, for the log: host and port only, never the credentials a URL may carry. */
export function describeSmtp(smtp: SmtpSettings): string {
  if (!('url' in smtp)) return `${smtp.host}:${smtp.port}${smtp.secure ? ' (TLS)' : ''}`;
  const url = new URL(smtp.url);
  return `${url.hostname}:${url.port || (url.protocol === 'smtps:' ? '465' : '587')}${url.protocol === 'smtps:' ? ' (TLS)' : ''}`;
}
