/**
 * The sign-in rate limit (DESIGN §8): failed attempts are counted per account and per client address over a
 * sliding window, in the database so every API instance sees the same count. A success clears the account's
 * count (a person who mistypes twice is not punished later); the address count keeps running, since one
 * address trying many accounts is the pattern to stop.
 */
import { and, count, eq, gt, lt, max, min } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { login_attempts } from '../../db/schema.ts';

/** Failed sign-ins allowed per window: per account, and per client address (an office shares one address). */
export const LOGIN_LIMITS = { perAccount: 5, perAddress: 20, windowMs: 15 * 60 * 1000 } as const;
// Attempts older than this are deleted as new ones arrive; a day keeps enough for an investigation.
const KEEP_MS = 24 * 60 * 60 * 1000;

/**
 * Seconds until another attempt is allowed for `email` from `address`, or 0 when one is allowed now.
 * `email` is the lower-cased address as typed, whether or not an account has it.
 */
export async function secondsUntilAllowed(
  db: Database,
  email: string,
  address: string,
  now = new Date(),
): Promise<number> {
  const windowStart = new Date(now.getTime() - LOGIN_LIMITS.windowMs);
  const [lastSuccess] = await db
    .select({ at: max(login_attempts.created_at) })
    .from(login_attempts)
    .where(and(eq(login_attempts.email, email), eq(login_attempts.succeeded, true)));
  const accountFrom = lastSuccess?.at && lastSuccess.at > windowStart ? new Date(lastSuccess.at) : windowStart;
  const waits = await Promise.all([
    waitFor(db, eq(login_attempts.email, email), accountFrom, LOGIN_LIMITS.perAccount, now),
    waitFor(db, eq(login_attempts.address, address), windowStart, LOGIN_LIMITS.perAddress, now),
  ]);
  return Math.max(...waits);
}

/** Seconds until the failures matching `who` since `from` fall below `limit` (0 when already below). */
async function waitFor(
  db: Database,
  who: ReturnType<typeof eq>,
  from: Date,
  limit: number,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ failures: count(), oldest: min(login_attempts.created_at) })
    .from(login_attempts)
    .where(and(who, eq(login_attempts.succeeded, false), gt(login_attempts.created_at, from)));
  if (!row || row.failures < limit || !row.oldest) return 0;
  // Drizzle hands aggregate timestamps back as they came from the driver; Date accepts either form.
  const oldest = new Date(row.oldest).getTime();
  return Math.max(1, Math.ceil((oldest + LOGIN_LIMITS.windowMs - now.getTime()) / 1000));
}

/** Records one attempt and deletes attempts older than a day. */
export async function recordAttempt(
  db: Database,
  attempt: { email: string; address: string; succeeded: boolean },
  now = new Date(),
): Promise<void> {
  await db.insert(login_attempts).values({ ...attempt, created_at: now });
  await db.delete(login_attempts).where(lt(login_attempts.created_at, new Date(now.getTime() - KEEP_MS)));
}
