/**
 * The shell's server entry (docs/decisions/0006-render-in-node.md): renders one page in Node, inside the same route tree, providers and
 * data the browser hydrates with. Built by the shell's Node build into `dist/server/render-page.cjs`; the
 * renderer (server/src/render/) calls it with the registry's remotes loaded from their Node builds.
 */
import {
  DocumentTitleCollector,
  pageDataRouterContext,
  SETTINGS_PATH,
  SiteOriginContext,
  type PageData,
  type PageDataSource,
} from '@site/shared';
import type { Registry, RouteHandle, SiteSettings } from '@site/contracts/types';
import { createMemoryRouter, RouterProvider, type RouteObject } from '@site/shared/router';
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { SWRConfig, type Middleware } from 'swr';
import type { LoadRemoteModule } from '../federation/remote-modules.ts';
import { patchRemoteRoutes, shellRoutes, whenRouterReady } from '../router/create-router.tsx';
import { SiteProviders } from '../site-providers.tsx';
import { noteRouteBuild, pageModules, type PageModules } from './page-modules.ts';

/**
 * Registers the registry's remotes with the shell's federation runtime (node-remotes.ts).
 *
 * @public (called by the render sandbox on the Node build's exports, server/src/render/render-sandbox.ts)
 */
export { nodeRemotes } from './node-remotes.ts';

/** What renderPage needs: the page, what it is rendered with, and how it reaches remotes and the API. */
export interface RenderRequest {
  /** The page's path, e.g. `/about-us/leadership`. */
  path: string;
  registry: Registry;
  settings: SiteSettings;
  /** The site's public origin (SITE_URL), e.g. `https://www.example.org`, for absolute URLs in the markup. */
  origin: string;
  /** Loads a remote's exposed module from its Node build. */
  loadRemote: LoadRemoteModule;
  /**
   * The answer of an API path a route's loader declares (an SWR key such as `/api/physicians`), or undefined
   * when it has none (an unknown id): the page then renders as the browser would before that answer arrives.
   */
  fetchApi: (key: string) => Promise<unknown>;
}

/** One page as the server rendered it: what the document is composed from and what its record names. */
export interface RenderedPage {
  /** The path the router ended on (a redirect shows here). */
  path: string;
  /** The markup of #root, as React's static renderer wrote it. */
  html: string;
  /** The API answers the markup was rendered from, by API path: exactly what the browser hydrates with. */
  swrData: Record<string, unknown>;
  /** The document title, '{title} | {organisation name}'. */
  title: string;
  /** The meta description from the deepest route handle that has one. */
  description: string;
  /** The remotes whose modules the page loaded, by federation name. */
  remotes: string[];
  /** By remote, the exposed modules the page loaded from it (`routes`, `LatestNews`). */
  exposes: Record<string, string[]>;
  /**
   * The modules the routes the page matched declare (`handle.modules`), the shell's and its remote's: what
   * their `lazy` loads (the renderer maps them to browser files through each build's page-assets.json).
   */
  modules: PageModules;
}

/** Records every SWR key a render asks for, so a page reading data its routes do not declare is caught. */
const recordKeys =
  (keys: Set<string>): Middleware =>
  (useSWRNext) =>
  (key, fetcher, config) => {
    if (typeof key === 'string') keys.add(key);
    return useSWRNext(key, fetcher, config);
  };

/**
 * Renders the page at `request.path` (docs/decisions/0007-route-loaders.md): a memory router at that address with
 * the shell's routes, the owning remote's routes patched in as in the browser, whose loaders (pageData) fetch
 * the API paths the matched routes declare; then one render by React's static renderer (`react-dom/static`),
 * with every boundary inline, from those answers. Nothing is kept between calls, so pages may render concurrently.
 * Returns undefined when the router moved to another page (an unknown address goes to /404); throws when a
 * route, a loader, a remote or a component fails, or when the page reads an API path no matched route declares.
 */
export async function renderPage(request: RenderRequest): Promise<RenderedPage | undefined> {
  const { path, registry, settings } = request;
  const exposes = new Map<string, Set<string>>();
  // Which remote declared each route handle: a matched route's modules are looked up in that remote's build.
  const builds = new Map<object, string>();
  const loadRemote: LoadRemoteModule = async <T,>(name: string, module: string) => {
    exposes.set(name, (exposes.get(name) ?? new Set()).add(module));
    const loaded = await request.loadRemote<T>(name, module);
    if (module === 'routes') noteRouteBuild((loaded as { routes: RouteObject[] }).routes, name, builds);
    return loaded;
  };
  // The settings come with the request: the page is rendered with exactly those.
  const declared = new Set<string>([SETTINGS_PATH]);
  const source: PageDataSource = {
    load: async (paths) => {
      for (const key of paths) declared.add(key);
      return Object.fromEntries(await Promise.all(paths.map(async (key) => [key, await request.fetchApi(key)])));
    },
  };
  const router = createMemoryRouter(shellRoutes(), {
    initialEntries: [path],
    patchRoutesOnNavigation: patchRemoteRoutes(registry, loadRemote),
    getContext: () => pageDataRouterContext(source),
  });
  await whenRouterReady(router);
  const { location, errors, matches, loaderData } = router.state;
  if (errors) throw Object.values(errors)[0];
  if (location.pathname.toLowerCase() !== path.toLowerCase()) return undefined;

  const swrData: Record<string, unknown> = {};
  for (const answers of Object.values(loaderData) as (PageData | null | undefined)[]) {
    for (const [key, answer] of Object.entries(answers ?? {})) if (answer !== undefined) swrData[key] = answer;
  }
  const keys = new Set<string>();
  let title = settings.organization_name;
  const html = await renderToMarkup(
    <SiteProviders registry={registry} settings={settings} swrData={swrData} cache={new Map()} loadRemote={loadRemote}>
      <SWRConfig value={{ use: [recordKeys(keys)] }}>
        <SiteOriginContext.Provider value={request.origin}>
          <DocumentTitleCollector.Provider value={(text) => (title = text)}>
            <RouterProvider router={router} />
          </DocumentTitleCollector.Provider>
        </SiteOriginContext.Provider>
      </SWRConfig>
    </SiteProviders>,
  );
  // A stored page shows its data, never a loading state: what it reads must be fetched before it renders.
  const undeclared = [...keys].filter((key) => key.startsWith('/api/') && !declared.has(key));
  if (undeclared.length) {
    throw new Error(`${path} reads ${undeclared.join(', ')}, which no loader of its routes declares (pageData).`);
  }
  const description = [...matches].reverse().find((m) => (m.route.handle as RouteHandle | undefined)?.description)
    ?.route.handle as RouteHandle | undefined;
  return {
    path: location.pathname,
    html,
    swrData,
    title,
    description: description?.description ?? '',
    remotes: [...exposes.keys()],
    exposes: Object.fromEntries([...exposes].map(([name, modules]) => [name, [...modules]])),
    modules: pageModules(
      matches.map((match) => match.route),
      builds,
    ),
  };
}

/**
 * The static markup of `tree`, every boundary inline and in place (no script moves it). Throws the first
 * error any part of it threw, even one a Suspense boundary would leave to the browser: a stored page is
 * whole or not stored.
 */
async function renderToMarkup(tree: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(<StrictMode>{tree}</StrictMode>, {
    // React otherwise moves large boundaries (over 12.8 KB) out of place and puts them back with inline
    // <script> tags, which the Content-Security-Policy (script-src 'self') does not run.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      errors.push(error);
    },
  });
  const html = await new Response(prelude).text();
  if (errors.length) throw errors[0];
  return html;
}
