/**
 * The mail outbox's rows (docs/design.md#product-decisions): contact_submissions itself, so a submission and its pending mail are
 * stored in one insert and neither can exist without the other. These are the outbox's only writes.
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { contact_submissions, settings } from '../db/schema.ts';
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

/**
 * Claims up to `limit` due rows (pending, next attempt now or earlier), oldest due first, and pushes their next
 * attempt CLAIM_LEASE_SECONDS ahead so no other worker takes them. `FOR UPDATE SKIP LOCKED` inside the
 * transaction lets API instances sharing one PostgreSQL claim side by side: a row another instance is
 * claiming is skipped, never claimed twice. Returns the claimed rows as they were before the claim.
 */
export async function claimDueSubmissions(db: Database, limit: number): Promise<ContactSubmission[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(contact_submissions)
      .where(and(eq(contact_submissions.mail_status, 'pending'), lte(contact_submissions.next_attempt_at, now)))
      .orderBy(asc(contact_submissions.next_attempt_at), asc(contact_submissions.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    await tx
      .update(contact_submissions)
      .set({ next_attempt_at: secondsFromNow(CLAIM_LEASE_SECONDS) })
      .where(
        inArray(
          contact_submissions.id,
          due.map((row) => row.id),
        ),
      );
    return due;
  });
}

/** Records that the server accepted the mail of submission `id` after `attempts` attempts in all. */
export async function markSent(db: Database, id: number, attempts: number): Promise<void> {
  await db
    .update(contact_submissions)
    .set({ mail_status: 'sent', mail_sent_at: now, mail_attempts: attempts, mail_last_error: null })
    .where(eq(contact_submissions.id, id));
}

/** Records failed attempt number `attempts` of submission `id` with its error, and schedules the next one. */
export async function markFailed(db: Database, id: number, attempts: number, error: string): Promise<void> {
  await db
    .update(contact_submissions)
    .set({
      mail_attempts: attempts,
      mail_last_error: error.slice(0, ERROR_TEXT_MAX),
      next_attempt_at: secondsFromNow(retryDelaySeconds(attempts)),
    })
    .where(eq(contact_submissions.id, id));
}

/** The practice's e-mail address from the site settings, or undefined when there is no settings row. */
export async function practiceAddress(db: Database): Promise<string | undefined> {
  const [row] = await db.select({ email: settings.email }).from(settings).limit(1);
  return row?.email || undefined;
}
