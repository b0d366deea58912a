/** @jest-environment node */
/*
 * A page rendered in Node hydrates in the browser with no warning (docs/decisions/0006-render-in-node.md), one page per remote.
 *
 * Why this shape: the server render must see no `document` (isServerRender) and load React, SWR and the
 * router without a window, as the renderer does; the hydration must see a browser, and several libraries
 * decide at import time whether they run in one (SWR's IS_SERVER, react-dom's canUseDOM). So the file runs
 * in Node, renders with the modules imported at the top, then installs a jsdom window as globals and
 * hydrates with a second, isolated module graph (jest.isolateModulesAsync) imported while that window is
 * there, as main.tsx does in the browser. The remotes come from source through `import()` (the lint rule
 * that keeps the shell off remote sources checks static imports only): the renderer loads their Node builds.
 */
import type { Registry, SectionEntry, SiteSettings } from '@site/contracts/types';
import {
  buildLocation,
  buildNewsItem,
  buildPhysician,
  buildPracticeContact,
  buildRotatorSlide,
  buildServiceSummary,
  buildSettings,
  buildTestimonial,
} from '@site/test-support/builders';
import { JSDOM } from 'jsdom';
import { format } from 'node:util';
import type { LoadRemoteModule } from '../federation/remote-modules.ts';
import { stubObservers } from '../test-support/home.ts';
import { renderPage, type RenderedPage } from './render-page.tsx';

// Each case imports a remote's source graph twice (the server's modules, then an isolated browser graph) and
// renders it in both: seconds of CPU on a busy two-core machine, past jest's 5-second default. A case cut off
// by that default keeps running under the next one, which then fails with React's invalid hook call.
jest.setTimeout(30_000);

/** The site's public origin: given to the server render, and written into the document's canonical link. */
const ORIGIN = 'https://www.example.org';

/** Each remote's exposed modules (its webpack `exposes`), imported from source. */
const remoteModules: Record<string, Record<string, () => Promise<unknown>>> = {
  about: { routes: () => import('../../../mfe-about/src/routes.tsx') },
  admin: { routes: () => import('../../../mfe-admin/src/routes.tsx') },
  education: { routes: () => import('../../../mfe-education/src/routes.tsx') },
  newsContact: {
    routes: () => import('../../../mfe-news-contact/src/routes.tsx'),
    LatestNews: () => import('../../../mfe-news-contact/src/fragments/latest-news/latest-news.tsx'),
  },
  patient: { routes: () => import('../../../mfe-patient/src/routes.tsx') },
  services: { routes: () => import('../../../mfe-services/src/routes.tsx') },
};

/** Loads a remote's module from source, in whichever module graph (server or browser) is current. */
const loadRemote: LoadRemoteModule = async (name, module) => {
  const load = remoteModules[name]?.[module];
  if (!load) throw new Error(`No module ${name}/${module}`);
  return (await load()) as never;
};

/** The registry the build would write: every remote at 1.0.0 with the `section` its routes.tsx exports. */
async function buildSiteRegistry(): Promise<Registry> {
  const remotes: Registry['remotes'] = {};
  for (const name of Object.keys(remoteModules)) {
    const { section } = await loadRemote<{ section: SectionEntry }>(name, 'routes');
    remotes[name] = { version: '1.0.0', entry: `/remotes/${name}/1.0.0/remoteEntry.js`, ...section };
  }
  return { schemaVersion: 1, remotes };
}

const settings: SiteSettings = buildSettings();
// Story 2 is written in the words the site shows while loading or failing: an editor may write anything, and
// no text decides whether a page has finished rendering.
const uiWords = 'Loading the page… Something went wrong. This part of the site could not be shown.';
const news = [
  buildNewsItem({ id: 1, title: 'New MRI suite opens' }),
  buildNewsItem({ id: 2, title: 'Loading…', full_text: `<p>${uiWords}</p>` }),
];

