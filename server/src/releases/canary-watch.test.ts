import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { siteDir } from '../paths.ts';
import { registryStore } from '../registry.ts';
import { createSiteServer } from '../site/site-server.ts';
import { SERVED_PAGE, storeCanaryRegistry, viewsOf, writeCanaryLanes } from '../test-support/served-pages.ts';
import { createReleaseActions } from './actions.ts';
import { watchCanariesOnce } from './canary-watch.ts';

/**
 * The canary watch on a real database, with the signals a visitor can and cannot forge: page views counted by
 * the server from the documents it served per lane, client errors counted only for a live or canary version
 * after its release, a few per source a minute, and a rollback only with errors from CANARY_MIN_SOURCES
 * distinct sources.
 */

jest.setTimeout(30_000);

let dataDir: string;
let site: string;
let app: FastifyInstance;
const logged: string[] = [];
const told: { subject: string; text: string }[] = [];
const RELEASED_AT = new Date(Date.now() - 60_000).toISOString();
const PAGE = SERVED_PAGE;

/** A visitor in `bucket` (00–09 are in the 10 % canary) opening PAGE from `address`. */
const open = (bucket: string, address: string) =>
  app.inject({ url: PAGE, headers: { cookie: `rr_bucket=${bucket}` }, remoteAddress: address });

/** A client error report for `version` of about from `address`. */
const report = (version: string, address: string) =>
  app.inject({
    method: 'POST',
    url: '/api/client-errors',
    payload: { remote: 'about', version, message: 'boom', path: PAGE },
    remoteAddress: address,
  });

