/**
 * Client error reports (docs/design.md#registry: the shell reports a remote that failed to load or threw while rendering):
 * what is kept of a report, and the counts ops read in the release status. Nothing personal is kept: no
 * address, no query strings or fragments (they may carry search terms or tokens), no e-mail addresses, and
 * every text is capped.
 */
import { and, count, eq, gte, lt, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Registry } from '@site/contracts/types';
import type { Database } from '../db/client.ts';
import { client_errors } from '../db/schema.ts';

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

/** Stores a scrubbed copy of `report`; about once an hour also deletes reports past RETENTION_DAYS. */
export async function recordClientError(db: Database, report: ClientErrorReport): Promise<void> {
  await db.insert(client_errors).values({
    remote: report.remote,
    version: report.version,
    message: scrubMessage(report.message),
    path: scrubPath(report.path),
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
