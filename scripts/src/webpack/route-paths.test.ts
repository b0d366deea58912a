import { declaredModules, publicRoutePaths } from './route-paths.ts';

describe('publicRoutePaths', () => {
  it('lists the static public paths of route objects, children included, without parameters or admin', () => {
    const routes = [
      { path: '/news' },
      { path: '/news/:id' },
      { children: [{ path: '/services' }, { path: '/services/*' }, { path: '/services/ct' }] },
      { path: '/admin/', handle: { layout: 'admin' } },
    ];
    expect(publicRoutePaths(routes)).toEqual(['/news', '/services', '/services/ct']);
  });
});

describe('declaredModules', () => {
  it('lists the modules routes declare, children included, and the lazy routes that declare no list', () => {
    const lazy = async () => ({});
    const routes = [
      { path: '/a', lazy, handle: { modules: ['src/pages/a.tsx', 'src/content/a.ts'] } },
      { id: 'frame', lazy, handle: { modules: ['src/frame.tsx'] }, children: [{ path: '/a/b', lazy }] },
      { index: true, lazy, handle: { title: 'Home' } },
      { path: '/inline', lazy, handle: { modules: [] } },
      { path: '/static', handle: { modules: ['src/pages/a.tsx'] } },
    ];
    expect(declaredModules(routes)).toEqual({
      modules: ['src/pages/a.tsx', 'src/content/a.ts', 'src/frame.tsx'],
      undeclared: ['/a/b', 'index route'],
    });
  });
});
