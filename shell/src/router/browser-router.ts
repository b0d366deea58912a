import type { Registry } from '@site/contracts/types';
import { pageDataRouterContext, type PageDataSource } from '@site/shared';
import { createBrowserRouter } from '@site/shared/router';
import { loadRemoteModule } from '../federation/remote-loader.ts';
import { patchRemoteRoutes, shellRoutes } from './create-router.tsx';

/**
 * The browser router: path-style URLs with base '/', remote routes discovered on navigation (docs/architecture.md),
 * the routes' loaders loading through `pageData` (browser-page-data.ts; without it they load nothing and the
 * pages fetch for themselves).
 */
export function createSiteRouter(registry: Registry, pageData?: PageDataSource) {
  return createBrowserRouter(shellRoutes(), {
    patchRoutesOnNavigation: patchRemoteRoutes(registry, loadRemoteModule),
    ...(pageData && { getContext: () => pageDataRouterContext(pageData) }),
  });
}
