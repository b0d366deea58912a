/**
 * Reads the release registry (docs/design.md#registry) that the release and rollback scripts write and the site serves:
 * the health check reports whether it is readable, the client-error summary counts since each release, and page
 * views are counted only for the versions it names.
 */
import { readFile } from 'node:fs/promises';
import type { Registry } from '@site/contracts/types';

/**
 * Reads and parses the registry at `file`. Returns it; throws when the file is missing or unreadable, is not
 * JSON, or has no `remotes` object.
 */
export async function readRegistryFile(file: string): Promise<Registry> {
  const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
  const remotes = (parsed as { remotes?: unknown } | null)?.remotes;
  if (typeof remotes !== 'object' || remotes === null || Array.isArray(remotes)) {
    throw new Error(`${file} has no "remotes" object.`);
  }
  return parsed as Registry;
}

/**
 * A reader of the registry at `file` for calls made many times a second, such as page views: it reads the file
 * at most once per `maxAgeMs` (default 2000), and every call in between, including those made while the read is
 * under way, gets that one parse, so a burst of calls costs one read and a release is seen within `maxAgeMs`.
 * The returned function resolves to the registry, or to null while the file cannot be read or parsed (the
 * health check reports that); it never rejects.
 */
export function cachedRegistryReader(file: string, maxAgeMs = 2000): () => Promise<Registry | null> {
  let cached: { readAt: number; registry: Promise<Registry | null> } | undefined;
  return () => {
    // A monotonic clock: a wall clock set back would keep an old registry for as long as it went back.
    const now = performance.now();
    if (!cached || now - cached.readAt >= maxAgeMs) {
      cached = { readAt: now, registry: readRegistryFile(file).catch(() => null) };
    }
    return cached.registry;
  };
}

/**
 * True when `registry` currently names `version` for `remote`: its current, previous or canary version. These
 * are the versions visitors can be served; any other pair is unknown.
 */
export function registryNamesVersion(registry: Registry, remote: string, version: string): boolean {
  // Own keys only: a remote called "constructor" must not find Object.prototype's.
  if (!Object.hasOwn(registry.remotes, remote)) return false;
  const entry = registry.remotes[remote]!;
  return entry.version === version || entry.previous?.version === version || entry.canary?.version === version;
}
