/**
 * The mail outbox worker (docs/design.md#product-decisions) as a plugin with typed decorators: `app.mailEnabled` tells the contact
 * route whether a new submission waits for mail ('pending') or is stored for the admin alone ('off'), and
 * `app.processOutbox()` sends every due submission. A timer calls it every `intervalMs`; tests call it directly.
 * Registered after the database, so on close the worker stops and finishes its sends before the database shuts.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { MailConfig } from '../config.ts';
import { createMailer, describeSmtp } from './mailer.ts';
import { contactMessage } from './message.ts';
import type { ContactSubmission } from './message.ts';
import { ops_mail } from '../db/schema.ts';
import { adminAddresses, claimDue, claimDueSubmissions, markFailed, markSent, practiceAddress } from './outbox.ts';
import { periodicPass } from '../ops/periodic-pass.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** True when an SMTP server is configured and stored submissions are mailed to the practice. */
    mailEnabled: boolean;
    /**
     * Sends every submission whose attempt is due, claiming them in batches until none is left, and resolves
     * with what happened. Calls never overlap: a call made during another runs after it. Rejects only when
     * the database fails; a failed send is recorded on its row and retried later.
     */
    processOutbox(): Promise<OutboxRun>;
  }
}

/** The result of one outbox pass: mails the server accepted, and failed attempts that were rescheduled. */
interface OutboxRun {
  sent: number;
  failed: number;
}

/** What the outbox plugin takes. */
export interface MailOutboxOptions {
  /** SMTP server and addresses; undefined: mail is off. */
  mail: MailConfig | undefined;
  /** Milliseconds between timed passes; 0: no timer (processOutbox is called by hand). */
  intervalMs: number;
}

/** Rows claimed at once; they are sent side by side through the mailer's pool. */
const BATCH_SIZE = 20;

async function mailOutboxPlugin(app: FastifyInstance, options: MailOutboxOptions): Promise<void> {
  const { mail, intervalMs } = options;
  app.decorate('mailEnabled', mail !== undefined);
  if (!mail) {
    app.log.warn(
      'mail is off: no SMTP server is configured (SMTP_URL or SMTP_HOST); contact submissions are stored for the admin only',
    );
    app.decorate('processOutbox', async (): Promise<OutboxRun> => ({ sent: 0, failed: 0 }));
    return;
  }

  const mailer = createMailer(mail.smtp);
  app.log.info(`mail is on: contact submissions are sent through ${describeSmtp(mail.smtp)}`);

  async function deliver(row: ContactSubmission, to: string | undefined, run: OutboxRun): Promise<void> {
    const attempts = row.mail_attempts + 1;
    let failure: unknown;
    try {
      if (!to) throw new Error('No recipient: set MAIL_TO or the e-mail address in the site settings.');
      const message = contactMessage(row);
      await mailer.send({ from: mail?.from ?? to, to, ...message });
    } catch (error) {
      failure = error;
    }
    // Recorded outside the try: a database error after a successful send must not count as a failed send.
    if (failure === undefined) {
      await markSent(app.db, row.id, attempts);
      run.sent += 1;
      return;
    }
    const text = failure instanceof Error ? failure.message : String(failure);
    await markFailed(app.db, row.id, attempts, text);
    app.log.warn({ submission: row.id, attempts, err: failure }, 'contact mail not sent; it will be retried');
    run.failed += 1;
  }

  /** Sends one message to the admins (ops_mail), recording the outcome on its row as `deliver` does. */
  async function deliverToAdmins(row: typeof ops_mail.$inferSelect, to: string[], run: OutboxRun): Promise<void> {
    const attempts = row.mail_attempts + 1;
    let failure: unknown;
    try {
      if (to.length === 0) throw new Error('No recipient: the site has no active admin.');
      await mailer.send({
        from: mail?.from ?? to[0]!,
        to: to.join(', '),
        replyTo: undefined,
        subject: row.subject,
        text: row.body,
      });
    } catch (error) {
      failure = error;
    }
    if (failure === undefined) {
      await markSent(app.db, row.id, attempts, ops_mail);
      run.sent += 1;
      return;
    }
    await markFailed(app.db, row.id, attempts, failure instanceof Error ? failure.message : String(failure), ops_mail);
    app.log.warn({ opsMail: row.id, attempts, err: failure }, 'mail to the admins not sent; it will be retried');
    run.failed += 1;
  }

  async function pass(stopping: () => boolean): Promise<OutboxRun> {
    const run: OutboxRun = { sent: 0, failed: 0 };
    if (stopping()) return run;
    // Read per pass, not at start: staff may change the practice's address in the settings at any time.
    const to = mail?.to ?? (await practiceAddress(app.db));
    while (!stopping()) {
      const batch = await claimDueSubmissions(app.db, BATCH_SIZE);
      if (batch.length === 0) break;
      await Promise.all(batch.map((row) => deliver(row, to, run)));
    }
    const admins = await adminAddresses(app.db);
    while (!stopping()) {
      const batch = await claimDue(app.db, ops_mail, BATCH_SIZE);
      if (batch.length === 0) break;
      await Promise.all(batch.map((row) => deliverToAdmins(row, admins, run)));
    }
    if (run.sent > 0 || run.failed > 0) app.log.info(run, 'mail outbox pass');
    return run;
  }

  // Every pass chains onto the previous one, so two never claim and send at once within this process.
  app.decorate(
    'processOutbox',
    periodicPass(app, {
      intervalMs,
      failureMessage: 'mail outbox pass failed',
      pass,
      onClosed: () => mailer.close(),
    }),
  );
}

/** The mail outbox: decorates `mailEnabled` and `processOutbox` and runs the timed worker while the app is open. */
export const mailOutbox = fp(mailOutboxPlugin, { name: 'mail-outbox', dependencies: ['database'] });
