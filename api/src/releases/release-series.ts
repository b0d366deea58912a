/**
 * A remote's health hour by hour (docs/design.md#releases), for the Releases screen's charts: page views per
 * version and hour (release_page_view_hours), the client errors stored in each hour, and the p75 of LCP, INP and
 * CLS from the hourly Web Vitals histograms (vitals/vitals.ts), per version and lane and per lane, beside the release
 * events of the span taken from the release records. Read only; counts, no visitor data.
 */
import { and, count, eq, gte, inArray, sql, type AnyColumn } from 'drizzle-orm';
import type {
  CanaryVital,
  ReleaseEvent,
  ReleaseSeriesAnswer,
  SeriesLanePoint,
  SeriesPoint,
  VitalLane,
} from '@site/contracts/schemas';
import { CANARY_VITALS } from '@site/contracts/schemas';
import type { Database } from '../db/client.ts';
import { client_errors, release_page_view_hours, web_vitals } from '../db/schema.ts';
import { listCanaryStageChanges } from './canary-plans.ts';
import { listReleaseRecords } from './release-records.ts';
import { p75 } from '../vitals/vitals.ts';

const HOUR_MS = 3_600_000;

/** Release records read for the events and the lanes of older versions: far more than 30 days hold. */
const RECORDS_READ = 500;

