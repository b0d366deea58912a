/**
 * npm run bench:weight -- [path …]: loads pages of a running site (SITE_URL, default http://127.0.0.1:8080)
 * in headless Chromium and prints, per page, the JavaScript it downloads (raw and gzip bytes), the number of
 * requests, and the longest chain of requests that had to wait for one another before the page's h1 showed.
 * A request waits for another when it starts after that one finished; the chain counts the document too.
 */
import { chromium } from 'playwright-core';
import { gzipSync } from 'node:zlib';

const site = process.env.SITE_URL ?? 'http://127.0.0.1:8080';
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];

interface Timed {
  url: string;
  start: number;
  end: number;
  depth: number;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  for (const path of paths) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const timed: Timed[] = [];
    const started = new Map<string, number>();
    let jsRaw = 0;
    let jsGzip = 0;
    page.on('request', (request) => started.set(request.url() + request.method(), performance.now()));
    page.on('requestfinished', async (request) => {
      const start = started.get(request.url() + request.method()) ?? 0;
      const end = performance.now();
      const before = timed.filter((t) => t.end <= start);
      timed.push({ url: request.url(), start, end, depth: 1 + Math.max(0, ...before.map((t) => t.depth)) });
      const response = await request.response();
      if (response && /javascript/.test(response.headers()['content-type'] ?? '')) {
        const body = await response.body();
        jsRaw += body.length;
        jsGzip += gzipSync(body, { level: 9 }).length;
      }
    });
    await page.goto(site + path);
    await page.locator('main h1').first().waitFor();
    const contentAt = performance.now();
    await page.waitForLoadState('networkidle');
    const beforeContent = timed.filter((t) => t.end <= contentAt);
    const chain = Math.max(0, ...beforeContent.map((t) => t.depth));
    console.log(
      `${path}: JS ${(jsRaw / 1024).toFixed(1)} KB raw, ${(jsGzip / 1024).toFixed(1)} KB gzip; ` +
        `${timed.length} requests; ${chain} sequential requests before the h1 showed`,
    );
    await context.close();
  }
} finally {
  await browser.close();
}
