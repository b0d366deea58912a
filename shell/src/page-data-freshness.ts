import type { Middleware } from 'swr';

/** A data router, as far as watching its location goes. */
interface WatchedRouter {
  state: { location: { pathname: string } };
  subscribe(listener: (state: { location: { pathname: string } }) => void): () => void;
}

/**
 * The SWR keys whose answers came inside the prerendered page (`keys`: its API paths and the settings'). They are
 * as fresh as the page: the renderer stores the page again after every change to them (docs/design.md#speed),
 * and the document itself is revalidated on every visit. Their hooks therefore skip SWR's revalidation on
 * mount while the visitor stays on that page, which would ask the API for every one of them again while the
 * shell starts. From the first navigation to another page on, each is revalidated as usual. Takes the keys and
 * the router; returns the set `freshPageData` reads, emptied at that navigation.
 */
export function pageDataFreshness(keys: Iterable<string>, router: WatchedRouter): Set<string> {
  const fresh = new Set(keys);
  const first = router.state.location.pathname;
  const unsubscribe = router.subscribe(({ location }) => {
    if (location.pathname === first) return;
    fresh.clear();
    unsubscribe();
  });
  return fresh;
}

/**
 * SWR middleware (the `use` option): a hook whose key is in `fresh` takes its data from the cache without
 * revalidating it when it mounts; any other hook is left as it is.
 */
export const freshPageData =
  (fresh: ReadonlySet<string>): Middleware =>
  (useSWRNext) =>
  (key, fetcher, config) =>
    useSWRNext(
      key,
      fetcher,
      typeof key === 'string' && fresh.has(key) ? { ...config, revalidateIfStale: false } : config,
    );
