import './test-support/vm-modules.ts';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { VITAL_MAX, VITALS_BODY_LIMIT } from '@site/contracts/schemas';
import type { VitalMetric } from '@site/contracts/schemas';
import { web_vitals } from '../src/db/schema.ts';
import { VITALS_RATE_LIMIT } from '../src/vitals/vitals-routes.ts';
import {
  bucketEdges,
  bucketOf,
  ignoredVitals,
  p75,
  pruneVitals,
  readVitals,
  recordVitals,
} from '../src/vitals/vitals.ts';
import { createVitalsTally } from '../src/vitals/vitals-tally.ts';
import { callerWith, signedIn } from './test-support/admin.ts';
import { HOSTILE_PIECES } from './test-support/hostile-text.ts';
import { storeRegistry } from './test-support/registry.ts';
import { createTestApp, SETUP_TIMEOUT_MS } from './test-support/test-app.ts';
import type { TestApp } from './test-support/test-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  // On a site: reports are judged against the registry in the database, as the web server runs the API.
  testApp = await createTestApp(undefined, { releaseRegistry: true });
  await storeRegistry(testApp.app.db, {
    schemaVersion: 1,
    remotes: {
      about: {
        version: '1.2.0',
        entry: '/remotes/about/1.2.0/remoteEntry.js',
        basePaths: ['/about-us'],
        released_at: '2026-01-01T00:00:00.000Z',
        previous: { version: '1.1.0', entry: '/remotes/about/1.1.0/remoteEntry.js' },
      },
      news: {
        version: '2.0.0',
        entry: '/remotes/news/2.0.0/remoteEntry.js',
        basePaths: ['/news'],
        released_at: '2026-01-01T00:00:00.000Z',
        canary: {
          version: '2.1.0',
          entry: '/remotes/news/2.1.0/remoteEntry.js',
          basePaths: ['/news'],
          percent: 10,
          released_at: '2026-06-01T00:00:00.000Z',
        },
      },
    },
  });
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await testApp?.close();
});

let address = 0;
/** Posts a report as the beacon does; each call comes from a new address unless one is given. */
const post = (payload: unknown, remoteAddress = `198.51.100.${(address += 1) % 250}`) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/vitals',
    headers: { 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    remoteAddress,
  });

/** A report as the shell sends it, with overrides. */
const buildReport = (overrides: Record<string, unknown> = {}) => ({
  remote: 'about',
  version: '1.2.0',
  route: '/about-us/leadership',
  metrics: [
    { name: 'LCP', value: 1830.4 },
    { name: 'CLS', value: 0.02 },
  ],
  ...overrides,
});

/** The count refused or ignored for `remote` and `reason`, 0 without a row, once the tally is written. */
const ignored = async (remote: string, reason: string) => {
  await testApp.app.vitals.flush();
  return (
    (await ignoredVitals(testApp.app.db)).find((line) => line.remote === remote && line.reason === reason)?.count ?? 0
  );
};

/** Stored rows of one remote and version, once the tally is written. */
const rows = async (remote: string, version: string) => {
  await testApp.app.vitals.flush();
  return testApp.app.db
    .select()
    .from(web_vitals)
    .where(and(eq(web_vitals.remote, remote), eq(web_vitals.version, version)));
};

/** The nearest-rank 75th percentile of `values`. */
const trueP75 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(0.75 * values.length) - 1]!;

/** A deterministic spread of values between `low` and `high`, skewed like real timings. */
const spread = (n: number, low: number, high: number) =>
  Array.from({ length: n }, (_, i) => low * (high / low) ** ((((i * 7919) % n) / n) ** 2));

