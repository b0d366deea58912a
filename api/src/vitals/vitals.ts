/**
 * Real-user Web Vitals, aggregated (docs/design.md#web-vitals): each metric's values are counted in fixed,
 * log-spaced buckets per remote, version, lane and hour, and the 75th percentile is read back from the counts.
 * No row per page view, nothing of the visitor.
 */
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type {
  VitalLane,
  VitalMetric,
  VitalsHour,
  VitalsIgnored,
  VitalsIgnoredReason,
  VitalsReport,
} from '@site/contracts/schemas';
import { VITAL_MAX } from '@site/contracts/schemas';
import type { Database } from '../db/client.ts';
import { ignored_vitals, web_vital_sources, web_vitals } from '../db/schema.ts';

/**
 * Each bucket's upper edge is RATIO times its lower one. The 75th percentile is read as its bucket's geometric
 * middle, at most sqrt(1.08) - 1 ≈ 3.9 % from any value in the bucket, so within 5 % of the true one.
 */
const RATIO = 1.08;

/**
 * The first edge per metric: 1 ms for the timings, 0.0001 for CLS. Bucket 0 holds the values below it (read as
 * 0); bucket k ≥ 1 holds [first·RATIO^(k-1), first·RATIO^k); the last edge is the first one above VITAL_MAX.
 */
const FIRST_EDGE: Readonly<Record<VitalMetric, number>> = { LCP: 1, INP: 1, TTFB: 1, CLS: 0.0001 };

/** Aggregates older than this many days are deleted. */
const VITALS_RETENTION_DAYS = 30;

/**
 * The upper edges of `metric`'s buckets, ascending: [first, first·1.08, …] up to the first edge above the
 * metric's largest accepted value (152 edges for the timings, 171 for CLS). Fixed: changing them would mix
 * counts of different buckets in stored rows, so new edges need a new table.
 */
export function bucketEdges(metric: VitalMetric): number[] {
  const edges = [FIRST_EDGE[metric]];
  while (edges.at(-1)! <= VITAL_MAX[metric]) edges.push(FIRST_EDGE[metric] * RATIO ** edges.length);
  return edges;
}

const EDGES = new Map<VitalMetric, number[]>(
  (Object.keys(FIRST_EDGE) as VitalMetric[]).map((metric) => [metric, bucketEdges(metric)]),
);

/** The bucket `value` (≥ 0, ≤ VITAL_MAX) falls in: 0 below the first edge, else k with edges[k-1] ≤ value < edges[k]. */
export function bucketOf(metric: VitalMetric, value: number): number {
  const edges = EDGES.get(metric)!;
  if (value < edges[0]!) return 0;
  let bucket = Math.min(edges.length - 1, Math.floor(Math.log(value / edges[0]!) / Math.log(RATIO)) + 1);
  // The logarithm can land one bucket off at an edge.
  while (bucket < edges.length - 1 && value >= edges[bucket]!) bucket += 1;
  while (bucket > 1 && value < edges[bucket - 1]!) bucket -= 1;
  return bucket;
}

/**
 * The 75th percentile of the values counted in `histogram` (one count per bucket of `metric`, as stored): the
 * nearest-rank value, read as its bucket's geometric middle (0 for bucket 0). 0 for an empty histogram.
 */
export function p75(metric: VitalMetric, histogram: readonly number[]): number {
  const edges = EDGES.get(metric)!;
  const total = histogram.reduce((sum, n) => sum + n, 0);
  if (total === 0) return 0;
  const rank = Math.ceil(0.75 * total);
  let seen = 0;
  for (let bucket = 0; bucket < histogram.length; bucket += 1) {
    seen += histogram[bucket]!;
    if (seen < rank) continue;
    if (bucket === 0) return 0;
    return Math.sqrt(edges[bucket - 1]! * edges[bucket]!);
  }
  return edges.at(-1)!;
}

/** The start of `at`'s hour in UTC, as an ISO string. */
export const hourOf = (at: Date) => new Date(Math.floor(at.getTime() / 3_600_000) * 3_600_000).toISOString();

/** One remote, version, lane, metric and hour's counts to add: `count` values, `histogram` counted per bucket. */
export interface VitalsHourCounts {
  remote: string;
  version: string;
  lane: VitalLane;
  metric: VitalMetric;
  /** The hour's start, ISO (hourOf). */
  hour: string;
  count: number;
  /** One count per bucket of the metric (bucketEdges(metric).length of them). */
  histogram: number[];
}

/**
 * A distinct sender (client-errors/client-errors.ts reportSource) of one remote, version and lane's reports in an
 * hour.
 */
export interface VitalsSource {
  remote: string;
  version: string;
  lane: VitalLane;
  hour: string;
  source: string;
}

