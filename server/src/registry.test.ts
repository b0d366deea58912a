import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readRegistryState } from '@site/api/ops';
import type { Registry } from '@site/contracts/types';
import { siteDir } from './paths.ts';
import { readRegistry, registryStore, writeRegistry } from './registry.ts';
import { createSiteServer } from './site/site-server.ts';

/**
 * The registry's truth is the database: a site folder from before (registry.json and releases.json) is brought
 * onto it at start, and from then on the file is written from the database, never the other way.
 */

jest.setTimeout(30_000);

let dataDir: string;
let site: string;

const entry = (version: string) => ({ version, entry: `/remotes/about/${version}/remoteEntry.js` });
const before: Registry = {
  schemaVersion: 1,
  remotes: { about: { ...entry('1.1.0'), basePaths: ['/about-us'], previous: entry('1.0.0') } },
};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'registry-'));
  site = siteDir(dataDir);
  await writeRegistry(site, before);
  await writeFile(path.join(site, 'releases.json'), JSON.stringify({ about: [entry('1.0.0'), entry('1.1.0')] }));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

it('adopts an older site folder’s registry and history at start, then keeps the file to what the database says', async () => {
  let app = await createSiteServer({ dataDir });
  try {
    const state = await readRegistryState(app.db);
    expect(state.registry).toEqual(before);
    expect(state.history.about!.map((v) => v.version)).toEqual(['1.0.0', '1.1.0']);
    await expect(stat(path.join(site, 'releases.json'))).rejects.toThrow();
  } finally {
    await app.close();
  }

  // A hand edit of the file is not the truth: the next start writes the file from the database again.
  await writeRegistry(site, { schemaVersion: 1, remotes: {} });
  app = await createSiteServer({ dataDir });
  try {
    expect(await readRegistry(site)).toEqual(before);
    const changed = await registryStore(app.db, site).update((state) => {
      state.registry.remotes.about!.version = '1.2.0';
      return 'released';
    });
    expect(changed).toBe('released');
    expect(JSON.parse(await readFile(path.join(site, 'registry.json'), 'utf8')).remotes.about.version).toBe('1.2.0');
  } finally {
    await app.close();
  }
});
