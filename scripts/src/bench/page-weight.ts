/**
 * npm run bench:weight -- [path …]: loads pages of a running site (SITE_URL, default http://127.0.0.1:8080)
 * in headless Chromium, each in a fresh context (nothing cached), on a phone's screen (412 × 823, as
 * Lighthouse's mobile audit) and on a desktop's (1350 × 940), and prints per page and screen: the JavaScript it
 * downloads (raw and gzip bytes), the number of requests, when its main heading was first in the page (ms
 * after navigation start), and the longest chain of requests that had to wait for one another before then.
 * A request waits for another when it starts after that one has finished; the document counts as one.
 */
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../browser.ts';

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

const browser = await launchBrowser();
try {
  const runs = Object.entries(screens).flatMap(([screen, options]) => paths.map((path) => ({ screen, options, path })));
  for (const { screen, options, path } of runs) {
    const context = await browser.newContext(options);
    await context.addInitScript(watchHeading);
    const page = await context.newPage();
    let jsRaw = 0;
    let jsGzip = 0;
    page.on('response', async (response) => {
      if (!/javascript/.test(response.headers()['content-type'] ?? '')) return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      jsRaw += body.length;
      jsGzip += gzipSync(body, { level: 9 }).length;
    });
    await page.goto(site + path, { waitUntil: 'networkidle' });
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
      `${screen} ${path}: JS ${(jsRaw / 1024).toFixed(1)} KB raw, ${(jsGzip / 1024).toFixed(1)} KB gzip; ${timing.requests} requests; ` +
        `heading at ${Math.round(timing.h1At)} ms after ${timing.chain} sequential requests`,
    );
    await context.close();
  }
} finally {
  await browser.close();
}
