import { publicRoutePaths } from './route-paths.ts';

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
