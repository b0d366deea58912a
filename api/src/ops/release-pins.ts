/**
 * Pinned browsers (docs/design.md#releases): an admin pins their own browser to chosen released versions of
 * remotes, to try them before promoting. The browser holds a random token in the `rr_pin` cookie; the pins
 * live here under the token's SHA-256, so a stolen database reveals no cookie, and unpinning deletes the row.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { release_pins } from '../db/schema.ts';

/** How long pins last, in seconds: a working day. */
export const PIN_TTL_S = 8 * 60 * 60;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The pins of a live token, or undefined for an unknown, expired or missing one. */
export async function pinsForToken(
  db: Database,
  token: string | undefined,
): Promise<Record<string, string> | undefined> {
  if (!token) return undefined;
  const [row] = await db
    .select({ pins: release_pins.pins })
    .from(release_pins)
    .where(and(eq(release_pins.token_hash, hashOf(token)), gt(release_pins.expires_at, new Date())));
  return row?.pins;
}

/**
 * Pins `remote` to `version` for the browser holding `token` (its other pins kept), or for a new token when it
 * has none that is live. Returns the token to set in the cookie, and all its pins. Also deletes lapsed pins.
 */
export async function pinVersion(
  db: Database,
  options: { token: string | undefined; remote: string; version: string; created_by: string },
): Promise<{ token: string; pins: Record<string, string> }> {
  await db.delete(release_pins).where(lt(release_pins.expires_at, new Date()));
  const earlier = await pinsForToken(db, options.token);
  const token = earlier && options.token ? options.token : randomBytes(32).toString('base64url');
  const pins = { ...earlier, [options.remote]: options.version };
  const expires_at = new Date(Date.now() + PIN_TTL_S * 1000);
  await db
    .insert(release_pins)
    .values({ token_hash: hashOf(token), pins, created_by: options.created_by, expires_at })
    .onConflictDoUpdate({ target: release_pins.token_hash, set: { pins, expires_at } });
  return { token, pins };
}

/** Deletes the pins of `token`, if any. */
export async function unpin(db: Database, token: string | undefined): Promise<void> {
  if (token) await db.delete(release_pins).where(eq(release_pins.token_hash, hashOf(token)));
}
