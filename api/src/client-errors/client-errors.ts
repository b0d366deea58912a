/**
 * Client error reports (docs/design.md#registry: the shell reports a remote that failed to load or threw while rendering):
 * what is kept of a report, and the counts ops read in the release status. Nothing personal is kept: no
 * address, no query strings or fragments (they may carry search terms or tokens), no e-mail addresses, and
 * every text is capped.
 */
import { createHash } from 'node:crypto';
import { and, count, eq, gte, lt, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { IgnoredReportReason } from '@site/contracts/schemas';
import type { Registry } from '@site/contracts/types';
import type { Database } from '../db/client.ts';
import { client_errors, ignored_reports } from '../db/schema.ts';
import { rateLimitKey } from '../limits/rate-limit-store.ts';

/** Longest kept message and page path, in characters. */
const MESSAGE_MAX = 500;
const PATH_MAX = 300;
/** Reports older than this many days are deleted. */
const RETENTION_DAYS = 90;

/** A report as the shell sends it. */
export interface ClientErrorReport {
  remote: string;
  version: string;
  message: string;
  path: string;
}

/** One line of the summary: reports of one version of a remote since its release. */
export interface ClientErrorCount {
  remote: string;
  version: string;
  /** Reports counted (since `since` when set). */
  count: number;
  /** ISO time of the newest counted report; null when there is none. */
  last_at: string | null;
  /** The remote's release time from the registry that counting starts at; null: all reports. */
  since: string | null;
  /** True for the version the registry currently points at. */
  current: boolean;
}

// A URL or path with a query or fragment: the part from ? or # on is dropped. Only tokens holding a slash
// count, so a question mark that ends a sentence stays.
const QUERY_IN_TEXT = /(\S*\/[^\s?#]*)[?#][^\s'"`)]*/g;
const EMAIL = /[^\s@<>()'"`]+@[^\s@<>()'"`]+\.[A-Za-z]{2,}/g;
// eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
const CONTROL = /[\u0000-\u001f\u007f]+/g;

/** `message` without query strings, fragments, e-mail addresses or control characters, capped at MESSAGE_MAX. */
function scrubMessage(message: string): string {
  return message
    .replace(CONTROL, ' ')
    .replace(QUERY_IN_TEXT, '$1')
    .replace(EMAIL, '[email]')
    .trim()
    .slice(0, MESSAGE_MAX);
}

/** The page path alone: no query string or fragment, capped at PATH_MAX. */
function scrubPath(path: string): string {
  return (path.split(/[?#]/, 1)[0] ?? '/').replace(CONTROL, '').slice(0, PATH_MAX) || '/';
}

let lastPruneAt = 0;

/**
 * Why a report does not count towards its version's health (docs/design.md#releases): `not_live` (the registry
 * names another current or canary version, or no such remote), `before_release` (sent before the version was
 * released), `repeated` (past the per-source limit in a minute), `rate_limited` (refused with 429).
 */
export type IgnoredReason = IgnoredReportReason;

/**
 * Judges a report against the registry as it is now, at time `now` (ms since the epoch): undefined when it may
 * count, or why not. It counts only for the remote's current version or its canary, and only when sent at or
 * after that version's `released_at` (the canary's own for a canary; an entry without one is not judged on
 * time). The previous version is not judged: it never runs a canary.
 */
export function judgeClientError(
  registry: Registry,
  report: Pick<ClientErrorReport, 'remote' | 'version'>,
  now: number = Date.now(),
): Exclude<IgnoredReason, 'repeated' | 'rate_limited'> | undefined {
  // Own keys only: a remote called "constructor" must not find Object.prototype's.
  if (!Object.hasOwn(registry.remotes, report.remote)) return 'not_live';
  const entry = registry.remotes[report.remote]!;
  const released =
    entry.version === report.version
      ? entry.released_at
      : entry.canary?.version === report.version
        ? (entry.canary.released_at ?? entry.released_at)
        : null;
  if (released === null) return 'not_live';
  if (released !== undefined && now < Date.parse(released)) return 'before_release';
  return undefined;
}

/**
 * The source a report came from, as kept: four hex digits of a SHA-256 of the client address (its /64 for
 * IPv6, rateLimitKey) with the remote and version. Enough to count distinct sources (two of twenty collide
 * about once in 700 canaries, which only lowers the count); too little to find the address again, as some
 * 65,000 IPv4 addresses share each value.
 */
export function reportSource(address: string, remote: string, version: string): string {
  return createHash('sha256')
    .update(`client-error-source|${remote}|${version}|${rateLimitKey(address)}`)
    .digest('hex')
    .slice(0, 4);
}

/**
 * Adds one to the count of reports for `remote` ignored for `reason` (ignored_reports). `remote` must be a
 * name the registry holds, or '' for any other: a made-up name adds no row. Throws when the database does.
 */
export async function countIgnoredReport(db: Database, remote: string, reason: IgnoredReason): Promise<void> {
  await db
    .insert(ignored_reports)
    .values({ remote, reason, count: 1 })
    .onConflictDoUpdate({
      target: [ignored_reports.remote, ignored_reports.reason],
      set: { count: sql`${ignored_reports.count} + 1`, updated_at: sql`now()` },
    });
}

/** One line of ignoredReports. */
export interface IgnoredReportCount {
  /** The remote the reports named; '' for names the registry did not hold. */
  remote: string;
  reason: IgnoredReason;
  count: number;
}

/** Every count of ignored reports, by remote then reason. Throws when the database does. */
export async function ignoredReports(db: Database): Promise<IgnoredReportCount[]> {
  const rows = await db
    .select({ remote: ignored_reports.remote, reason: ignored_reports.reason, count: ignored_reports.count })
    .from(ignored_reports)
    .orderBy(ignored_reports.remote, ignored_reports.reason);
  return rows.map((row) => ({ remote: row.remote, reason: row.reason as IgnoredReason, count: Number(row.count) }));
}

/**
 * Stores a scrubbed copy of `report`, with the `source` it came from (reportSource; undefined: none kept);
 * about once an hour also deletes reports past RETENTION_DAYS.
 */
export async function recordClientError(db: Database, report: ClientErrorReport, source?: string): Promise<void> {
  await db.insert(client_errors).values({
    remote: report.remote,
    version: report.version,
    message: scrubMessage(report.message),
    path: scrubPath(report.path),
    source: source ?? null,
  });
  if (Date.now() - lastPruneAt > 60 * 60 * 1000) {
    lastPruneAt = Date.now();
    await db
      .delete(client_errors)
      .where(lt(client_errors.created_at, sql`now() - ${RETENTION_DAYS} * interval '1 day'`));
  }
}

/**
 * Counts reports per remote and version. With `registry`: for each remote in it, the reports since its
 * `released_at` (all of them when it has none), one line per version reported, and always a line for the
 * current version (count 0 when clean); remotes the registry does not name are left out. Without: every
 * remote and version ever reported. Lines are ordered by remote, the current version first.
 */
export async function summarizeClientErrors(db: Database, registry?: Registry): Promise<ClientErrorCount[]> {
  const remotes = registry ? Object.entries(registry.remotes) : [];
  const since = new Map(remotes.map(([name, entry]) => [name, entry.released_at ?? null]));
  let where: SQL | undefined;
  if (registry) {
    if (remotes.length === 0) return [];
    where = or(
      ...remotes.map(([name, entry]) =>
        entry.released_at
          ? and(eq(client_errors.remote, name), gte(client_errors.created_at, entry.released_at))
          : eq(client_errors.remote, name),
      ),
    );
  }
  const rows = await db
    .select({
      remote: client_errors.remote,
      version: client_errors.version,
      count: count(),
      // Formatted in SQL: the drivers hand timestamps back in different shapes.
      last_at: sql<string>`to_char(max(${client_errors.created_at}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    })
    .from(client_errors)
    .where(where)
    .groupBy(client_errors.remote, client_errors.version);

  const lines: ClientErrorCount[] = rows.map((row) => ({
    remote: row.remote,
    version: row.version,
    count: row.count,
    last_at: row.last_at,
    since: since.get(row.remote) ?? null,
    current: registry?.remotes[row.remote]?.version === row.version,
  }));
  for (const [name, entry] of remotes) {
    if (!lines.some((line) => line.remote === name && line.version === entry.version)) {
      lines.push({
        remote: name,
        version: entry.version,
        count: 0,
        last_at: null,
        since: since.get(name) ?? null,
        current: true,
      });
    }
  }
  return lines.sort(
    (a, b) =>
      a.remote.localeCompare(b.remote) || Number(b.current) - Number(a.current) || a.version.localeCompare(b.version),
  );
}