describe('the histogram', () => {
  it.each(['LCP', 'INP', 'TTFB', 'CLS'] as VitalMetric[])(
    '%s: edges rise by 8 %% up past the largest accepted value, and every value finds its bucket',
    (metric) => {
      const edges = bucketEdges(metric);
      expect(edges.at(-1)!).toBeGreaterThan(VITAL_MAX[metric]);
      for (let i = 1; i < edges.length; i += 1) expect(edges[i]! / edges[i - 1]!).toBeCloseTo(1.08, 10);
      for (const value of [0, edges[0]! / 2, edges[0]!, edges[10]!, edges[10]! * 1.0001, VITAL_MAX[metric]]) {
        const bucket = bucketOf(metric, value);
        if (bucket === 0) expect(value).toBeLessThan(edges[0]!);
        else {
          expect(value).toBeGreaterThanOrEqual(edges[bucket - 1]!);
          expect(value).toBeLessThan(edges[bucket]!);
        }
      }
    },
  );

  it('reads p75 within 5 % of the values it counted', () => {
    for (const [metric, values] of [
      ['LCP', spread(997, 300, 9000)],
      ['INP', spread(101, 16, 900)],
      ['CLS', spread(250, 0.001, 0.6)],
    ] as [VitalMetric, number[]][]) {
      const histogram = new Array<number>(bucketEdges(metric).length).fill(0);
      for (const value of values) histogram[bucketOf(metric, value)]! += 1;
      expect(Math.abs(p75(metric, histogram) / trueP75(values) - 1)).toBeLessThan(0.05);
    }
    expect(p75('LCP', [])).toBe(0);
  });

  it('reads p75 within 5 % of the exact one for any sample of values from the first edge to the largest accepted', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<VitalMetric>('LCP', 'INP', 'TTFB', 'CLS'),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 400 }),
        (metric, fractions) => {
          const first = bucketEdges(metric)[0]!;
          // Spread over the whole range on a log scale, as real timings are.
          const values = fractions.map((f) => first * (VITAL_MAX[metric] / first) ** f);
          const histogram = new Array<number>(bucketEdges(metric).length).fill(0);
          for (const value of values) histogram[bucketOf(metric, value)]! += 1;
          return Math.abs(p75(metric, histogram) / trueP75(values) - 1) < 0.05;
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('POST /api/vitals', () => {
  it('stores a batch as hourly aggregates whose p75 is within 5 % of the values sent', async () => {
    const lcp = spread(200, 400, 12_000);
    const inp = spread(200, 8, 700);
    for (let i = 0; i < lcp.length; i += 1) {
      const response = await post(
        buildReport({
          remote: 'news',
          version: '2.0.0',
          route: '/news/:id',
          metrics: [
            { name: 'LCP', value: lcp[i] },
            { name: 'INP', value: inp[i] },
          ],
        }),
      );
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
    }
    const stored = await rows('news', '2.0.0');
    // One row per metric and hour, not one per view (the test may straddle an hour).
    expect(stored.length).toBeGreaterThanOrEqual(2);
    expect(stored.length).toBeLessThanOrEqual(4);
    expect(stored.reduce((sum, row) => sum + row.count, 0)).toBe(400);
    expect(stored.every((row) => row.lane === 'stable' && row.count === row.histogram.reduce((a, b) => a + b, 0))).toBe(
      true,
    );

    const read = await readVitals(testApp.app.db, 'news');
    const combined = (metric: VitalMetric) => {
      // Sum the hours' histograms, as the test may straddle an hour.
      const histogram = new Array<number>(bucketEdges(metric).length).fill(0);
      for (const row of stored.filter((r) => r.metric === metric))
        row.histogram.forEach((n, i) => (histogram[i]! += n));
      return p75(metric, histogram);
    };
    expect(Math.abs(combined('LCP') / trueP75(lcp) - 1)).toBeLessThan(0.05);
    expect(Math.abs(combined('INP') / trueP75(inp) - 1)).toBeLessThan(0.05);
    // The admin's reading, hour by hour, when the test stayed within one.
    if (read.length === 2) {
      expect(Math.abs(read.find((h) => h.metric === 'LCP')!.p75 / trueP75(lcp) - 1)).toBeLessThan(0.05);
    }
  });

  it("counts a canary's version in the canary lane", async () => {
    expect((await post(buildReport({ remote: 'news', version: '2.1.0', route: '/news' }))).statusCode).toBe(204);
    const stored = await rows('news', '2.1.0');
    expect(stored.map((row) => [row.lane, row.metric, row.count]).sort()).toEqual([
      ['canary', 'CLS', 1],
      ['canary', 'LCP', 1],
    ]);
  });

  it('refuses malformed reports with 400 and counts them', async () => {
    const before = await ignored('', 'malformed');
    const malformed: unknown[] = [
      buildReport({ remote: '../etc' }),
      buildReport({ version: 'latest!' }),
      buildReport({ route: 'news' }),
      buildReport({ metrics: [] }),
      buildReport({ metrics: [{ name: 'FID', value: 10 }] }),
      buildReport({ metrics: [{ name: 'LCP', value: -1 }] }),
      buildReport({ metrics: [{ name: 'LCP', value: VITAL_MAX.LCP + 1 }] }),
      buildReport({ metrics: [{ name: 'CLS', value: 51 }] }),
      buildReport({ metrics: [{ name: 'LCP', value: '1200' }] }),
      buildReport({
        metrics: [
          { name: 'LCP', value: 1 },
          { name: 'LCP', value: 2 },
        ],
      }),
      buildReport({ metrics: Array.from({ length: 5 }, () => ({ name: 'TTFB', value: 1 })) }),
      buildReport({ extra: 1 }),
      '{"remote": "about", "version": "1.2.0", "route": "/", "metrics": [{"name": "LCP", "value": 1e999}]}',
      'not json',
    ];
    for (const payload of malformed) {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(['validation_failed', 'bad_request']).toContain(response.json().error.code);
    }
    expect(await ignored('', 'malformed')).toBe(before + malformed.length);
    expect(await rows('about', 'latest!')).toHaveLength(0);
  });

  it('takes a route of hostile text as a pattern or refuses it, and keeps none of it anywhere an admin reads', async () => {
    const statuses = new Map<string, number>();
    for (const [i, piece] of HOSTILE_PIECES.entries()) {
      const response = await post(buildReport({ route: `/hostile-${i}${piece}` }));
      statuses.set(piece, response.statusCode);
      if (response.statusCode !== 204) expect(response.json().error.code).toBe('validation_failed');
    }
    // Whitespace, line breaks and NUL are refused; the rest are counted as the view they came with.
    expect([statuses.get('\r\n'), statuses.get('\u0000')]).toEqual([400, 400]);
    expect([statuses.get("$'"), statuses.get('</script>'), statuses.get('<!--')]).toEqual([204, 204, 204]);
    expect([...statuses.values()].every((status) => status === 204 || status === 400)).toBe(true);
    // The route is read, never kept: no row and no answer to an admin holds any of the text.
    await testApp.app.vitals.flush();
    expect(JSON.stringify(await testApp.app.db.select().from(web_vitals))).not.toContain('hostile-');
    const { call } = await signedIn(testApp.app, 'admin');
    expect((await call('GET', '/api/admin/vitals')).body).not.toContain('hostile-');
  });

  it(`refuses a body over ${VITALS_BODY_LIMIT / 1024} KB with 413 and counts it`, async () => {
    const before = await ignored('', 'too_large');
    const response = await post(buildReport({ route: `/${'a'.repeat(VITALS_BODY_LIMIT)}` }));
    expect(response.statusCode).toBe(413);
    expect(await ignored('', 'too_large')).toBe(before + 1);
  });

  it('ignores a remote or version the registry does not name as live or canary: 204, counted, not stored', async () => {
    const aboutBefore = await ignored('about', 'not_live');
    const unnamedBefore = await ignored('', 'not_live');
    // The previous version, and one never released.
    for (const version of ['1.1.0', '9.0.0']) expect((await post(buildReport({ version }))).statusCode).toBe(204);
    for (const remote of ['madeUp', 'constructor']) expect((await post(buildReport({ remote }))).statusCode).toBe(204);
    expect(await rows('about', '1.1.0')).toHaveLength(0);
    expect(await rows('about', '9.0.0')).toHaveLength(0);
    expect(await rows('madeUp', '1.2.0')).toHaveLength(0);
    expect(await ignored('about', 'not_live')).toBe(aboutBefore + 2);
    expect(await ignored('', 'not_live')).toBe(unnamedBefore + 2);
    expect((await ignoredVitals(testApp.app.db)).map((line) => line.remote)).not.toContain('madeUp');
  });

  it('ignores a report sent before its version was released', async () => {
    jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-05-31T12:00:00.000Z'));
    try {
      const before = await ignored('news', 'before_release');
      expect((await post(buildReport({ remote: 'news', version: '2.1.0' }))).statusCode).toBe(204);
      expect(await ignored('news', 'before_release')).toBe(before + 1);
    } finally {
      jest.restoreAllMocks();
    }
  });

  it(`answers 429 after ${VITALS_RATE_LIMIT.max} reports from one address in 10 minutes, counted; others go on`, async () => {
    const before = await ignored('', 'rate_limited');
    const busy = '203.0.113.77';
    for (let i = 0; i < VITALS_RATE_LIMIT.max; i += 1) expect((await post(buildReport(), busy)).statusCode).toBe(204);
    const refused = await post(buildReport(), busy);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    // The rest of the address's window, in seconds: it started with this test's first report.
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(590);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect(await ignored('', 'rate_limited')).toBe(before + 1);
    expect((await post(buildReport(), '203.0.113.78')).statusCode).toBe(204);
  });
});

describe('the tally', () => {
  const report = (value: number) => ({
    remote: 'tally',
    version: '1.0.0',
    route: '/',
    metrics: [{ name: 'LCP' as const, value }],
  });
  const lcpCount = async () =>
    (await testApp.app.db.select().from(web_vitals).where(eq(web_vitals.remote, 'tally'))).reduce(
      (sum, row) => sum + row.count,
      0,
    );

  it('stores nothing on the request and everything it gathered at its next write, in one row per hour', async () => {
    const tally = createVitalsTally({ db: testApp.app.db, flushMs: 0, log: () => undefined });
    const at = new Date();
    for (let i = 0; i < 50; i += 1) tally.record(report(1000 + i), 'stable', at);
    tally.ignore('tally', 'not_live');
    expect(await lcpCount()).toBe(0);
    await tally.flush();
    expect(await lcpCount()).toBe(50);
    const stored = await testApp.app.db.select().from(web_vitals).where(eq(web_vitals.remote, 'tally'));
    expect(stored).toHaveLength(1);
    expect(Math.abs(p75('LCP', stored[0]!.histogram) / 1037 - 1)).toBeLessThan(0.05);
    expect((await ignoredVitals(testApp.app.db)).find((line) => line.remote === 'tally')?.count).toBe(1);
    // Written once: a second write adds nothing.
    await tally.close();
    expect(await lcpCount()).toBe(50);
  });

  it('keeps what a failed write could not store and stores it whole, once, at the next write', async () => {
    const db = testApp.app.db;
    const lines: string[] = [];
    const tally = createVitalsTally({ db, flushMs: 0, log: (line) => lines.push(line) });
    const before = await lcpCount();
    for (let i = 0; i < 10; i += 1) tally.record(report(2000), 'stable', new Date(), `s${i}`);
    await db.execute(
      sql.raw(
        `create or replace function refuse_vitals() returns trigger language plpgsql as $$ ` +
          `begin raise exception 'refused'; end $$`,
      ),
    );
    await db.execute(
      sql.raw('create trigger refuse_vitals before insert on web_vitals for each row execute function refuse_vitals()'),
    );
    try {
      await tally.flush();
    } finally {
      await db.execute(sql.raw('drop trigger refuse_vitals on web_vitals'));
    }
    expect(lines.join('\n')).toContain('not stored yet');
    expect(await lcpCount()).toBe(before);
    tally.record(report(2000), 'stable');
    await tally.close();
    expect(await lcpCount()).toBe(before + 11);
  });
});

describe('pruning', () => {
  it('removes the hours older than 30 days and keeps the rest', async () => {
    // Relative to now: a write may prune on its own too, by the clock.
    const now = new Date();
    const report = { remote: 'prune', version: '1.0.0', route: '/', metrics: [{ name: 'TTFB' as const, value: 120 }] };
    for (const daysAgo of [40, 31, 29, 0]) {
      await recordVitals(testApp.app.db, report, 'stable', new Date(now.getTime() - daysAgo * 24 * 3_600_000));
    }
    await pruneVitals(testApp.app.db, now);
    const kept = (await rows('prune', '1.0.0')).map((row) => Date.parse(row.hour)).sort();
    const hourOf = (daysAgo: number) => Math.floor((now.getTime() - daysAgo * 24 * 3_600_000) / 3_600_000) * 3_600_000;
    expect(kept).toEqual([hourOf(29), hourOf(0)]);
  });
});

describe('GET /api/admin/vitals', () => {
  it('answers an admin with count and p75 per remote, version, lane, metric and hour, and the ignored counts', async () => {
    const { call } = await signedIn(testApp.app, 'admin');
    const response = await call('GET', '/api/admin/vitals?remote=news');
    expect(response.statusCode).toBe(200);
    const { hours, ignored: refused } = response.json();
    expect(hours.length).toBeGreaterThan(0);
    expect(hours.every((h: { remote: string }) => h.remote === 'news')).toBe(true);
    expect(hours).toContainEqual({
      remote: 'news',
      version: '2.1.0',
      lane: 'canary',
      metric: 'LCP',
      hour: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:00:00Z$/),
      count: 1,
      p75: expect.closeTo(1830.4, -2),
    });
    expect(refused).toContainEqual({ remote: '', reason: 'malformed', count: expect.any(Number) });
    expect((await call('GET', '/api/admin/vitals?remote=../x')).statusCode).toBe(400);
  });

  it('needs an admin: 401 signed out, 403 for an editor', async () => {
    expect((await callerWith(testApp.app)('GET', '/api/admin/vitals')).statusCode).toBe(401);
    const { call } = await signedIn(testApp.app, 'editor');
    expect((await call('GET', '/api/admin/vitals')).statusCode).toBe(403);
  });
});
