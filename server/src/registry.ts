import { readRegistryFile, readRegistryState, updateRegistryState, type Database } from '@site/api/ops';
import type { RegistryState } from '@site/api/ops';
import type { Registry, RegistryEntryTemplate, RegistryRemote, RemoteVersion } from '@site/contracts/types';
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isEmptyRegistry, registryEntries, registryEntry, registryOf, setEntry } from '@site/contracts/registry';
import { VERSION_PATTERN } from '@site/contracts/schemas';
import { releasedDir, REMOTE_FOLDERS } from './paths.ts';
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
  if (files && !isEmptyRegistry(files)) {
    const history = JSON.parse(await readFile(historyPath(site), 'utf8').catch(() => '{}')) as Record<
      string,
      RemoteVersion[]
    >;
    // Under the registry lock: of several servers starting together on one database, the first adopts the files.
    await store.update((state) => {
      if (!isEmptyRegistry(state.registry)) return;
      for (const [name, entry] of registryEntries(files)) {
        setEntry(state.registry, name, entry);
        state.history[name] = history[name] ?? [];
      }
    });
  }
  await rm(historyPath(site), { force: true });
  await rm(oldRegistryPath(site), { force: true });
  return store.read();
}

/** The registries the two generations are rendered with, and the canary's share of visitors. */
export interface LaneRegistries {
  /** What every visitor outside the canary gets: no remote's `canary` in it. */
  stable: Registry;
  /** The stable registry with each canary in place of its remote's entry; absent when there is no canary. */
  canary?: Registry;
  /** Share of visitors in the canary generation, 0–99 (0 without a canary). */
  percent: number;
}

/**
 * Splits the registry into the stable one and the canary one (docs/design.md#releases). In the canary one, the
 * remote's `previous` is its stable version, so a canary that fails to load falls back to what everyone else
 * gets. The site has at most one canary; the share is the first canary's.
 */
export function laneRegistries(registry: Registry): LaneRegistries {
  const stable: [string, RegistryRemote][] = [];
  const canary: [string, RegistryRemote][] = [];
  let percent = 0;
  for (const [name, { canary: trial, ...entry }] of registryEntries(registry)) {
    stable.push([name, entry]);
    if (!trial) {
      canary.push([name, entry]);
      continue;
    }
    const { percent: share, ...fields } = trial;
    percent ||= share;
    canary.push([
      name,
      { ...fields, previous: { version: entry.version, entry: entry.entry, released_at: entry.released_at } },
    ]);
  }
  const lane = (entries: [string, RegistryRemote][]) => registryOf(entries, registry);
  return percent ? { stable: lane(stable), canary: lane(canary), percent } : { stable: lane(stable), percent: 0 };
}

/**
 * The registry a browser pinned to `pins` (remote name → version) gets (docs/design.md#releases): `stable`
 * (a stable lane, laneRegistries) with each pinned remote's entry replaced by the pinned version's, its own base
 * paths, routes and menu from `readTemplate(name, version)` (its registry-entry.json, checked as at its
 * release), and `pinned` naming the pins kept. A pin of a remote `stable` does not list, of a malformed
 * version, or whose template cannot be read (`readTemplate` rejects or answers undefined) is left out.
 */
export async function pinnedRegistry(
  stable: Registry,
  pins: Record<string, string>,
  readTemplate: (name: string, version: string) => Promise<RegistryEntryTemplate | undefined>,
): Promise<Registry> {
  const registry = registryOf(registryEntries(stable), stable);
  const pinned: Record<string, string> = {};
  for (const [name, version] of Object.entries(pins)) {
    const current = registryEntry(stable, name);
    if (!current || !VERSION_PATTERN.test(version)) continue;
    const template = await readTemplate(name, version).catch(() => undefined);
    if (!template) continue;
    setEntry(registry, name, {
      version,
      entry: releasedEntryUrl(name, version),
      ...entryFieldsOf(template),
      // A pinned version that fails to load falls back to what every visitor gets.
      ...(version !== current.version && {
        previous: { version: current.version, entry: current.entry, released_at: current.released_at },
      }),
    });
    pinned[name] = version;
  }
  return { ...registry, pinned };
}

/**
 * The released versions of a remote on this server: its version folders (releasedDir), newest first (by when
 * each folder was made). Empty for a remote with none.
 */
export async function releasedVersions(site: string, name: string): Promise<string[]> {
  const folder = releasedDir(site, name);
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  const versions = await Promise.all(
    entries
      .filter((entry) => entry.isDirectory() && VERSION_PATTERN.test(entry.name) && !entry.name.startsWith('.'))
      .map(async (entry) => ({ name: entry.name, made: (await stat(path.join(folder, entry.name))).mtimeMs })),
  );
  return versions.sort((a, b) => b.made - a.made || b.name.localeCompare(a.name)).map((v) => v.name);
}
