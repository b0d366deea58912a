import { getInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import type { Registry } from '@site/contracts/types';
import { PreviousVersions, previousVersionPlugin } from './previous-version.ts';
import { registryEntries } from '@site/contracts/registry';

/**
 * How often a remoteEntry.js or chunk that failed to arrive is fetched again before the remote counts as
 * failed, and the pause before each new try (ms). One quick retry rides out a dropped connection without
 * making a visitor wait long for the previous version when a release is truly broken.
 */
const RETRY = { retryTimes: 1, retryDelay: 300 };

function federation(): ModuleFederation {
  const instance = getInstance();
  if (!instance) throw new Error('Module Federation runtime is not initialised');
  return instance;
}

/**
 * Starts remote loading for a page (docs/design.md#contracts): registers every remote of the registry by its remoteEntry.js
 * URL, the retry plugin for transient network errors, and the plugin that switches a failing remote to its
 * previous version. Nothing is fetched until a module is loaded (shareStrategy 'loaded-first'). Returns the
 * page's record of switched remotes, which the section error element also uses.
 */
export function startRemotes(registry: Registry, instance: ModuleFederation = federation()): PreviousVersions {
  const versions = new PreviousVersions(registry, instance);
  instance.registerPlugins([RetryPlugin({ script: RETRY }), previousVersionPlugin(versions)]);
  instance.registerRemotes(registryEntries(registry).map(([name, remote]) => ({ name, entry: remote.entry })));

  return versions;
}

/**
 * Loads an exposed module (e.g. 'routes') of a remote. A failing current version has already been swapped
 * for the previous one by the runtime plugins; this throws when both fail or there is no previous version.
 */
export async function loadRemoteModule<T>(
  name: string,
  module: string,
  instance: ModuleFederation = federation(),
): Promise<T> {
  const loaded = await instance.loadRemote<T>(`${name}/${module}`);
  if (!loaded) throw new Error(`Remote ${name} returned no module ${module}`);
  return loaded;
}
