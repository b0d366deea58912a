import type { Browser, Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  isRefusedOffline,
  prepareSitePage,
  sitemapPaths,
  test,
} from '../support/fixtures.ts';

/**
 * Every public page, as a visitor gets it after hydration, passes axe (WCAG 2.2 A and AA, and best practice)
 * on a phone and on a desktop: not a sample, so a change to any page or to the shell is checked where it shows.
 */
const WIDTHS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
];

/** A page of its own browser context at `viewport`, collecting its console errors into `errors`. */
async function pageAt(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number },
  errors: string[],
) {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await prepareSitePage(await context.newPage());
  page.on('console', (message) => {
    if (message.type() === 'error' && !isRefusedOffline(message)) errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return page;
}

test('every page in the sitemap has no axe violation, on a phone (390 px) and on a desktop (1280 px)', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(300_000);
  const errors: string[] = [];
  // The two widths are checked side by side, each in its own browser context.
  const pages: [string, Page][] = await Promise.all(
    WIDTHS.map(
      async ({ name, viewport }) => [name, await pageAt(browser, baseURL!, viewport, errors)] as [string, Page],
    ),
  );
  for (const path of await sitemapPaths(request)) {
    await test.step(path, () =>
      Promise.all(
        pages.map(([name, page]) =>
          test.step(name, async () => {
            await page.goto(path);
            await expectNoAxeViolations(page);
          }),
        ),
      ),
    );
  }
  expect(errors).toEqual([]);
});
