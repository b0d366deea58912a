/**
 * What ops' monitoring reads from `GET /metrics` (docs/design.md#metrics), in Prometheus' text format, made with
 * prom-client. One registry per web server instance (tests build many in one process), merged with one
 * registry of the process's own figures (memory, CPU, event-loop lag: prom-client's default metrics, under
 * their standard names so stock Node.js dashboards read them).
 *
 * Counted here as they happen: requests by kind and status class, their durations, render passes and pages.
 * Read at scrape time (each gauge's `collect()`), from the database and the disk: the render queue, the mail
 * outboxes, the generations served, each remote's canary share and version health, client error reports.
 * Every label value comes from a fixed list or from the registry's remote names, never from a request, so a
 * visitor cannot add series.
 */
import {
  ignoredReports,
  ignoredVitals,
  listCanaryJudgements,
  readRegistryState,
  versionHealth,
  vitalsSampleTotals,
  type Database,
} from '@site/api/ops';
import { VITALS_IGNORED_REASONS } from '@site/contracts/schemas';
import type { CanaryOutcome, IgnoredReportReason, VersionHealth } from '@site/contracts/schemas';
import { sql } from 'drizzle-orm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { readManifest } from '../render/generations.ts';
import type { PassResult } from '../render/renderer.ts';
import { canaryRuleFor } from '../releases/canary-rule.ts';
import { registryEntries } from '@site/contracts/registry';

/** What a request was for: a page's document, a page's data file, a released remote's file, the API, or else. */
export type RequestKind = 'page' | 'data' | 'remote_file' | 'api' | 'other';
const REQUEST_KINDS: readonly RequestKind[] = ['page', 'data', 'remote_file', 'api', 'other'];
const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;
/** The lanes a visitor is served from (docs/design.md#releases): `stable` is the `current` generation. */
type MetricsLane = 'stable' | 'canary';
const LANES: readonly MetricsLane[] = ['stable', 'canary'];
/** The outcomes a canary judgement can have, one series each. */
const CANARY_OUTCOMES: readonly CanaryOutcome[] = ['healthy', 'failing', 'inconclusive'];

const IGNORED_REASONS = [
  'not_live',
  'before_release',
  'repeated',
  'rate_limited',
] as const satisfies readonly IgnoredReportReason[];

/** Rows a depth query counts at most: a scrape stays one bounded index scan however far a queue falls behind. */
const DEPTH_COUNT_LIMIT = 10_000;

/** Request durations: a page from memory takes about a millisecond, an API call a few, a release upload seconds. */
const REQUEST_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Render passes: a one-page edit takes under half a second, a full pass a second or two, a slow machine more. */
const PASS_BUCKETS = [0.25, 0.5, 1, 2, 5, 10, 30, 60, 120, 300];

const API = /^\/api(\/|$)/;
const DATA = /^\/_site\/data\//;
const REMOTES = /^\/remotes\//;
/** A name with an extension other than .html: a file of the generation (a script, the sitemap), not a page. */
const FILE = /\/[^/]*\.(?!html$)[A-Za-z0-9]+$/;

/**
 * The kind of a request, from its address as sent (`url`, query ignored) and the route Fastify matched
 * (`route`, undefined when none did): `api` under /api (as the route says, whatever the spelling), `data` under
 * /_site/data/, `remote_file` under /remotes/, `page` for an address the page handler answers with a document
 * (a page, the not-found page, an admin screen's), `other` for the rest (media, the shell's files, /_site/…,
 * /metrics). Always one of five values, whatever the address.
 */
export function requestKind(url: string, route: string | undefined): RequestKind {
  const [path = '/'] = url.split('?', 1);
  if (API.test(route ?? '') || API.test(path)) return 'api';
  if (DATA.test(path)) return 'data';
  if (REMOTES.test(path)) return 'remote_file';
  const pageRoute = route === '/*' || route === '/';
  return pageRoute && !path.startsWith('/_site/') && !FILE.test(path) ? 'page' : 'other';
}

