/**
 * Password hashing with argon2id through @node-rs/argon2 (prebuilt, no install script). The parameters are
 * OWASP's recommended minimum for argon2id (19 MiB, 2 passes, 1 lane), stored in each PHC string, so raising
 * them later still verifies old hashes. Under jest only, the least argon2id allows (see hashingOptions).
 */
import { hash, verify } from '@node-rs/argon2';
import type { Algorithm, Options } from '@node-rs/argon2';

// `Algorithm` is a const enum in the package's types, which type stripping cannot inline: 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;

/** OWASP's recommended minimum for argon2id: 19 MiB (in KiB here), 2 passes, 1 lane. */
export const PASSWORD_HASHING: Readonly<Options> = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/** The least argon2id allows (8 KiB per lane, 1 pass): for the test suites only. */
const TEST_HASHING: Readonly<Options> = { algorithm: ARGON2ID, memoryCost: 8, timeCost: 1, parallelism: 1 };

/**
 * The parameters a new hash is made with: PASSWORD_HASHING, except under jest (NODE_ENV `test`, which jest sets),
 * where the suites' thousands of sign-ins and accounts would otherwise spend half their time hashing. Hashes
 * carry their parameters, so either kind verifies under both. Read at each call, so a test can ask for
 * production's.
 */
export function hashingOptions(env: string | undefined = process.env.NODE_ENV): Readonly<Options> {
  return env === 'test' ? TEST_HASHING : PASSWORD_HASHING;
}

/** Returns the argon2id PHC string of `password` (a new random salt each call), made with hashingOptions(). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, hashingOptions());
}

// Verified against when the e-mail is unknown, so a sign-in takes as long whether or not the account exists
// and the time taken does not tell a guesser which addresses have accounts.
let dummyHash: Promise<string> | undefined;

/**
 * True when `password` matches `phc`. With `phc` null (no such account) it still spends the time of one
 * verification and returns false. Never throws on a malformed hash: that is a failed sign-in, not a crash.
 */
export async function verifyPassword(phc: string | null, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('not a password anyone has');
  const target = phc ?? (await dummyHash);
  try {
    const matches = await verify(target, password);
    return phc !== null && matches;
  } catch {
    return false;
  }
}