/** The API's answers, by SWR key: what each case's page and the layout around it read. */
const api: Record<string, unknown> = {
  '/api/settings': settings,
  '/api/modalities': [buildServiceSummary({ name: 'MRI', url: '/services/modalities/magnetic-resonance-imaging' })],
  '/api/subspecialties': [
    buildServiceSummary({ name: 'Neuroradiology', url: '/services/subspecialties/neuroradiology' }),
  ],
  '/api/physicians': [
    buildPhysician({ full_name: 'Ada Reader, MD', last_name: 'Reader', subspecialties: ['Neuroradiology'] }),
  ],
  '/api/practice-contacts': [buildPracticeContact({ group: 'residency', full_name: 'Dana Director, MD' })],
  '/api/news/': news,
  '/api/news/?id=1': news[0],
  '/api/news/?id=2': news[1],
  '/api/locations': [buildLocation({ name: 'Downtown Imaging' }), buildLocation({ name: 'Northside Imaging' })],
  '/api/rotator': [buildRotatorSlide({ title: 'Subspecialty radiologists, close to home' }), buildRotatorSlide()],
  '/api/quickfacts/': [{ number: '52', title: 'Physicians and physician assistants' }],
  '/api/testimonials': [buildTestimonial(), buildTestimonial()],
};

/** Answers an API key from `api`; an unknown key is logged (to see what a page asks for) and has no answer. */
async function fetchApi(key: string): Promise<unknown> {
  if (!(key in api)) console.log(`no answer for ${key}`);
  return api[key];
}

/** One page of each remote, and a text of its data that shows it rendered with that data. */
const cases = [
  ['about', '/about-us/meet-our-team', 'Ada Reader, MD'],
  ['education', '/education/radiology-residency', 'Dana Director, MD'],
  ['newsContact', '/news/1', 'New MRI suite opens'],
  ['newsContact, a story in the site’s own loading and error words', '/news/2', uiWords],
  ['patient', '/patient-information/locations', 'Downtown Imaging'],
  ['services', '/services/modalities/magnetic-resonance-imaging', 'Magnetic Resonance Imaging'],
  // admin has no public page (its registry entry lists no routes, so none is rendered); Home stands in.
  ['shell', '/', 'Subspecialty radiologists, close to home'],
];

/** What hydrating a stored page reported, and its h1 before and after. */
interface Hydration {
  /** Recoverable errors (a mismatch React repaired by rendering afresh) and console errors (its warnings). */
  errors: string[];
  h1Before: Element | null;
  h1After: Element | null;
  /** Whether React took over the h1: hydrated nodes carry React's fibre, untouched ones do not. */
  h1Hydrated: boolean;
}

/**
 * Makes `window` the browser for the code that runs until the returned function is called: every global it
 * has and Node lacks, and its navigator and events. Timers started meanwhile are the page's and are cleared
 * when it goes, as a closed tab's are (SWR's would keep Node running for seconds).
 */
function installWindow(window: Window & typeof globalThis): () => void {
  const timers: ReturnType<typeof setTimeout>[] = [];
  const tracked =
    <A extends unknown[]>(start: (...args: A) => ReturnType<typeof setTimeout>) =>
    (...args: A) => {
      const timer = start(...args);
      timers.push(timer);
      return timer;
    };
  const missing = Object.getOwnPropertyNames(window).filter((key) => !(key in globalThis));
  const values: Record<string, unknown> = {
    ...Object.fromEntries(missing.map((key) => [key, window[key as never]])),
    ...{ navigator: window.navigator, Event: window.Event, CustomEvent: window.CustomEvent },
    ...{ setTimeout: tracked(setTimeout), setInterval: tracked(setInterval) },
  };
  const saved = Object.keys(values).map((key) => [key, Object.getOwnPropertyDescriptor(globalThis, key)] as const);
  for (const [key, value] of Object.entries(values)) {
    Object.defineProperty(globalThis, key, { configurable: true, writable: true, value });
  }
  return () => {
    for (const [key, descriptor] of saved) {
      if (descriptor) Object.defineProperty(globalThis, key, descriptor);
      else delete (globalThis as Record<string, unknown>)[key];
    }
    for (const timer of timers) clearTimeout(timer);
  };
}

