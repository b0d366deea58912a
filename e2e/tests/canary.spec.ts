import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { releaseOverHttp, callRemoteAction } from '@site/scripts/release';
import { buildAboutWithExtraPage, EXTRA_PAGE } from '@site/scripts/test-remote';
import { startSite, type Site } from '@site/test-support/site';
import { createAccount, createDeployToken } from '../support/admin-origin.ts';
import { expect, expectNoAxeViolations, openPage, prepareSitePage, test } from '../support/fixtures.ts';
import { freshDataDir } from '../support/data-template.ts';

/**
 * A team's canary, as its CI and the site's visitors meet it (docs/design.md#releases): a release over HTTP
 * for half the visitors, each visitor's pages hydrating cleanly from their own generation, a promotion to
 * everyone, a rollback, and a canary for 0 % that only the browsers opening its preview link see. The spec starts a site of its own, on the port after the publishing spec's, with a
 * deploy token made by `token:create` before the site opens its database.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const DATA_DIR = path.join(ROOT, 'data/e2e/canary');
const PORT = Number(process.env.E2E_CANARY_PORT ?? Number(process.env.E2E_PORT ?? 8090) + 4);
const ORIGIN = `http://127.0.0.1:${PORT}`;
// The admin's own origin, the same server told apart by Host.
const ADMIN_URL = `http://admin.localhost:${PORT}`;
const HYDRATION_TROUBLE = /hydrat|did not match|error #4(18|19|21|22|23|25)\b/i;

const ADMIN = { email: 'release.admin@riverbend.example', name: 'Rae Release', password: 'a canary passphrase' };

let site: Site | undefined;
let token = '';
let stableVersion = '';

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: ORIGIN });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  await freshDataDir(DATA_DIR);
  token = createDeployToken(DATA_DIR, 'about');
  createAccount(DATA_DIR, ADMIN, 'admin');
  site = await startSite({ dataDir: DATA_DIR, port: PORT, readyTimeoutMs: 240_000 });
});

test.afterAll(async () => site?.stop());

/** Puts the page's visitor in `bucket` (00–99), as their first visit would have. */
async function inBucket(page: Page, bucket: string): Promise<void> {
  await page.context().clearCookies();
  await page.context().addCookies([{ name: 'rr_bucket', value: bucket, url: ORIGIN }]);
}

/** Hydration warnings and errors of the page from now on. */
function hydrationTrouble(page: Page): string[] {
  const trouble: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type()) && HYDRATION_TROUBLE.test(message.text())) {
      trouble.push(`${page.url()}: ${message.text()}`);
    }
  });
  return trouble;
}

const menuLink = (page: Page) => page.getByRole('link', { name: EXTRA_PAGE.title });

