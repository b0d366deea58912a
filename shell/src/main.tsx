import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from '@site/shared/router';
import type { Cache } from 'swr';
import { registerRegistry } from './federation/remote-loader.ts';
import { PRERENDER_FLAG } from './prerender/flag.ts';
import { createSiteRouter, whenRouterReady } from './router/create-router.tsx';
import { readSiteData } from './site-data.ts';
import { SiteProviders } from './site-providers.tsx';
import './styles/reset.css';

// Module Federation's asyncStartup lets this entry import the shared singletons directly.
const { registry, settings, swrData } = await readSiteData();
registerRegistry(registry);
const router = createSiteRouter(registry);
const cache: Cache = new Map();
const app = (
  <StrictMode>
    <SiteProviders registry={registry} settings={settings} swrData={swrData} cache={cache}>
      <RouterProvider router={router} />
    </SiteProviders>
  </StrictMode>
);

const container = document.getElementById('root')!;
// Hydrating needs the very data the page was rendered from; without it, render afresh.
if (container.hasAttribute('data-prerendered') && swrData) {
  // Hydrate once the router has loaded the page's remote routes and lazy page, so the first client render
  // produces exactly the prerendered markup.
  await whenRouterReady(router);
  hydrateRoot(container, app);
} else {
  container.replaceChildren();
  createRoot(container).render(app);
}

if (new URLSearchParams(location.search).has(PRERENDER_FLAG)) {
  // Only once the first page's routes and lazy page are in, or the prerender would capture the fallback.
  await whenRouterReady(router);
  const { exposePrerender } = await import('./prerender/expose.tsx');
  exposePrerender({ router, registry, settings, cache });
}
