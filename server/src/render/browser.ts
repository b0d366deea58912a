import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
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

/** A proxy address where nothing listens: what is sent there is refused at once. */
const DEAD_PROXY = 'http://127.0.0.1:9';

/** True when a Chromium to render with is installed. */
export const hasChromium = () => existsSync(chromiumPath());

/**
 * Starts headless Chromium with the flags that keep it from calling home on a closed network. It reaches
 * loopback addresses only: everything else goes to a proxy address where nothing listens, IP addresses
 * included. A render context (siteOnlyContext) narrows that to the one site it renders.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    proxy: { server: DEAD_PROXY, bypass: '127.0.0.1,localhost' },
    args: CHROMIUM_ARGS,
  });
}

/**
 * A browser context that reaches `origin` (an `http://127.0.0.1:<port>` address) and nothing else: every
 * request goes to a proxy address where nothing listens, loopback included (`<-loopback>`), except those to
 * the origin's own host and port. A map tile, a video thumbnail, an address an editor typed or another
 * service on this machine is refused before it leaves the browser. Chromium applies the rule itself, so no
 * request waits on this process, which intercepting each one (page.route) made the slowest part of a render.
 */
export async function siteOnlyContext(browser: Browser, origin: string): Promise<BrowserContext> {
  const { host } = new URL(origin);
  return browser.newContext({
    serviceWorkers: 'block',
    proxy: { server: DEAD_PROXY, bypass: `<-loopback>,${host}` },
  });
}

/** Milliseconds with no request in flight after which a page counts as loaded. */
const QUIET_MS = 120;

type SiteWindow = {
  __site?: {
    ready: boolean;
    capture(options: { assetsKnown: boolean }): Promise<CapturedPage | null>;
    open(path: string, options: { anyDocument: boolean }): Promise<boolean>;
    /** True once every deferred block has mounted and no API answer is on its way. */
    settled(): boolean;
  };
};

/** A browser tab that captures pages one after another (see captureTab). */
export interface CaptureTab {
  /**
   * Captures the page at `path`. Given `assets` (its stylesheets and remote files from its last capture, when
   * only the menus changed since), it may be shown in a document that loaded its remote for another page, and
   * keeps those assets. Returns undefined when the router moved elsewhere (an unknown news id, another letter
   * case). Throws when the page does not finish rendering within the tab's time limit; the tab then starts
   * afresh for the next path.
   */
  capture(path: string, assets?: Pick<CapturedPage, 'styles' | 'preloads'>): Promise<CapturedPage | undefined>;
  /** The remotes the pages shown in the current document used. */
  shown(): Set<string>;
  /** How many documents the tab has loaded so far. */
  documents(): number;
  close(): Promise<void>;
}

/**
 * A tab on the render server at `baseUrl` that captures pages with React's static renderer in the browser
 * (shell/src/prerender/expose.tsx). It loads the shell once and opens later pages in the same document
 * (`__site.open`), each as a first visit would show it, until the shell says a page needs a new document
 * (its remote is already loaded there); loading the shell and its scripts was most of a page's render time.
 */
export function captureTab(context: BrowserContext, baseUrl: string, timeoutMs = 30_000): CaptureTab {
  let page: Page | undefined;
  let loaded = new Set<string>();
  let documents = 0;
  // Requests in flight, to capture once the page's data and code have all arrived: the browser's own
  // "network idle" waits half a second, which over every page of a site is most of a render pass.
  let inFlight = 0;
  let changed = performance.now();

  const closePage = async () => {
    const closing = page;
    page = undefined;
    loaded = new Set();
    await closing?.close();
  };
  const newPage = async () => {
    const opened = await context.newPage();
    inFlight = 0;
    const track = (delta: number) => () => {
      inFlight += delta;
      changed = performance.now();
    };
    opened.on('request', track(1));
    opened.on('requestfinished', track(-1));
    opened.on('requestfailed', track(-1));
    return opened;
  };

  /** Shows `path` in the current document if it can, else in a new one; resolves once it is ready. */
  const show = async (path: string, fresh: boolean, anyDocument: boolean) => {
    changed = performance.now();
    const open = ({ p, anyDocument: any }: { p: string; anyDocument: boolean }) =>
      (window as SiteWindow).__site!.open(p, { anyDocument: any });
    if (page && !fresh && (await page.evaluate(open, { p: path, anyDocument }))) return page;
    await closePage();
    page = await newPage();
    documents += 1;
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'load', timeout: timeoutMs });
    return page;
  };

  const captureOnce = async (path: string, fresh: boolean, assetsKnown: boolean): Promise<CapturedPage | null> => {
    const deadline = performance.now() + timeoutMs;
    const current = await show(path, fresh, assetsKnown);
    await current.waitForFunction(() => (window as SiteWindow).__site?.ready === true, undefined, {
      timeout: timeoutMs,
    });
    await current.locator('main h1').first().waitFor({ timeout: timeoutMs });
    // Quiet network and a settled page: a block whose code is already in the browser's cache (a later pass)
    // mounts without a request and asks for its data only then, so quiet alone once let a capture miss it.
    const settled = () => current.evaluate(() => (window as SiteWindow).__site!.settled());
    while (inFlight > 0 || performance.now() - changed < QUIET_MS || !(await settled())) {
      if (performance.now() > deadline) throw new Error(`the page kept loading for ${timeoutMs} ms`);
      await current.waitForTimeout(QUIET_MS / 4);
    }
    return current.evaluate((options) => (window as SiteWindow).__site!.capture(options), { assetsKnown });
  };

  return {
    async capture(path, assets) {
      try {
        // null: the page used code an earlier page of this document had loaded, so it is captured afresh.
        const captured =
          (await captureOnce(path, false, Boolean(assets))) ?? (await captureOnce(path, true, Boolean(assets)));
        if (!captured) throw new Error('the page could not be captured in a new document');
        if (assets) Object.assign(captured, assets);
        for (const name of Object.keys(captured.remotes)) loaded.add(name);
        if (captured.path.toLowerCase() !== path.toLowerCase()) return undefined;
        // Never store a page caught while its section was still loading.
        if (!/<h1[\s>]/.test(captured.html) || captured.html.includes('Loading the page…')) {
          throw new Error('the page had not finished rendering');
        }
        return { ...captured, path };
      } catch (error) {
        await closePage().catch(() => undefined);
        throw error;
      }
    },
    shown: () => loaded,
    documents: () => documents,
    close: closePage,
  };
}
