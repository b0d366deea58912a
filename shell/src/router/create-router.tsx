import type { Registry, RouteHandle } from '@site/contracts/types';
import {
  MODALITIES_PATH,
  NEWS_PATH,
  pageData,
  QUICK_FACTS_PATH,
  ROTATOR_PATH,
  SUBSPECIALTIES_PATH,
  TESTIMONIALS_PATH,
} from '@site/shared';
import { Navigate, type PatchRoutesOnNavigationFunction, type RouteObject } from '@site/shared/router';
import type { LoadRemoteModule } from '../federation/remote-modules.ts';
import { PublicLayout } from '../layout/public-layout.tsx';
import { remoteForPath } from '@site/contracts/registry';
import { Root } from './root.tsx';
import { SectionError } from './section-error.tsx';
import { StartupFallback } from './startup-fallback.tsx';

/** Route ids the remotes' routes are patched under: public pages and admin pages. */
const PUBLIC_CONTENT = 'content';
const ADMIN_CONTENT = 'admin-content';

/**
 * The shell's own route tree (docs/requirements.md#screens-and-routes): the public layout with Home and /404, the admin layout, and a catch-
 * all that redirects unknown paths to /404. The public layout and Home declare the API paths they read in
 * their loaders (pageData), as every remote's pages do. Remote routes are patched in on navigation. Each content route
 * has an error element inside its layout, so a section that throws leaves the header and footer working.
 * The catch-all sits inside the public content route: it is what an address of a section not yet loaded
 * matches, so a section whose code cannot be loaded reports its failure there, inside the layout.
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
              // The header's Services menu lists the modalities and subspecialties on every public page. Declared
              // here rather than on the layout: a route whose loader has not run cannot render, and when a
              // section fails to load, this route's error element is what shows, inside the layout.
              loader: pageData(() => [MODALITIES_PATH, SUBSPECIALTIES_PATH]),
              children: [
                {
                  index: true,
                  loader: pageData(() => [NEWS_PATH, QUICK_FACTS_PATH, ROTATOR_PATH, TESTIMONIALS_PATH]),
                  // A page of its own chunk, as every remote's pages are: pages of other sections do not
                  // download Home's code with main.js. The renderer names its files in Home's page from
                  // `handle.modules` (docs/design.md#contracts).
                  lazy: async () => ({ Component: (await import('../pages/home/home.tsx')).Home }),
                  handle: {
                    modules: ['src/pages/home/home.tsx'],
                    description:
                      'Radiologists and physician assistants reading imaging for hospitals, imaging centers and patients: services, locations, billing help and contacts.',
                  } satisfies RouteHandle,
                },
                {
                  path: '/404',
                  // A chunk of its own, as Home is: the other pages do not download it with main.js.
                  lazy: async () => ({ Component: (await import('../pages/not-found/not-found.tsx')).NotFound }),
                  handle: {
                    modules: ['src/pages/not-found/not-found.tsx'],
                    title: 'Page Not Found',
                    description: 'The page you asked for does not exist.',
                  } satisfies RouteHandle,
                },
                { path: '*', element: <Navigate to="/404" replace /> },
              ],
            },
          ],
        },
        {
          id: 'admin',
          // A chunk of its own: no public page needs the admin layout's code.
          lazy: async () => ({ Component: (await import('../layout/admin-layout.tsx')).AdminLayout }),
          handle: { modules: ['src/layout/admin-layout.tsx'] } satisfies RouteHandle,
          children: [{ id: ADMIN_CONTENT, errorElement: <SectionError />, children: [] }],
        },
      ],
    },
  ];
}

/**
 * Loads the routes of the remote that owns `path` the first time navigation enters it (with `load`: Module
 * Federation in the browser, the remote's Node build in the renderer), and patches them under the public or
 * admin content route by their `handle.layout`. A remote that cannot be loaded, even at
 * its previous version, fails the navigation: the content route's error element explains, and a later
 * navigation (Retry) tries again.
 */
export function patchRemoteRoutes(
  registry: Registry,
  load: LoadRemoteModule,
  loaded = new Set<string>(),
): PatchRoutesOnNavigationFunction {
  return async ({ path, patch }) => {
    const owner = remoteForPath(registry, path);
    if (!owner || loaded.has(owner.name)) return;
    loaded.add(owner.name);
    try {
      const { routes } = await load<{ routes: RouteObject[] }>(owner.name, 'routes');
      const isAdmin = (route: RouteObject) => (route.handle as RouteHandle | undefined)?.layout === 'admin';
      const admin = routes.filter(isAdmin);
      const publicRoutes = routes.filter((route) => !isAdmin(route));
      if (publicRoutes.length) patch(PUBLIC_CONTENT, publicRoutes);
      if (admin.length) patch(ADMIN_CONTENT, admin);
    } catch (error) {
      loaded.delete(owner.name);
      throw error;
    }
  };
}

/** A router that has started: browser, memory or any other data router. */
interface StartedRouter {
  state: { initialized: boolean };
  subscribe(listener: (state: { initialized: boolean }) => void): () => void;
}

/** Resolves once the router has matched the first location (its remote routes and lazy pages loaded). */
export function whenRouterReady(router: StartedRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
