import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  test as base,
  expect,
  type APIRequestContext,
  type ConsoleMessage,
  type Locator,
  type Page,
  type Response,
} from '@playwright/test';

/**
 * Playwright fixtures for whole-site tests: `consoleErrors` collects every console error and uncaught page
 * error of the test, so a spec can assert there were none.
 */
// A 1×1 transparent PNG, for a test that answers another origin's images (map tiles) as if it were online.
const BLANK_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * Answers `page`'s requests to addresses matching `pattern` with a blank image, as if the internet were there
 * (the tests' browser refuses every other host: playwright.config.ts). A route turns off the page's HTTP cache
 * and sends each of its requests through this process, so only a test that needs it calls this.
 */
export async function answerWithBlankImages(page: Page, pattern: RegExp): Promise<void> {
  await page.route(pattern, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_PNG }));
}

/**
 * True for the console message Chromium writes when the tests' browser refused a request to another host
 * (playwright.config.ts sends those to a proxy where nothing listens): the tests run offline, and what a page
 * does without map tiles is checked, not counted as the page's error.
 */
export function isRefusedOffline(message: ConsoleMessage): boolean {
  return message.text().includes('net::ERR_PROXY_CONNECTION_FAILED');
}

/**
 * After a navigation to one of the site's pages, waits until the shell has started: a prerendered page shows
 * at once but answers input only once hydrated, and the shell starts after the first paint (its start-up script,
 * inline in the page, which lists the shell's entries in `data-entries`).
 */
export async function waitForShell(page: Page): Promise<void> {
  const hasShell = await page
    .evaluate(() => Boolean(document.querySelector('script[data-entries]')))
    .catch(() => false);
  if (hasShell) await page.locator('html[data-shell="ready"]').waitFor({ state: 'attached' });
}

/**
 * Prepares a page for the site: with JavaScript on, goto and reload return once the shell has hydrated the
 * page. It routes nothing: Playwright turns a page's HTTP cache off while any route is set, and makes each
 * request wait on this process (measured: 104 page loads, 59 CPU-s of Chromium with a catch-all route, 36
 * without).
 */
export async function prepareSitePage(page: Page, javaScriptEnabled = true): Promise<Page> {
  if (javaScriptEnabled) {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitForShell(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await waitForShell(page);
      return response;
    };
  }
  return page;
}

export const test = base.extend<{ consoleErrors: string[] }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(await prepareSitePage(page, javaScriptEnabled !== false));
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    // Unknown addresses answer 404 with the not-found page on purpose; the browser reports that status as a
    // console error, which is not one of the page's.
    const notFoundDocuments = new Set<string>();
    const onResponse = (response: Response) => {
      if (response.status() === 404 && response.request().resourceType() === 'document') {
        notFoundDocuments.add(response.url());
      }
    };
    const onConsole = (message: ConsoleMessage) => {
      const isNotFoundDocument = notFoundDocuments.has(message.location().url);
      if (message.type() === 'error' && !isNotFoundDocument && !isRefusedOffline(message)) errors.push(message.text());
    };
    const onPageError = (error: Error) => errors.push(error.message);
    page.on('response', onResponse);
    page.on('console', onConsole);
    page.on('pageerror', onPageError);
    await use(errors);
    // The page may go on to the next test (readerTest): what it reports then is that test's.
    page.off('response', onResponse);
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
  },
});

/**
 * `test` for tests that only open pages and read them (no cookies, storage, routes, viewport or clock of their
 * own): every such test of a worker shares one page, in a browser context of its own. A new page costs Chromium
 * about as much CPU as loading a page in it (a renderer process and its setup), and the suite opens hundreds;
 * sharing one, these tests see the site as a returning visitor with the site's files cached, which the other
 * tests' fresh pages do not.
 */
export const readerTest = test.extend<object, { readerPage: Page }>({
  readerPage: [
    async ({ browser }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL!;
      const context = await browser.newContext({ baseURL });
      await use(await prepareSitePage(await context.newPage()));
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ readerPage }, use) => {
    await use(readerPage);
  },
});

export { expect };

/** axe-core's browser build, evaluated in a page to check it, configured to talk to same-origin frames only. */
const AXE_SCRIPT = `${readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')}
;axe.configure({ allowedOrigins: ['<same_origin>'] });`;

/** The rule sets checked: WCAG 2.0, 2.1 and 2.2 A and AA, and axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Runs axe on the page (AXE_TAGS) and fails with the violations listed, each as `rule (impact): help` and the
 * selectors of the elements breaking it.
 *
 * axe-core runs in the page itself, put once into each of its frames: the wrapper package's in-page mode
 * evaluated its 650 KB script twice in the main frame on every call (measured: 670 ms a call, against 425 ms
 * for one injection and the run). Only same-origin frames answer axe, as with the wrapper: the one
 * cross-origin frame, a presentation embedded from its host, is refused in these tests (they run offline),
 * and its iframe element is still checked (a title) in the page. Every rule runs on every element; only the
 * violations are reported in full, which spares axe the selector of each element that passed.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // A frame that is detached or still loading refuses the script; the run then leaves it out, as axe does
  // with any frame that does not answer.
  await Promise.all(page.frames().map((frame) => frame.evaluate(AXE_SCRIPT).catch(() => undefined)));
  const violations = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      targets: nodes.map((node) => node.target.join(' ')),
    }));
  }, AXE_TAGS);
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.targets.join('\n  ')}`);
  expect(summary, 'axe violations').toEqual([]);
}

/** The public page paths the site's sitemap lists, in its order. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  return [...(await response.text()).matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

/**
 * Opens `path` and waits until the page's h1 is visible (the section's remote has loaded and rendered).
 * `prerendered: false` answers the address with the shell's document instead of the stored page: its data
 * then loads in the browser, so loading and error states can be seen.
 */
export async function openPage(page: Page, path: string, { prerendered = true } = {}): Promise<void> {
  if (!prerendered) {
    const shellDocument = await (await page.request.get('/_site/shell.html')).text();
    await page.route(
      (url) => url.pathname === path.split('?')[0],
      (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: shellDocument }),
      { times: 1 },
    );
  }
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
}

/**
 * Scrolls a block that loads its code when scrolled near (Home's blocks below the fold) into view, and waits
 * until it has loaded and hydrated, so it answers clicks.
 */
export async function scrollToLoaded(page: Page, block: Locator): Promise<void> {
  await block.scrollIntoViewIfNeeded();
  await expect(page.locator('div[data-loaded]', { has: block }).first()).toBeAttached();
}

/**
 * Opens a group of the desktop main menu by hovering its button, again until `link` shows: the menu's code
 * loads just after the page starts, and a hover before that does nothing. Returns the link.
 */
export async function openMenuGroup(page: Page, group: RegExp, link: string): Promise<Locator> {
  const nav = page.getByRole('navigation', { name: 'Main' }).first();
  const target = nav.getByRole('link', { name: link });
  await expect(async () => {
    await nav.getByRole('button', { name: group }).hover();
    await expect(target).toBeVisible({ timeout: 1000 });
  }).toPass();
  return target;
}
