import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { Cache } from 'swr';
import { loadRemoteModule, startRemotes } from './federation/remote-loader.ts';
import { browserPageData } from './router/browser-page-data.ts';
import { createSiteRouter } from './router/browser-router.ts';
import { whenRouterReady } from './router/create-router.tsx';
import { SiteRouter } from './router/section-recovery.tsx';
import { readSiteData } from './site-data.ts';
import { SiteProviders } from './site-providers.tsx';
import { pageDataFreshness } from './page-data-freshness.ts';
import { landingAttribution, startVitals } from './vitals/start-vitals.ts';
import { SETTINGS_PATH } from '@site/shared';
import './styles/reset.css';
import { registryEntries } from '@site/contracts/registry';

// Module Federation's asyncStartup lets this entry import the shared singletons directly.
const { registry, settings, swrData, preview, path: renderedPath } = await readSiteData();
// The not-found document answers every unknown address. A page's address in other letters (a static host
// cannot redirect those itself) goes to the page; any other moves to /404, the spec's address, before the
// router starts, so the markup hydrates as it is and a click on it while the shell starts is never lost.
if (renderedPath === '/404' && location.pathname !== '/404') {
  const lower = location.pathname.toLowerCase().replace(/(.)\/+$/, '$1');
  const isPage = registryEntries(registry).some(([, remote]) => remote.routes?.includes(lower));

  if (isPage) {
    location.replace(lower + location.search);
    // The page's own document replaces this one; nothing here should start meanwhile.
    await new Promise<never>(() => undefined);
  }
  history.replaceState(null, '', '/404');
}
const versions = startRemotes(registry);
const cache: Cache = new Map();
const pageData = browserPageData({ cache, swrData, preview: preview === true });
const router = createSiteRouter(registry, pageData);
const freshKeys = pageDataFreshness(swrData ? [...Object.keys(swrData), SETTINGS_PATH] : [], router);
const app = (
  <StrictMode>
    <SiteProviders
      registry={registry}
      settings={settings}
      swrData={swrData}
      preview={preview === true}
      freshKeys={freshKeys}
      cache={cache}
      loadRemote={loadRemoteModule}
    >
      <SiteRouter
        router={router}
        versions={versions}
        createRouter={(recovered) => createSiteRouter(recovered, pageData)}
      />
    </SiteProviders>
  </StrictMode>
);

const withoutSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
const container = document.getElementById('root')!;
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
  // From here React answers input on the page (boot.ts keeps a header click made before this moment).
  document.documentElement.dataset.shell = 'hydrating';
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
  // until the whole page is hydrated; a visitor's input meanwhile hydrates its part of the page first.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  container.replaceChildren();
  createRoot(container).render(app);
}

// Web Vitals of the page the document loaded at, once its remote's routes are matched (docs/design.md#web-vitals);
// not for a preview of unpublished changes, which no visitor sees.
if (preview !== true) {
  void whenRouterReady(router).then(() =>
    startVitals(landingAttribution(versions.applied(), router.state.location.pathname, router.state.matches)),
  );
}