/** `2xx` for 200–299 and so on; a status outside 100–599 counts as `5xx`. */
function statusClass(status: number): (typeof STATUS_CLASSES)[number] {
  return STATUS_CLASSES[Math.floor(status / 100) - 1] ?? '5xx';
}

/** One render pass as the coordinator saw it (coordinator.ts `onPass`): wall time, and the result if it finished. */
interface ObservedPass {
  seconds: number;
  result?: PassResult | undefined;
}

/** What the metrics read at scrape time. */
export interface MetricsSources {
  db: Database;
  /** The site folder (its generations' manifests say when each was made). */
  site: string;
  /** The generation this instance serves in a lane, or undefined when the lane has none. */
  generation(lane: MetricsLane): string | undefined;
  /** Where a figure that could not be read is reported; it is then left out of that scrape. */
  log?: (line: string) => void;
  /** Writes the Web Vitals reports this instance took and has not stored yet (app.vitals.flush), before a scrape. */
  flushVitals?: () => Promise<void>;
}

/** The metrics of one web server instance. */
export interface SiteMetrics {
  /** Counts one answered request of `kind` with `status`, which took `seconds`. */
  observeRequest(kind: RequestKind, status: number, seconds: number): void;
  /** Counts one render pass and the pages it rendered or could not render (the coordinator's `onPass`). */
  observePass(pass: ObservedPass): void;
  /**
   * The text exposition of every metric, read now. Scrapes take turns: a scrape asked for while one runs gets
   * that one's text, so callers cannot multiply the database reads. Never rejects for a figure that cannot be
   * read (it is left out and logged).
   */
  scrape(): Promise<string>;
  /** The Content-Type of `scrape()`'s text (Prometheus text format 0.0.4). */
  readonly contentType: string;
}

/** The process's own figures, shared by every instance in the process: made once, on first use. */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** The rows of a raw query, as either driver returns them (PGlite: `{rows}`; postgres.js: the rows). */
const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/** How each remote's lanes are doing, read once per scrape for every gauge that shows part of it. */
interface ReleaseSnapshot {
  remote: string;
  percent: number;
  /** The canary's version; absent without a canary. */
  canaryVersion?: string;
  margin: number | undefined;
  lanes: { lane: MetricsLane; health: VersionHealth }[];
}

/**
 * Makes the metrics of one instance (docs/design.md#metrics) over `sources`; see SiteMetrics. The database is
 * read only while scraping: a few bounded queries (the queues' depths counted up to DEPTH_COUNT_LIMIT rows,
 * the registry, two per remote for its versions' health).
 */
