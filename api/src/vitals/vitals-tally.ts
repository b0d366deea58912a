/**
 * The Web Vitals tally (docs/design.md#web-vitals): the beacon's reports are added up in memory and written to
 * the hourly aggregates in one transaction every few seconds, so a beacon costs its request a few map updates
 * and never a database round trip, and a flood of beacons cannot queue writes in front of the pages. The same
 * holds for the counts of refused and ignored reports. Readers that must see every report this instance took
 * (the admin's figures, the metrics, the canary watch) call `flush` first; another instance's reports reach
 * them within its next write. Registered after the database, so on close the last counts are written before
 * it shuts.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { VitalLane, VitalsIgnoredReason, VitalsReport } from '@site/contracts/schemas';
import type { Database } from '../db/client.ts';
import {
  addVitals,
  countIgnoredVitals,
  hourOf,
  pruneVitals,
  reportCounts,
  type VitalsHourCounts,
  type VitalsSource,
} from './vitals.ts';

/** Milliseconds between two writes of the gathered reports. */
const VITALS_FLUSH_MS = 2000;

/** Milliseconds between two prunes of old hours, each after a write: as the client error reports are pruned. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * Distinct senders kept waiting for a write at most: while the database is away, senders past this are not
 * kept (their reports still count), so memory stays bounded and the judgement sees fewer senders, never more.
 */
const MAX_PENDING_SOURCES = 100_000;

/** One instance's tally of Web Vitals reports. */
export interface VitalsTally {
  /**
   * Adds one valid report's metrics to the hour of `at` (default now) in `lane`, with its sender `source`
   * (client-errors/client-errors.ts reportSource) when given. Never waits or throws.
   */
  record(report: VitalsReport, lane: VitalLane, at?: Date, source?: string): void;
  /** Adds one to the reports of `remote` ('' for none the registry names) not counted for `reason`. Never throws. */
  ignore(remote: string, reason: VitalsIgnoredReason): void;
  /**
   * Writes what was gathered so far, after any write in flight; resolves once it is stored. A failed write
   * keeps the counts for the next one and is logged, not thrown.
   */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left. */
  close(): Promise<void>;
}

/** What createVitalsTally takes. */
export interface VitalsTallyOptions {
  db: Database;
  /** Milliseconds between timed writes; default VITALS_FLUSH_MS; 0: written on `flush` only. */
  flushMs?: number;
  log: (line: string) => void;
}

const hourKey = (row: Omit<VitalsHourCounts, 'count' | 'histogram'>) =>
  `${row.remote}\0${row.version}\0${row.lane}\0${row.metric}\0${row.hour}`;
const sourceKey = (row: VitalsSource) => `${row.remote}\0${row.version}\0${row.lane}\0${row.hour}\0${row.source}`;

/** Starts a tally writing every `options.flushMs` (see the file's comment); call `close` at shutdown. */
export function createVitalsTally(options: VitalsTallyOptions): VitalsTally {
  let hours = new Map<string, VitalsHourCounts>();
  let sources = new Map<string, VitalsSource>();
  let ignored = new Map<string, { remote: string; reason: VitalsIgnoredReason; count: number }>();
  let lastPruneAt = 0;
  let writing: Promise<void> = Promise.resolve();

  const addHour = (row: VitalsHourCounts) => {
    const key = hourKey(row);
    const into = hours.get(key);
    if (!into) return void hours.set(key, row);
    into.count += row.count;
    row.histogram.forEach((n, bucket) => (into.histogram[bucket] = (into.histogram[bucket] ?? 0) + n));
  };
  const addIgnored = (remote: string, reason: VitalsIgnoredReason, count: number) => {
    const key = `${remote}\0${reason}`;
    const into = ignored.get(key);
    if (into) into.count += count;
    else ignored.set(key, { remote, reason, count });
  };

  const write = async () => {
    const batch = { hours, sources, ignored };
    hours = new Map();
    sources = new Map();
    ignored = new Map();
    try {
      await addVitals(options.db, [...batch.hours.values()], [...batch.sources.values()]);
    } catch (error) {
      // Kept for the next write: a database away for a moment loses no report.
      for (const row of batch.hours.values()) addHour(row);
      for (const [key, row] of batch.sources) if (sources.size < MAX_PENDING_SOURCES) sources.set(key, row);
      for (const row of batch.ignored.values()) addIgnored(row.remote, row.reason, row.count);
      options.log(`Web Vitals reports not stored yet: ${(error as Error).message}`);
      return;
    }
    const refused = [...batch.ignored.values()];
    for (const [index, row] of refused.entries()) {
      try {
        await countIgnoredVitals(options.db, row.remote, row.reason, row.count);
      } catch (error) {
        for (const left of refused.slice(index)) addIgnored(left.remote, left.reason, left.count);
        options.log(`ignored Web Vitals reports not counted yet: ${(error as Error).message}`);
        return;
      }
    }
    if (Date.now() - lastPruneAt > PRUNE_EVERY_MS) {
      lastPruneAt = Date.now();
      await pruneVitals(options.db).catch((error: unknown) =>
        options.log(`old Web Vitals hours not pruned: ${(error as Error).message}`),
      );
    }
  };
  const flush = () => (writing = writing.then(write));

  const flushMs = options.flushMs ?? VITALS_FLUSH_MS;
  const timer = flushMs > 0 ? setInterval(() => void flush(), flushMs) : undefined;
  timer?.unref();

  return {
    record(report, lane, at = new Date(), source) {
      const hour = hourOf(at);
      const { remote, version } = report;
      for (const row of reportCounts(report, lane, hour)) addHour(row);
      if (source === undefined) return;
      const row = { remote, version, lane, hour, source };
      if (sources.size < MAX_PENDING_SOURCES) sources.set(sourceKey(row), row);
    },
    ignore(remote, reason) {
      addIgnored(remote, reason, 1);
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The instance's Web Vitals tally (vitals-tally.ts): the beacon adds to it; readers flush it first. */
    vitals: VitalsTally;
  }
}

/** What the tally plugin takes. */
export interface VitalsTallyPluginOptions {
  /** Milliseconds between timed writes; default VITALS_FLUSH_MS. */
  flushMs?: number | undefined;
}

async function vitalsTallyPlugin(app: FastifyInstance, options: VitalsTallyPluginOptions): Promise<void> {
  const tally = createVitalsTally({
    db: app.db,
    ...(options.flushMs !== undefined && { flushMs: options.flushMs }),
    log: (line) => app.log.warn(line),
  });
  app.decorate('vitals', tally);
  // After the database's own hook is added, so it runs first (onClose runs in reverse) and the database is open.
  app.addHook('onClose', () => tally.close());
}

/** Decorates `app.vitals` with a tally over `app.db` (createVitalsTally), written on close. */
export const vitalsTally = fp(vitalsTallyPlugin, { name: 'vitals-tally', dependencies: ['database'] });