/** One page view's counts (a valid report) in `lane` and `hour`: per metric, a count of 1 and its value's bucket. */
export function reportCounts(report: VitalsReport, lane: VitalLane, hour: string): VitalsHourCounts[] {
  return report.metrics.map(({ name, value }) => {
    const histogram = new Array<number>(EDGES.get(name)!.length).fill(0);
    histogram[bucketOf(name, value)] = 1;
    return { remote: report.remote, version: report.version, lane, metric: name, hour, count: 1, histogram };
  });
}

/** Rows one statement inserts at most, well under PostgreSQL's 65,535 bound parameters. */
const ROWS_PER_INSERT = 1000;

/**
 * Adds `hours` to the stored aggregates (each row's count and histogram, element by element, to its remote,
 * version, lane, metric and hour's row, made if absent) and keeps `sources` (one row per distinct sender and
 * hour), in one transaction, so a failed write adds nothing and can be tried again whole. Rows of `hours` must
 * name distinct hours' rows. Throws when the database does.
 */
export async function addVitals(db: Database, hours: VitalsHourCounts[], sources: VitalsSource[] = []): Promise<void> {
  if (hours.length === 0 && sources.length === 0) return;
  await db.transaction(async (tx) => {
    for (let i = 0; i < sources.length; i += ROWS_PER_INSERT) {
      await tx
        .insert(web_vital_sources)
        .values(sources.slice(i, i + ROWS_PER_INSERT))
        .onConflictDoNothing();
    }
    for (let i = 0; i < hours.length; i += ROWS_PER_INSERT) {
      await tx
        .insert(web_vitals)
        .values(hours.slice(i, i + ROWS_PER_INSERT))
        .onConflictDoUpdate({
          target: [web_vitals.remote, web_vitals.version, web_vitals.lane, web_vitals.metric, web_vitals.hour],
          set: {
            count: sql`${web_vitals.count} + excluded.count`,
            // Element by element, in order: both arrays have the metric's fixed number of buckets.
            histogram: sql`array(select coalesce(a, 0) + coalesce(b, 0) from unnest(${web_vitals.histogram}, excluded.histogram) with ordinality as t(a, b, i) order by i)`,
          },
        });
    }
  });
}

/**
 * Adds one page view's metrics (a valid report, contracts' vitalsReportSchema) to the hour of `at` for its
 * remote, version and `lane` now: each metric's count goes up by one and its value's bucket by one; with
 * `source` (client-errors/client-errors.ts reportSource of the sender's address), that source is kept for the
 * hour, so the judgement can count distinct senders. The beacon's route gathers reports and writes them in batches
 * (vitals-tally.ts); this writes one at once. Throws when the database does.
 */
export async function recordVitals(
  db: Database,
  report: VitalsReport,
  lane: VitalLane,
  at: Date = new Date(),
  source?: string,
): Promise<void> {
  const hour = hourOf(at);
  const hours = reportCounts(report, lane, hour);
  const { remote, version } = report;
  await addVitals(db, hours, source === undefined ? [] : [{ remote, version, lane, hour, source }]);
}

/** Deletes the hours that started more than VITALS_RETENTION_DAYS before `now`. Throws when the database does. */
export async function pruneVitals(db: Database, now: Date = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - VITALS_RETENTION_DAYS * 24 * 3_600_000).toISOString();
  await db.delete(web_vitals).where(lt(web_vitals.hour, cutoff));
  await db.delete(web_vital_sources).where(lt(web_vital_sources.hour, cutoff));
}

/** The Web Vitals samples kept for one remote, lane and metric: the sum of its hours' counts. */
export interface VitalsSampleTotal {
  remote: string;
  lane: string;
  metric: string;
  count: number;
}

/**
 * The samples kept (the hours of the last VITALS_RETENTION_DAYS), summed by remote, lane and metric, for the
 * server's metrics. Throws when the database does.
 */
