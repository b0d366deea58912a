import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { writePage, type PrerenderedPage } from './store.ts';

/** Where Debian puts Chromium; CHROMIUM_PATH overrides. */
export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** True when a Chromium to prerender with is installed. */
export const canPrerender = () => existsSync(chromiumPath());

const FLAG = '__prerender';
const CONCURRENT_PAGES = 3;

/** Starts headless Chromium with the flags that keep it from calling home on a closed network. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

type SiteWindow = {
  __site?: {
    ready: boolean;
    render(): Promise<Omit<PrerenderedPage, 'rendered_at'>>;
    routes(): Promise<Record<string, string[]>>;
  };
};

/**
 * Every public path the site can prerender, by owner ('shell' or a remote name): the shell's Home and /404,
 * each remote's static route paths (read from its exposed routes in the browser), and a detail page per
 * news item.
 */
export async function listPaths(browser: Browser, baseUrl: string): Promise<Record<string, string[]>> {
  const page = await browser.newPage();
  try {
    await page.goto(`${baseUrl}/?${FLAG}`);
    await page.waitForFunction(() => (window as SiteWindow).__site?.ready === true);
    const byRemote = await page.evaluate(() => (window as SiteWindow).__site!.routes());
    const news = (await (await fetch(`${baseUrl}/api/news/`)).json()) as { id: number }[];
    byRemote.newsContact = [...(byRemote.newsContact ?? []), ...news.map((item) => `/news/${item.id}`)];
    return { shell: ['/', '/404'], ...byRemote };
  } finally {
    await page.close();
  }
}

/**
 * Renders each path in Chromium from the running site at `baseUrl` and stores it in `site`. A path that
 * redirects (an unknown news id, a capitalised address) is skipped. Returns the paths written.
 */
export async function prerenderPaths(browser: Browser, baseUrl: string, site: string, paths: string[]) {
  const written: string[] = [];
  const context = await browser.newContext({ javaScriptEnabled: true });
  // The prerendered markup must not depend on anything outside the site (map tiles, video thumbnails).
  await context.route(
    (url) => url.origin !== new URL(baseUrl).origin,
    (route) => route.abort(),
  );
  const renderOne = async (path: string) => {
    const page = await context.newPage();
    try {
      await page.goto(`${baseUrl}${path}?${FLAG}`, { waitUntil: 'networkidle' });
      await page.waitForFunction(() => (window as SiteWindow).__site?.ready === true);
      await page.locator('main h1').first().waitFor();
      const rendered = await page.evaluate(() => (window as SiteWindow).__site!.render());
      if (rendered.path.toLowerCase() !== path.toLowerCase()) return;
      // Never store a page caught while its section was still loading.
      if (!/<h1[\s>]/.test(rendered.html) || rendered.html.includes('Loading the page…')) {
        throw new Error('the page had not finished rendering');
      }
      await writePage(site, { ...rendered, path, rendered_at: new Date().toISOString() });
      written.push(path);
    } catch (error) {
      console.warn(`prerender: ${path} failed: ${(error as Error).message.split('\n')[0]}`);
    } finally {
      await page.close();
    }
  };
  // A few pages at a time: most of a page's time is waiting for the network to settle.
  const queue = [...paths];
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) await renderOne(path);
  };
  try {
    await Promise.all(Array.from({ length: CONCURRENT_PAGES }, worker));
  } finally {
    await context.close();
  }
  return written;
}
