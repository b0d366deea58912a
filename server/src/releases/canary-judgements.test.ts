import type { FastifyInstance } from 'fastify';
import { rm } from 'node:fs/promises';
import { canaryJudgementsAnswerSchema } from '@site/contracts/schemas';
import { registryStore } from '../registry.ts';
import { startCanarySite } from '../test-support/served-pages.ts';
import { createReleaseActions } from './actions.ts';
import { watchCanariesOnce } from './canary-watch.ts';

/**
 * The canary watch on real visitors' Web Vitals (docs/design.md#releases): a canary whose LCP p75 is far over
 * the stable lane's, with enough samples on both lanes, is rolled back though its errors cannot be judged yet;
 * one without enough to judge is held; each judgement is kept and listed for admins.
 */

jest.setTimeout(30_000);

const ORIGIN = 'http://localhost';
const ADMIN = { email: 'ops.admin@riverbend.example', name: 'Ops Admin', password: 'a long test passphrase' };
const RELEASED_AT = new Date(Date.now() - 60_000).toISOString();
let dataDir: string;
let site: string;
let app: FastifyInstance;
let session: string;
const told: { subject: string; text: string }[] = [];

beforeAll(async () => {
  process.env.CANARY_MIN_VIEWS = '10';
  process.env.CANARY_MIN_VITAL_SAMPLES = '20';
  ({ dataDir, site, app, session } = await startCanarySite('canary-judgements', RELEASED_AT, ADMIN, ORIGIN));
});
afterAll(async () => {
  delete process.env.CANARY_MIN_VIEWS;
  delete process.env.CANARY_MIN_VITAL_SAMPLES;
  await app?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const watchOptions = () => ({
  db: app.db,
  actions: createReleaseActions({ db: app.db, site, registry: registryStore(app.db), shellDist: 'none' }),
  log: () => undefined,
  tellAdmins: async (message: { subject: string; text: string }) => void told.push(message),
  // As the site server's watch does: the beacons this instance took are written before each look.
  flushVitals: () => app.vitals.flush(),
});

/** `n` page views' beacons for `version` of about, each from its own address, with LCP `lcp` ms and CLS 0.01. */
async function beacons(version: string, n: number, lcp: number, first: number) {
  for (let i = 0; i < n; i += 1) {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/vitals',
      headers: { 'content-type': 'application/json' },
      payload: {
        remote: 'about',
        version,
        route: '/about-us/history',
        metrics: [
          { name: 'LCP', value: lcp },
          { name: 'CLS', value: 0.01 },
        ],
      },
      remoteAddress: `203.0.113.${first + i}`,
    });
    expect(answer.statusCode).toBe(204);
  }
}

const judgements = (cookie?: string) =>
  app.inject({ url: '/api/admin/releases/about/judgements', headers: cookie ? { cookie } : {} });

it('holds a canary with too little to judge, and keeps the judgement', async () => {
  // Views neither lane has yet; vitals on the stable lane only.
  await beacons('1.0.0', 25, 2000, 1);
  const verdicts = await watchCanariesOnce(watchOptions());
  expect(verdicts.about).toEqual({
    outcome: 'inconclusive',
    reason: expect.stringMatching(/^0 of 10 page views needed to judge\. Not judged yet: LCP 0 canary and 25 stable/),
  });
  expect((await registryStore(app.db).read()).remotes.about?.canary).toBeDefined();
  // Looked at again within the minute with the same outcome: not kept twice.
  await watchCanariesOnce(watchOptions());
  const answer = canaryJudgementsAnswerSchema.parse((await judgements(session)).json());
  expect(answer.judgements).toHaveLength(1);
  expect(answer.judgements[0]).toMatchObject({
    remote: 'about',
    canary_version: '2.0.0',
    stable_version: '1.0.0',
    percent: 10,
    outcome: 'inconclusive',
    figures: { vitals: { LCP: { canary: { count: 0 }, stable: { count: 25 } } } },
  });
});

it('rolls back a canary whose LCP p75 is far over the stable lane’s with enough samples, keeping the figures', async () => {
  await beacons('2.0.0', 25, 6000, 100);
  const verdicts = await watchCanariesOnce(watchOptions());
  expect(verdicts.about!.outcome).toBe('failing');
  expect(verdicts.about!.reason).toMatch(/Over the margin: LCP p75 \d+ ms on the canary against \d+ ms on the stable/);
  const after = (await registryStore(app.db).read()).remotes.about!;
  expect(after.canary).toBeUndefined();
  expect(after.version).toBe('1.0.0');
  expect(told).toEqual([
    { subject: 'Canary about 2.0.0 rolled back automatically', text: expect.stringContaining('LCP p75') },
  ]);
  const { judgements: kept } = canaryJudgementsAnswerSchema.parse((await judgements(session)).json());
  expect(kept.map((judgement) => judgement.outcome)).toEqual(['failing', 'inconclusive']);
  const lcp = kept[0]!.figures.vitals.LCP;
  expect(lcp.canary.count).toBe(25);
  expect(lcp.stable.count).toBe(25);
  expect(lcp.canary.p75).toBeGreaterThan(5700);
  expect(lcp.stable.p75).toBeLessThan(2100);
});

it('lists judgements to admins only', async () => {
  expect((await judgements()).statusCode).toBe(401);
  expect((await judgements(session)).headers['cache-control']).toBe('no-store');
  const unknown = await app.inject({ url: '/api/admin/releases/no%20such/judgements', headers: { cookie: session } });
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json()).toMatchObject({ error: { message: 'There is no remote named "no such".' } });
});