export async function vitalsSampleTotals(db: Database): Promise<VitalsSampleTotal[]> {
  const rows = await db
    .select({
      remote: web_vitals.remote,
      lane: web_vitals.lane,
      metric: web_vitals.metric,
      count: sql<number>`sum(${web_vitals.count})::float8`,
    })
    .from(web_vitals)
    .groupBy(web_vitals.remote, web_vitals.lane, web_vitals.metric);
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

/** Most hours one read returns: 30 days of four metrics in two lanes for several versions. */
const READ_LIMIT = 20_000;

/**
 * The stored hours, newest first (then by remote, version, lane and metric), of one remote or all: each with
 * its count and p75 (ms for LCP, INP and TTFB; the score for CLS). Throws when the database does.
 */
export async function readVitals(db: Database, remote?: string): Promise<VitalsHour[]> {
  const rows = await db
    .select({
      remote: web_vitals.remote,
      version: web_vitals.version,
      lane: web_vitals.lane,
      metric: web_vitals.metric,
      // Formatted in SQL: the drivers hand timestamps back in different shapes.
      hour: sql<string>`to_char(${web_vitals.hour} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
      count: web_vitals.count,
      histogram: web_vitals.histogram,
    })
    .from(web_vitals)
    .where(remote === undefined ? undefined : eq(web_vitals.remote, remote))
    .orderBy(desc(web_vitals.hour), web_vitals.remote, web_vitals.version, web_vitals.lane, web_vitals.metric)
    .limit(READ_LIMIT);
  return rows.map((row) => ({
    remote: row.remote,
    version: row.version,
    lane: row.lane as VitalLane,
    metric: row.metric as VitalMetric,
    hour: row.hour,
    count: Number(row.count),
    p75: p75(row.metric as VitalMetric, row.histogram),
  }));
}

/** One metric's samples and 75th percentile over a span of hours. */
export interface VitalSummary {
  count: number;
  /**
   * Distinct sources (reportSource) of the lane's reports over the span, whichever metrics they carried: a few
   * addresses can send many reports, so the judgement asks for enough of these too.
   */
  sources: number;
  /** Milliseconds for LCP, INP and TTFB; the score for CLS; 0 without samples. */
  p75: number;
}

/**
 * Each metric of `version` of `remote` in `lane`, over the hours from the one holding `since` (an ISO time, the
 * version's release for a canary's judgement; every stored hour without it): the hours' histograms merged, their
 * count and p75. Every metric is in the answer, `{count: 0, p75: 0}` without samples. Hour by hour as stored, so
 * the hour of `since` counts whole (no report of a version is accepted before its release). Throws when the
 * database does.
 */
export async function vitalsSince(
  db: Database,
  remote: string,
  version: string,
  lane: VitalLane,
  since?: string,
): Promise<Record<VitalMetric, VitalSummary>> {
  const rows = await db
    .select({ metric: web_vitals.metric, count: web_vitals.count, histogram: web_vitals.histogram })
    .from(web_vitals)
    .where(
      and(
        eq(web_vitals.remote, remote),
        eq(web_vitals.version, version),
        eq(web_vitals.lane, lane),
        since === undefined ? undefined : gte(web_vitals.hour, hourOf(new Date(since))),
      ),
    );
  const merged = new Map<VitalMetric, { count: number; histogram: number[] }>(
    (Object.keys(FIRST_EDGE) as VitalMetric[]).map((metric) => [
      metric,
      { count: 0, histogram: new Array<number>(EDGES.get(metric)!.length).fill(0) },
    ]),
  );
  for (const row of rows) {
    const into = merged.get(row.metric as VitalMetric);
    if (!into) continue;
    into.count += Number(row.count);
    row.histogram.forEach((n, bucket) => (into.histogram[bucket] = (into.histogram[bucket] ?? 0) + n));
  }
  const [counted] = await db
    .select({ sources: sql<number>`count(distinct ${web_vital_sources.source})` })
    .from(web_vital_sources)
    .where(
      and(
        eq(web_vital_sources.remote, remote),
        eq(web_vital_sources.version, version),
        eq(web_vital_sources.lane, lane),
        since === undefined ? undefined : gte(web_vital_sources.hour, hourOf(new Date(since))),
      ),
    );
  const sources = Number(counted?.sources ?? 0);
  return Object.fromEntries(
    [...merged].map(([metric, { count, histogram }]) => [metric, { count, sources, p75: p75(metric, histogram) }]),
  ) as Record<VitalMetric, VitalSummary>;
}

/**
 * Adds `count` (default 1) to the count of reports for `remote` refused or not counted for `reason`. `remote`
 * must be a name the registry holds, or '' for any other, so made-up names add no rows. Throws when the
 * database does.
 */
export async function countIgnoredVitals(
  db: Database,
  remote: string,
  reason: VitalsIgnoredReason,
  count = 1,
): Promise<void> {
  await db
    .insert(ignored_vitals)
    .values({ remote, reason, count })
    .onConflictDoUpdate({
      target: [ignored_vitals.remote, ignored_vitals.reason],
      set: { count: sql`${ignored_vitals.count} + excluded.count`, updated_at: sql`now()` },
    });
}

/** Every count of refused or uncounted reports, by remote then reason. Throws when the database does. */
export async function ignoredVitals(db: Database): Promise<VitalsIgnored[]> {
  const rows = await db
    .select({ remote: ignored_vitals.remote, reason: ignored_vitals.reason, count: ignored_vitals.count })
    .from(ignored_vitals)
    .orderBy(ignored_vitals.remote, ignored_vitals.reason);
  return rows.map((row) => ({ ...row, reason: row.reason as VitalsIgnoredReason, count: Number(row.count) }));
}
