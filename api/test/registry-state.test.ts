import './test-support/vm-modules.ts';
import type { RemoteVersion } from '@site/contracts/types';
import { sql } from 'drizzle-orm';
import { render_jobs } from '../src/db/schema.ts';
import { readRegistryState, updateRegistryState } from '../src/releases/registry-state.ts';
import { pendingRenderJobs } from '../src/ops/render-queue.ts';
import { createTestApp, SETUP_TIMEOUT_MS } from './test-support/test-app.ts';
import type { TestApp } from './test-support/test-app.ts';

/**
 * The registry's truth in the database: what releases store is read back whole, with its render job in the
 * same transaction; a refused change stores nothing and queues nothing, and changes made at the same time all
 * land.
 */

let testApp: TestApp;
const db = () => testApp.app.db;

beforeAll(async () => {
  testApp = await createTestApp();
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await testApp?.close();
});

const version = (v: string): RemoteVersion => ({ version: v, entry: `/remotes/about/${v}/remoteEntry.js` });

/** Releases `v` of about the way installRemote does: current, the old one previous, appended to the history. */
const release = (v: string) =>
  updateRegistryState(db(), async (state) => {
    const current = state.registry.remotes.about;
    // A pause between reading and writing, where a lost update would slip in without the lock.
    await new Promise((resolve) => setTimeout(resolve, 2));
    state.registry.remotes.about = {
      ...version(v),
      basePaths: ['/about-us'],
      ...(current && { previous: { version: current.version, entry: current.entry } }),
    };
    state.history.about = [...(state.history.about ?? []), version(v)];
    return v;
  });

/** The reasons of the render jobs in the queue (no renderer runs here, so none is done). */
const queuedReasons = async () =>
  (await db().select({ reason: render_jobs.reason }).from(render_jobs)).map((row) => row.reason);

describe('the registry state', () => {
  it('is empty on a new site', async () => {
    expect(await readRegistryState(db())).toEqual({
      registry: { schemaVersion: 1, remotes: {} },
      history: {},
      owners: {},
    });
  });

  it('keeps what a release stores, reads it back whole, and queues one render job with each change', async () => {
    await db().delete(render_jobs);
    const stored = await release('1.0.0');
    expect(stored).toMatchObject({ result: '1.0.0', changed: true });
    expect(await pendingRenderJobs(db())).toBe(1);
    await release('1.1.0');
    const state = await readRegistryState(db());
    expect(state.registry.remotes.about).toMatchObject({ version: '1.1.0', previous: { version: '1.0.0' } });
    expect(state.history.about!.map((v) => v.version)).toEqual(['1.0.0', '1.1.0']);
    expect(await queuedReasons()).toEqual([
      'registry changed (release or rollback)',
      'registry changed (release or rollback)',
    ]);
  });

  it('stores nothing and queues no render job when a change changes nothing or throws', async () => {
    await db().delete(render_jobs);
    const before = await readRegistryState(db());
    expect(await updateRegistryState(db(), () => 'looked')).toMatchObject({ changed: false });
    await expect(
      updateRegistryState(db(), (state) => {
        delete state.registry.remotes.about;
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await readRegistryState(db())).toEqual(before);
    expect(await pendingRenderJobs(db())).toBe(0);
  });

  it('stores no change whose render job cannot be queued: the two are one transaction', async () => {
    await db().delete(render_jobs);
    const before = await readRegistryState(db());
    await db().execute(sql`alter table render_jobs rename to render_jobs_away`);
    try {
      await expect(
        updateRegistryState(db(), (state) => {
          state.registry.remotes.about = { ...state.registry.remotes.about!, version: '1.2.0' };
        }),
      ).rejects.toThrow();
    } finally {
      await db().execute(sql`alter table render_jobs_away rename to render_jobs`);
    }
    expect(await readRegistryState(db())).toEqual(before);
    expect(await pendingRenderJobs(db())).toBe(0);
  });

  it('lands every one of several releases made at once, in some order, losing none', async () => {
    const versions = Array.from({ length: 8 }, (_, i) => `2.${i}.0`);
    const before = (await readRegistryState(db())).history.about!.length;
    await Promise.all(versions.map((v) => release(v)));
    const { registry, history } = await readRegistryState(db());
    const added = history.about!.slice(before).map((v) => v.version);
    expect([...added].sort()).toEqual(versions);
    expect(registry.remotes.about!.version).toBe(added.at(-1));
    expect(registry.remotes.about!.previous!.version).toBe(added.at(-2));
  });

  it('takes a remote off the site when a change deletes it', async () => {
    await updateRegistryState(db(), (state) => {
      delete state.registry.remotes.about;
    });
    expect((await readRegistryState(db())).registry.remotes).toEqual({});
  });
});
