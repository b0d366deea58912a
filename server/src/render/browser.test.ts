import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { hasChromium, launchBrowser, siteOnlyContext } from './browser.ts';

let browser: Browser;
let site: Server;
let elsewhere: Server;
const asked: string[] = [];

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );

beforeAll(async () => {
  if (!hasChromium()) throw new Error('These tests need Chromium (apt-get install chromium, or CHROMIUM_PATH).');
  site = createServer((_request, response) => response.end('<!doctype html><title>site</title>'));
  elsewhere = createServer((request, response) => {
    asked.push(request.url!);
    response.end('reached');
  });
  browser = await launchBrowser();
}, 30_000);
afterAll(async () => {
  await browser.close();
  site.close();
  elsewhere.close();
});

describe("the renderer's browser", () => {
  it('reaches the site it renders and nothing else: no other host, address or local port', async () => {
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
});
