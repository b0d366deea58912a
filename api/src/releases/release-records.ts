/**
 * The record of every release (docs/design.md#releases): who asked for which version of which remote, when,
 * from which commit, and where it stands. The release calls answer with a record's id and `GET
 * /api/releases/:remote/:id` reads it back; the Releases screen lists the history. Beside each record, its
 * release report and its rollback's (docs/design.md#release-reports).
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { ReleaseRecord, ReleaseReport, ReleaseStatus } from '@site/contracts/schemas';
import type { Database } from '../db/client.ts';
import { release_records, release_reports } from '../db/schema.ts';

/** Longest kept reason, in characters. */
const REASON_MAX = 1000;

/** Which report of a release: the one its verification made, or the one made when it was rolled back. */
export type ReleaseReportKind = ReleaseReport['kind'];

type RecordRow = typeof release_records.$inferSelect;

const toRecord = (row: RecordRow, hasReport: boolean): ReleaseRecord => ({
  ...row,
  has_report: hasReport,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

/** The records of `rows`, each with `has_report`: whether its release report (kind `release`) is kept. */
async function withReportFlags(db: Database, rows: RecordRow[]): Promise<ReleaseRecord[]> {
  if (rows.length === 0) return [];
  const kept = await db
    .select({ id: release_reports.release_id })
    .from(release_reports)
    .where(
      and(
        inArray(
          release_reports.release_id,
          rows.map((row) => row.id),
        ),
        eq(release_reports.kind, 'release'),
      ),
    );
  const ids = new Set(kept.map((row) => row.id));
  return rows.map((row) => toRecord(row, ids.has(row.id)));
}

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
  return toRecord(row!, false);
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
  return row && (await withReportFlags(db, [row]))[0];
}

/**
 * Moves the newest record of `remote` `version` whose status is one of `from` to `to` (with a reason), e.g. a
 * promoted canary from `canary` to `live`. Returns the moved record's id; does nothing and returns undefined
 * when there is none (a version released before records were kept, or from the command line on another machine).
 */
export async function moveReleaseStatus(
  db: Database,
  remote: string,
  version: string,
  from: ReleaseStatus[],
  to: ReleaseStatus,
  reason: string | null = null,
): Promise<string | undefined> {
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
  return row?.id;
}

/** One record of `remote` by id, or undefined. */
export async function getReleaseRecord(db: Database, remote: string, id: string): Promise<ReleaseRecord | undefined> {
  const [row] = await db
    .select()
    .from(release_records)
    .where(and(eq(release_records.remote, remote), eq(release_records.id, id)))
    .limit(1);
  return row && (await withReportFlags(db, [row]))[0];
}

/** The newest `limit` records of `remote` (default 50), newest first. */
export async function listReleaseRecords(db: Database, remote: string, limit = 50): Promise<ReleaseRecord[]> {
  const rows = await db
    .select()
    .from(release_records)
    .where(eq(release_records.remote, remote))
    .orderBy(desc(release_records.created_at))
    .limit(limit);
  return withReportFlags(db, rows);
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

/**
 * Keeps `report` as the `kind` report of release record `releaseId` (docs/design.md#release-reports), replacing
 * one kept before. Throws when the record does not exist (its foreign key).
 */
export async function storeReleaseReport(
  db: Database,
  releaseId: string,
  kind: ReleaseReportKind,
  report: ReleaseReport,
): Promise<void> {
  await db
    .insert(release_reports)
    .values({ release_id: releaseId, kind, report })
    .onConflictDoUpdate({
      target: [release_reports.release_id, release_reports.kind],
      set: { report, created_at: new Date() },
    });
}

/**
 * The `kind` report (default `release`) of release `id` of `remote`, or undefined when that record has none (or
 * is not a record of `remote`).
 */
export async function getReleaseReport(
  db: Database,
  remote: string,
  id: string,
  kind: ReleaseReportKind = 'release',
): Promise<ReleaseReport | undefined> {
  const [row] = await db
    .select({ report: release_reports.report })
    .from(release_reports)
    .innerJoin(release_records, eq(release_records.id, release_reports.release_id))
    .where(and(eq(release_records.remote, remote), eq(release_reports.release_id, id), eq(release_reports.kind, kind)))
    .limit(1);
  return row?.report;
}
