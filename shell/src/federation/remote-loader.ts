import { getInstance } from '@module-federation/enhanced/runtime';
import type { Registry } from '@site/shared';
import { reportRemoteFailure } from './client-errors.ts';

/** Remotes currently served from their registry `previous` version because the current one failed. */
export const fallenBack = new Set<string>();

/**
 * The remotes whose modules were asked for in this document, in order of first request. The renderer reads it
 * to record what a page was rendered from: asking counts even when the module was already loaded.
 */
export const requestedRemotes = new Set<string>();

function federation() {
  const instance = getInstance();
  if (!instance) throw new Error('Module Federation runtime is not initialised');
  return instance;
}

/**
 * The script URL the runtime loads for a registry entry. Releases record `remoteEntry.js`; registries written
 * before that name the manifest beside it, which the runtime no longer reads (its snapshot code is left out of
 * the bundle to save weight and a request), so those point at the script in the same folder.
 */
export function entryScript(entry: string): string {
  return entry.replace(/mf-manifest\.json$/, 'remoteEntry.js');
}

/**
 * Registers every remote of the registry by its remoteEntry.js URL. Nothing is fetched until a module is
 * loaded (shareStrategy 'loaded-first'), so a section's code arrives only when a visitor first enters it.
 */
export function registerRegistry(registry: Registry): void {
  federation().registerRemotes(
    Object.entries(registry.remotes).map(([name, remote]) => ({ name, entry: entryScript(remote.entry) })),
  );
}

async function load<T>(name: string, module: string): Promise<T> {
  const loaded = await federation().loadRemote<T>(`${name}/${module}`);
  if (!loaded) throw new Error(`Remote ${name} returned no module ${module}`);
  return loaded;
}

/**
 * Loads an exposed module (e.g. 'routes') of a remote. When the current version fails (network, 404, a
 * throw while evaluating), swaps the remote to the registry's last-known-good `previous` version and tries
 * once more (DESIGN §3). Throws when both fail or there is no previous version.
 */
export async function loadRemoteModule<T>(registry: Registry, name: string, module: string): Promise<T> {
  requestedRemotes.add(name);
  try {
    return await load<T>(name, module);
  } catch (error) {
    const previous = registry.remotes[name]?.previous;
    if (!previous || fallenBack.has(name)) throw error;
    console.warn(`Remote ${name} failed to load; falling back to version ${previous.version}.`, error);
    reportRemoteFailure(name, registry.remotes[name]!.version, error);
    fallenBack.add(name);
    federation().registerRemotes([{ name, entry: entryScript(previous.entry) }], { force: true });
    return load<T>(name, module);
  }
}
