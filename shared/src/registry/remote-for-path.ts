import type { Registry } from '@site/contracts/types';

/**
 * The remote that owns `pathname` by the registry's basePaths (the longest matching prefix wins), or
 * undefined when no remote owns it. Matching is case-insensitive, as the router's is.
 */
export function remoteForPath(registry: Registry, pathname: string): { name: string; basePath: string } | undefined {
  const path = pathname.toLowerCase();
  let best: { name: string; basePath: string } | undefined;
  for (const [name, remote] of Object.entries(registry.remotes)) {
    for (const basePath of remote.basePaths) {
      const base = basePath.toLowerCase();
      const owns = path === base || path.startsWith(base.endsWith('/') ? base : `${base}/`);
      if (owns && (!best || base.length > best.basePath.length)) best = { name, basePath };
    }
  }
  return best;
}
