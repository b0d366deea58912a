/**
 * The sign-in rate limit (DESIGN §8): attempts are counted per account and per client address over a window,
 * in the database so every API instance sees the same count. An attempt is reserved before the password is
 * checked, one atomic upsert per counter (ops/rate-limit-store.ts), so requests sent together cannot all pass
 * a check that none of them has been counted in yet. A success clears the account's count (a person who
 * mistypes twice is not punished later) and gives back its place in the address count, which counts failures
 * only: one address trying many accounts is the pattern to stop.
 * Every attempt is also written to `login_attempts`, kept for a day for an investigation.
 */
import { createHash } from 'node:crypto';
import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { login_attempts } from '../../db/schema.ts';
import { countRequest, resetCount, uncountRequest } from '../../ops/rate-limit-store.ts';

/** Failed sign-ins allowed per window: per account, and per client address (an office shares one address). */
export const LOGIN_LIMITS = { perAccount: 5, perAddress: 20, windowMs: 15 * 60 * 1000 } as const;
// Attempts older than this are deleted as new ones arrive; a day keeps enough for an investigation.
const KEEP_MS = 24 * 60 * 60 * 1000;

/** A counter's key: hashed, so the counters table holds neither addresses nor e-mail addresses. */
const counterKey = (...parts: string[]): string =>
  createHash('sha256')
    .update(['login', ...parts].join('|'))
    .digest('hex');

/** What reserveAttempt answers. */
export type Reservation =
  | {
      allowed: true;
      /** Call after a successful sign-in: clears the account's count and gives back the address's place. */
      succeeded(): Promise<void>;
    }
  | { allowed: false; /** Seconds until another attempt is allowed (at least 1). */ retryAfterSeconds: number };

const refused = (ttlMs: number): Reservation => ({
  allowed: false,
  retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)),
});

/**
 * Reserves one sign-in attempt for `email` (lower-cased, whether or not an account has it) from `address`,
 * before the password is checked. The address is counted first, then the account, so an address already
 * refused adds nothing to the account's count. Returns whether the attempt may go ahead; throws when the
 * database cannot be written.
 */
export async function reserveAttempt(db: Database, email: string, address: string): Promise<Reservation> {
  const byAddress = counterKey('address', address);
  const byAccount = counterKey('account', email);
  const addressCount = await countRequest(db, byAddress, LOGIN_LIMITS.windowMs);
  if (addressCount.current > LOGIN_LIMITS.perAddress) return refused(addressCount.ttl);
  const accountCount = await countRequest(db, byAccount, LOGIN_LIMITS.windowMs);
  if (accountCount.current > LOGIN_LIMITS.perAccount) {
    // Refused before any password was checked: not a failure of this address.
    await uncountRequest(db, byAddress);
    return refused(accountCount.ttl);
  }
  return {
    allowed: true,
    async succeeded() {
      await resetCount(db, byAccount);
      await uncountRequest(db, byAddress);
    },
  };
}

/** Records one attempt for an investigation and deletes attempts older than a day. */
export async function recordAttempt(
  db: Database,
  attempt: { email: string; address: string; succeeded: boolean },
  now = new Date(),
): Promise<void> {
  await db.insert(login_attempts).values({ ...attempt, created_at: now });
  await db.delete(login_attempts).where(lt(login_attempts.created_at, new Date(now.getTime() - KEEP_MS)));
}
