/**
 * Reading and editing a registry's remotes (docs/design.md#registry): the only code that indexes the
 * registry's `remotes` object, so its shape can change in one place. Names often come from outside (a visitor's
 * error report, a deploy token's remote, a pin), so a lookup sees only the registry's own entries: `toString` or
 * `__proto__` is no remote.
 */
import type { Registry, RegistryRemote } from './types/registry.ts';

/** The entry of remote `name`, or undefined when the registry does not list it. */
export function registryEntry(registry: Registry, name: string): RegistryRemote | undefined {
  return Object.hasOwn(registry.remotes, name) ? registry.remotes[name] : undefined;
}

/** The version of `name` the registry serves, or undefined when it does not list it. */
export const servedVersion = (registry: Registry, name: string): string | undefined =>
  registryEntry(registry, name)?.version;

/** Every remote the registry lists, as `[name, entry]` pairs in the registry's order. */
export const registryEntries = (registry: Registry): [string, RegistryRemote][] => Object.entries(registry.remotes);

/** The names of the remotes the registry lists, in its order. */
export const remoteNames = (registry: Registry): string[] => Object.keys(registry.remotes);

/** True when the registry lists no remote (a site before its first release). */
export const isEmptyRegistry = (registry: Registry): boolean => remoteNames(registry).length === 0;

/**
 * `registry` with `entry` as remote `name`'s, added or replacing its own; the registry given is left as it was.
 * `pinned` and any other field are kept.
 */
export const withEntry = (registry: Registry, name: string, entry: RegistryRemote): Registry => ({
  ...registry,
  remotes: { ...registry.remotes, [name]: entry },
});

/**
 * Sets remote `name`'s entry in place, for an edit of the registry's stored state (updateRegistryState edits
 * its state in place and stores what changed).
 */
export function setEntry(registry: Registry, name: string, entry: RegistryRemote): void {
  registry.remotes[name] = entry;
}

/** Removes remote `name` from the registry in place (see setEntry); nothing happens when it is not listed. */
export function deleteEntry(registry: Registry, name: string): void {
  if (Object.hasOwn(registry.remotes, name)) delete registry.remotes[name];
}

/** A registry of `entries`, `[name, entry]` pairs, with `base`'s other fields (pinned). */
export const registryOf = (
  entries: Iterable<[string, RegistryRemote]>,
  base?: Omit<Registry, 'remotes'>,
): Registry => ({
  schemaVersion: 1,
  ...base,
  remotes: Object.fromEntries(entries),
});

/**
 * The remote that owns `pathname` by the registry's basePaths (the longest matching prefix wins), or
 * undefined when no remote owns it. Matching is case-insensitive, as the router's is.
 */
export function remoteForPath(registry: Registry, pathname: string): { name: string; basePath: string } | undefined {
  const path = pathname.toLowerCase();
  let best: { name: string; basePath: string } | undefined;
  for (const [name, remote] of registryEntries(registry)) {
    for (const basePath of remote.basePaths) {
      const base = basePath.toLowerCase();
      const owns = path === base || path.startsWith(base.endsWith('/') ? base : `${base}/`);
      if (owns && (!best || base.length > best.basePath.length)) best = { name, basePath };
    }
  }
  return best;
}
