/**
 * The record of every release (docs/design.md#releases): who asked for which version of which remote, when,
 * from which commit, and where it stands. The release calls answer with a record's id and `GET
 * /api/releases/:remote/:id` reads it back; the Releases screen lists the history.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { ReleaseRecord, ReleaseStatus } from '@site/contracts/schemas';
import type { Database } from '../db/client.ts';
import { release_records } from '../db/schema.ts';

/** Longest kept reason, in characters. */
const REASON_MAX = 1000;

const toRecord = (row: typeof release_records.$inferSelect): ReleaseRecord => ({
  ...row,
  has_report: false,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

/**
 * Records a release as it is asked for, status `verifying`. `released_by` is `token: <label>`, an admin's
 * e-mail or `local`; `commit` and `percent` as the caller gave them (null: not given, or not a canary).
 * Returns the record.
 */
export async function createReleaseRecord(
  db: Database,
  release: { remote: string; version: string; released_by: string; commit?: string | null; percent?: number | null },
): Promise<ReleaseRecord> {
  const [row] = await db
    .insert(release_records)
    .values({
      id: randomUUID(),
      remote: release.remote,
      version: release.version,
      status: 'verifying',
      released_by: release.released_by.slice(0, 200),
      commit: release.commit?.slice(0, 64) ?? null,
      percent: release.percent ?? null,
    })
    .returning();
  return toRecord(row!);
}

/** Sets a record's status (and reason, for `failed` and `rolled_back`). Returns the record, or undefined. */
export async function setReleaseStatus(
  db: Database,
  id: string,
  status: ReleaseStatus,
  reason: string | null = null,
): Promise<ReleaseRecord | undefined> {
  const [row] = await db
    .update(release_records)
    .set({ status, reason: reason?.slice(0, REASON_MAX) ?? null, updated_at: new Date() })
    .where(eq(release_records.id, id))
    .returning();
  return row && toRecord(row);
}

/**
 * Moves the newest record of `remote` `version` whose status is one of `from` to `to` (with a reason), e.g. a
 * promoted canary from `canary` to `live`. Does nothing when there is none (a version released before records
 * were kept, or from the command line on another machine).
 */
export async function moveReleaseStatus(
  db: Database,
  remote: string,
  version: string,
  from: ReleaseStatus[],
  to: ReleaseStatus,
  reason: string | null = null,
): Promise<void> {
  const [row] = await db
    .select({ id: release_records.id })
    .from(release_records)
    .where(
      and(
        eq(release_records.remote, remote),
        eq(release_records.version, version),
        inArray(release_records.status, from),
      ),
    )
    .orderBy(desc(release_records.created_at))
    .limit(1);
  if (row) await setReleaseStatus(db, row.id, to, reason);
}

/** One record of `remote` by id, or undefined. */
export async function getReleaseRecord(db: Database, remote: string, id: string): Promise<ReleaseRecord | undefined> {
  const [row] = await db
    .select()
    .from(release_records)
    .where(and(eq(release_records.remote, remote), eq(release_records.id, id)))
    .limit(1);
  return row && toRecord(row);
}

/** The newest `limit` records of `remote` (default 50), newest first. */
export async function listReleaseRecords(db: Database, remote: string, limit = 50): Promise<ReleaseRecord[]> {
  const rows = await db
    .select()
    .from(release_records)
    .where(eq(release_records.remote, remote))
    .orderBy(desc(release_records.created_at))
    .limit(limit);
  return rows.map(toRecord);
}

/**
 * Ends the records left `verifying` by a server that stopped mid-release (docs/design.md#releases): each one
 * created before `before` becomes `failed` with `reason`. Returns how many it ended.
 */
export async function failStaleReleases(db: Database, before: Date, reason: string): Promise<number> {
  const rows = await db
    .update(release_records)
    .set({ status: 'failed', reason: reason.slice(0, REASON_MAX), updated_at: new Date() })
    .where(and(eq(release_records.status, 'verifying'), lt(release_records.created_at, before)))
    .returning({ id: release_records.id });
  return rows.length;
}
