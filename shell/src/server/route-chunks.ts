/**
 * Which code a page's routes load, for the page's stylesheets and preloads
 * (docs/decisions/0008-federation-node-runtime.md): taken from the routes the page matched, not from the chunk
 * loads of a render, so renders keep no state between them and may run concurrently.
 */
import type { RouteObject } from '@site/shared/router';

/** Where a route's chunk ids are kept on its object (a symbol: React Router copies it with the route). */
const ROUTE_CHUNKS = Symbol('route chunks');

/** A route's Node build chunks: which build (a remote's federation name, or 'shell') and the ids its `lazy` loads. */
interface RouteChunks {
  build: string;
  ids: string[];
}

/**
 * A webpack build compiles every `import()` to `__webpack_require__.e(<chunk id>)`, one call per chunk it
 * needs (`/* import() *\/` comment, id a number or a quoted name); the Node builds are not minimised, so a
 * route's `lazy` keeps those calls in its source.
 */
const CHUNK_LOAD = /__webpack_require__\.e\(\s*(?:\/\*[^*]*\*\/\s*)?("?)([\w.-]+)\1\s*\)/g;

/**
 * The chunk ids that `load`, a function of a webpack build, asks for with `import()`, in order, without
 * calling it. Empty for a function of no webpack build (a test's source, a fixture).
 */
export function lazyChunkIds(load: (...args: never[]) => unknown): string[] {
  return [...new Set([...Function.prototype.toString.call(load).matchAll(CHUNK_LOAD)].map((match) => match[2]!))];
}

/**
 * `routes` as new route objects, children included, each that loads lazily carrying the chunk ids its `lazy`
 * asks `build` (a remote's federation name, or 'shell') for. The objects given are left as they were: a
 * remote's routes module is shared by every page rendered in the process.
 */
export function routesWithChunks(routes: RouteObject[], build = 'shell'): RouteObject[] {
  return routes.map((route) => {
    const copy = { ...route } as RouteObject & { [ROUTE_CHUNKS]?: RouteChunks };
    if (typeof route.lazy === 'function') copy[ROUTE_CHUNKS] = { build, ids: lazyChunkIds(route.lazy) };
    if (route.children) copy.children = routesWithChunks(route.children, build);
    return copy;
  });
}

/**
 * The chunk ids of `routes` (the routes a page matched, as the router holds them), the shell's and by remote.
 */
export function routeChunks(routes: readonly object[]): { shell: string[]; remotes: Record<string, string[]> } {
  const shell = new Set<string>();
  const remotes: Record<string, string[]> = {};
  for (const route of routes) {
    const chunks = (route as { [ROUTE_CHUNKS]?: RouteChunks })[ROUTE_CHUNKS];
    if (!chunks) continue;
    if (chunks.build === 'shell') for (const id of chunks.ids) shell.add(id);
    else remotes[chunks.build] = [...new Set([...(remotes[chunks.build] ?? []), ...chunks.ids])];
  }
  return { shell: [...shell], remotes };
}
