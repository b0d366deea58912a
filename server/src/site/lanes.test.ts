import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { siteDir } from '../paths.ts';
import {
  endCanaryLane,
  laneOf,
  startGeneration,
  writeCompressed,
  writeLanes,
  type Lane,
} from '../render/generations.ts';
import { bucketFromCookie } from './lanes.ts';
import { createSiteServer } from './site-server.ts';

/**
 * Canary lanes as a visitor meets them: a bucket drawn once and kept in a cookie, the canary's share of buckets
 * served the canary generation (page, scripts and data together), everyone back on one generation when it ends.
 */

let dataDir: string;
let site: string;
let app: FastifyInstance;

async function publish(lane: Lane, home: string): Promise<void> {
  const draft = await startGeneration(site);
  await writeCompressed(draft.dir, 'index.html', home);
  await writeCompressed(draft.dir, '404.html', '<h1>Page Not Found</h1>');
  await writeCompressed(draft.dir, 'main.0123456789.js', `/* ${lane} */`);
  await draft.commit({ shell: 's', nav: 'n', complete: true, pages: {} }, lane);
}

const home = (cookie?: string) => app.inject({ url: '/', headers: cookie ? { cookie } : {} });

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'lanes-'));
  site = siteDir(dataDir);
  // No look at the lanes on a timer: each test says when the server looks, or shows it need not.
  app = await createSiteServer({ dataDir, generationPollMs: 600_000 });
  await publish('current', '<h1>Stable</h1>');
}, 60_000);
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the bucket', () => {
  it('puts buckets 00 to P-1 in the canary', () => {
    expect([0, 29, 30, 99].map((bucket) => laneOf(bucket, 30))).toEqual(['canary', 'canary', 'current', 'current']);
    expect(laneOf(0, 0)).toBe('current');
  });

  it('is read only from a two-digit rr_bucket cookie', () => {
    expect(bucketFromCookie('a=1; rr_bucket=07')).toBe(7);
    expect(bucketFromCookie('rr_bucket=7')).toBeUndefined();
    expect(bucketFromCookie('rr_bucket=100')).toBeUndefined();
    expect(bucketFromCookie(undefined)).toBeUndefined();
  });
});

describe('a visitor', () => {
  it('without a bucket gets one drawn at random, kept a year, and every later answer keeps it', async () => {
    const first = await home();
    expect(first.headers['set-cookie']).toMatch(
      /^rr_bucket=\d\d; Max-Age=31536000; Path=\/; HttpOnly; .*SameSite=Lax$/,
    );
    expect((await home('rr_bucket=12')).headers['set-cookie']).toBeUndefined();
  });

  it('in the canary share gets the canary page and scripts; the rest, and everyone after it ends, the stable ones', async () => {
    await publish('canary', '<h1>Canary</h1>');
    await writeLanes(site, 25);
    await app.rendering.refresh();
    expect((await home('rr_bucket=00')).body).toBe('<h1>Canary</h1>');
    expect((await home('rr_bucket=24')).body).toBe('<h1>Canary</h1>');
    expect((await home('rr_bucket=25')).body).toBe('<h1>Stable</h1>');
    const script = await app.inject({ url: '/main.0123456789.js', headers: { cookie: 'rr_bucket=03' } });
    expect(script.body).toBe('/* canary */');

    // Across 1,000 new visitors the drawn buckets split near the share.
    let inCanary = 0;
    for (let visit = 0; visit < 1000; visit += 1) if ((await home()).body === '<h1>Canary</h1>') inCanary += 1;
    expect(inCanary).toBeGreaterThan(200);
    expect(inCanary).toBeLessThan(300);

    // Ended on disk (as another instance's renderer does) before this server looks again: a file it has not
    // held in memory is looked for again in the lanes as they now are, so no visitor gets an error meanwhile.
    await endCanaryLane(site);
    const missing = await app.inject({ url: '/no-such-page', headers: { cookie: 'rr_bucket=01' } });
    expect([missing.statusCode, missing.body]).toEqual([404, '<h1>Page Not Found</h1>']);
    expect((await home('rr_bucket=00')).body).toBe('<h1>Stable</h1>');
  });
});
