import type { Registry } from '@site/contracts/types';
import { createBrowserRouter } from '@site/shared/router';
import { loadRemoteModule } from '../federation/remote-loader.ts';
import { patchRemoteRoutes, shellRoutes } from './create-router.tsx';

/** The browser router: path-style URLs with base '/', remote routes discovered on navigation (docs/architecture.md). */
export function createSiteRouter(registry: Registry) {
  return createBrowserRouter(shellRoutes(), { patchRoutesOnNavigation: patchRemoteRoutes(registry, loadRemoteModule) });
}
