/**
 * How each released version of a remote is doing (docs/design.md#registry): page views counted per version
 * (POST /api/page-views) beside the client errors reported for it (ops/client-errors.ts), so a canary's error
 * rate can be set against the stable version's. Counts only: nothing of the visitor's is kept.
 */
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { VersionHealth } from '@site/contracts/schemas';
import type { Database } from '../db/client.ts';
import { client_errors, release_page_views } from '../db/schema.ts';

/**
 * Counts one page view of `version` of `remote`: one upsert, so views arriving together on several instances
 * are each counted and the first view of a version makes its row. The caller checks that the registry names
 * the version; this counts whatever it is given.
 */
export async function countPageView(db: Database, remote: string, version: string): Promise<void> {
  await db
    .insert(release_page_views)
    .values({ remote, version, views: 1 })
    .onConflictDoUpdate({
      target: [release_page_views.remote, release_page_views.version],
      set: { views: sql`${release_page_views.views} + 1`, updated_at: sql`now()` },
    });
}

/**
 * The health of `versions` of `remote`: one line per asked version, in the asked order (a version asked twice
 * gets two lines), with its page views, the client error reports made for it, and `error_rate` = errors / views,
 * or null while it has no views. A version never viewed or reported has 0 and 0. Every report of a version
 * counts, however old: versions are immutable and never reused within a remote, so all of them belong to this
 * release (reports are deleted after 90 days, ops/client-errors.ts). Throws when the database does.
 */
export async function versionHealth(db: Database, remote: string, versions: string[]): Promise<VersionHealth[]> {
  if (versions.length === 0) return [];
  const [viewRows, errorRows] = await Promise.all([
    db
      .select({ version: release_page_views.version, views: release_page_views.views })
      .from(release_page_views)
      .where(and(eq(release_page_views.remote, remote), inArray(release_page_views.version, versions))),
    db
      .select({ version: client_errors.version, errors: count() })
      .from(client_errors)
      .where(and(eq(client_errors.remote, remote), inArray(client_errors.version, versions)))
      .groupBy(client_errors.version),
  ]);
  const views = new Map(viewRows.map((row) => [row.version, Number(row.views)]));
  const errors = new Map(errorRows.map((row) => [row.version, Number(row.errors)]));
  return versions.map((version) => {
    const viewCount = views.get(version) ?? 0;
    const errorCount = errors.get(version) ?? 0;
    return {
      version,
      views: viewCount,
      errors: errorCount,
      error_rate: viewCount === 0 ? null : errorCount / viewCount,
    };
  });
}
