import './test-support/vm-modules.ts';
import { sql } from 'drizzle-orm';
import { render_jobs } from '../src/db/schema.ts';
import {
  claimRenderJobs,
  completeRenderJobs,
  enqueueRender,
  pendingRenderJobs,
  releaseRenderJobs,
  renewRenderLease,
  RENDER_LEASE_SECONDS,
} from '../src/ops/render-queue.ts';
import { signedIn } from './test-support/admin.ts';
import { buildSeedContent } from './test-support/builders.ts';
import { createTestApp, SETUP_TIMEOUT_MS, type TestApp } from './test-support/test-app.ts';

let testApp: TestApp;
const db = () => testApp.app.db;

beforeAll(async () => {
  testApp = await createTestApp(buildSeedContent());
}, SETUP_TIMEOUT_MS);
afterAll(() => testApp.close());
beforeEach(() => db().delete(render_jobs));

describe('the render queue', () => {
  it('hands every waiting job to one renderer at a time, and to another once the first is done', async () => {
    await enqueueRender(db(), 'release about 1.1.0');
    await enqueueRender(db(), 'edit POST /api/admin/news');
    const first = await claimRenderJobs(db(), 'renderer-a');
    expect(first?.reasons.sort()).toEqual(['edit POST /api/admin/news', 'release about 1.1.0']);
    await enqueueRender(db(), 'shell build');
    // Renderer b waits while a holds a live lease, even for the job queued since.
    expect(await claimRenderJobs(db(), 'renderer-b')).toBeUndefined();
    await completeRenderJobs(db(), 'renderer-a', first!.ids);
    expect(await claimRenderJobs(db(), 'renderer-b')).toMatchObject({ reasons: ['shell build'] });
  });

  it('never gives the same jobs to two renderers claiming at the same moment', async () => {
    for (let i = 0; i < 5; i += 1) await enqueueRender(db(), `edit ${i}`);
    const claims = await Promise.all(['a', 'b', 'c', 'd'].map((holder) => claimRenderJobs(db(), holder)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(claims.find(Boolean)!.ids).toHaveLength(5);
  });

  it('takes over the jobs of a renderer whose lease ran out, and keeps a renewed lease', async () => {
    await enqueueRender(db(), 'start');
    const claim = await claimRenderJobs(db(), 'crashed');
    await db().execute(
      sql`update render_jobs set claimed_at = now() - ${RENDER_LEASE_SECONDS + 1} * interval '1 second'`,
    );
    await renewRenderLease(db(), 'someone-else', claim!.ids);
    expect(await claimRenderJobs(db(), 'survivor')).toMatchObject({ ids: claim!.ids });
    await renewRenderLease(db(), 'survivor', claim!.ids);
    expect(await claimRenderJobs(db(), 'third')).toBeUndefined();
  });

  it('gives a failed pass its jobs back to be claimed at once', async () => {
    await enqueueRender(db(), 'start');
    const claim = await claimRenderJobs(db(), 'a');
    await releaseRenderJobs(db(), 'a', claim!.ids);
    expect(await claimRenderJobs(db(), 'b')).toMatchObject({ ids: claim!.ids });
    await completeRenderJobs(db(), 'b', claim!.ids);
    expect(await pendingRenderJobs(db())).toBe(0);
  });

  it('queues a render after a successful admin edit, and none after a refused one or a sign-in', async () => {
    const { call } = await signedIn(testApp.app, 'admin');
    expect(await pendingRenderJobs(db())).toBe(0);
    const refused = await call('POST', '/api/admin/quick-facts', { number: '', title: '' });
    expect(refused.statusCode).toBe(400);
    expect(await pendingRenderJobs(db())).toBe(0);
    const saved = await call('POST', '/api/admin/quick-facts', { number: '12', title: 'Hospitals served' });
    expect(saved.statusCode).toBeLessThan(300);
    const claim = await claimRenderJobs(db(), 'a');
    expect(claim?.reasons).toEqual(['edit POST /api/admin/quick-facts']);
  });
});
