/**
 * Pinned browsers (docs/design.md#releases): an admin pins their own browser to chosen released versions of
 * remotes, to try them before promoting. The browser holds a random token in the `rr_pin` cookie; the pins
 * live here under the token's SHA-256, so a stolen database reveals no cookie, and unpinning deletes the row.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import { isWellFormedToken } from '@site/contracts/release-pins';
import type { Database } from '../db/client.ts';
import { release_pins } from '../db/schema.ts';

/** How long pins last, in seconds: a working day. */
export const PIN_TTL_S = 8 * 60 * 60;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** How long a token with no live pins is remembered as such, in milliseconds. */
const PIN_MISS_CACHE_MS = 60_000;

/** Tokens remembered per database at most; the oldest go first. */
const PIN_CACHE_ENTRIES = 10_000;

/** A token's pins as last read, and until when (epoch milliseconds) they are believed. */
interface CachedPins {
  pins: Record<string, string> | undefined;
  until: number;
}

// Per database (each test app has its own), by token hash: pinning and unpinning here forget the entry at once.
const pinCaches = new WeakMap<Database, Map<string, CachedPins>>();

function pinCache(db: Database): Map<string, CachedPins> {
  let cache = pinCaches.get(db);
  if (!cache) pinCaches.set(db, (cache = new Map()));
  return cache;
}

/**
 * The pins of a live token, as pinsForToken, for a page request: a token that is not well formed
 * (isWellFormedToken) answers undefined with no database lookup; live pins are remembered until they expire,
 * and a token without any for a minute. Pinning and unpinning on this server take effect at once; on another
 * server sharing the database, an unpin takes effect once its entry lapses (docs/design.md#releases).
 */
export async function cachedPinsForToken(
  db: Database,
  token: string | undefined,
): Promise<Record<string, string> | undefined> {
  if (!isWellFormedToken(token)) return undefined;
  const cache = pinCache(db);
  const key = hashOf(token);
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.until > now) return hit.pins;
  const [row] = await db
    .select({ pins: release_pins.pins, expires_at: release_pins.expires_at })
    .from(release_pins)
    .where(and(eq(release_pins.token_hash, key), gt(release_pins.expires_at, new Date(now))));
  cache.delete(key);
  cache.set(
    key,
    row ? { pins: row.pins, until: row.expires_at.getTime() } : { pins: undefined, until: now + PIN_MISS_CACHE_MS },
  );
  // A Map keeps insertion order: the first key is the oldest entry.
  if (cache.size > PIN_CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
  return row?.pins;
}

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
  pinCache(db).delete(hashOf(token));
  return { token, pins };
}

/** Deletes the pins of `token`, if any. */
export async function unpin(db: Database, token: string | undefined): Promise<void> {
  if (!token) return;
  await db.delete(release_pins).where(eq(release_pins.token_hash, hashOf(token)));
  pinCache(db).delete(hashOf(token));
}