/**
 * What a desktop browser `width` px wide has and jsdom lacks: matchMedia (widths match, no stated
 * preferences). The observers come from stubObservers (every element on screen, so every deferred block
 * loads and hydrates).
 */
function browserStandIns(width: number) {
  const ignore = () => undefined;
  const matchMedia = (query: string): MediaQueryList => {
    const bound = /\((min|max)-width:\s*(\d+)px\)/.exec(query);
    const matches = bound ? (bound[1] === 'min' ? width >= Number(bound[2]) : width <= Number(bound[2])) : false;
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: ignore,
      removeEventListener: ignore,
      addListener: ignore,
      removeListener: ignore,
      dispatchEvent: () => false,
    };
  };
  return { matchMedia };
}

/** Resolves after `ms` milliseconds. */
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once `done()` holds, checking every 10 ms; rejects naming `what` after two seconds. */
async function until(done: () => boolean, what: string): Promise<void> {
  for (let waited = 0; !done(); waited += 10) {
    if (waited > 2000) throw new Error(`Timed out waiting for ${what}`);
    await pause(10);
  }
}

/**
 * Hydrates `page` as main.tsx does in a browser: a jsdom document holding the stored markup in #root, the
 * shell's providers with the page's data, and a router with the shell's routes and the remotes' routes,
 * hydrated once it is ready. All of React, SWR, the router, the shell and the remotes are imported afresh
 * while the window is installed. Waits until every deferred block has hydrated, then unmounts.
 */
async function hydrateInBrowser(page: RenderedPage, registry: Registry): Promise<Hydration> {
  // The document's head as the server writes it (server/src/render/document.ts) as far as the page reads it.
  const head = `<link rel="canonical" href="${ORIGIN}${page.path}">`;
  const dom = new JSDOM(`<!doctype html><head>${head}</head><div id="root" data-prerendered>${page.html}</div>`, {
    url: `${ORIGIN}${page.path}`,
    pretendToBeVisual: true,
  });
  Object.assign(dom.window, browserStandIns(dom.window.innerWidth));
  stubObservers(dom.window);
  const container = dom.window.document.getElementById('root')!;
  const h1Before = container.querySelector('h1');
  const result: Hydration = { errors: [], h1Before, h1After: null, h1Hydrated: false };
  const consoleError = jest.spyOn(console, 'error').mockImplementation((...args) => {
    result.errors.push(format(...args));
  });
  // The browser's fetch reaches the same API the page was rendered from (SWR revalidates after hydrating).
  const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const answer = await fetchApi(String(input));
    return new Response(JSON.stringify(answer ?? null), { status: answer === undefined ? 404 : 200 });
  });
  const restore = installWindow(dom.window as unknown as Window & typeof globalThis);
  try {
    await jest.isolateModulesAsync(async () => {
      const { StrictMode } = await import('react');
      const { hydrateRoot } = await import('react-dom/client');
      const { createMemoryRouter } = await import('@site/shared/router');
      const { SiteProviders } = await import('../site-providers.tsx');
      const { SiteRouter } = await import('../router/section-recovery.tsx');
      const { patchRemoteRoutes, shellRoutes, whenRouterReady } = await import('../router/create-router.tsx');
      const { PreviousVersions } = await import('../federation/previous-version.ts');
      const router = createMemoryRouter(shellRoutes(), {
        initialEntries: [page.path],
        patchRoutesOnNavigation: patchRemoteRoutes(registry, loadRemote),
      });
      await whenRouterReady(router);
      const root = hydrateRoot(
        container,
        <StrictMode>
          <SiteProviders
            registry={registry}
            settings={settings}
            swrData={JSON.parse(JSON.stringify(page.swrData))}
            cache={new Map()}
            loadRemote={loadRemote}
          >
            <SiteRouter router={router} versions={new PreviousVersions(registry, { registerRemotes: jest.fn() })} />
          </SiteProviders>
        </StrictMode>,
        { onRecoverableError: (error) => result.errors.push(`Recoverable: ${String(error)}`) },
      );
      try {
        const deferred = () => [...container.querySelectorAll('[data-deferred]')];
        await until(() => deferred().every((block) => block.hasAttribute('data-loaded')), 'the deferred blocks');
        await pause(50);
        result.h1After = container.querySelector('h1');
        result.h1Hydrated = Object.keys(result.h1After ?? {}).some((key) => key.startsWith('__reactFiber$'));
      } finally {
        root.unmount();
        // React finishes the unmount in a later task, which must still see the window.
        await pause(50);
      }
    });
  } finally {
    restore();
    consoleError.mockRestore();
    fetchSpy.mockRestore();
    dom.window.close();
  }
  return result;
}

