import type { RouteObject } from '@site/shared/router';
import { noteRouteBuild, pageModules } from './page-modules.ts';

describe('the modules of the routes a page matched', () => {
  it('are what their handles declare, the shell’s and each remote’s apart, once each', () => {
    const remoteRoutes: RouteObject[] = [
      {
        handle: { modules: ['src/layout.tsx'] },
        children: [{ path: '/a/b', handle: { title: 'B', modules: ['src/pages/b.tsx', 'src/content/b.ts'] } }],
      },
    ];
    const builds = new Map<object, string>();
    noteRouteBuild(remoteRoutes, 'about', builds);
    // React Router holds copies of the route objects, each with the handle it was given.
    const matched = [
      { id: 'root' },
      { index: true, handle: { modules: ['src/pages/home/home.tsx'] } },
      { ...remoteRoutes[0]! },
      { ...remoteRoutes[0]!.children![0]! },
      { handle: { modules: ['src/layout.tsx'] } },
    ];
    expect(pageModules(matched, builds)).toEqual({
      shell: ['src/pages/home/home.tsx', 'src/layout.tsx'],
      remotes: { about: ['src/layout.tsx', 'src/pages/b.tsx', 'src/content/b.ts'] },
    });
    expect(Object.keys(remoteRoutes[0]!)).toEqual(['handle', 'children']);
  });
});
