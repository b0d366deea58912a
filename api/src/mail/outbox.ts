/**
 * The mail outbox's rows (docs/design.md#product-decisions): contact_submissions itself, so a submission and its pending mail are
 * stored in one insert and neither can exist without the other, and ops_mail, mail to the admins about operations
 * (ops-mail.ts). These are the outbox's only writes besides queueing.
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { contact_submissions, ops_mail, settings, users } from '../db/schema.ts';
import type { ContactSubmission } from './message.ts';

/** First retry delay, in seconds; each further failure doubles it (docs/design.md#product-decisions: retry until accepted). */
const RETRY_BASE_SECONDS = 30;
/** Longest wait between two attempts, in seconds. */
export const RETRY_MAX_SECONDS = 60 * 60;

/**
 * How long a claimed row stays away from other workers while it is being sent, in seconds. Far longer than a
 * send can take with the mailer's timeouts; only a worker that dies mid-send leaves a row to wait it out.
 */
const CLAIM_LEASE_SECONDS = 15 * 60;

/** Longest kept error text: enough for an SMTP reply, short enough that a chatty server cannot bloat the row. */
const ERROR_TEXT_MAX = 1000;

const now = sql`now()`;
const secondsFromNow = (seconds: number) => sql`now() + ${seconds} * interval '1 second'`;

/**
 * Seconds to wait before the next attempt after `attempts` failed ones (1 or more): 30 s × 2^(attempts − 1),
 * at most an hour. The outbox never gives up: an hour apart, attempts go on until the server accepts.
 */
export function retryDelaySeconds(attempts: number): number {
  // Past 2^7 the cap applies anyway; the guard keeps 2 ** attempts finite for a row retried for years.
  const exponent = Math.min(Math.max(attempts - 1, 0), 16);
  return Math.min(RETRY_BASE_SECONDS * 2 ** exponent, RETRY_MAX_SECONDS);
}

/** The outbox's tables: contact submissions and mail to the admins, with the same mail columns. */
type OutboxTable = typeof contact_submissions | typeof ops_mail;

/**
 * Claims up to `limit` due rows of `table` (pending, next attempt now or earlier), oldest due first, and pushes
 * their next attempt CLAIM_LEASE_SECONDS ahead so no other worker takes them. `FOR UPDATE SKIP LOCKED` inside
 * the transaction lets API instances sharing one PostgreSQL claim side by side: a row another instance is
 * claiming is skipped, never claimed twice. Returns the claimed rows as they were before the claim.
 */
export async function claimDue<T extends OutboxTable>(
  db: Database,
  table: T,
  limit: number,
): Promise<T['$inferSelect'][]> {
  // Both tables have the same mail columns; the queries are written once against one of them.
  const outbox = table as typeof contact_submissions;
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(outbox)
      .where(and(eq(outbox.mail_status, 'pending'), lte(outbox.next_attempt_at, now)))
      .orderBy(asc(outbox.next_attempt_at), asc(outbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    await tx
      .update(outbox)
      .set({ next_attempt_at: secondsFromNow(CLAIM_LEASE_SECONDS) })
      .where(
        inArray(
          outbox.id,
          due.map((row) => row.id),
        ),
      );
    return due as T['$inferSelect'][];
  });
}

/** Claims due contact submissions (claimDue). */
export const claimDueSubmissions = (db: Database, limit: number): Promise<ContactSubmission[]> =>
  claimDue(db, contact_submissions, limit);

/** Records that the server accepted the mail of row `id` of `table` after `attempts` attempts in all. */
export async function markSent(db: Database, id: number, attempts: number, table: OutboxTable = contact_submissions) {
  const outbox = table as typeof contact_submissions;
  await db
    .update(outbox)
    .set({ mail_status: 'sent', mail_sent_at: now, mail_attempts: attempts, mail_last_error: null })
    .where(eq(outbox.id, id));
}

/** Records failed attempt number `attempts` of row `id` of `table` with its error, and schedules the next one. */
export async function markFailed(
  db: Database,
  id: number,
  attempts: number,
  error: string,
  table: OutboxTable = contact_submissions,
): Promise<void> {
  const outbox = table as typeof contact_submissions;
  await db
    .update(outbox)
    .set({
      mail_attempts: attempts,
      mail_last_error: error.slice(0, ERROR_TEXT_MAX),
      next_attempt_at: secondsFromNow(retryDelaySeconds(attempts)),
    })
    .where(eq(outbox.id, id));
}

/** The practice's e-mail address from the site settings, or undefined when there is no settings row. */
export async function practiceAddress(db: Database): Promise<string | undefined> {
  const [row] = await db.select({ email: settings.email }).from(settings).limit(1);
  return row?.email || undefined;
}

/** The e-mail addresses of the site's active admins: who mail about operations goes to. */
export async function adminAddresses(db: Database): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.active, true)))
    .orderBy(asc(users.id));
  return rows.map((row) => row.email);
}
