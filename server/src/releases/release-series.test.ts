import type { FastifyInstance } from 'fastify';
import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { countPageView, createReleaseRecord, setReleaseStatus } from '@site/api/ops';
import { releaseSeriesAnswerSchema, type SeriesLanePoint } from '@site/contracts/schemas';
import { SERVED_PAGE, viewsOf, startCanarySite } from '../test-support/served-pages.ts';

/**
 * A remote's health hour by hour for the Releases screen's charts (docs/design.md#releases): the page views the
 * server counts per hour, the client errors and the Web Vitals of each hour, per version and lane and per lane,
 * and the release events of the span; admins only.
 */

jest.setTimeout(30_000);

const HOUR = 3_600_000;
const ORIGIN = 'http://localhost';
const ADMIN = { email: 'chart.reader@riverbend.example', name: 'Chart Reader', password: 'a long test passphrase' };
/** Two whole hours some time back, so the hour turning while the test runs moves nothing. */
const HOUR_A = Math.floor(Date.now() / HOUR) * HOUR - 3 * HOUR;
const HOUR_B = HOUR_A + HOUR;
const iso = (ms: number) => new Date(ms).toISOString();
/** An hour as the answer spells it. */
const hourText = (ms: number) => iso(ms).replace('.000Z', 'Z');

let dataDir: string;
let app: FastifyInstance;
let session: string;

