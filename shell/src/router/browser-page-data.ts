import { fetchJson, type PageDataSource } from '@site/shared';
import { preload, type Cache } from 'swr';

/** What the browser's loaders see: the SWR cache and the answers the document came with. */
export interface BrowserPageDataOptions {
  cache: Cache;
  /** The stored page's API answers (the document's page data), absent for a page rendered afresh. */
  swrData?: Record<string, unknown> | undefined;
  /** A preview shows the draft it came with and fetches nothing. */
  preview?: boolean;
}

/**
 * The browser's PageDataSource (docs/decisions/0007-route-loaders.md): a navigation's loaders start the requests
 * for the API paths its routes declare, beside the page's code, through SWR's `preload`, which the page's hooks
 * then pick up; paths already in the cache or in the document are not fetched again. It resolves at once with
 * nothing: the page renders its own loading state rather than holding the navigation, and its hooks report any
 * failure. Never rejects.
 */
export function browserPageData({ cache, swrData, preview = false }: BrowserPageDataOptions): PageDataSource {
  return {
    load: async (paths) => {
      if (preview) return {};
      for (const path of paths) {
        if (cache.get(path)?.data !== undefined || swrData?.[path] !== undefined) continue;
        // A failed request is the page's to show (its hook gets the same promise); here it is only started.
        Promise.resolve(preload(path, fetchJson)).catch(() => undefined);
      }
      return {};
    },
  };
}
