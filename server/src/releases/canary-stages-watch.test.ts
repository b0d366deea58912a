import type { FastifyInstance } from 'fastify';
import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { getCanaryPlan, storeCanaryPlan } from '@site/api/ops';
import type { ReleaseSeriesAnswer, ReleasesOverview } from '@site/contracts/schemas';
import { registryStore } from '../registry.ts';
import { storeCanaryRegistry, startCanarySite } from '../test-support/served-pages.ts';
import { createReleaseActions } from './actions.ts';
import { watchCanariesOnce } from './canary-watch.ts';

/**
 * A staged canary on a real database (docs/design.md#canary-stages), the watch's clock given by the test rather
 * than waited for: held while inconclusive (its step started again), moved on once healthy for a whole step,
 * held at a manual stage until an admin advances it, promoted at its last stage of 100 %, each move audited and
 * marked on the Releases screen's charts.
 */

jest.setTimeout(30_000);

const ORIGIN = 'http://localhost';
const ADMIN = { email: 'stage.keeper@riverbend.example', name: 'Stage Keeper', password: 'a long test passphrase' };
const MINUTE = 60_000;
/**
 * When the canary reached its first stage, a day back, so the admin's advance (at the real time) comes after the
 * watch's first move; the watch's clock runs on from here.
 */
const T0 = Date.now() - 24 * 60 * MINUTE;
const at = (minutes: number) => new Date(T0 + minutes * MINUTE);

let dataDir: string;
let site: string;
let app: FastifyInstance;
let session: string;
const logged: string[] = [];

