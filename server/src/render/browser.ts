import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import type { CapturedPage } from './document.ts';

/** Where Debian puts Chromium; CHROMIUM_PATH overrides. */
export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless Chromium's flags here: no sandbox as root, no GPU, and none of its calls home on a closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** True when a Chromium to render with is installed. */
export const hasChromium = () => existsSync(chromiumPath());

/**
 * Starts headless Chromium with the flags that keep it from calling home on a closed network. It reaches
 * loopback addresses only: everything else goes to a proxy address where nothing listens, so a map tile, a
 * video thumbnail or an address an editor typed is refused before it leaves the machine, IP addresses
 * included, without intercepting each request.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    proxy: { server: 'http://127.0.0.1:9', bypass: '127.0.0.1,localhost' },
    args: CHROMIUM_ARGS,
  });
}

/**
 * A browser context that can reach `origin` and nothing else: the browser (from launchBrowser) already
 * reaches loopback only, and this refuses other local ports too, so no page can make the renderer call a
 * service on its own machine.
 */
export async function siteOnlyContext(browser: Browser, origin: string): Promise<BrowserContext> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.abort('blockedbyclient'),
  );
  return context;
}

/** Milliseconds with no request in flight after which a page counts as loaded. */
const QUIET_MS = 120;

type SiteWindow = { __site?: { ready: boolean; capture(): Promise<CapturedPage> } };

/**
 * Opens `path` on the render server at `baseUrl` and captures the page with React's static renderer in the
 * browser (shell/src/prerender/expose.tsx). Returns undefined when the router moved elsewhere (an unknown news
 * id, another letter case). Throws when the page does not finish rendering within `timeoutMs`.
 */
export async function capturePage(
  context: BrowserContext,
  baseUrl: string,
  path: string,
  timeoutMs = 30_000,
): Promise<CapturedPage | undefined> {
  const page = await context.newPage();
  // Requests in flight, to capture once the page's data and code have all arrived: the browser's own
  // "network idle" waits half a second, which over every page of a site is most of a render pass.
  let inFlight = 0;
  let changed = performance.now();
  const track = (delta: number) => () => {
    inFlight += delta;
    changed = performance.now();
  };
  page.on('request', track(1));
  page.on('requestfinished', track(-1));
  page.on('requestfailed', track(-1));
  try {
    const deadline = performance.now() + timeoutMs;
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'load', timeout: timeoutMs });
    await page.waitForFunction(() => (window as SiteWindow).__site?.ready === true, undefined, { timeout: timeoutMs });
    await page.locator('main h1').first().waitFor({ timeout: timeoutMs });
    while (inFlight > 0 || performance.now() - changed < QUIET_MS) {
      if (performance.now() > deadline) throw new Error(`the page kept loading for ${timeoutMs} ms`);
      await page.waitForTimeout(QUIET_MS / 4);
    }
    const captured = await page.evaluate(() => (window as SiteWindow).__site!.capture());
    if (captured.path.toLowerCase() !== path.toLowerCase()) return undefined;
    // Never store a page caught while its section was still loading.
    if (!/<h1[\s>]/.test(captured.html) || captured.html.includes('Loading the page…')) {
      throw new Error('the page had not finished rendering');
    }
    return { ...captured, path };
  } finally {
    await page.close();
  }
}
