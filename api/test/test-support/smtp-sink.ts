/**
 * A real SMTP server (smtp-server) on 127.0.0.1 that keeps every message it accepts, for the mail tests
 * (docs/design.md#stack: real delivery path). It can be stopped and started again on the same port, as a mail server
 * that goes down and comes back.
 */
import { SMTPServer } from 'smtp-server';

/** A message as the server received it, with its text body decoded. */
interface ReceivedMail {
  /** Envelope recipients. */
  to: string[];
  /** Header values by lower-case name (unfolded; the last one wins). */
  headers: Record<string, string>;
  /** The body, decoded from its transfer encoding. */
  text: string;
  /** The message as it came over the wire. */
  raw: string;
}

/** A running (or stopped) sink. */
export interface SmtpSink {
  port: number;
  /** Every accepted message, in order of arrival, across restarts. */
  received: ReceivedMail[];
  /** Starts listening again on the same port after stop(). */
  start(): Promise<void>;
  /** Stops listening and drops open connections at once. */
  stop(): Promise<void>;
  /** Delay in ms before each message is accepted, to hold a send in flight. */
  acceptDelayMs: number;
  /** Messages received in full and not yet accepted (held for acceptDelayMs): sends in flight. */
  held: number;
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch (encoding?.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable': {
      const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`);
      // %-escape the rest so decodeURIComponent sees only the escapes made above as escapes.
      return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
    }
    default:
      return body;
  }
}

/** Splits a raw message into unfolded headers and a decoded single-part body. */
function parseMail(raw: string, to: string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const text = decodeBody(raw.slice(split + 4), headers['content-transfer-encoding']).replace(/\r\n/g, '\n');
  return { to, headers, text, raw };
}

/** Starts a sink on `port` (0: a free port). */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  let server: SMTPServer | undefined;
  const sink: SmtpSink = {
    port,
    received: [],
    acceptDelayMs: 0,
    held: 0,
    async start() {
      server = new SMTPServer({
        authOptional: true,
        // Plain SMTP on loopback: nodemailer would otherwise upgrade to TLS and reject the self-signed certificate.
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        closeTimeout: 50,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            const to = session.envelope.rcptTo.map((r) => r.address);
            sink.held += 1;
            setTimeout(() => {
              sink.held -= 1;
              sink.received.push(parseMail(Buffer.concat(chunks).toString('utf8'), to));
              callback();
            }, sink.acceptDelayMs);
          });
        },
      });
      const listening = server;
      await new Promise<void>((resolve, reject) => {
        listening.once('error', reject);
        listening.listen(sink.port, '127.0.0.1', () => resolve());
      });
      const address = listening.server.address();
      if (address && typeof address === 'object') sink.port = address.port;
    },
    async stop() {
      const closing = server;
      server = undefined;
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
  };
  await sink.start();
  return sink;
}
