import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { Cache } from 'swr';
import { startRemotes } from './federation/remote-loader.ts';
import { RENDER_MODE_ATTRIBUTE } from './lib/deferred.ts';
import { createSiteRouter, whenRouterReady } from './router/create-router.tsx';
import { SiteRouter } from './router/section-recovery.tsx';
import { readSiteData } from './site-data.ts';
import { SiteProviders } from './site-providers.tsx';
import './styles/reset.css';

// Module Federation's asyncStartup lets this entry import the shared singletons directly.
const { registry, settings, swrData, path: renderedPath, render } = await readSiteData();
if (render) document.documentElement.setAttribute(RENDER_MODE_ATTRIBUTE, '');
// The not-found document answers every unknown address. A page's address in other letters (a static host
// cannot redirect those itself) goes to the page; any other moves to /404, the spec's address, before the
// router starts, so the markup hydrates as it is and a click on it while the shell starts is never lost.
if (renderedPath === '/404' && location.pathname !== '/404') {
  const lower = location.pathname.toLowerCase().replace(/(.)\/+$/, '$1');
  const isPage = Object.values(registry.remotes).some((remote) => remote.routes?.includes(lower));
  if (isPage) {
    location.replace(lower + location.search);
    // The page's own document replaces this one; nothing here should start meanwhile.
    await new Promise<never>(() => undefined);
  }
  history.replaceState(null, '', '/404');
}
const versions = startRemotes(registry);
const router = createSiteRouter(registry);
const cache: Cache = new Map();
const siteApp = (pageRouter: typeof router, pageCache: Cache, pageData?: Record<string, unknown>) => (
  <StrictMode>
    <SiteProviders registry={registry} settings={settings} swrData={pageData} cache={pageCache}>
      <SiteRouter router={pageRouter} versions={versions} />
    </SiteProviders>
  </StrictMode>
);
const app = siteApp(router, cache, swrData);

const withoutSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
const container = document.getElementById('root')!;
let root: Root;
// Hydrating needs the very data and address the page was rendered from; without them, render afresh.
if (
  container.hasAttribute('data-prerendered') &&
  swrData &&
  renderedPath !== undefined &&
  withoutSlash(renderedPath) === withoutSlash(location.pathname)
) {
  // Hydrate once the router has loaded the page's remote routes and lazy page, so the first client render
  // produces exactly the stored markup.
  await whenRouterReady(router);
  root = hydrateRoot(container, app);
} else {
  container.replaceChildren();
  root = createRoot(container);
  root.render(app);
}

if (render) {
  // Only once the first page's routes and lazy page are in, or the capture would hold the fallback.
  await whenRouterReady(router);
  const { exposeCapture } = await import('./prerender/expose.tsx');
  exposeCapture({
    registry,
    settings,
    page: { router, cache, root },
    // Another page in this document, as a first visit would show it: a new router at its address, an empty
    // cache and a new root; only the code already loaded is kept.
    async open(path) {
      history.replaceState(null, '', path);
      const next = { router: createSiteRouter(registry), cache: new Map() as Cache };
      container.replaceChildren();
      const nextRoot = createRoot(container);
      nextRoot.render(siteApp(next.router, next.cache));
      await whenRouterReady(next.router);
      return { ...next, root: nextRoot };
    },
  });
}
