import type { CapturedPage, Registry, RouteHandle, SiteSettings } from '@site/shared';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { RouterProvider, type createBrowserRouter, type RouteObject } from '@site/shared/router';
import type { Cache } from 'swr';
import { loadRemoteModule, requestedRemotes } from '../federation/remote-loader.ts';
import { remoteForPath } from '@site/shared/registry';
import { SiteProviders } from '../site-providers.tsx';
import { pageSettled } from './settled.ts';

type Router = ReturnType<typeof createBrowserRouter>;

const sameOriginPath = (href: string) => {
  const url = new URL(href, location.href);
  return url.origin === location.origin ? url.pathname : undefined;
};

/**
 * The page's stylesheets, and the scripts of the remote that owns its path to preload. `used` names the remotes
 * the page asked for; stylesheets of other remotes, left in this document by an earlier page, are not the
 * page's. Fragments of other remotes (LatestNews on Home) are not preloaded: they load when scrolled near.
 */
function pageAssets(registry: Registry, used: Set<string>): Pick<CapturedPage, 'styles' | 'preloads' | 'remotes'> {
  const owner = remoteForPath(registry, location.pathname);
  const ownRemote = (href: string) => {
    const match = /^\/remotes\/([^/]+)\//.exec(href);
    return !match || used.has(match[1]!);
  };
  const styles = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
    .map((link) => sameOriginPath(link.href))
    .filter((href): href is string => Boolean(href) && ownRemote(href!));
  // By the registry's version, not the one that loaded: a page whose remote fell back to `previous` still names
  // the current entry in its document, and must be rendered again when that entry changes.
  const remotes: Record<string, string> = {};
  for (const name of used) if (registry.remotes[name]) remotes[name] = registry.remotes[name].version;
  // Resource timings start with the page (open() clears them), so these are the files this page fetched.
  const preloads = performance
    .getEntriesByType('resource')
    .map((entry) => sameOriginPath(entry.name))
    .filter((href): href is string => Boolean(owner && href?.startsWith(`/remotes/${owner.name}/`)))
    .filter((href) => /\.(js|json)$/.test(href))
    .map((href) => ({ href, as: href.endsWith('.json') ? ('fetch' as const) : ('script' as const) }));
  return { styles: [...new Set(styles)], preloads: [...new Map(preloads.map((p) => [p.href, p])).values()], remotes };
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

/** The live page the renderer looks at: its router, SWR cache and React root. */
export interface LivePage {
  router: Router;
  cache: Cache;
  root: Root;
}

/**
 * Exposes `window.__site` to the renderer (DESIGN §13):
 * - `capture()` renders the current page with React's static renderer, in this browser, from the same route
 *   objects, components and data that the page shows, so the HTML hydrates without a mismatch. It resolves
 *   null when the page used a remote that an earlier page of this document had loaded: the files it fetched
 *   would then not be all it needs, so the renderer captures it again in a new document. With
 *   `{ assetsKnown: true }` (the renderer has the page's files from its last capture) it captures anyway.
 * - `open(path)` shows another page in this document as a first visit would (`open` from main.tsx), so the
 *   renderer need not load the shell again for each page. It resolves false, showing nothing, when the path's
 *   remote is already loaded here or a page of the shell's own was shown here (its lazy stylesheets stay in
 *   the document): that page needs a new document. `{ anyDocument: true }` opens it regardless.
 * - `settled()` says whether the page has finished loading its deferred blocks and data (pageSettled).
 * - `routes()` lists every remote's static public paths.
 */
export function exposeCapture({
  registry,
  settings,
  page: first,
  open,
}: {
  registry: Registry;
  settings: SiteSettings;
  /** The page the document was opened at. */
  page: LivePage;
  open: (path: string) => Promise<LivePage>;
}) {
  let page = first;
  // Remotes that pages before the current one asked for, and whether one of those was the shell's own.
  const earlier = new Set<string>();
  let shellPageShown = false;
  const site = {
    ready: true,
    async capture({ assetsKnown = false } = {}): Promise<CapturedPage | null> {
      const used = new Set(requestedRemotes);
      if (!assetsKnown && [...used].some((name) => earlier.has(name))) return null;
      const { router, cache, root } = page;
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
      // React's static renderer leaves the context values of the last part it rendered on the context objects
      // it shares with the page's React (the router's among them); rendering nothing switches them back, so the
      // next page opened in this document starts outside any router.
      await prerender(<></>);
      // Assets of remotes built with publicPath 'auto' carry this origin; stored pages must work on any host.
      // React writes each <title> the page rendered at the start of the markup; the document's head carries
      // the one that counts (head.title), and React puts its own in the head again when it hydrates.
      const html = (await new Response(prelude).text())
        .replaceAll(`${location.origin}/`, '/')
        .replace(/<title>[^<]*<\/title>/g, '');
      return {
        path: router.state.location.pathname,
        html,
        swrData,
        ...head,
        ...pageAssets(registry, used),
      };
    },
    /** See pageSettled: the renderer captures only once this is true and the network is quiet. */
    settled(): boolean {
      return pageSettled(page.cache);
    },
    async open(path: string, { anyDocument = false } = {}): Promise<boolean> {
      for (const name of requestedRemotes) earlier.add(name);
      if (!remoteForPath(registry, location.pathname)) shellPageShown = true;
      const owner = remoteForPath(registry, path);
      if (!anyDocument && (shellPageShown || (owner && earlier.has(owner.name)))) return false;
      site.ready = false;
      page.root.unmount();
      requestedRemotes.clear();
      performance.clearResourceTimings();
      page = await open(path);
      site.ready = true;
      return true;
    },
    async routes(): Promise<Record<string, string[]>> {
      const entries = await Promise.all(
        Object.keys(registry.remotes).map(async (name) => {
          const { routes } = await loadRemoteModule<{ routes: RouteObject[] }>(name, 'routes');
          return [name, staticPaths(routes)] as const;
        }),
      );
      return Object.fromEntries(entries);
    },
  };
  (window as unknown as { __site: typeof site }).__site = site;
}
