import { buildApp } from '@site/api';
import { enqueueRender, pendingRenderJobs } from '@site/api/ops';
import type { FastifyInstance } from 'fastify';
import type { Registry } from '@site/contracts/types';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { registryStore } from '../registry.ts';
import { startCoordinator, type Coordinator, type CoordinatorOptions, type RunPass } from './coordinator.ts';
import type { PassResult } from './renderer.ts';

let dir: string;
let app: FastifyInstance;
let coordinator: Coordinator | undefined;
const site = () => path.join(dir, 'site');
const shellDist = () => path.join(dir, 'shell');

const result = (outcome: PassResult['outcome']): PassResult => ({
  generation: 'g1',
  outcome,
  rendered: [],
  failed: [],
  percent: 0,
  ms: 1,
});

const EMPTY: Registry = { schemaVersion: 1, remotes: {} };

/** A RunPass that records each call's reasons and registry and answers 'rendered', or fails while `failing` is set. */
function recordingPass() {
  const calls: { reasons: string[]; registry: Registry }[] = [];
  const state = { failing: false };
  const runPass: RunPass = async (request) => {
    calls.push(request);
    if (state.failing) throw new Error('the render worker crashed');
    return result('rendered');
  };
  return { calls, state, runPass };
}

/** Starts a coordinator on the test database that polls every 20 ms; kept for afterEach to close. */
function start(
  runPass: RunPass,
  options: Partial<Pick<CoordinatorOptions, 'onSwitched' | 'retryFirstMs' | 'pollMs' | 'failedPassBackoffMs'>> = {},
) {
  coordinator = startCoordinator({
    db: app.db,
    shellDist: shellDist(),
    runPass,
    pollMs: 20,
    log: () => undefined,
    ...options,
  });
  return coordinator;
}

/** Resolves once `probe` is true; fails the test after `timeoutMs`. */
async function until(probe: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!probe()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'coordinator-'));
  await mkdir(site(), { recursive: true });
  await mkdir(shellDist(), { recursive: true });
  await writeFile(path.join(shellDist(), 'index.html'), '<html></html>');
  app = await buildApp({ mediaDir: path.join(dir, 'media'), seed: false, mail: null });
}, 60_000);
afterEach(async () => {
  await coordinator?.close();
  coordinator = undefined;
});
afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the render coordinator', () => {
  it('renders once at start', async () => {
    const { calls, runPass } = recordingPass();
    await start(runPass).idle();
    expect(calls).toEqual([{ reasons: ['start'], registry: EMPTY }]);
    expect(await pendingRenderJobs(app.db)).toBe(0);
  });

  it('renders a job queued in its own process at once when woken, not at its next poll', async () => {
    const { calls, runPass } = recordingPass();
    const coordinator = start(runPass, { pollMs: 60_000 });
    await until(() => calls.length === 1);
    await enqueueRender(app.db, 'edit PUT /api/admin/settings');
    coordinator.wake();
    await until(() => calls.length === 2, 5_000);
    expect(calls[1]).toEqual({ reasons: ['edit PUT /api/admin/settings'], registry: EMPTY });
  });

  it('tries pages whose render failed again after a pause, and stops once they render', async () => {
    const calls: string[][] = [];
    const failing = ['/news/1'];
    const runPass: RunPass = async ({ reasons }) => {
      calls.push(reasons);
      return { ...result('rendered'), failed: calls.length <= 2 ? failing : [] };
    };
    start(runPass, { retryFirstMs: 50 });
    await until(() => calls.length === 3);
    expect(calls).toEqual([['start'], ['retry pages whose render failed'], ['retry pages whose render failed']]);
    // Rendered on the third pass: nothing more is queued.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(calls).toHaveLength(3);
  });

  it('renders a registry change from the database, given to the pass, with no registry file anywhere', async () => {
    const { calls, runPass } = recordingPass();
    const switched: PassResult[] = [];
    const coordinator = start(runPass, { pollMs: 60_000, onSwitched: (r) => switched.push(r) });
    await until(() => calls.length === 1);
    // A file where the site folder's registry used to be is nobody's concern now: no job, no pass.
    await writeFile(path.join(site(), 'registry.json'), '{"schemaVersion":1,"remotes":{"stale":{}}}');
    // Released as the web server releases: the store queues the job in the change's transaction and wakes
    // this process's coordinator, so the pass starts now, not at the next poll a minute away.
    const about = { version: '1.1.0', entry: '/remotes/about/1.1.0/remoteEntry.js', basePaths: ['/about-us'] };
    await registryStore(app.db, { onQueued: () => coordinator.wake() }).update((state) => {
      state.registry.remotes.about = about;
    });
    await until(() => calls.length === 2, 5_000);
    expect(calls[1]).toEqual({
      reasons: ['registry changed (release or rollback)'],
      registry: { schemaVersion: 1, remotes: { about } },
    });
    expect(switched).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls).toHaveLength(2);
    await rm(path.join(site(), 'registry.json'));
  });

  it('queues and runs a pass when the shell is rebuilt, and tells who serves', async () => {
    const { calls, runPass } = recordingPass();
    const switched: PassResult[] = [];
    await start(runPass, { onSwitched: (r) => switched.push(r) }).idle();
    calls.length = 0;
    // A later modification time, whatever the file system's resolution.
    await writeFile(path.join(shellDist(), 'index.html'), '<html><body></body></html>');
    const later = new Date(Date.now() + 5000);
    await utimes(path.join(shellDist(), 'index.html'), later, later);
    await until(() => calls.length === 1);
    expect(calls[0]!.reasons).toEqual(['shell build']);
    expect(switched.length).toBeGreaterThanOrEqual(1);
  });

  it('gives the jobs of a failed pass back and runs them again, losing none', async () => {
    const calls: { reasons: string[] }[] = [];
    const pendingAtRetry: number[] = [];
    // Only the first pass fails; the retry sees the first pass's job still waiting to be done.
    const runPass: RunPass = async (request) => {
      calls.push(request);
      if (calls.length === 1) throw new Error('the render worker crashed');
      pendingAtRetry.push(await pendingRenderJobs(app.db));
      return result('rendered');
    };
    // The retry comes after the back-off (2 × 25 ms after a first failure).
    start(runPass, { failedPassBackoffMs: 25 });
    await until(() => calls.length === 2);
    await coordinator!.idle();
    expect(calls.map((call) => call.reasons)).toEqual([['start'], ['start']]);
    expect(pendingAtRetry).toEqual([1]);
    expect(await pendingRenderJobs(app.db)).toBe(0);
  });
});
