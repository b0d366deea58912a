/**
 * Hand-over links (docs/design.md#admin-sign-in-and-roles): the admin's origin never holds the public origin's
 * cookies, and the public origin never holds a staff session, so a preview or a pin made on the admin's
 * screens reaches the public origin as a one-time link, `SITE_URL/_site/handover/<code>`. The code is 32
 * random bytes, kept only as its SHA-256, and works once, within HANDOVER_TTL_S; opening it grants nothing but
 * what it was made for (one draft's preview address, or a pin of one version).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { handovers } from '../../db/schema.ts';

/** How long a hand-over link works, in seconds: long enough for a new tab to open it. */
const HANDOVER_TTL_S = 120;

/** The public path a hand-over link opens; the code follows it. */
export const HANDOVER_PATH = '/_site/handover/';

/** What a hand-over link does once opened. */
export type Handover =
  | { kind: 'preview'; payload: { address: string }; created_by: string }
  | { kind: 'pin'; payload: { remote: string; version: string }; created_by: string };

const hashOf = (code: string) => createHash('sha256').update(code).digest('hex');

/** A well-formed code: 43 base64url characters (32 bytes). Anything else is never looked up. */
const CODE = /^[A-Za-z0-9_-]{43}$/;

/**
 * Stores `handover` under a new random code and returns the link's path (`/_site/handover/<code>`), which the
 * caller puts on the public origin. Deletes lapsed hand-overs on the way.
 */
export async function createHandover(db: Database, handover: Handover): Promise<string> {
  await db.delete(handovers).where(lt(handovers.expires_at, new Date()));
  const code = randomBytes(32).toString('base64url');
  await db.insert(handovers).values({
    token_hash: hashOf(code),
    kind: handover.kind,
    payload: handover.payload,
    created_by: handover.created_by,
    expires_at: new Date(Date.now() + HANDOVER_TTL_S * 1000),
  });
  return `${HANDOVER_PATH}${code}`;
}

/**
 * Takes the hand-over of `code` once: deletes it and returns it while it is live; undefined for an unknown,
 * used, lapsed or malformed code (the last without a database lookup).
 */
export async function takeHandover(db: Database, code: string): Promise<Handover | undefined> {
  if (!CODE.test(code)) return undefined;
  const [row] = await db
    .delete(handovers)
    .where(and(eq(handovers.token_hash, hashOf(code)), gt(handovers.expires_at, new Date())))
    .returning();
  if (!row) return undefined;
  return { kind: row.kind, payload: row.payload, created_by: row.created_by } as Handover;
}
