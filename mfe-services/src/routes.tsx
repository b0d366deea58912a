import type { RouteHandle } from '@site/shared';
import { Navigate, type RouteObject } from '@site/shared/router';
import { catalogue, sectionPages, servicePath } from './content/catalogue.ts';
import { LowercasePaths } from './routing/lowercase-paths.tsx';

/**
 * The `services` remote's route objects (DESIGN §3): absolute paths, `handle.title` for the page title and
 * `handle.description` for the meta description. Pages load lazily. All sit under LowercasePaths, which sends
 * an address with capitals to its lowercase form; an unknown address in the section goes to /404.
 */
export const routes: RouteObject[] = [
  {
    Component: LowercasePaths,
    children: [
      {
        // Also matches '/services/' (SPEC §2): React Router ignores a trailing slash.
        path: sectionPages.index.path,
        handle: { title: sectionPages.index.title, description: sectionPages.index.description } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('./pages/services-index/services-index.tsx')).ServicesIndex }),
      },
      {
        path: sectionPages.referringPhysicians.path,
        handle: {
          title: sectionPages.referringPhysicians.title,
          description: sectionPages.referringPhysicians.description,
        } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await import('./pages/referring-physicians/referring-physicians.tsx')).ReferringPhysicians,
        }),
      },
      ...catalogue.map((entry): RouteObject => ({
        path: servicePath(entry.kind, entry.slug),
        handle: { title: entry.title, description: entry.description } satisfies RouteHandle,
        lazy: async () => ({
          Component: await (await import('./pages/service-page/service-page.tsx')).loadServicePage(entry),
        }),
      })),
      { path: `${sectionPages.index.path}/*`, element: <Navigate to="/404" replace /> },
    ],
  },
];
