/**
 * How each released version of a remote is doing (docs/design.md#releases): page views counted per version
 * from the documents the web server served (server/src/site/served-views.ts) beside the client errors counted
 * for it (client-errors/client-errors.ts), so a canary's error rate can be set against the stable version's. Counts
 * only: nothing of the visitor's is kept.
 */
import { and, count, countDistinct, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { VersionHealth } from '@site/contracts/schemas';
import type { Database } from '../db/client.ts';
import { client_errors, release_page_view_hours, release_page_views } from '../db/schema.ts';

/** Hours of page views older than this many days are deleted, as Web Vitals' hours are (vitals/vitals.ts). */
const VIEW_HOURS_RETENTION_DAYS = 30;

/** How often a count also prunes the hours, in milliseconds. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;

let lastPruneAt = 0;

/** The start of `at`'s hour in UTC, as an ISO string. */
const hourOf = (at: Date) => new Date(Math.floor(at.getTime() / 3_600_000) * 3_600_000).toISOString();

/**
 * Counts `views` (default 1) page views of `version` of `remote`, seen at `at` (default now): added to the
 * version's total and to the UTC hour holding `at`, in one transaction of two upserts, so views arriving
 * together from several instances are each counted, the first view makes each row, and a failed write counts in
 * neither. The caller decides what a view is (a document the server served); this counts whatever it is given.
 * About once an hour also deletes the hours past VIEW_HOURS_RETENTION_DAYS, in the same transaction. Throws when
 * the database does.
 */
export async function countPageView(
  db: Database,
  remote: string,
  version: string,
  views = 1,
  at: Date = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(release_page_views)
      .values({ remote, version, views })
      .onConflictDoUpdate({
        target: [release_page_views.remote, release_page_views.version],
        set: { views: sql`${release_page_views.views} + ${views}`, updated_at: sql`now()` },
      });
    await tx
      .insert(release_page_view_hours)
      .values({ remote, version, hour: hourOf(at), views })
      .onConflictDoUpdate({
        target: [release_page_view_hours.remote, release_page_view_hours.version, release_page_view_hours.hour],
        set: { views: sql`${release_page_view_hours.views} + ${views}` },
      });
    // In the transaction: a failed prune fails the count too, so a caller that counts again counts once.
    if (Date.now() - lastPruneAt > PRUNE_EVERY_MS) {
      lastPruneAt = Date.now();
      await pruneViewHours(tx);
    }
  });
}

/** Deletes the hours of page views that started more than VIEW_HOURS_RETENTION_DAYS before `now`. Throws when the database does. */
export async function pruneViewHours(db: Database, now: Date = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - VIEW_HOURS_RETENTION_DAYS * 24 * 3_600_000).toISOString();
  await db.delete(release_page_view_hours).where(lt(release_page_view_hours.hour, cutoff));
}

/**
 * The health of `versions` of `remote`: one line per asked version, in the asked order (a version asked twice
 * gets two lines), with its page views, the client error reports stored for it, `sources` (how many distinct
 * sources those reports came from, client-errors/client-errors.ts reportSource) and `error_rate` = errors / views, or
 * null while it has no views. A version never viewed or reported has 0, 0 and 0. With `since` (version → ISO
 * time, its release), a version's reports count from that time on only; without, all of them (reports are
 * deleted after 90 days). Throws when the database does.
 */
export async function versionHealth(
  db: Database,
  remote: string,
  versions: string[],
  since: Record<string, string | undefined> = {},
): Promise<VersionHealth[]> {
  if (versions.length === 0) return [];
  const inWindow = or(
    ...[...new Set(versions)].map((version) =>
      since[version]
        ? and(eq(client_errors.version, version), gte(client_errors.created_at, since[version]))
        : eq(client_errors.version, version),
    ),
  );
  const [viewRows, errorRows] = await Promise.all([
    db
      .select({ version: release_page_views.version, views: release_page_views.views })
      .from(release_page_views)
      .where(and(eq(release_page_views.remote, remote), inArray(release_page_views.version, versions))),
    db
      .select({ version: client_errors.version, errors: count(), sources: countDistinct(client_errors.source) })
      .from(client_errors)
      .where(and(eq(client_errors.remote, remote), inWindow))
      .groupBy(client_errors.version),
  ]);
  const views = new Map(viewRows.map((row) => [row.version, Number(row.views)]));
  const errors = new Map(errorRows.map((row) => [row.version, Number(row.errors)]));
  const sources = new Map(errorRows.map((row) => [row.version, Number(row.sources)]));
  return versions.map((version) => {
    const viewCount = views.get(version) ?? 0;
    const errorCount = errors.get(version) ?? 0;
    return {
      version,
      views: viewCount,
      errors: errorCount,
      sources: sources.get(version) ?? 0,
      error_rate: viewCount === 0 ? null : errorCount / viewCount,
    };
  });
}
