import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { readRegistry } from '../registry.ts';
import { canPrerender, chromiumPath, launchBrowser, listPaths, prerenderPaths } from './render.ts';

const PRERENDER_FLAG = '__prerender';

/**
 * Which pages show which API answer, by owner: a change to the answer re-renders that owner's pages. '*'
 * means every page (the settings appear in header and footer).
 */
export const DATA_OWNERS: Record<string, string[]> = {
  '/api/settings': ['*'],
  '/api/physicians': ['about'],
  '/api/outreach-events': ['about'],
  '/api/residents': ['education'],
  '/api/fellows': ['education'],
  '/api/news/': ['newsContact', 'shell'],
  '/api/locations': ['patient'],
  '/api/frequently-called-numbers': ['patient'],
  '/api/modalities': ['services', 'shell'],
  '/api/subspecialties': ['services', 'shell'],
  '/api/quickfacts/': ['shell'],
  '/api/testimonials': ['shell'],
  '/api/rotator': ['shell'],
};

/** The owners whose pages must be rendered again, given what changed since the last pass. */
export function staleOwners(
  previous: { versions: Record<string, string>; prints: Record<string, string> } | undefined,
  current: { versions: Record<string, string>; prints: Record<string, string> },
): Set<string> {
  const all = new Set(['shell', ...Object.keys(current.versions)]);
  if (!previous) return all;
  const stale = new Set<string>();
  for (const [name, version] of Object.entries(current.versions)) {
    if (previous.versions[name] === version) continue;
    if (name === 'shell') return all;
    stale.add(name);
    // Home shows the newsContact remote's LatestNews fragment.
    if (name === 'newsContact') stale.add('shell');
  }
  for (const [key, print] of Object.entries(current.prints)) {
    if (previous.prints[key] === print) continue;
    for (const owner of DATA_OWNERS[key] ?? []) {
      if (owner === '*') return all;
      stale.add(owner);
    }
  }
  return stale;
}

export interface PrerenderWorker {
  /** True once the first full pass has finished (or prerendering is off). */
  isReady(): boolean;
  /** Runs one pass now (tests, or right after a release). */
  runOnce(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * Keeps the prerendered pages current (issue: content in the HTML): a full pass at start, then every
 * `intervalMs` it re-renders only the pages of remotes whose registry version changed and of data that
 * changed (an admin edit shows in the HTML within one interval). Passes never overlap. Without Chromium the
 * site is served client-rendered and this says so once.
 */
export function startPrerenderWorker({
  app,
  baseUrl,
  site,
  intervalMs = 20_000,
  log = (line: string) => app.log.info(line),
}: {
  app: FastifyInstance;
  baseUrl: string;
  site: string;
  intervalMs?: number;
  log?: (line: string) => void;
}): PrerenderWorker {
  if (!canPrerender()) {
    log(`prerendering is off: no Chromium at ${chromiumPath()} (set CHROMIUM_PATH); pages render in the browser`);
    return { isReady: () => true, runOnce: async () => [], close: async () => undefined };
  }
  let browser: Browser | undefined;
  let last: Parameters<typeof staleOwners>[0];
  let ready = false;
  let closed = false;
  let running: Promise<string[]> = Promise.resolve([]);

  const fingerprints = async () => {
    const prints: Record<string, string> = {};
    for (const key of Object.keys(DATA_OWNERS)) {
      const response = await app.inject({ method: 'GET', url: key });
      prints[key] = createHash('sha1').update(response.body).digest('hex');
    }
    return prints;
  };

  const pass = async (): Promise<string[]> => {
    const registry = await readRegistry(site);
    const shell = await app.inject({ method: 'GET', url: `/?${PRERENDER_FLAG}` });
    const current = {
      versions: {
        ...Object.fromEntries(Object.entries(registry.remotes).map(([name, r]) => [name, r.version])),
        // A rebuilt shell (new index.html) changes every page.
        shell: createHash('sha1')
          .update(shell.body.replace(/<script id="?site-data"?[^>]*>.*?<\/script>/s, ''))
          .digest('hex'),
      },
      prints: await fingerprints(),
    };
    const stale = staleOwners(last, current);
    if (stale.size === 0) return [];
    browser ??= await launchBrowser();
    const started = performance.now();
    const paths = await listPaths(browser, baseUrl);
    const toRender = [...stale].flatMap((owner) => paths[owner] ?? []);
    const written = await prerenderPaths(browser, baseUrl, site, toRender);
    last = current;
    log(
      `prerendered ${written.length} pages (${[...stale].join(', ')}) in ${Math.round(performance.now() - started)} ms`,
    );
    return written;
  };

  const runOnce = () => {
    running = running.then(pass, pass).catch((error: Error) => {
      log(`prerender pass failed: ${error.message}`);
      return [];
    });
    return running;
  };

  void runOnce().then(() => (ready = true));
  const timer = setInterval(() => {
    if (!closed) void runOnce();
  }, intervalMs);
  timer.unref();

  return {
    isReady: () => ready,
    runOnce,
    async close() {
      closed = true;
      clearInterval(timer);
      await running;
      await browser?.close();
    },
  };
}