beforeAll(async () => {
  process.env.CANARY_MIN_VIEWS = '10';
  process.env.CANARY_MIN_SOURCES = '5';
  dataDir = await mkdtemp(path.join(tmpdir(), 'canary-watch-'));
  site = siteDir(dataDir);
  // The two lanes' generations as the renderer leaves them, the canary for buckets 00–09.
  await writeCanaryLanes(site);
  app = await createSiteServer({ dataDir, viewFlushMs: 60_000 });
  await storeCanaryRegistry(app, RELEASED_AT);
});
afterAll(async () => {
  delete process.env.CANARY_MIN_VIEWS;
  delete process.env.CANARY_MIN_SOURCES;
  jest.restoreAllMocks();
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

const watchOptions = () => ({
  db: app.db,
  actions: createReleaseActions({
    db: app.db,
    site,
    registry: registryStore(app.db),
    shellDist: path.join(dataDir, 'no-shell'),
  }),
  log: (line: string) => logged.push(line),
  tellAdmins: async (message: { subject: string; text: string }) => void told.push(message),
});

it('counts a view per served document, per lane and version, a few dozen per address a minute', async () => {
  const canaryBefore = await viewsOf(app, '2.0.0');
  const stableBefore = await viewsOf(app, '1.0.0');
  expect((await open('05', '192.0.2.1')).body).toContain('2.0.0');
  expect((await open('50', '192.0.2.1')).body).toContain('1.0.0');
  expect(await viewsOf(app, '2.0.0')).toBe(canaryBefore + 1);
  expect(await viewsOf(app, '1.0.0')).toBe(stableBefore + 1);
  // One address reloading the page: 30 documents a minute count, the rest are served and not counted.
  for (let i = 0; i < 40; i += 1) await open('05', '192.0.2.2');
  expect(await viewsOf(app, '2.0.0')).toBe(canaryBefore + 31);
  // A HEAD, a miss and a page view a client posts are no views.
  await app.inject({ method: 'HEAD', url: PAGE, headers: { cookie: 'rr_bucket=05' }, remoteAddress: '192.0.2.3' });
  await app.inject({ url: '/about-us/none', headers: { cookie: 'rr_bucket=05' }, remoteAddress: '192.0.2.3' });
  await app.inject({
    method: 'POST',
    url: '/api/page-views',
    payload: { path: PAGE, remote: 'about', version: '2.0.0' },
    remoteAddress: '192.0.2.3',
  });
  expect(await viewsOf(app, '2.0.0')).toBe(canaryBefore + 31);
  // Back to none counted, for the tests below.
  await app.db.execute(sql`delete from release_page_views`);
});

it('is not rolled back by forged views and errors from a few addresses, or sent before the release', async () => {
  // Errors for a version that does not exist yet, from four addresses: none is stored.
  for (let i = 0; i < 60; i += 1) expect((await report('4.0.0', `198.51.100.${i % 4}`)).statusCode).toBe(204);
  // Errors for the canary dated before it was released: none is stored.
  jest.spyOn(Date, 'now').mockReturnValue(Date.parse(RELEASED_AT) - 60_000);
  for (let i = 0; i < 20; i += 1) await report('2.0.0', `198.51.100.${i % 4}`);
  jest.restoreAllMocks();
  // After the release, from the same four addresses: three each a minute count, from four sources.
  for (let i = 0; i < 40; i += 1) await report('2.0.0', `198.51.100.${i % 4}`);
  // 200 page views posted for the canary: not counted.
  for (let i = 0; i < 200; i += 1) {
    await app.inject({
      method: 'POST',
      url: '/api/page-views',
      payload: { path: PAGE, remote: 'about', version: '2.0.0' },
      remoteAddress: `198.51.100.${i % 4}`,
    });
  }
  // Genuine visitors: ten canary documents, twenty stable ones.
  for (let i = 0; i < 10; i += 1) await open('05', `203.0.113.${i}`);
  for (let i = 0; i < 20; i += 1) await open('50', `203.0.113.${100 + i}`);
  expect(await viewsOf(app, '2.0.0')).toBe(10);

  const verdicts = await watchCanariesOnce(watchOptions());
  expect(verdicts.about).toEqual({
    outcome: 'inconclusive',
    reason: expect.stringContaining('from 4 of the 5 distinct sources needed. 2.0.0: 12 errors in 10 views'),
  });
  expect((await registryStore(app.db).read()).remotes.about?.canary).toBeDefined();
  expect(told).toEqual([]);
});

it('rolls back a broken canary once real visitors from enough sources report errors, but never a preview (0 %)', async () => {
  // One more visitor's error makes five sources.
  expect((await report('2.0.0', '203.0.113.1')).statusCode).toBe(204);
  // The same figures with the canary given to no visitor: a preview is not judged, and stays.
  const options = watchOptions();
  await options.actions.setPercent('about', 0);
  expect(await watchCanariesOnce(options)).toEqual({
    about: { outcome: 'inconclusive', reason: 'Preview only: no visitor is given it, so it is not judged.' },
  });
  expect((await registryStore(app.db).read()).remotes.about?.canary).toMatchObject({ version: '2.0.0', percent: 0 });
  // Given a share again, it is judged on its figures.
  await options.actions.setPercent('about', 10);
  const verdicts = await watchCanariesOnce(options);
  expect(verdicts.about).toMatchObject({ outcome: 'failing' });
  expect(verdicts.about!.reason).toContain('2.0.0: 13 errors in 10 views (130.0 %)');
  const after = (await registryStore(app.db).read()).remotes.about!;
  expect(after.version).toBe('1.0.0');
  expect(after.canary).toBeUndefined();
  const audit = (await app.db.execute(
    sql`select user_email, action, summary from audit_log where entity = 'release'`,
  )) as {
    rows: { user_email: string; action: string; summary: string }[];
  };
  expect(audit.rows).toEqual([
    expect.objectContaining({
      user_email: 'canary watch',
      action: 'rollback',
      summary: expect.stringMatching(/^about canary 2\.0\.0 ended automatically/),
    }),
  ]);
  expect(logged.join('\n')).toContain('canary watch: about 2.0.0 rolled back.');
  expect(told).toEqual([
    {
      subject: 'Canary about 2.0.0 rolled back automatically',
      text: expect.stringContaining('Every visitor gets 1.0.0 again.'),
    },
  ]);
  // Nothing left to judge.
  expect(await watchCanariesOnce(watchOptions())).toEqual({});
});

it('counts the reports it ignored, per remote and reason, for the Releases screen', async () => {
  const counts = (await app.db.execute(sql`select remote, reason, count from ignored_reports order by reason`)) as {
    rows: { remote: string; reason: string; count: number | string }[];
  };
  expect(counts.rows.map((row) => ({ ...row, count: Number(row.count) }))).toEqual([
    { remote: 'about', reason: 'before_release', count: 20 },
    { remote: 'about', reason: 'not_live', count: 60 },
    { remote: 'about', reason: 'repeated', count: 40 - 12 },
  ]);
});
