import './test-support/vm-modules.ts';
import type { RemoteVersion } from '@site/contracts/types';
import { readRegistryState, updateRegistryState, type RegistryState } from '../src/ops/registry-state.ts';
import { createTestApp, SETUP_TIMEOUT_MS } from './test-support/test-app.ts';
import type { TestApp } from './test-support/test-app.ts';

/**
 * The registry's truth in the database: what releases store is read back whole, a refused change stores
 * nothing, and changes made at the same time all land.
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
const release = (v: string, written?: (state: RegistryState) => Promise<void>) =>
  updateRegistryState(
    db(),
    async (state) => {
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
    },
    written,
  );

describe('the registry state', () => {
  it('is empty on a new site', async () => {
    expect(await readRegistryState(db())).toEqual({
      registry: { schemaVersion: 1, remotes: {} },
      history: {},
      owners: {},
    });
  });

  it('keeps what a release stores, reads it back whole, and tells the file writer under the same change', async () => {
    const seen: RegistryState[] = [];
    const stored = await release('1.0.0', async (state) => void seen.push(structuredClone(state)));
    expect(stored).toMatchObject({ result: '1.0.0', changed: true });
    await release('1.1.0');
    const state = await readRegistryState(db());
    expect(state.registry.remotes.about).toMatchObject({ version: '1.1.0', previous: { version: '1.0.0' } });
    expect(state.history.about!.map((v) => v.version)).toEqual(['1.0.0', '1.1.0']);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.registry.remotes.about!.version).toBe('1.0.0');
  });

  it('stores nothing, and writes no file, when a change changes nothing or throws', async () => {
    const before = await readRegistryState(db());
    const written = jest.fn(async () => undefined);
    expect(await updateRegistryState(db(), () => 'looked', written)).toMatchObject({ changed: false });
    await expect(
      updateRegistryState(
        db(),
        (state) => {
          delete state.registry.remotes.about;
          throw new Error('refused');
        },
        written,
      ),
    ).rejects.toThrow('refused');
    expect(written).not.toHaveBeenCalled();
    expect(await readRegistryState(db())).toEqual(before);
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