export function createSiteMetrics(sources: MetricsSources): SiteMetrics {
  const { db, site } = sources;
  const log = sources.log ?? (() => undefined);
  const own = new Registry();
  const registers = [own];

  const requests = new Counter({
    name: 'site_http_requests_total',
    help: 'Requests answered by this instance, by kind (page, data, remote_file, api, other) and status class.',
    labelNames: ['kind', 'status_class'] as const,
    registers,
  });
  const requestSeconds = new Histogram({
    name: 'site_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer sent, by kind.',
    labelNames: ['kind'] as const,
    buckets: REQUEST_BUCKETS,
    registers,
  });
  // Every series exists from the start at 0, so a rate over the first requests is right.
  for (const kind of REQUEST_KINDS) {
    requestSeconds.zero({ kind });
    for (const status_class of STATUS_CLASSES) requests.inc({ kind, status_class }, 0);
  }

  const passSeconds = new Histogram({
    name: 'site_render_pass_duration_seconds',
    help:
      'Render passes this instance ran, by outcome (rendered: a new generation; switched: an older one matched; ' +
      'unchanged; failed), with their wall time.',
    labelNames: ['outcome'] as const,
    buckets: PASS_BUCKETS,
    registers,
  });
  const pages = new Counter({
    name: 'site_render_pages_total',
    help: 'Pages the render passes of this instance rendered, or could not render (result=failed), both lanes.',
    labelNames: ['result'] as const,
    registers,
  });
  for (const outcome of ['rendered', 'switched', 'unchanged', 'failed']) passSeconds.zero({ outcome });
  for (const result of ['rendered', 'failed']) pages.inc({ result }, 0);

  // Each scrape reads a source once, however many gauges show part of it: a scrape's reads start together.
  let round = 0;
  const perScrape = <T>(load: () => Promise<T>) => {
    let memo: { round: number; value: Promise<T> } | undefined;
    return () => {
      if (memo?.round !== round) memo = { round, value: load() };
      return memo.value;
    };
  };
  /** Runs `fill` in a collect(); a figure it cannot read is left out of this scrape (no series) and logged. */
  const collected = <M extends { reset(): void }>(name: string, fill: (metric: M) => Promise<void>) =>
    async function (this: M) {
      this.reset();
      try {
        await fill(this);
      } catch (error) {
        this.reset();
        log(`metrics: ${name} could not be read: ${(error as Error).message}`);
      }
    };

  const renderQueue = perScrape(async () => {
    // The oldest waiting rows come first by id, so the limit never hides the oldest one.
    const result = await db.execute(sql`
      select count(*)::int as depth,
             coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as oldest
      from (select created_at from render_jobs where done_at is null order by id limit ${DEPTH_COUNT_LIMIT}) waiting`);
    const [row] = rowsOf<{ depth: number; oldest: number }>(result);
    return { depth: Number(row?.depth ?? 0), oldest: Math.max(0, Number(row?.oldest ?? 0)) };
  });
  new Gauge({
    name: 'site_render_queue_depth',
    help: `Render jobs not done yet (waiting or being rendered), site-wide; counted up to ${DEPTH_COUNT_LIMIT}.`,
    registers,
    collect: collected<Gauge>('the render queue', async (gauge) => gauge.set((await renderQueue()).depth)),
  });
  new Gauge({
    name: 'site_render_queue_oldest_job_age_seconds',
    help: 'Age of the oldest render job not done yet, site-wide; 0 when none waits.',
    registers,
    collect: collected<Gauge>('the render queue', async (gauge) => gauge.set((await renderQueue()).oldest)),
  });

  // A generation's manifest is read once: its creation time never changes.
  const createdAt = new Map<string, number>();
  new Gauge({
    name: 'site_generation_age_seconds',
    help: 'Time since the generation of pages this instance serves in each lane was written (no series: none).',
    labelNames: ['lane'] as const,
    registers,
    collect: collected<Gauge<'lane'>>('the generations', async (gauge) => {
      for (const lane of LANES) {
        const id = sources.generation(lane);
        if (id === undefined) continue;
        if (!createdAt.has(id)) {
          const manifest = await readManifest(site, id);
          if (!manifest) continue;
          if (createdAt.size >= 16) createdAt.clear();
          createdAt.set(id, Date.parse(manifest.created_at));
        }
        gauge.set({ lane }, Math.max(0, (Date.now() - createdAt.get(id)!) / 1000));
      }
    }),
  });

  const releases = perScrape(async (): Promise<ReleaseSnapshot[]> => {
    const { registry } = await readRegistryState(db);
    const snapshot: ReleaseSnapshot[] = [];
    for (const [remote, entry] of registryEntries(registry)) {
      // As the canary watch judges them: each version's reports from its own release on.
      const versions = [entry.version, ...(entry.canary ? [entry.canary.version] : [])];
      const health = await versionHealth(db, remote, versions, {
        [entry.version]: entry.released_at,
        ...(entry.canary && { [entry.canary.version]: entry.canary.released_at }),
      });
      let margin: number | undefined;
      try {
        margin = canaryRuleFor(remote).margin;
      } catch {
        margin = undefined; // a rule the server refused at start; nothing to compare with
      }
      snapshot.push({
        remote,
        percent: entry.canary?.percent ?? 0,
        ...(entry.canary && { canaryVersion: entry.canary.version }),
        margin,
        lanes: health.map((line, index) => ({ lane: LANES[index]!, health: line })),
      });
    }
    return snapshot;
  });
  new Gauge({
    name: 'site_canary_share_percent',
    help: "Share of visitors a remote's canary is served to, in percent; 0 without a canary.",
    labelNames: ['remote'] as const,
    registers,
    collect: collected<Gauge<'remote'>>('the registry', async (gauge) => {
      for (const { remote, percent } of await releases()) gauge.set({ remote }, percent);
    }),
  });
  new Gauge({
    name: 'site_canary_rule_error_margin',
    help: "How far a canary's error rate may exceed the stable version's before it is rolled back (a ratio).",
    labelNames: ['remote'] as const,
    registers,
    collect: collected<Gauge<'remote'>>('the canary rules', async (gauge) => {
      for (const { remote, margin } of await releases()) if (margin !== undefined) gauge.set({ remote }, margin);
    }),
  });
  const healthGauge = (name: string, help: string, value: (health: VersionHealth) => number | null) =>
    new Gauge({
      name,
      help,
      labelNames: ['remote', 'lane'] as const,
      registers,
      collect: collected<Gauge<'remote' | 'lane'>>('the release health', async (gauge) => {
        for (const { remote, lanes } of await releases()) {
          for (const { lane, health } of lanes) {
            const figure = value(health);
            if (figure !== null) gauge.set({ remote, lane }, figure);
          }
        }
      }),
    });
  healthGauge(
    'site_release_views',
    'Page views of the version a lane serves, counted from the documents served since its release, site-wide.',
    (health) => health.views,
  );
  healthGauge(
    'site_release_errors',
    'Client error reports stored for the version a lane serves since its release, site-wide.',
    (health) => health.errors,
  );
  healthGauge(
    'site_release_error_rate',
    'Errors per page view of the version a lane serves (no series while it has no views).',
    (health) => health.error_rate,
  );

  // Kept in the database, so these are the site's totals, the same from every instance sharing it.
  new Counter({
    name: 'site_client_error_reports_accepted_total',
    help: 'Client error reports stored (they count against their version), site-wide, since the database began.',
    registers,
    collect: collected<Counter>('the client error reports', async (counter) => {
      const result = await db.execute(
        sql`select coalesce(pg_sequence_last_value(pg_get_serial_sequence('client_errors', 'id')), 0)::float8 as n`,
      );
      counter.inc(Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0));
    }),
  });
  new Counter({
    name: 'site_client_error_reports_ignored_total',
    help: 'Client error reports answered but not counted, by reason, site-wide (the Releases screen shows them).',
    labelNames: ['reason'] as const,
    registers,
    collect: collected<Counter<'reason'>>('the ignored reports', async (counter) => {
      const totals = new Map<string, number>(IGNORED_REASONS.map((reason) => [reason, 0]));
      for (const { reason, count } of await ignoredReports(db)) {
        if (totals.has(reason)) totals.set(reason, totals.get(reason)! + count);
      }
      for (const [reason, count] of totals) counter.inc({ reason }, count);
    }),
  });
  // Web Vitals are kept as hourly histograms, pruned after their retention: what a scrape can count is the
  // samples kept, a gauge, where the client errors' stored reports are a counter.
  new Gauge({
    name: 'site_web_vitals_samples',
    help: "Real visitors' Web Vitals samples kept (the last 30 days), by remote, lane and metric, site-wide.",
    labelNames: ['remote', 'lane', 'metric'] as const,
    registers,
    collect: collected<Gauge<'remote' | 'lane' | 'metric'>>('the Web Vitals', async (gauge) => {
      for (const { remote, lane, metric, count } of await vitalsSampleTotals(db))
        gauge.set({ remote, lane, metric }, count);
    }),
  });
  new Counter({
    name: 'site_web_vitals_reports_ignored_total',
    help: 'Web Vitals reports refused or not counted, by reason, site-wide, since the database began.',
    labelNames: ['reason'] as const,
    registers,
    collect: collected<Counter<'reason'>>('the ignored Web Vitals', async (counter) => {
      const totals = new Map<string, number>(VITALS_IGNORED_REASONS.map((reason) => [reason, 0]));
      for (const { reason, count } of await ignoredVitals(db)) totals.set(reason, totals.get(reason)! + count);
      for (const [reason, count] of totals) counter.inc({ reason }, count);
    }),
  });
  new Gauge({
    name: 'site_canary_judgement',
    help:
      "A canary's latest judgement by the canary watch: 1 for its outcome (healthy, failing, inconclusive), 0 for " +
      'the other two; no series for a remote without a canary, or whose canary is not judged yet.',
    labelNames: ['remote', 'outcome'] as const,
    registers,
    collect: collected<Gauge<'remote' | 'outcome'>>('the canary judgements', async (gauge) => {
      // The scrape's one read of the registry, shared with the canary and health figures.
      for (const { remote, canaryVersion } of await releases()) {
        if (!canaryVersion) continue;
        const [latest] = await listCanaryJudgements(db, remote, 1);
        if (latest?.canary_version !== canaryVersion) continue;
        for (const outcome of CANARY_OUTCOMES) gauge.set({ remote, outcome }, latest.outcome === outcome ? 1 : 0);
      }
    }),
  });

  new Gauge({
    name: 'site_mail_outbox_depth',
    help:
      `Mails waiting to be sent, site-wide, by outbox (contact: contact form submissions; ops: mail to the ` +
      `admins); counted up to ${DEPTH_COUNT_LIMIT}.`,
    labelNames: ['outbox'] as const,
    registers,
    collect: collected<Gauge<'outbox'>>('the mail outbox', async (gauge) => {
      const result = await db.execute(sql`
        select
          (select count(*)::int from (select 1 from contact_submissions where mail_status = 'pending'
             limit ${DEPTH_COUNT_LIMIT}) c) as contact,
          (select count(*)::int from (select 1 from ops_mail where mail_status = 'pending'
             limit ${DEPTH_COUNT_LIMIT}) o) as ops`);
      const [row] = rowsOf<{ contact: number; ops: number }>(result);
      gauge.set({ outbox: 'contact' }, Number(row?.contact ?? 0));
      gauge.set({ outbox: 'ops' }, Number(row?.ops ?? 0));
    }),
  });

  const registry = Registry.merge([processMetrics(), own]);
  let scraping: Promise<string> | undefined;

  return {
    observeRequest(kind, status, seconds) {
      requests.inc({ kind, status_class: statusClass(status) });
      requestSeconds.observe({ kind }, seconds);
    },
    observePass({ seconds, result }) {
      const outcomes = result ? [result.outcome, result.canary?.outcome] : [];
      const outcome = !result
        ? 'failed'
        : outcomes.includes('rendered')
          ? 'rendered'
          : outcomes.includes('switched')
            ? 'switched'
            : 'unchanged';
      passSeconds.observe({ outcome }, seconds);
      if (!result) return;
      pages.inc({ result: 'rendered' }, result.rendered.length + (result.canary?.rendered.length ?? 0));
      pages.inc({ result: 'failed' }, result.failed.length + (result.canary?.failed.length ?? 0));
    },
    scrape() {
      scraping ??= (async () => {
        round += 1;
        try {
          // So a scrape counts every beacon this instance answered before it.
          await sources.flushVitals?.();
          return await registry.metrics();
        } finally {
          scraping = undefined;
        }
      })();
      return scraping;
    },
    contentType: registry.contentType,
  };
}