test('a canary over HTTP reaches the buckets in its share only, and both generations hydrate cleanly', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(240_000);
  const trouble = hydrationTrouble(page);
  stableVersion = (await (await page.request.get('/registry.json')).json()).remotes.about.version;
  const { distDir } = await buildAboutWithExtraPage('canary');
  const answer = await releaseOverHttp('about', {
    site: ORIGIN,
    token,
    version: '1.3.0-e2e-canary',
    distDir,
    canary: 50,
  });
  expect(answer).toMatchObject({ version: '1.3.0-e2e-canary', previous: stableVersion, status: 'canary' });
  await rm(path.dirname(distDir), { recursive: true, force: true });

  // The record says `canary` only once a visitor in the share gets the canary: at once, no waiting.
  await inBucket(page, '00');
  expect((await page.request.get(EXTRA_PAGE.path)).status()).toBe(200);

  await inBucket(page, '07');
  for (const pagePath of ['/', '/contact', EXTRA_PAGE.path]) await openPage(page, pagePath);
  await expect(page.getByRole('heading', { level: 1, name: EXTRA_PAGE.title })).toBeVisible();
  await expect(menuLink(page).first()).toBeAttached();

  await inBucket(page, '93');
  for (const pagePath of ['/', '/contact']) await openPage(page, pagePath);
  await expect(menuLink(page)).toHaveCount(0);
  expect((await page.request.get(EXTRA_PAGE.path)).status()).toBe(404);
  expect(trouble).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('promoted, the canary reaches every visitor within 10 s', async ({ page, consoleErrors }) => {
  const started = Date.now();
  const answer = await callRemoteAction('about', { site: ORIGIN, token, action: 'promote' });
  expect(answer).toMatchObject({ version: '1.3.0-e2e-canary', status: 'live' });
  expect(Date.now() - started).toBeLessThan(10_000);
  // The promotion is answered, and its record says `live`, once every visitor gets it: no waiting after.
  await inBucket(page, '93');
  expect((await page.request.get(EXTRA_PAGE.path)).status()).toBe(200);
  await openPage(page, EXTRA_PAGE.path);
  await expect(page.getByRole('heading', { level: 1, name: EXTRA_PAGE.title })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('rolled back, every visitor is on the earlier version again within 10 s', async ({ page, consoleErrors }) => {
  const started = Date.now();
  const answer = await callRemoteAction('about', { site: ORIGIN, token });
  expect(answer).toMatchObject({ from: '1.3.0-e2e-canary', to: stableVersion, status: 'rolled_back' });
  expect(Date.now() - started).toBeLessThan(10_000);
  // Answered once every visitor is back on the earlier version: no waiting after.
  for (const bucket of ['07', '93']) {
    await inBucket(page, bucket);
    expect((await page.request.get(EXTRA_PAGE.path)).status()).toBe(404);
    await openPage(page, '/contact');
    await expect(menuLink(page)).toHaveCount(0);
  }
  expect(consoleErrors).toEqual([]);
});

test('an admin pins their browser to the rolled-back version from the Releases screen, by keyboard, and unpins it', async ({
  page,
  consoleErrors,
}) => {
  await page.context().clearCookies();
  await openPage(page, `${ADMIN_URL}/admin/`);
  await page.getByLabel('E-mail address').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: false }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await openPage(page, `${ADMIN_URL}/admin/releases/`);
  const about = page.getByRole('main').getByRole('region', { name: 'about' });
  await expect(about.getByRole('table').first()).toBeVisible();
  await expectNoAxeViolations(page);

  // By keyboard: the version list, then the pin button.
  await about.getByRole('combobox', { name: 'Version to try' }).focus();
  await about.getByRole('combobox', { name: 'Version to try' }).selectOption('1.3.0-e2e-canary');
  await page.keyboard.press('Tab');
  await expect(about.getByRole('button', { name: 'Pin this browser to a version of about' })).toBeFocused();
  // The public site is another origin: the pin is set there by a one-time hand-over link, in a new tab.
  const opened = page.context().waitForEvent('page');
  await page.keyboard.press('Enter');
  const publicTab = await opened;
  await publicTab.waitForURL(`${ORIGIN}/`);
  await expect(
    page.getByText(/^The public site opened in a new tab, pinned to about 1\.3\.0-e2e-canary/),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await publicTab.close();

  // Every page in this browser now has the pinned version, rendered in the browser, with the banner.
  await openPage(page, EXTRA_PAGE.path);
  await expect(page.getByRole('heading', { level: 1, name: EXTRA_PAGE.title })).toBeVisible();
  const banner = page.getByRole('region', { name: 'Pinned versions' });
  await expect(banner).toContainText('Pinned for testing: about 1.3.0-e2e-canary.');
  await expectNoAxeViolations(page);
  // Other visitors are not pinned.
  expect((await fetch(`${ORIGIN}${EXTRA_PAGE.path}`, { headers: { cookie: 'rr_bucket=07' } })).status).toBe(404);

  await banner.getByRole('button', { name: 'Unpin' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /not found|Uh oh/i })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pinned versions' })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('a canary for 0 % reaches no visitor; its preview link shows it, pinned, to each reviewer who opens it', async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(240_000);
  const version = '1.4.0-e2e-preview';
  const { distDir } = await buildAboutWithExtraPage('canary');
  // What `npm run release -- about --site … --canary 0` does: the release, then its preview link.
  const answer = await releaseOverHttp('about', { site: ORIGIN, token, version, distDir, canary: 0 });
  expect(answer).toMatchObject({ version, previous: stableVersion, status: 'canary' });
  await rm(path.dirname(distDir), { recursive: true, force: true });
  const link = await callRemoteAction('about', { site: ORIGIN, token, action: 'preview-link' });
  expect(link).toMatchObject({ remote: 'about', version, url: expect.stringMatching(`^${ORIGIN}/_site/handover/`) });

  // A reviewer opens it: pinned to the canary, on its first page, with the banner; every page then has it.
  await page.context().clearCookies();
  await openPage(page, String(link.url));
  await expect(page).toHaveURL(new RegExp(`^${ORIGIN}/about-us`));
  const banner = page.getByRole('region', { name: 'Pinned versions' });
  await expect(banner).toContainText(`Pinned for testing: about ${version}.`);
  await openPage(page, EXTRA_PAGE.path);
  await expect(page.getByRole('heading', { level: 1, name: EXTRA_PAGE.title })).toBeVisible();
  await expect(banner).toBeVisible();

  // A new visitor in another browser, whichever bucket they draw, gets the stable version, unpinned.
  const visitor = await prepareSitePage(await (await browser.newContext()).newPage());
  try {
    await openPage(visitor, '/contact');
    await expect(menuLink(visitor)).toHaveCount(0);
    await expect(visitor.getByRole('region', { name: 'Pinned versions' })).toHaveCount(0);
    expect((await visitor.request.get(EXTRA_PAGE.path)).status()).toBe(404);
  } finally {
    await visitor.context().close();
  }
  expect((await callRemoteAction('about', { site: ORIGIN, token })).from).toBe(version);
  expect(consoleErrors).toEqual([]);
});
