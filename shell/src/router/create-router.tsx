import type { Registry, RouteHandle } from '@site/shared';
import {
  createBrowserRouter,
  Navigate,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from '@site/shared/router';
import { reportRemoteFailure } from '../federation/client-errors.ts';
import { loadRemoteModule } from '../federation/remote-loader.ts';
import { AdminLayout } from '../layout/admin-layout.tsx';
import { PublicLayout } from '../layout/public-layout.tsx';
import { Home } from '../pages/home/home.tsx';
import { NotFound } from '../pages/not-found/not-found.tsx';
import { remoteForPath } from '@site/shared/registry';
import { RemoteUnavailable } from './remote-unavailable.tsx';
import { Root } from './root.tsx';
import { SectionError } from './section-error.tsx';
import { StartupFallback } from './startup-fallback.tsx';

/** Route ids the remotes' routes are patched under: public pages and admin pages. */
export const PUBLIC_CONTENT = 'content';
export const ADMIN_CONTENT = 'admin-content';

/**
 * The shell's own route tree (SPEC §2): the public layout with Home and /404, the admin layout, and a catch-
 * all that redirects unknown paths to /404. Remote routes are patched in on navigation. Each content route
 * has an error element inside its layout, so a section that throws leaves the header and footer working.
 */
export function shellRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      element: <Root />,
      // Shown while the first page's remote routes load, before the layout can render.
      hydrateFallbackElement: <StartupFallback />,
      children: [
        {
          id: 'public',
          element: <PublicLayout />,
          children: [
            {
              id: PUBLIC_CONTENT,
              errorElement: <SectionError />,
              children: [
                {
                  index: true,
                  element: <Home />,
                  handle: {
                    description:
                      'Radiologists and physician assistants reading imaging for hospitals, imaging centers and patients: services, locations, billing help and contacts.',
                  } satisfies RouteHandle,
                },
                {
                  path: '/404',
                  element: <NotFound />,
                  handle: {
                    title: 'Page Not Found',
                    description: 'The page you asked for does not exist.',
                  } satisfies RouteHandle,
                },
              ],
            },
          ],
        },
        {
          id: 'admin',
          element: <AdminLayout />,
          children: [{ id: ADMIN_CONTENT, errorElement: <SectionError />, children: [] }],
        },
        { path: '*', element: <Navigate to="/404" replace /> },
      ],
    },
  ];
}

/**
 * Loads the routes of the remote that owns `path` the first time navigation enters it, and patches them
 * under the public or admin content route by their `handle.layout`. A remote that cannot be loaded (even at
 * its previous version) gets a placeholder route that explains and offers Retry.
 */
export function patchRemoteRoutes(registry: Registry, loaded = new Set<string>()): PatchRoutesOnNavigationFunction {
  return async ({ path, patch }) => {
    const owner = remoteForPath(registry, path);
    if (!owner || loaded.has(owner.name)) return;
    loaded.add(owner.name);
    try {
      const { routes } = await loadRemoteModule<{ routes: RouteObject[] }>(registry, owner.name, 'routes');
      const isAdmin = (route: RouteObject) => (route.handle as RouteHandle | undefined)?.layout === 'admin';
      const admin = routes.filter(isAdmin);
      const publicRoutes = routes.filter((route) => !isAdmin(route));
      if (publicRoutes.length) patch(PUBLIC_CONTENT, publicRoutes);
      if (admin.length) patch(ADMIN_CONTENT, admin);
    } catch (error) {
      console.error(`The ${owner.name} section could not be loaded.`, error);
      reportRemoteFailure(owner.name, registry.remotes[owner.name]!.version, error);
      patch(
        PUBLIC_CONTENT,
        registry.remotes[owner.name]!.basePaths.map((basePath) => ({
          path: `${basePath}/*`,
          element: <RemoteUnavailable />,
          handle: { title: 'Section unavailable' } satisfies RouteHandle,
        })),
      );
    }
  };
}

/** The browser router: path-style URLs with base '/', remote routes discovered on navigation (DESIGN §3). */
export function createSiteRouter(registry: Registry) {
  return createBrowserRouter(shellRoutes(), { patchRoutesOnNavigation: patchRemoteRoutes(registry) });
}

/** Resolves once the router has matched the first location (its remote routes and lazy pages loaded). */
export function whenRouterReady(router: ReturnType<typeof createBrowserRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
