/**
 * npm run bench:weight -- [path …]: loads pages of a running site (SITE_URL, default http://127.0.0.1:8080)
 * in headless Chromium, each in a fresh context (nothing cached), on a phone's screen (412 × 823, as
 * Lighthouse's mobile audit) and on a desktop's (1350 × 940), and prints per page and screen: the JavaScript it
 * downloads (raw and gzip bytes; its script files and the scripts its document runs inline), the number of requests, when its main heading was first in the page (ms
 * after navigation start), and the longest chain of requests that had to wait for one another before then.
 * A request waits for another when it starts after that one has finished; the document counts as one.
 * Then what that JavaScript is (docs/design.md#speed): its gzip bytes by part (react-dom, the router, the
 * federation runtime, swr, dayjs, the shell, shared, the page's remote, other packages), each file's bytes
 * shared out by the source each package put in it, as its build's chunk-packages.json gives them. That needs
 * the site to serve this checkout's builds (npm start does); a file no build here lists counts as unknown.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../browser.ts';
import { ROOT, remoteFolder } from '../paths.ts';
import { CHUNK_PACKAGES_FILE, type ChunkPackagesFile } from '../webpack/chunk-packages-plugin.ts';

const site = process.env.SITE_URL ?? 'http://127.0.0.1:8080';
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];

// Runs in the page before any of its scripts: notes when a main heading first exists.
const watchHeading = () => {
  const mark = () => {
    if (!(window as unknown as { __h1At?: number }).__h1At && document.querySelector('main h1')) {
      (window as unknown as { __h1At?: number }).__h1At = performance.now();
    }
  };
  new MutationObserver(mark).observe(document, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', mark);
};

// Code that only a wide screen uses (the desktop menu) is not fetched on a phone, so the two differ.
const screens = {
  mobile: { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1350, height: 940 } },
};

/** The part of a page's JavaScript a package counts under. */
function partOf(pkg: string): string {
  if (pkg === 'react-dom' || pkg === 'scheduler') return 'react-dom';
  if (pkg === 'react') return 'react';
  if (pkg === 'react-router' || pkg === 'react-router-dom') return 'router';
  if (pkg.startsWith('@module-federation/') || pkg === '.federation' || pkg === 'webpack runtime') return 'federation';
  if (pkg === 'swr' || pkg === 'use-sync-external-store' || pkg === 'dequal') return 'swr';
  if (pkg === 'dayjs') return 'dayjs';
  if (pkg === 'shell' || pkg === 'shared' || pkg === 'contracts') return pkg;
  if (pkg.startsWith('mfe-')) return 'remote';
  return 'other';
}
const PARTS = [
  'react-dom',
  'react',
  'router',
  'federation',
  'swr',
  'dayjs',
  'shell',
  'shared',
  'contracts',
  'remote',
  'other',
  'unknown',
];

const chunkPackages = new Map<string, ChunkPackagesFile>();
/** The chunk-packages.json of the local build a served script comes from, or undefined. */
function buildOf(pathname: string): ChunkPackagesFile | undefined {
  const remote = /^\/remotes\/([^/]+)\//.exec(pathname)?.[1];
  let dist: string;
  try {
    dist = remote ? path.join(remoteFolder(remote).dir, 'dist') : path.join(ROOT, 'shell/dist');
  } catch {
    return undefined;
  }
  if (!chunkPackages.has(dist)) {
    try {
      chunkPackages.set(dist, JSON.parse(readFileSync(path.join(dist, CHUNK_PACKAGES_FILE), 'utf8')));
    } catch {
      chunkPackages.set(dist, {});
    }
  }
  return chunkPackages.get(dist);
}

/** Adds a script's gzip bytes to `parts`, shared out by the source each package put in it. */
function attribute(parts: Record<string, number>, url: string, gzip: number): void {
  const { pathname } = new URL(url);
  const packages = buildOf(pathname)?.[path.basename(pathname)];
  const total = packages ? Object.values(packages).reduce((sum, bytes) => sum + bytes, 0) : 0;
  if (!packages || total === 0) {
    parts.unknown = (parts.unknown ?? 0) + gzip;
    return;
  }
  for (const [pkg, bytes] of Object.entries(packages)) {
    const part = partOf(pkg);
    parts[part] = (parts[part] ?? 0) + (gzip * bytes) / total;
  }
}

const browser = await launchBrowser();
try {
  const runs = Object.entries(screens).flatMap(([screen, options]) => paths.map((path) => ({ screen, options, path })));
  for (const { screen, options, path } of runs) {
    const context = await browser.newContext(options);
    await context.addInitScript(watchHeading);
    const page = await context.newPage();
    let jsRaw = 0;
    let jsGzip = 0;
    const parts: Record<string, number> = {};
    page.on('response', async (response) => {
      if (!/javascript/.test(response.headers()['content-type'] ?? '')) return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      const gzip = gzipSync(body, { level: 9 }).length;
      jsRaw += body.length;
      jsGzip += gzip;
      attribute(parts, response.url(), gzip);
    });
    await page.goto(site + path, { waitUntil: 'networkidle' });
    // The shell's start-up script comes inline in the document (paint-first-plugin.ts): it is JavaScript the
    // page downloads as surely as a file, so it counts, as the shell's, each script gzipped on its own. The
    // browser's own parse says which elements are scripts it runs (no src, a JavaScript type), not data islands.
    const inlineScripts = await page.evaluate(() =>
      [...document.scripts]
        .filter((script) => !script.src && /^$|^module$|^(text|application)\/(java|ecma)script$/i.test(script.type))
        .map((script) => script.text)
        .filter((text) => text.trim() !== ''),
    );
    for (const script of inlineScripts) {
      const gzip = gzipSync(script, { level: 9 }).length;
      jsRaw += Buffer.byteLength(script);
      jsGzip += gzip;
      parts.shell = (parts.shell ?? 0) + gzip;
    }
    const timing = await page.evaluate(() => {
      const entries = [
        ...performance.getEntriesByType('navigation'),
        ...performance.getEntriesByType('resource'),
      ] as PerformanceResourceTiming[];
      const h1At = (window as unknown as { __h1At?: number }).__h1At ?? Number.NaN;
      const depth = new Map<PerformanceResourceTiming, number>();
      for (const entry of [...entries].sort((a, b) => a.startTime - b.startTime)) {
        const waited = [...depth.entries()].filter(([other]) => other.responseEnd <= entry.startTime);
        depth.set(entry, 1 + Math.max(0, ...waited.map(([, d]) => d)));
      }
      const before = [...depth.entries()].filter(([entry]) => entry.responseEnd <= h1At);
      return { h1At, requests: entries.length, chain: Math.max(0, ...before.map(([, d]) => d)) };
    });
    console.log(
      `${screen} ${path}: JS ${(jsRaw / 1024).toFixed(1)} KB raw, ${(jsGzip / 1024).toFixed(2)} KB gzip; ${timing.requests} requests; ` +
        `heading at ${Math.round(timing.h1At)} ms after ${timing.chain} sequential requests`,
    );
    const kb = (bytes: number) => (bytes / 1024).toFixed(1);
    console.log(
      `  gzip KB by part: ${PARTS.filter((part) => parts[part])
        .map((part) => `${part} ${kb(parts[part]!)}`)
        .join(', ')}`,
    );
    await context.close();
  }
} finally {
  await browser.close();
}
