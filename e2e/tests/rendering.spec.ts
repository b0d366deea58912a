import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { releaseRemote, rollbackRemote } from '@site/scripts/release';
import { buildAboutWithExtraPage, EXTRA_PAGE } from '@site/scripts/test-remote';
import { expect, sitemapPaths, test } from '../support/fixtures.ts';

// The e2e server's data folder (see start-server.ts).
const site = path.resolve(process.cwd(), '../data/e2e/site');

/** The pages among `paths` whose HTML, as served, does not link `href`. */
async function pagesWithoutLink(page: Page, paths: string[], href: string): Promise<string[]> {
  const missing: string[] = [];
  for (const pagePath of paths) {
    const html = await (await page.request.get(pagePath)).text();
    if (!html.includes(`href="${href}"`)) missing.push(pagePath);
  }
  return missing;
}

test.describe('stored pages through a release and a rollback', () => {
  test.describe.configure({ mode: 'serial' });

  test('a release that adds a page links it from every page within 60 s, with no console error meanwhile', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(240_000);
    const { distDir } = await buildAboutWithExtraPage('rendering');
    const paths = await sitemapPaths(page.request);
    expect(await pagesWithoutLink(page, paths, EXTRA_PAGE.path)).toEqual(paths);

    await releaseRemote('about', {
      version: '1.1.0-e2e',
      distDir,
      site,
      verifyAgainst: false,
      log: () => undefined,
    });
    const released = Date.now();
    // Visitors keep opening pages while the pages are rendered again: each must hydrate without an error.
    let missing = paths;
    let visited = 0;
    while (missing.length > 0) {
      expect(Date.now() - released, `pages still without the link: ${missing.join(', ')}`).toBeLessThan(60_000);
      await page.goto(paths[visited++ % paths.length]!);
      missing = await pagesWithoutLink(page, missing, EXTRA_PAGE.path);
    }
    // And after the switch, on the new page and on one that only gained the menu link.
    for (const pagePath of [EXTRA_PAGE.path, '/contact']) await page.goto(pagePath);
    await expect(page.getByRole('link', { name: EXTRA_PAGE.title }).first()).toBeAttached();
    await page.goto(EXTRA_PAGE.path);
    await expect(page.getByRole('heading', { level: 1, name: EXTRA_PAGE.title })).toBeVisible();
    expect(consoleErrors).toEqual([]);
    await rm(path.dirname(distDir), { recursive: true, force: true });
  });

  test('a rollback takes the page and its links away within 10 s', async ({ page, consoleErrors }) => {
    await rollbackRemote('about', { site, log: () => undefined });
    const rolledBack = Date.now();
    await expect
      .poll(async () => (await page.request.get(EXTRA_PAGE.path)).status(), { timeout: 10_000, intervals: [100] })
      .toBe(404);
    const paths = await sitemapPaths(page.request);
    expect(paths).not.toContain(EXTRA_PAGE.path);
    expect((await pagesWithoutLink(page, paths, EXTRA_PAGE.path)).length).toBe(paths.length);
    expect(Date.now() - rolledBack).toBeLessThan(10_000);
    await page.goto('/contact');
    await expect(page.getByRole('link', { name: EXTRA_PAGE.title })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('unknown addresses', () => {
  test.use({ javaScriptEnabled: false });

  test('answer 404 with the not-found page, readable without JavaScript', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Uh oh!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go Back Home' })).toHaveAttribute('href', '/');
  });
});
