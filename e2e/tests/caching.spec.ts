import type { BrowserContext } from '@playwright/test';
import { expect, test, waitForShell } from '../support/fixtures.ts';

/**
 * A repeat visit sends no request for unchanged code (docs/design.md#speed): every script and stylesheet a
 * page names has an immutable name, so the browser takes it from its cache without asking the server. The
 * test's own context has no request routing, which would turn Chromium's cache off.
 */

/** Opens `path` in a new tab of `context` and lists each script and stylesheet: its URL and whether the cache answered it. */
async function visit(context: BrowserContext, path: string): Promise<{ url: string; cached: boolean }[]> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const files = new Map<string, { url: string; cached: boolean }>();
  // Requests still arriving: a file whose download a closed tab cut short is not in the cache for the next.
  const loading = new Set<string>();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.type === 'Script' || event.type === 'Stylesheet') {
      files.set(event.requestId, { url: new URL(event.request.url).pathname, cached: false });
      loading.add(event.requestId);
    }
  });
  cdp.on('Network.loadingFinished', (event) => loading.delete(event.requestId));
  cdp.on('Network.loadingFailed', (event) => loading.delete(event.requestId));
  cdp.on('Network.requestServedFromCache', (event) => {
    const file = files.get(event.requestId);
    if (file) file.cached = true;
  });
  cdp.on('Network.responseReceived', (event) => {
    const file = files.get(event.requestId);
    if (file && event.response.fromDiskCache) file.cached = true;
  });
  await page.goto(path);
  await waitForShell(page);
  await expect(page.locator('main h1').first()).toBeVisible();
  // Code the page fetches after it shows (on idle) may still be on its way; the visitor's tab stays open for
  // it: past the page's first idle moment, when it has asked for that code, until every download has ended.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await expect.poll(() => loading.size).toBe(0);
  await page.close();
  return [...files.values()];
}

test('a repeat visit takes every script and stylesheet from the browser cache', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  try {
    const path = '/about-us/meet-our-team';
    const first = await visit(context, path);
    // The first visit downloads the page's code (a preloaded file's second request may come from the cache).
    expect(first.filter((file) => file.url.endsWith('.js') && !file.cached).length).toBeGreaterThan(3);

    const repeat = await visit(context, path);
    expect(repeat.map((file) => file.url).sort()).toEqual(first.map((file) => file.url).sort());
    expect(repeat.filter((file) => !file.cached)).toEqual([]);
  } finally {
    await context.close();
  }
});
