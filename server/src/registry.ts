import { readRegistryFile, readRegistryState, updateRegistryState, type Database } from '@site/api/ops';
import type { RegistryState } from '@site/api/ops';
import type { Registry, RemoteVersion } from '@site/contracts/types';
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Path of the registry file in a site folder: what the renderer reads, written from the database. */
export const registryPath = (site: string) => path.join(site, 'registry.json');

/**
 * Reads the site folder's registry file (docs/design.md#registry), or an empty registry when none exists yet.
 * The file is written from the database after every change; the renderer and the command-line tools read it.
 */
export async function readRegistry(site: string): Promise<Registry> {
  try {
    return await readRegistryFile(registryPath(site));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { schemaVersion: 1, remotes: {} };
    throw error;
  }
}

/** Writes a file atomically: a temporary file in the same folder, then a rename, so readers never see half. */
export async function writeFileAtomic(file: string, content: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${randomUUID()}.tmp`;
  await writeFile(temp, content);
  await rename(temp, file);
}

/** Writes the registry file atomically (docs/design.md#registry). */
export async function writeRegistry(site: string, registry: Registry): Promise<void> {
  await writeFileAtomic(registryPath(site), `${JSON.stringify(registry, null, 2)}\n`);
}

/**
 * The registry of one site (docs/design.md#registry): its truth in the database, shared by every web server on
 * it, and its file in the site folder, written from the database under the registry lock.
 */
export interface RegistryStore {
  /** The registry as the database holds it. */
  read(): Promise<Registry>;
  /** The registry, the history and the base paths each remote owns, as the database holds them. */
  state(): Promise<RegistryState>;
  /**
   * Changes the registry in one transaction under the registry lock (updateRegistryState) and, when anything
   * changed, writes the site's registry file from it. Returns `change`'s result; when `change` throws, nothing
   * is stored and the error is rethrown.
   */
  update<T>(change: (state: RegistryState) => T | Promise<T>): Promise<T>;
  /** Writes the registry file from the database (at start, so the file and the database agree). */
  writeFile(): Promise<Registry>;
}

/** The registry store of the site folder `site`, whose truth is in `db`. */
export function registryStore(db: Database, site: string): RegistryStore {
  return {
    read: async () => (await readRegistryState(db)).registry,
    state: () => readRegistryState(db),
    update: async (change) =>
      (await updateRegistryState(db, change, (state) => writeRegistry(site, state.registry))).result,
    async writeFile() {
      const { registry } = await readRegistryState(db);
      await writeRegistry(site, registry);
      return registry;
    },
  };
}

/** The release history file of site folders from before the registry moved into the database. */
const historyPath = (site: string) => path.join(site, 'releases.json');

/**
 * Brings a site folder from before the registry moved into the database onto it: when the database has no
 * remote yet, its `registry.json` and `releases.json` (the history) are stored, and `releases.json` removed.
 * Then the registry file is written from the database either way. Returns the registry. Throws when a file
 * exists but cannot be parsed, leaving both as they are.
 */
export async function adoptRegistryFiles(store: RegistryStore, site: string): Promise<Registry> {
  const files = await readRegistry(site);
  if (Object.keys(files.remotes).length > 0) {
    const history = JSON.parse(await readFile(historyPath(site), 'utf8').catch(() => '{}')) as Record<
      string,
      RemoteVersion[]
    >;
    // Under the registry lock: of several servers starting together on one database, the first adopts the files.
    await store.update((state) => {
      if (Object.keys(state.registry.remotes).length > 0) return;
      state.registry.remotes = files.remotes;
      for (const name of Object.keys(files.remotes)) state.history[name] = history[name] ?? [];
    });
  }
  await rm(historyPath(site), { force: true });
  return store.writeFile();
}

export { laneRegistries } from './lanes-registry.ts';