/** A timestamp column's hour as an ISO time in UTC, formatted in SQL: the drivers hand timestamps back in different shapes. */
const hourText = (column: AnyColumn) =>
  sql<string>`to_char(date_trunc('hour', ${column} at time zone 'UTC'), 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** What releaseSeries takes beside the database and the remote. */
export interface ReleaseSeriesOptions {
  /** Hours back, the current one included (1 to SERIES_MAX_HOURS). */
  hours: number;
  /** The registry's current version of the remote, if it has one. */
  current?: string;
  /** The registry's canary version of the remote, if it has one. */
  canary?: string;
  /** When the span ends; default now. */
  now?: Date;
}

interface Bucket {
  views: number;
  errors: number;
  vitals: Record<CanaryVital, { count: number; histogram: number[] }>;
}

const emptyBucket = (): Bucket => ({
  views: 0,
  errors: 0,
  vitals: { LCP: { count: 0, histogram: [] }, INP: { count: 0, histogram: [] }, CLS: { count: 0, histogram: [] } },
});

/** Adds `histogram` into `into`, bucket by bucket (both of one metric's fixed edges). */
const addHistogram = (into: number[], histogram: readonly number[]) =>
  histogram.forEach((n, bucket) => (into[bucket] = (into[bucket] ?? 0) + n));

/** A bucket's figures as the answer gives them. */
const figures = ({ views, errors, vitals }: Bucket) => ({
  views,
  errors,
  errors_per_view: views === 0 ? null : errors / views,
  vitals: Object.fromEntries(
    CANARY_VITALS.map((metric) => [
      metric,
      { count: vitals[metric].count, p75: vitals[metric].count === 0 ? null : p75(metric, vitals[metric].histogram) },
    ]),
  ) as SeriesPoint['vitals'],
});

/**
 * `remote`'s figures for each hour of the last `hours` hours (ReleaseSeriesAnswer, contracts'
 * releaseSeriesAnswerSchema): per version and lane, and per lane with the histograms merged, only the hours that
 * have views, errors or vitals; and the release events of the span. Web Vitals keep the lane stored with them;
 * views and errors are labelled by `canary` and `current` (the registry's), and another version by its newest
 * release record: a canary (a share asked for) that was rolled back or failed is `canary`, any other `stable`. A
 * promoted canary's earlier views therefore count as `stable` (its vitals keep their lane). Release events:
 * a record's creation (`canary` when it asked for a share, else `released`; not for releases that failed or are
 * still being verified), a canary's promotion (a record with a share that is now `live`: its `updated_at`) and a
 * rollback (`rolled_back`: its `updated_at`); a staged canary's move to a later stage under 100 % (`stage`, from
 * canary_plans); a share changed by hand is kept nowhere, so not marked.
 * Throws when the database does.
 */
export async function releaseSeries(
  db: Database,
  remote: string,
  { hours, current, canary, now = new Date() }: ReleaseSeriesOptions,
): Promise<ReleaseSeriesAnswer> {
  const fromMs = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS - (hours - 1) * HOUR_MS;
  const from = new Date(fromMs).toISOString();
  const errorHour = hourText(client_errors.created_at);
  const [viewRows, errorRows, vitalRows, records, stageChanges] = await Promise.all([
    db
      .select({
        hour: hourText(release_page_view_hours.hour),
        version: release_page_view_hours.version,
        views: release_page_view_hours.views,
      })
      .from(release_page_view_hours)
      .where(and(eq(release_page_view_hours.remote, remote), gte(release_page_view_hours.hour, from))),
    db
      .select({ hour: errorHour, version: client_errors.version, errors: count() })
      .from(client_errors)
      .where(and(eq(client_errors.remote, remote), gte(client_errors.created_at, from)))
      .groupBy(errorHour, client_errors.version),
    db
      .select({
        hour: hourText(web_vitals.hour),
        version: web_vitals.version,
        lane: web_vitals.lane,
        metric: web_vitals.metric,
        count: web_vitals.count,
        histogram: web_vitals.histogram,
      })
      .from(web_vitals)
      .where(
        and(eq(web_vitals.remote, remote), inArray(web_vitals.metric, [...CANARY_VITALS]), gte(web_vitals.hour, from)),
      ),
    listReleaseRecords(db, remote, RECORDS_READ),
    listCanaryStageChanges(db, remote),
  ]);

  // Records come newest first: the first seen of a version is its newest.
  const newestRecord = new Map<string, (typeof records)[number]>();
  for (const record of records) if (!newestRecord.has(record.version)) newestRecord.set(record.version, record);
  const laneOf = (version: string): VitalLane => {
    if (version === canary) return 'canary';
    if (version === current) return 'stable';
    const record = newestRecord.get(version);
    return record?.percent != null && ['rolled_back', 'failed', 'canary'].includes(record.status) ? 'canary' : 'stable';
  };

  const byVersion = new Map<string, { hour: string; version: string; lane: VitalLane; bucket: Bucket }>();
  const byLane = new Map<string, { hour: string; lane: VitalLane; versions: Set<string>; bucket: Bucket }>();
  const bucketsOf = (hour: string, version: string, lane: VitalLane) => {
    const versionKey = `${hour}\0${lane}\0${version}`;
    const laneKey = `${hour}\0${lane}`;
    if (!byVersion.has(versionKey)) byVersion.set(versionKey, { hour, version, lane, bucket: emptyBucket() });
    if (!byLane.has(laneKey)) byLane.set(laneKey, { hour, lane, versions: new Set(), bucket: emptyBucket() });
    const laneEntry = byLane.get(laneKey)!;
    laneEntry.versions.add(version);
    return [byVersion.get(versionKey)!.bucket, laneEntry.bucket];
  };
  for (const row of viewRows) {
    for (const bucket of bucketsOf(row.hour, row.version, laneOf(row.version))) bucket.views += Number(row.views);
  }
  for (const row of errorRows) {
    for (const bucket of bucketsOf(row.hour, row.version, laneOf(row.version))) bucket.errors += Number(row.errors);
  }
  for (const row of vitalRows) {
    const metric = row.metric as CanaryVital;
    for (const bucket of bucketsOf(row.hour, row.version, row.lane as VitalLane)) {
      bucket.vitals[metric].count += Number(row.count);
      addHistogram(bucket.vitals[metric].histogram, row.histogram);
    }
  }

  // Oldest first; in an hour the stable lane before the canary, then by version.
  const order = (a: { hour: string; lane: VitalLane }, b: { hour: string; lane: VitalLane }) =>
    a.hour.localeCompare(b.hour) || (a.lane === b.lane ? 0 : a.lane === 'stable' ? -1 : 1);
  const points: SeriesPoint[] = [...byVersion.values()]
    .sort((a, b) => order(a, b) || a.version.localeCompare(b.version))
    .map(({ hour, version, lane, bucket }) => ({ hour, version, lane, ...figures(bucket) }));
  const lanes: SeriesLanePoint[] = [...byLane.values()]
    .sort(order)
    .map(({ hour, lane, versions, bucket }) => ({ hour, lane, versions: [...versions].sort(), ...figures(bucket) }));

  const events: ReleaseEvent[] = [];
  for (const record of records) {
    const { version, percent } = record;
    if (record.status !== 'failed' && record.status !== 'verifying' && record.created_at >= from) {
      events.push({ at: record.created_at, kind: percent === null ? 'released' : 'canary', version, percent });
    }
    if (record.updated_at < from) continue;
    if (record.status === 'live' && percent !== null) {
      events.push({ at: record.updated_at, kind: 'promoted', version, percent: null });
    }
    if (record.status === 'rolled_back') events.push({ at: record.updated_at, kind: 'rolled_back', version, percent });
  }
  // A staged canary's moves after its first stage; a move to 100 % is its promotion, which the records mark.
  for (const change of stageChanges) {
    if (change.at < from || change.percent === 100) continue;
    events.push({ at: change.at, kind: 'stage', version: change.version, percent: change.percent });
  }
  events.sort((a, b) => a.at.localeCompare(b.at));

  return { remote, hours, from, to: now.toISOString(), points, lanes, events };
}
