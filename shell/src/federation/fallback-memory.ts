import type { Registry } from '@site/shared';

const KEY = 'mf-broken-versions';

function read(): Record<string, string> {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

/** Remembers, for this visitor's session, that `version` of `remote` failed while rendering. */
export function rememberBrokenVersion(remote: string, version: string): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ ...read(), [remote]: version }));
  } catch {
    // Without storage the visitor simply sees the error message with Retry.
  }
}

/**
 * The registry as this visitor should use it: a remote whose current version failed in this session is
 * swapped for its `previous` (last-known-good) version. Remotes released since then are left alone.
 */
export function applyBrokenVersions(registry: Registry, broken: Record<string, string> = read()): Registry {
  const remotes = { ...registry.remotes };
  for (const [name, version] of Object.entries(broken)) {
    const remote = remotes[name];
    if (remote?.version === version && remote.previous) {
      remotes[name] = { ...remote, ...remote.previous, previous: undefined };
    }
  }
  return { ...registry, remotes };
}
