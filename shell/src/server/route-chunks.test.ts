import type { RouteObject } from '@site/shared/router';
import { lazyChunkIds, routeChunks, routesWithChunks } from './route-chunks.ts';

// What webpack makes of `lazy: async () => ({ Component: (await import('./page.tsx')).Page })` in a Node build.
const compiled = (ids: string) =>
  new Function(
    '__webpack_require__',
    `return async () => ({ Component: (await Promise.all([${ids}]).then(() => __webpack_require__(7))).Page });`,
  )(undefined) as () => Promise<object>;

describe('the chunks of the routes a page matched', () => {
  it("are the chunk ids a route's compiled lazy asks for, numbers or names, without calling it", () => {
    const load = compiled(`__webpack_require__.e(/* import() */ 51), __webpack_require__.e("src_pages_x_tsx")`);
    expect(lazyChunkIds(load)).toEqual(['51', 'src_pages_x_tsx']);
    expect(lazyChunkIds(async () => ({}))).toEqual([]);
  });

  it('travel with copies of the routes, the shell’s and a remote’s apart, and leave the given routes as they were', () => {
    const page = compiled('__webpack_require__.e(/* import() */ 396)');
    const remoteRoutes: RouteObject[] = [{ path: '/a', children: [{ path: '/a/b', lazy: page }] }];
    const copies = routesWithChunks(remoteRoutes, 'about');
    expect(copies[0]).not.toBe(remoteRoutes[0]);
    expect(Object.getOwnPropertySymbols(remoteRoutes[0]!.children![0]!)).toEqual([]);
    // React Router copies each route object with its own properties, as a spread does.
    const matched = [{ ...copies[0]! }, { ...copies[0]!.children![0]! }];
    const shellMatched = routesWithChunks([{ index: true, lazy: compiled('__webpack_require__.e(415)') }]);
    expect(routeChunks([...shellMatched, ...matched])).toEqual({ shell: ['415'], remotes: { about: ['396'] } });
  });
});
