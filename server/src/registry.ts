import { readRegistryFile, readRegistryState, updateRegistryState, type Database } from '@site/api/ops';
import type { RegistryState } from '@site/api/ops';
import type { Registry, RegistryEntryTemplate, RegistryRemote, RemoteVersion } from '@site/contracts/types';
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_FOLDERS } from './paths.ts';
import { currentGenerationId, pagesDir, type Lane } from './render/generations.ts';

/** Writes a file atomically: a temporary file in the same folder, then a rename, so readers never see half. */
export async function writeFileAtomic(file: string, content: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${randomUUID()}.tmp`;
  await writeFile(temp, content);
  await rename(temp, file);
}

/**
 * The URL a registry entry names for a released version's remoteEntry.js: `/remotes/<name>/<version>/remoteEntry.js`,
 * where the server and nginx serve the version's folder (releasedDir).
 */
export const releasedEntryUrl = (name: string, version: string): string =>
  `/${REMOTE_FOLDERS.released}/${name}/${version}/remoteEntry.js`;

/** The registry entry's fields a build's registry-entry.json gives: its base paths, and its menu group, footer links and routes when it has them. */
export type EntryFields = Pick<RegistryRemote, 'basePaths' | 'nav' | 'footerLinks' | 'routes'>;

/**
 * The fields a build's registry entry (`template`, from its registry-entry.json) puts in the registry, with the
 * optional ones left out when the build has none, so a version's entry never carries another version's menu.
 */
export function entryFieldsOf(template: RegistryEntryTemplate): EntryFields {
  return {
    basePaths: template.basePaths,
    ...(template.nav && { nav: template.nav }),
    ...(template.footerLinks && { footerLinks: template.footerLinks }),
    ...(template.routes && { routes: template.routes }),
  };
}

/**
 * The registry of one site (docs/design.md#registry): its truth in the database, shared by every web server on
 * it. Nothing on the disk follows it but the generations, each of which keeps the registry it was rendered
 * with.
 */
export interface RegistryStore {
  /** The registry as the database holds it. */
  read(): Promise<Registry>;
  /** The registry, the history and the base paths each remote owns, as the database holds them. */
  state(): Promise<RegistryState>;
  /**
   * Changes the registry in one transaction under the registry lock (updateRegistryState), which queues the
   * render job in that transaction when anything changed. Returns `change`'s result; when `change` throws,
   * nothing is stored, no job is queued, and the error is rethrown.
   */
  update<T>(change: (state: RegistryState) => T | Promise<T>): Promise<T>;
}

/** What registryStore takes besides the database. */
export interface RegistryStoreOptions {
  /**
   * Called after a change was stored with its render job: the web server wakes its coordinator with it, so
   * the pass starts at once rather than at the next poll. What it throws is not the change's concern.
   */
  onQueued?: () => void;
}

/** The registry store whose truth is in `db` (docs/design.md#registry). */
export function registryStore(db: Database, options: RegistryStoreOptions = {}): RegistryStore {
  return {
    read: async () => (await readRegistryState(db)).registry,
    state: () => readRegistryState(db),
    async update(change) {
      const { result, changed } = await updateRegistryState(db, change);
      if (changed) {
        try {
          options.onQueued?.();
        } catch {
          // The job is stored: a coordinator that was not woken finds it at its next poll.
        }
      }
      return result;
    },
  };
}

/**
 * The registry the generation `lane` serves was rendered with (its `registry.json`, docs/design.md#registry):
 * what visitors of that lane get now, whether or not a server runs. Returns undefined when the lane serves no
 * generation yet; throws when the generation's file cannot be read or parsed.
 */
export async function readServedRegistry(site: string, lane: Lane = 'current'): Promise<Registry | undefined> {
  const id = await currentGenerationId(site, lane);
  if (!id) return undefined;
  return readRegistryFile(path.join(pagesDir(site), id, 'registry.json'));
}

/** The files of site folders from before the registry moved into the database: the registry, the history. */
const oldRegistryPath = (site: string) => path.join(site, 'registry.json');
const historyPath = (site: string) => path.join(site, 'releases.json');

/**
 * Brings a site folder from before the registry moved into the database onto it (docs/design.md#registry): when
 * the database has no remote yet, the folder's `registry.json` and `releases.json` (the history) are stored.
 * Either way both files are removed afterwards, since nothing reads them: the registry is the database's, and
 * each generation keeps its own copy. Returns the registry as the database then holds it. Throws when a file
 * exists but cannot be parsed, leaving both as they are.
 */
export async function adoptRegistryFiles(store: RegistryStore, site: string): Promise<Registry> {
  const files = await readRegistryFile(oldRegistryPath(site)).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (files && Object.keys(files.remotes).length > 0) {
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
  await rm(oldRegistryPath(site), { force: true });
  return store.read();
}

export { laneRegistries } from './lanes-registry.ts';