beforeAll(async () => {
  ({ dataDir, app, session } = await startCanarySite('release-series', iso(HOUR_B + 5 * 60_000), ADMIN, ORIGIN));
});
afterAll(async () => {
  await app?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** GET …/series with `query`, signed in as the admin unless `cookie` is null. */
const series = (query = '', cookie: string | null = session) =>
  app.inject({ url: `/api/admin/releases/about/series${query}`, headers: cookie ? { cookie } : {} });

/** `n` client errors of `version` stored at `at`. */
async function errors(version: string, n: number, at: number) {
  for (let i = 0; i < n; i += 1) {
    await app.db.execute(
      sql`insert into client_errors (remote, version, message, path, source, created_at)
          values ('about', ${version}, 'Chunk failed to load', '/about-us/history', ${`a00${i}`}, ${iso(at)})`,
    );
  }
}

/** `n` samples of `metric` at `value` for `version` in `lane` and the hour starting `hour`, as vitals/vitals.ts keeps them. */
async function vitals(version: string, lane: string, metric: string, value: number, n: number, hour: number) {
  const first = metric === 'CLS' ? 0.0001 : 1;
  // The bucket `value` falls in: bucket k ≥ 1 holds [first·1.08^(k-1), first·1.08^k).
  const bucket = Math.floor(Math.log(value / first) / Math.log(1.08)) + 1;
  const histogram = new Array<number>(metric === 'CLS' ? 171 : 152).fill(0);
  histogram[bucket] = n;
  await app.db.execute(
    sql`insert into web_vitals (remote, version, lane, metric, hour, count, histogram)
        values ('about', ${version}, ${lane}, ${metric}, ${iso(hour)}, ${n}, ${`{${histogram.join(',')}}`})`,
  );
}

/** Creates a release record of `version` asked for at `created` (a canary at `percent`), now `status` since `updated`. */
async function record(
  version: string,
  percent: number | null,
  created: number,
  status: 'canary' | 'rolled_back',
  updated: number,
) {
  const { id } = await createReleaseRecord(app.db, {
    remote: 'about',
    version,
    released_by: 'token: about CI',
    percent,
  });
  await setReleaseStatus(app.db, id, status);
  await app.db.execute(
    sql`update release_records set created_at = ${iso(created)}, updated_at = ${iso(updated)} where id = ${id}`,
  );
}

it('counts a document it served in the hour it was served, beside the total, when it writes the counts', async () => {
  const before = Date.now();
  await app.inject({ url: SERVED_PAGE, headers: { cookie: 'rr_bucket=50' }, remoteAddress: '192.0.2.40' });
  await app.inject({ url: SERVED_PAGE, headers: { cookie: 'rr_bucket=05' }, remoteAddress: '192.0.2.41' });
  expect(await viewsOf(app, '1.0.0')).toBe(1);
  const after = Date.now();
  const { rows } = (await app.db.execute(
    sql`select version, to_char(hour at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as hour, views
        from release_page_view_hours where remote = 'about' order by version`,
  )) as { rows: { version: string; hour: string; views: number | string }[] };
  const served = [before, after].map((at) => hourText(Math.floor(at / HOUR) * HOUR));
  expect(rows.map(({ version, views }) => [version, Number(views)])).toEqual([
    ['1.0.0', 1],
    ['2.0.0', 1],
  ]);
  for (const row of rows) expect(served).toContain(row.hour);
  // The charts read the same hour back.
  const answer = releaseSeriesAnswerSchema.parse((await series('?hours=2')).json());
  expect(answer.lanes.map(({ lane, versions, views }) => ({ lane, versions, views }))).toEqual([
    { lane: 'stable', versions: ['1.0.0'], views: 1 },
    { lane: 'canary', versions: ['2.0.0'], views: 1 },
  ]);
});

it('answers views, errors and Web Vitals per hour, version and lane, with the release events of the span', async () => {
  // Hour A: 1.0.0 stable, and 1.5.0 as a canary until it was rolled back; hour B: 2.0.0 the canary since.
  await countPageView(app.db, 'about', '1.0.0', 100, new Date(HOUR_A + 60_000));
  await countPageView(app.db, 'about', '1.5.0', 30, new Date(HOUR_A + 20 * 60_000));
  await countPageView(app.db, 'about', '1.0.0', 80, new Date(HOUR_B + 60_000));
  await countPageView(app.db, 'about', '2.0.0', 40, new Date(HOUR_B + 30 * 60_000));
  await errors('1.0.0', 2, HOUR_A + 10 * 60_000);
  await errors('1.5.0', 3, HOUR_A + 25 * 60_000);
  await errors('2.0.0', 4, HOUR_B + 40 * 60_000);
  await vitals('1.0.0', 'stable', 'LCP', 1500, 12, HOUR_A);
  await vitals('1.5.0', 'canary', 'LCP', 4200, 8, HOUR_A);
  await vitals('1.0.0', 'stable', 'INP', 180, 9, HOUR_B);
  await vitals('2.0.0', 'canary', 'CLS', 0.25, 5, HOUR_B);
  // Long before the span: counted nowhere in it.
  await countPageView(app.db, 'about', '0.9.0', 500, new Date(HOUR_A - 10 * HOUR));
  await record('1.5.0', 20, HOUR_A + 5 * 60_000, 'rolled_back', HOUR_A + 30 * 60_000);
  await record('2.0.0', 10, HOUR_B + 5 * 60_000, 'canary', HOUR_B + 7 * 60_000);

  const reply = await series('?hours=6');
  expect(reply.statusCode).toBe(200);
  expect(reply.headers['cache-control']).toBe('no-store');
  const answer = releaseSeriesAnswerSchema.parse(reply.json());
  expect(answer).toMatchObject({ remote: 'about', hours: 6, from: iso(HOUR_A - 2 * HOUR) });

  const inSpan = (points: SeriesLanePoint[]) => points.filter((point) => point.hour <= hourText(HOUR_B));
  const noVital = { count: 0, p75: null };
  expect(inSpan(answer.lanes)).toEqual([
    {
      hour: hourText(HOUR_A),
      lane: 'stable',
      versions: ['1.0.0'],
      views: 100,
      errors: 2,
      errors_per_view: 0.02,
      vitals: { LCP: { count: 12, p75: expect.any(Number) }, INP: noVital, CLS: noVital },
    },
    {
      hour: hourText(HOUR_A),
      lane: 'canary',
      versions: ['1.5.0'],
      views: 30,
      errors: 3,
      errors_per_view: 0.1,
      vitals: { LCP: { count: 8, p75: expect.any(Number) }, INP: noVital, CLS: noVital },
    },
    {
      hour: hourText(HOUR_B),
      lane: 'stable',
      versions: ['1.0.0'],
      views: 80,
      errors: 0,
      errors_per_view: 0,
      vitals: { LCP: noVital, INP: { count: 9, p75: expect.any(Number) }, CLS: noVital },
    },
    {
      hour: hourText(HOUR_B),
      lane: 'canary',
      versions: ['2.0.0'],
      views: 40,
      errors: 4,
      errors_per_view: 0.1,
      vitals: { LCP: noVital, INP: noVital, CLS: { count: 5, p75: expect.any(Number) } },
    },
  ]);
  // Each p75 read from its histogram, within 5 % of the value counted.
  const [stableA, canaryA, stableB, canaryB] = inSpan(answer.lanes);
  expect(stableA!.vitals.LCP.p75! / 1500).toBeCloseTo(1, 1);
  expect(canaryA!.vitals.LCP.p75! / 4200).toBeCloseTo(1, 1);
  expect(stableB!.vitals.INP.p75! / 180).toBeCloseTo(1, 1);
  expect(canaryB!.vitals.CLS.p75! / 0.25).toBeCloseTo(1, 1);
  // Per version too: the same figures, each version once an hour here.
  expect(
    answer.points
      .filter((point) => point.hour <= hourText(HOUR_B))
      .map(({ hour, version, lane, views, errors }) => [
        hour === hourText(HOUR_A) ? 'A' : 'B',
        version,
        lane,
        views,
        errors,
      ]),
  ).toEqual([
    ['A', '1.0.0', 'stable', 100, 2],
    ['A', '1.5.0', 'canary', 30, 3],
    ['B', '1.0.0', 'stable', 80, 0],
    ['B', '2.0.0', 'canary', 40, 4],
  ]);
  expect(answer.points.some((point) => point.version === '0.9.0')).toBe(false);
  expect(answer.events).toEqual([
    { at: iso(HOUR_A + 5 * 60_000), kind: 'canary', version: '1.5.0', percent: 20 },
    { at: iso(HOUR_A + 30 * 60_000), kind: 'rolled_back', version: '1.5.0', percent: 20 },
    { at: iso(HOUR_B + 5 * 60_000), kind: 'canary', version: '2.0.0', percent: 10 },
  ]);

  // Two hours back: hour B is in, hour A and its events are not.
  const recent = releaseSeriesAnswerSchema.parse((await series('?hours=3')).json());
  expect(recent.lanes.some((point) => point.hour === hourText(HOUR_A))).toBe(false);
  expect(recent.events.map((event) => event.version)).toEqual(['2.0.0']);
  // 48 hours unless asked.
  expect(releaseSeriesAnswerSchema.parse((await series()).json()).hours).toBe(48);
});

it('answers admins only, and refuses a span out of range or a name that cannot be a remote', async () => {
  expect((await series('', null)).statusCode).toBe(401);
  for (const query of ['?hours=0', '?hours=721', '?hours=two', '?hours=1.5']) {
    const refused = await series(query);
    expect([query, refused.statusCode, refused.json().error.code]).toEqual([query, 400, 'validation_failed']);
  }
  expect((await series('?hours=720')).statusCode).toBe(200);
  const unknown = await app.inject({ url: '/api/admin/releases/no%20such/series', headers: { cookie: session } });
  expect(unknown.statusCode).toBe(404);
});
