/**
 * Data declared by routes (docs/decisions/0007-route-loaders.md): a route object's `loader` names the API paths its page
 * reads, and whoever runs the router decides what loading them means. The renderer fetches them before it
 * renders the page once; the browser starts their requests with the navigation, beside the page's code, and
 * the page's SWR hooks pick them up. Pages keep reading their data through the hooks of this folder, so a
 * page shows the same loading and failed states however it was reached.
 */
import { createContext, RouterContextProvider, type LoaderFunction, type Params } from '../routing/router.ts';

/** API answers by path (an SWR key such as `/api/physicians`); undefined for a path that has none. */
export type PageData = Record<string, unknown>;

/** How a router's loaders load the paths their routes declare. */
export interface PageDataSource {
  /** Loads `paths`; resolves with the answers by path (possibly none, when the pages fetch for themselves). */
  load(paths: string[]): Promise<PageData>;
}

/**
 * The router context the loaders read their source from (a router's `getContext`). Without one, loaders load
 * nothing and pages fetch through their hooks alone, as in component tests.
 */
const pageDataContext = createContext<PageDataSource>({ load: async () => ({}) });

/**
 * A route `loader` for a page that reads the API paths `paths(params)` returns (null entries are skipped, for
 * data a page reads only with some params). Resolves with what the router's PageDataSource gave: the answers by
 * path on the server, nothing in the browser. Rejects when the source does.
 */
export function pageData(paths: (params: Params) => (string | null)[]): LoaderFunction {
  return ({ params, context }) =>
    context.get(pageDataContext).load(paths(params).filter((path): path is string => path !== null));
}

/** A router context holding `source`, for a data router's `getContext`: its loaders load through `source`. */
export function pageDataRouterContext(source: PageDataSource): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(pageDataContext, source);
  return context;
}