beforeAll(async () => {
  process.env.CANARY_MIN_VIEWS = '10';
  process.env.CANARY_MIN_SOURCES = '5';
  ({ dataDir, site, app, session } = await startCanarySite('canary-stages', new Date(T0).toISOString(), ADMIN, ORIGIN));
  await storeCanaryPlan(app.db, {
    remote: 'about',
    version: '2.0.0',
    stages: [
      { percent: 10, manual: false },
      { percent: 50, manual: true },
      { percent: 80, manual: false },
      { percent: 100, manual: false },
    ],
    step_minutes: 30,
    at: at(0).toISOString(),
    by: 'release',
  });
});
afterAll(async () => {
  delete process.env.CANARY_MIN_VIEWS;
  delete process.env.CANARY_MIN_SOURCES;
  await app?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** One look of the watch at `minutes` past T0. */
const lookAt = (minutes: number) =>
  watchCanariesOnce({
    db: app.db,
    actions: createReleaseActions({ db: app.db, site, registry: registryStore(app.db), shellDist: site }),
    log: (line) => logged.push(line),
    now: () => at(minutes),
  });

const canaryShare = async () => (await registryStore(app.db).read()).remotes.about?.canary?.percent;
const plan = () => getCanaryPlan(app.db, 'about', '2.0.0');
const overview = async () =>
  (await app.inject({ url: '/api/admin/releases', headers: { cookie: session } })).json<ReleasesOverview>();
const audit = async () =>
  (
    (await app.db.execute(
      sql`select user_email, action, summary from audit_log where entity = 'release' order by id`,
    )) as { rows: { user_email: string; action: string; summary: string }[] }
  ).rows;

it('holds an inconclusive canary past its step, and starts the step again', async () => {
  const verdicts = await lookAt(45);
  expect(verdicts.about).toMatchObject({
    outcome: 'inconclusive',
    stage: 'Stage 10 % held: the judgement is inconclusive.',
  });
  expect(await canaryShare()).toBe(10);
  expect(await plan()).toMatchObject({ stage: 0, step_started_at: at(45).toISOString() });
});

it('holds a healthy canary until its step has run since, then moves it to the next stage', async () => {
  // Enough views on both lanes and no errors: healthy.
  await app.db.execute(
    sql`insert into release_page_views (remote, version, views) values ('about', '2.0.0', 40), ('about', '1.0.0', 400)`,
  );
  expect((await lookAt(74)).about).toMatchObject({
    outcome: 'healthy',
    stage: `Stage 10 % until ${at(75).toISOString()}, then 50 %.`,
  });
  expect(await canaryShare()).toBe(10);

  expect((await lookAt(75)).about).toMatchObject({
    outcome: 'healthy',
    stage: 'about 2.0.0 advanced to 50 % of visitors (stage 2 of 4).',
  });
  expect(await canaryShare()).toBe(50);
  expect(await plan()).toMatchObject({
    stage: 1,
    step_started_at: at(75).toISOString(),
    changes: [
      { stage: 0, percent: 10, by: 'release' },
      { stage: 1, percent: 50, at: at(75).toISOString(), by: 'canary watch' },
    ],
  });
  expect(await audit()).toEqual([
    {
      user_email: 'canary watch',
      action: 'release',
      summary: 'about canary 2.0.0 advanced to stage 2 of 4, for 50 % of visitors (healthy for its step)',
    },
  ]);
  expect(logged).toContain('canary watch: about 2.0.0 advanced to 50 % of visitors (stage 2 of 4).');
});

it('waits at a manual stage for an admin, whose advance the Releases screen shows', async () => {
  expect((await lookAt(75 + 600)).about).toMatchObject({
    outcome: 'healthy',
    stage: 'Stage 50 % waits for an admin to advance it to 80 %.',
  });
  expect(await canaryShare()).toBe(50);
  expect((await overview()).remotes[0]!.canary).toMatchObject({
    percent: 50,
    plan: {
      stage: 1,
      step_minutes: 30,
      next_step_at: null,
      stages: [{ percent: 10 }, { percent: 50, manual: true }, {}, {}],
    },
  });

  // Not signed in: refused, nothing moves.
  const anonymous = await app.inject({ method: 'POST', url: '/api/admin/releases/about/canary/advance' });
  expect(anonymous.statusCode).toBe(401);
  const advanced = await app.inject({
    method: 'POST',
    url: '/api/admin/releases/about/canary/advance',
    headers: { cookie: session, origin: ORIGIN },
  });
  expect(advanced.statusCode).toBe(200);
  expect(advanced.json()).toEqual({
    remote: 'about',
    version: '2.0.0',
    stage: 2,
    stages: 4,
    percent: 80,
    status: 'canary',
  });
  expect(await canaryShare()).toBe(80);
  const { plan: shown } = (await overview()).remotes[0]!.canary!;
  expect(shown).toMatchObject({ stage: 2, changes: [{}, {}, { stage: 2, percent: 80, by: ADMIN.email }] });
  // Due a step after the admin's advance.
  expect(Date.parse(shown!.next_step_at!) - Date.parse(shown!.step_started_at)).toBe(30 * MINUTE);
  expect((await audit()).at(-1)).toEqual({
    user_email: ADMIN.email,
    action: 'release',
    summary: 'about canary 2.0.0 advanced to stage 3 of 4, for 80 % of visitors',
  });
});

it('promotes the canary at its last stage of 100 %, and the charts mark each stage it reached', async () => {
  const stepStarted = Date.parse((await plan())!.step_started_at);
  const minutes = (stepStarted - T0) / MINUTE + 30;
  expect((await lookAt(minutes)).about).toMatchObject({
    outcome: 'healthy',
    stage: 'about 2.0.0 promoted to every visitor at its last stage.',
  });
  const about = (await registryStore(app.db).read()).remotes.about!;
  expect(about).toMatchObject({ version: '2.0.0', previous: { version: '1.0.0' } });
  expect(about.canary).toBeUndefined();
  expect((await audit()).at(-1)).toEqual({
    user_email: 'canary watch',
    action: 'promote',
    summary: 'about 2.0.0 to everyone (healthy for its step)',
  });
  // Nothing left to step: the admin's advance is refused.
  const late = await app.inject({
    method: 'POST',
    url: '/api/admin/releases/about/canary/advance',
    headers: { cookie: session, origin: ORIGIN },
  });
  expect(late.statusCode).toBe(409);
  expect(late.json().error.message).toBe('about has no canary to advance.');

  const series = (
    await app.inject({ url: '/api/admin/releases/about/series', headers: { cookie: session } })
  ).json<ReleaseSeriesAnswer>();
  expect(series.events.filter((event) => event.kind === 'stage')).toEqual([
    { at: at(75).toISOString(), kind: 'stage', version: '2.0.0', percent: 50 },
    { at: expect.any(String), kind: 'stage', version: '2.0.0', percent: 80 },
  ]);
});

it('rolls back a failing staged canary, at whatever stage, as any failing canary', async () => {
  // The same canary again, at its first stage, now with errors from five addresses.
  await storeCanaryRegistry(app, new Date(T0).toISOString());
  await storeCanaryPlan(app.db, {
    remote: 'about',
    version: '2.0.0',
    stages: [
      { percent: 10, manual: false },
      { percent: 100, manual: false },
    ],
    step_minutes: 30,
    at: at(0).toISOString(),
    by: 'release',
  });
  for (let i = 0; i < 10; i += 1) {
    await app.db.execute(
      sql`insert into client_errors (remote, version, message, path, source, created_at)
          values ('about', '2.0.0', 'boom', '/about-us/history', ${`s${i % 5}`}, ${at(1).toISOString()})`,
    );
  }
  expect((await lookAt(600)).about).toMatchObject({ outcome: 'failing' });
  const about = (await registryStore(app.db).read()).remotes.about!;
  expect(about.version).toBe('1.0.0');
  expect(about.canary).toBeUndefined();
  expect(await plan()).toMatchObject({ stage: 0 });
  expect((await audit()).at(-1)).toMatchObject({ user_email: 'canary watch', action: 'rollback' });
});
