/**
 * The sign-in rate limit (docs/design.md#product-decisions; OWASP Authentication Cheat Sheet): keeps password guessing out without
 * letting a guesser lock staff out. Failures are counted over a window, in the database so every API
 * instance sees the same counts:
 * - from a browser that has signed in to the account before (known-devices.ts): that browser's failures alone;
 * - from any other browser: the address's failures across accounts, the address's failures for this account,
 *   and the account's failures from all unknown browsers together, a looser limit against guessing spread
 *   over many addresses. A guesser can exhaust these, never the owner's known browser.
 * An attempt is reserved before the password is checked, one atomic upsert per counter
 * (limits/rate-limit-store.ts), so requests sent together cannot all pass a check that none of them has been
 * counted in yet. An attempt refused by a limit gives back what it reserved: no password was checked. A
 * success clears this browser's or address's count for the account and gives back its other places: only
 * failures count.
 * Every attempt is also written to `login_attempts`, kept for a day for an investigation.
 */
import { createHash } from 'node:crypto';
import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { login_attempts } from '../../db/schema.ts';
import { countRequest, rateLimitKey, resetCount, uncountRequest } from '../../limits/rate-limit-store.ts';

/**
 * Failed sign-ins allowed per window (15 minutes): for one account from one address or one known browser;
 * from one address across accounts (an office shares one); and for one account from every unknown browser
 * together (NIST SP 800-63B caps consecutive failures of an account at 100).
 */
export const LOGIN_LIMITS = {
  perAddressAndAccount: 5,
  perAddress: 20,
  perAccount: 50,
  windowMs: 15 * 60 * 1000,
} as const;
// Attempts older than this are deleted as new ones arrive; a day keeps enough for an investigation.
const KEEP_MS = 24 * 60 * 60 * 1000;

/** A counter's key: hashed, so the counters table holds neither addresses nor e-mail addresses. */
const counterKey = (...parts: string[]): string =>
  createHash('sha256')
    .update(['login', ...parts].join('|'))
    .digest('hex');

/** Who is signing in. */
export interface Attempt {
  /** The e-mail address as typed, lower-cased, whether or not an account has it. */
  email: string;
  /** The client's address. */
  address: string;
  /** The stored id of the browser when it has signed in to this account before (known-devices.ts). */
  deviceId?: string | undefined;
}

/** What reserveAttempt answers. */
export type Reservation =
  | {
      allowed: true;
      /** Call after a successful sign-in: clears this browser's or address's count for the account. */
      succeeded(): Promise<void>;
    }
  | { allowed: false; /** Seconds until another attempt is allowed (at least 1). */ retryAfterSeconds: number };

interface Counter {
  key: string;
  limit: number;
  /** Cleared by a success (the count of this very pair), rather than given back one place. */
  clearedBySuccess: boolean;
}

function countersFor({ email, address, deviceId }: Attempt): Counter[] {
  const { perAddressAndAccount, perAddress, perAccount } = LOGIN_LIMITS;
  // Counted per client as every rate limit counts it (an IPv6 address by its /64); the exact address is
  // still what recordAttempt keeps for an investigation.
  const client = rateLimitKey(address);
  if (deviceId !== undefined) {
    return [{ key: counterKey('device', deviceId, email), limit: perAddressAndAccount, clearedBySuccess: true }];
  }
  // The address first, the account last, so a refused address adds nothing to the account's count.
  return [
    { key: counterKey('address', client), limit: perAddress, clearedBySuccess: false },
    { key: counterKey('address-account', client, email), limit: perAddressAndAccount, clearedBySuccess: true },
    { key: counterKey('account', email), limit: perAccount, clearedBySuccess: false },
  ];
}

/**
 * Reserves one sign-in attempt before the password is checked: counts it on each counter of `attempt` in
 * turn and stops at the first over its limit, giving back the places already taken. Returns whether the
 * attempt may go ahead; throws when the database cannot be written.
 */
export async function reserveAttempt(db: Database, attempt: Attempt): Promise<Reservation> {
  const counters = countersFor(attempt);
  const taken: Counter[] = [];
  for (const counter of counters) {
    const { current, ttl } = await countRequest(db, counter.key, LOGIN_LIMITS.windowMs);
    if (current > counter.limit) {
      // Its own count stays over the limit anyway; the others had no password checked against them.
      for (const earlier of taken) await uncountRequest(db, earlier.key);
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)) };
    }
    taken.push(counter);
  }
  return {
    allowed: true,
    async succeeded() {
      for (const counter of counters) {
        await (counter.clearedBySuccess ? resetCount(db, counter.key) : uncountRequest(db, counter.key));
      }
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
