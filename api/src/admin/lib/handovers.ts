/**
 * Hand-over links (docs/design.md#admin-sign-in-and-roles): the admin's origin never holds the public origin's
 * cookies, and the public origin never holds a staff session, so a preview or a pin made on the admin's
 * screens reaches the public origin as a one-time link, `SITE_URL/_site/handover/<code>`. The code is 32
 * random bytes, kept only as its SHA-256, and works once, within HANDOVER_TTL_S; opening it grants nothing but
 * what it was made for (one draft's preview address, or a pin of one version).
 *
 * A release's preview link (docs/design.md#releases) is the one hand-over made for a team rather than an admin:
 * it pins each browser that opens it to a canary no visitor is given, so it works for RELEASE_PREVIEW_TTL_S and
 * for any number of reviewers, and only while that version is the remote's canary (the route checks).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { handovers } from '../../db/schema.ts';

/** How long a hand-over link works, in seconds: long enough for a new tab to open it. */
const HANDOVER_TTL_S = 120;

/** How long a release's preview link works, in seconds: a working day for the team to review the release. */
const RELEASE_PREVIEW_TTL_S = 24 * 60 * 60;

/** The public path a hand-over link opens; the code follows it. */
export const HANDOVER_PATH = '/_site/handover/';

/** What a hand-over link does once opened. */
export type Handover =
  | { kind: 'preview'; payload: { address: string }; created_by: string }
  | { kind: 'pin'; payload: { remote: string; version: string }; created_by: string }
  | { kind: 'release-preview'; payload: { remote: string; version: string }; created_by: string };

/** The hand-overs that work until they lapse rather than once. */
const REUSABLE: ReadonlySet<Handover['kind']> = new Set(['release-preview']);

const hashOf = (code: string) => createHash('sha256').update(code).digest('hex');

/** A well-formed code: 43 base64url characters (32 bytes). Anything else is never looked up. */
const CODE = /^[A-Za-z0-9_-]{43}$/;

/** Stores `handover` under a new random code, live for `ttlS` seconds; deletes lapsed hand-overs on the way. */
async function storeHandover(db: Database, handover: Handover, ttlS: number) {
  await db.delete(handovers).where(lt(handovers.expires_at, new Date()));
  const code = randomBytes(32).toString('base64url');
  const expires_at = new Date(Date.now() + ttlS * 1000);
  await db.insert(handovers).values({
    token_hash: hashOf(code),
    kind: handover.kind,
    payload: handover.payload,
    created_by: handover.created_by,
    expires_at,
  });
  return { path: `${HANDOVER_PATH}${code}`, expires_at };
}

/**
 * Stores a one-time `handover` (a preview or a pin) under a new random code and returns the link's path
 * (`/_site/handover/<code>`), which the caller puts on the public origin.
 */
export async function createHandover(db: Database, handover: Handover): Promise<string> {
  return (await storeHandover(db, handover, HANDOVER_TTL_S)).path;
}

/**
 * A preview link for `version` of `remote` (see the file's comment): its path on the public origin and when it
 * lapses (RELEASE_PREVIEW_TTL_S from now). `created_by` names who asked, as the audit log does.
 */
export function createReleasePreviewLink(
  db: Database,
  link: { remote: string; version: string; created_by: string },
): Promise<{ path: string; expires_at: Date }> {
  const { remote, version, created_by } = link;
  return storeHandover(
    db,
    { kind: 'release-preview', payload: { remote, version }, created_by },
    RELEASE_PREVIEW_TTL_S,
  );
}

/**
 * Takes the hand-over of `code`: returns it while it is live, deleting it unless it is reusable (a release's
 * preview link); undefined for an unknown, used, lapsed or malformed code (the last without a database lookup).
 */
export async function takeHandover(db: Database, code: string): Promise<Handover | undefined> {
  if (!CODE.test(code)) return undefined;
  const live = and(eq(handovers.token_hash, hashOf(code)), gt(handovers.expires_at, new Date()));
  // One statement decides a one-time link, so two tabs opening it at once cannot both take it.
  const [once] = await db
    .delete(handovers)
    .where(and(live, notInArray(handovers.kind, [...REUSABLE])))
    .returning();
  const [row] = once ? [once] : await db.select().from(handovers).where(live).limit(1);
  if (!row) return undefined;
  return { kind: row.kind, payload: row.payload, created_by: row.created_by } as Handover;
}
