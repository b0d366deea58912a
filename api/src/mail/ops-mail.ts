/**
 * Mail to the site's admins about operations (docs/design.md#releases): queued in `ops_mail` and sent by the
 * outbox worker with its retries, to every active admin, so an event such as an automatic canary rollback
 * reaches the people who run releases even when the mail server is briefly down.
 */
import type { Database } from '../db/client.ts';
import { ops_mail } from '../db/schema.ts';

/** Longest kept subject and body, in characters. */
const SUBJECT_MAX = 200;
const BODY_MAX = 10_000;

/**
 * Queues one plain-text message to the admins. With `mailEnabled` false (no mail server) the row is kept as a
 * record with status `off` and never sent. Returns the row's id.
 */
export async function queueOpsMail(
  db: Database,
  message: { subject: string; text: string },
  mailEnabled: boolean,
): Promise<number> {
  const [row] = await db
    .insert(ops_mail)
    .values({
      subject: message.subject.replace(/[\r\n]+/g, ' ').slice(0, SUBJECT_MAX),
      body: message.text.slice(0, BODY_MAX),
      mail_status: mailEnabled ? 'pending' : 'off',
    })
    .returning({ id: ops_mail.id });
  return row!.id;
}
