import type { CapturedPage, Registry, RouteHandle, SiteSettings } from '@site/shared';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { RouterProvider, type createBrowserRouter, type RouteObject } from '@site/shared/router';
import type { Cache } from 'swr';
import { loadRemoteModule } from '../federation/remote-loader.ts';
import { remoteForPath } from '../router/remote-for-path.ts';
import { SiteProviders } from '../site-providers.tsx';

type Router = ReturnType<typeof createBrowserRouter>;

const sameOriginPath = (href: string) => {
  const url = new URL(href, location.href);
  return url.origin === location.origin ? url.pathname : undefined;
};

/**
 * The page's stylesheets, and the scripts of the remote that owns its path to preload. Fragments of other
 * remotes (LatestNews on Home) are left out: they load when scrolled near, not with the page.
 */
function pageAssets(registry: Registry): Pick<CapturedPage, 'styles' | 'preloads' | 'remotes'> {
  const owner = remoteForPath(registry, location.pathname);
  const styles = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
    .map((link) => sameOriginPath(link.href))
    .filter((href): href is string => Boolean(href));
  const loaded = performance.getEntriesByType('resource').map((entry) => sameOriginPath(entry.name));
  // By the registry's version, not the one that loaded: a page whose remote fell back to `previous` still names
  // the current entry in its document, and must be rendered again when that entry changes.
  const remotes: Record<string, string> = {};
  for (const href of loaded) {
    const match = /^\/remotes\/([^/]+)\/([^/]+)\//.exec(href ?? '');
    if (match) remotes[match[1]!] = registry.remotes[match[1]!]?.version ?? match[2]!;
  }
  const preloads = loaded
    .filter((href): href is string => Boolean(owner && href?.startsWith(`/remotes/${owner.name}/`)))
    .filter((href) => /\.(js|json)$/.test(href))
    .map((href) => ({ href, as: href.endsWith('.json') ? ('fetch' as const) : ('script' as const) }));
  return { styles: [...new Set(styles)], preloads, remotes };
}

/** The API answers in the SWR cache, by path: the data the page was rendered from. */
function cachedApiData(cache: Cache): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const key of cache.keys()) {
    const state = cache.get(key);
    if (key.startsWith('/api/') && state && state.data !== undefined && !state.error) data[key] = state.data;
  }
  return data;
}

function staticPaths(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [
    ...(route.path && !/[:*]/.test(route.path) && (route.handle as RouteHandle | undefined)?.layout !== 'admin'
      ? [route.path]
      : []),
    ...staticPaths(route.children ?? []),
  ]);
}

/**
 * Exposes `window.__site` to the renderer: `capture()` renders the current page with React's static
 * renderer, in this browser, from the same route objects, components and data that the page shows, so the
 * HTML hydrates without a mismatch; `routes()` lists every remote's static public paths.
 */
export function exposeCapture({
  router,
  registry,
  settings,
  cache,
  root,
}: {
  router: Router;
  registry: Registry;
  settings: SiteSettings;
  cache: Cache;
  /** The page's live React root, stopped before the capture. */
  root: Root;
}) {
  const site = {
    ready: true,
    async capture(): Promise<CapturedPage> {
      const swrData = cachedApiData(cache);
      const head = {
        title: document.title,
        description: document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? '',
      };
      // The live page has done its part (routes, code and data are in); a render of it running while the static
      // renderer works would share React's context state with it, so it stops first.
      root.unmount();
      const { prelude } = await prerender(
        <StrictMode>
          <SiteProviders registry={registry} settings={settings} swrData={swrData} cache={new Map()}>
            <RouterProvider router={router} />
          </SiteProviders>
        </StrictMode>,
        // Every boundary inline: React otherwise moves large ones (over 12.8 KB) out of place and puts them back
        // with inline <script> tags, which the Content-Security-Policy (script-src 'self') does not run.
        { progressiveChunkSize: Number.POSITIVE_INFINITY },
      );
      // Assets of remotes built with publicPath 'auto' carry this origin; stored pages must work on any host.
      const html = (await new Response(prelude).text()).replaceAll(`${location.origin}/`, '/');
      return {
        path: router.state.location.pathname,
        html,
        swrData,
        ...head,
        ...pageAssets(registry),
      };
    },
    async routes(): Promise<Record<string, string[]>> {
      const entries = await Promise.all(
        Object.keys(registry.remotes).map(async (name) => {
          const { routes } = await loadRemoteModule<{ routes: RouteObject[] }>(registry, name, 'routes');
          return [name, staticPaths(routes)] as const;
        }),
      );
      return Object.fromEntries(entries);
    },
  };
  (window as unknown as { __site: typeof site }).__site = site;
}