describe('a page rendered in Node', () => {
  it.each(cases)('%s: %s hydrates in jsdom with no warning', async (_remote, path, shows) => {
    const registry = await buildSiteRegistry();
    const page = await renderPage({ path, registry, settings, origin: ORIGIN, loadRemote, fetchApi });
    expect(page?.path).toBe(path);
    expect(page!.html).toContain(shows);
    const hydration = await hydrateInBrowser(page!, registry);
    expect(hydration.errors).toEqual([]);
    expect(hydration.h1Before).not.toBeNull();
    expect(hydration.h1After).toBe(hydration.h1Before);
    expect(hydration.h1Hydrated).toBe(true);
  });
});

describe('the data a page reads', () => {
  it('is what its routes’ loaders declare, each path fetched once before the one render', async () => {
    const registry = await buildSiteRegistry();
    const asked: string[] = [];
    const page = await renderPage({
      path: '/about-us/meet-our-team',
      registry,
      settings,
      origin: ORIGIN,
      loadRemote,
      fetchApi: async (key) => {
        asked.push(key);
        return fetchApi(key);
      },
    });
    expect(asked.sort()).toEqual(['/api/modalities', '/api/physicians', '/api/subspecialties']);
    expect(Object.keys(page!.swrData).sort()).toEqual(asked);
    expect(page!.html).toContain('Ada Reader, MD');
  });

  it('fails the render of a page that reads a path no loader of its routes declares', async () => {
    const registry = await buildSiteRegistry();
    const { useApi } = await import('@site/shared');
    // A section team's page that reads the physicians without declaring them: stored, it would show a
    // loading state instead of its content.
    function Undeclared() {
      const { data } = useApi<unknown[]>('/api/physicians');
      return <h1>{data ? 'Physicians' : 'Loading…'}</h1>;
    }
    const undeclaredRemote: LoadRemoteModule = async (name, module) =>
      name === 'about' && module === 'routes'
        ? ({ routes: [{ path: '/about-us/meet-our-team', Component: Undeclared }] } as never)
        : loadRemote(name, module);
    await expect(
      renderPage({
        path: '/about-us/meet-our-team',
        registry,
        settings,
        origin: ORIGIN,
        loadRemote: undeclaredRemote,
        fetchApi,
      }),
    ).rejects.toThrow('/about-us/meet-our-team reads /api/physicians, which no loader of its routes declares');
  });
});

describe('the modules a page names for its files', () => {
  it('are those its matched routes declare, by the build whose routes they are', async () => {
    const registry = await buildSiteRegistry();
    const service = await renderPage({
      path: '/services/modalities/ct-scan',
      registry,
      settings,
      origin: ORIGIN,
      loadRemote,
      fetchApi,
    });
    // The service template and the entry's text, which the template's loader imports.
    expect(service!.modules).toEqual({
      shell: [],
      remotes: { services: ['src/pages/service-page/service-page.tsx', 'src/content/modalities/ct-scan.ts'] },
    });
    const home = await renderPage({ path: '/', registry, settings, origin: ORIGIN, loadRemote, fetchApi });
    expect(home!.modules).toEqual({ shell: ['src/pages/home/home.tsx'], remotes: {} });
  });
});
