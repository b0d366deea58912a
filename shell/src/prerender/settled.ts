import type { Cache } from 'swr';

/**
 * True once the page has nothing left to show: every deferred block (WhenVisible) has mounted, and no API
 * answer is on its way. A quiet network alone is not enough: a block whose code the browser already holds
 * mounts with no request at all and only then asks for its data, after the network has looked idle.
 */
export function pageSettled(cache: Cache, root: ParentNode = document): boolean {
  if (root.querySelector('[data-deferred]:not([data-loaded])')) return false;
  for (const key of cache.keys()) {
    const state = cache.get(key) as { isLoading?: boolean; isValidating?: boolean } | undefined;
    if (state?.isLoading || state?.isValidating) return false;
  }
  return true;
}
