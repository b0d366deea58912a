import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { pendingRenderJobs, readRegistryState } from '@site/api/ops';
import type { Registry } from '@site/contracts/types';
import { siteDir } from './paths.ts';
import { registryStore } from './registry.ts';
import { createSiteServer } from './site/site-server.ts';

/**
 * The registry's truth is the database: a site folder from before (registry.json and releases.json) is brought
 * onto it at start and both files go; from then on no file in the site folder follows the registry.
 */

jest.setTimeout(30_000);

let dataDir: string;
let site: string;
/** The server the adoption test leaves running for the next test (afterAll closes it if that one does not run). */
let running: FastifyInstance | undefined;

const entry = (version: string) => ({ version, entry: `/remotes/about/${version}/remoteEntry.js` });
const before: Registry = {
  schemaVersion: 1,
  remotes: { about: { ...entry('1.1.0'), basePaths: ['/about-us'], previous: entry('1.0.0') } },
};
const oldFile = (name: string) => path.join(site, name);
const gone = (name: string) => expect(stat(oldFile(name))).rejects.toMatchObject({ code: 'ENOENT' });

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'registry-'));
  site = siteDir(dataDir);
  await mkdir(site, { recursive: true });
  await writeFile(oldFile('registry.json'), JSON.stringify(before));
  await writeFile(oldFile('releases.json'), JSON.stringify({ about: [entry('1.0.0'), entry('1.1.0')] }));
});
afterAll(async () => {
  await running?.close();
  await rm(dataDir, { recursive: true, force: true });
});

it('adopts an older site folder’s registry and history at start and removes both files', async () => {
  const app = await createSiteServer({ dataDir });
  try {
    const state = await readRegistryState(app.db);
    expect(state.registry).toEqual(before);
    expect(state.history.about!.map((v) => v.version)).toEqual(['1.0.0', '1.1.0']);
    await gone('releases.json');
    await gone('registry.json');
  } finally {
    await app.close();
  }

  // A file put back by hand is not the truth: a database with remotes keeps them, and the file goes again.
  await writeFile(oldFile('registry.json'), JSON.stringify({ schemaVersion: 1, remotes: {} }));
  running = await createSiteServer({ dataDir });
  expect((await readRegistryState(running.db)).registry).toEqual(before);
  await gone('registry.json');
});

it('stores a change with its render job, tells the caller the job is queued, and writes no file', async () => {
  // The server the test before started last, still running: starting one more would open the database again.
  const app = running ?? (await createSiteServer({ dataDir }));
  running = undefined;
  try {
    const waiting = await pendingRenderJobs(app.db);
    let queued = 0;
    const store = registryStore(app.db, { onQueued: () => (queued += 1) });
    const changed = await store.update((state) => {
      state.registry.remotes.about!.version = '1.2.0';
      return 'released';
    });
    expect(changed).toBe('released');
    expect((await store.read()).remotes.about!.version).toBe('1.2.0');
    expect([queued, await pendingRenderJobs(app.db)]).toEqual([1, waiting + 1]);
    await gone('registry.json');

    // Nothing changed: nothing queued, nobody woken.
    await store.update(() => undefined);
    expect([queued, await pendingRenderJobs(app.db)]).toEqual([1, waiting + 1]);
  } finally {
    await app.close();
  }
});
