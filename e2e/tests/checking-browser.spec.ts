import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import type { Browser } from '@playwright/test';
import { hasChromium, launchBrowser, siteOnlyContext } from '@site/scripts/browser';

/**
 * The browser the release and audit tools launch (scripts/src/browser.ts) reaches the site it checks and
 * nothing else. It starts its own Chromium, as the tools do, rather than Playwright Test's.
 */

let browser: Browser;
let site: Server;
let elsewhere: Server;
const asked: string[] = [];
let connections = 0;

/** Starts `server` on a free loopback port once; returns its origin. */
const listen = (server: Server) =>
  new Promise<string>((resolve) => {
    const origin = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    if (server.listening) resolve(origin());
    else server.listen(0, '127.0.0.1', () => resolve(origin()));
  });

test.beforeAll(async () => {
  if (!hasChromium()) throw new Error('These tests need Chromium (apt-get install chromium, or CHROMIUM_PATH).');
  site = createServer((_request, response) => response.end('<!doctype html><title>site</title>'));
  elsewhere = createServer((request, response) => {
    asked.push(request.url!);
    response.end('reached');
  });
  // Any TCP connection counts, so an https request (a TLS handshake this plain server cannot finish) shows too.
  elsewhere.on('connection', () => (connections += 1));
  browser = await launchBrowser();
});
test.afterAll(async () => {
  await browser.close();
  site.close();
  elsewhere.close();
});

test.describe('the checking browser', () => {
  test('reaches the site it checks and nothing else: no other host, address or local port', async () => {
    const origin = await listen(site);
    const other = await listen(elsewhere);
    const context = await siteOnlyContext(browser, origin);
    const page = await context.newPage();
    await page.goto(`${origin}/`);
    const outcomes = await page.evaluate(
      async (targets) =>
        Promise.all(
          targets.map((url) =>
            fetch(url, { mode: 'no-cors' }).then(
              () => `${url} reached`,
              () => `${url} refused`,
            ),
          ),
        ),
      ['https://analytics.example/collect', 'http://93.184.216.34/', `${other}/beacon`, `${origin}/own`],
    );
    expect(outcomes).toEqual([
      'https://analytics.example/collect refused',
      'http://93.184.216.34/ refused',
      `${other}/beacon refused`,
      `${origin}/own reached`,
    ]);
    expect(asked).toEqual([]);
    await context.close();
  });

  test('sends no https beacon to another host or port: no connection is ever opened', async () => {
    const origin = await listen(site);
    const port = new URL(await listen(elsewhere)).port;
    const context = await siteOnlyContext(browser, origin);
    const page = await context.newPage();
    await page.goto(`${origin}/`);
    const before = connections;
    const queued = await page.evaluate(
      async (targets) => {
        const results = targets.map((url) => navigator.sendBeacon(url, 'page_view'));
        await Promise.all(
          targets.map((url) => fetch(url, { method: 'POST', mode: 'no-cors', keepalive: true }).catch(() => undefined)),
        );
        return results;
      },
      [`https://localhost:${port}/collect`, `https://127.0.0.1:${port}/collect`, `http://localhost:${port}/collect`],
    );
    // The beacons were queued (the page could not tell), yet none reached the listening port.
    expect(queued).toEqual([true, true, true]);
    await page.waitForTimeout(500);
    expect(connections - before).toBe(0);
    await context.close();
  });
});
