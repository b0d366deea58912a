import type { RouteObject } from 'react-router-dom';
import { routes } from './routes.tsx';

/** Every route with its full path, flattening the admin frame's children. */
const flatten = (list: RouteObject[]): RouteObject[] => list.flatMap((r) => [r, ...flatten(r.children ?? [])]);
const all = flatten(routes);
const paths = all.filter((r) => r.path).map((r) => [r.path, r.handle?.title]);

describe('admin routes', () => {
  it('keep the spec’s /admin/, /admin/physicians/ and /admin/physicians/:id, and add the rest under /admin/', () => {
    expect(paths).toEqual(
      expect.arrayContaining([
        ['/admin/', 'Dashboard'],
        ['/admin/physicians/', 'Physicians'],
        ['/admin/physicians/:id', 'Edit physician'],
        ['/admin/login', 'Sign in'],
        ['/admin/setup', 'Set up the site admin'],
        ['/admin/news/', 'News'],
        ['/admin/news/:id', 'Edit story'],
        ['/admin/locations/', 'Locations'],
        ['/admin/numbers/', 'Frequently called numbers'],
        ['/admin/quick-facts/', 'Quick facts'],
        ['/admin/testimonials/', 'Testimonials'],
        ['/admin/rotator/', 'Home banner slides'],
        ['/admin/outreach/', 'Outreach events'],
        ['/admin/settings/', 'Site settings'],
        ['/admin/messages/', 'Messages'],
        ['/admin/messages/:id', 'Message'],
        ['/admin/users/', 'Users'],
        ['/admin/releases/', 'Releases'],
        ['/admin/releases/:remote/:id/report', 'Release report'],
        ['/admin/deploy-tokens/', 'Deploy tokens'],
        ['/admin/audit/', 'Audit log'],
        ['/admin/account/', 'Your account'],
      ]),
    );
    expect(all.filter((r) => r.path).every((r) => r.path!.startsWith('/admin/'))).toBe(true);
  });

  it('put every route in the shell’s admin layout', () => {
    for (const route of all) expect(route.handle?.layout).toBe('admin');
  });

  it('show every screen but sign-in and first-admin setup inside the admin frame', () => {
    const frame = routes.find((r) => r.id === 'admin-frame');
    expect(frame?.children?.length).toBe(all.filter((r) => r.path).length - 2);
    expect(routes.find((r) => r.path === '/admin/login')?.children).toBeUndefined();
    expect(routes.find((r) => r.path === '/admin/setup')?.children).toBeUndefined();
  });

  it.each(all.filter((r) => typeof r.lazy === 'function').map((r) => [r.path ?? 'the admin frame', r] as const))(
    'loads %s lazily',
    async (_path, route) => {
      const loaded = (await (route.lazy as () => Promise<{ Component?: unknown }>)()) as { Component?: unknown };
      expect(typeof loaded.Component).toBe('function');
    },
  );
});
