import { spawnSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { releaseOverHttp, rollbackOverHttp } from '@site/scripts/release';
import { buildAboutWithExtraPage, EXTRA_PAGE } from '@site/scripts/test-remote';
import { startSite, type Site } from '@site/test-support/site';
import { expect, openPage, test } from '../support/fixtures.ts';

/**
 * A team's canary, as its CI and the site's visitors meet it (docs/design.md#releases): a release over HTTP
 * for half the visitors, each visitor's pages hydrating cleanly from their own generation, a promotion to
 * everyone, and a rollback. The spec starts a site of its own, on the port after the publishing spec's, with a
 * deploy token made by `token:create` before the site opens its database.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const DATA_DIR = path.join(ROOT, 'data/e2e/canary');
const PORT = Number(process.env.E2E_CANARY_PORT ?? Number(process.env.E2E_PORT ?? 8090) + 4);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const HYDRATION_TROUBLE = /hydrat|did not match|error #4(18|19|21|22|23|25)\b/i;

let site: Site | undefined;
let token = '';
let stableVersion = '';

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: ORIGIN });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  await rm(DATA_DIR, { recursive: true, force: true });
  const created = spawnSync(
    process.execPath,
    ['scripts/src/token-create.ts', '--remote', 'about', '--label', 'about team CI', '--data-dir', DATA_DIR],
    { cwd: ROOT, encoding: 'utf8' },
  );
  expect(created.status, created.stderr).toBe(0);
  token = created.stdout.trim().split('\n').at(-1)!;
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
  const { distDir } = await buildAboutWithExtraPage();
  const answer = await releaseOverHttp('about', {
    site: ORIGIN,
    token,
    version: '1.3.0-e2e-canary',
    distDir,
    canary: 50,
  });
  expect(answer).toMatchObject({ version: '1.3.0-e2e-canary', previous: stableVersion, status: 'canary' });
  await rm(path.dirname(distDir), { recursive: true, force: true });

  await inBucket(page, '00');
  await expect.poll(async () => (await page.request.get(EXTRA_PAGE.path)).status(), { timeout: 60_000 }).toBe(200);

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
  const answer = await rollbackOverHttp('about', { site: ORIGIN, token, action: 'promote' });
  expect(answer).toMatchObject({ version: '1.3.0-e2e-canary', status: 'live' });
  await inBucket(page, '93');
  await expect
    .poll(async () => (await page.request.get(EXTRA_PAGE.path)).status(), { timeout: 10_000, intervals: [100] })
    .toBe(200);
  await openPage(page, EXTRA_PAGE.path);
  await expect(page.getByRole('heading', { level: 1, name: EXTRA_PAGE.title })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('rolled back, every visitor is on the earlier version again within 10 s', async ({ page, consoleErrors }) => {
  const answer = await rollbackOverHttp('about', { site: ORIGIN, token });
  expect(answer).toMatchObject({ from: '1.3.0-e2e-canary', to: stableVersion, status: 'rolled_back' });
  for (const bucket of ['07', '93']) {
    await inBucket(page, bucket);
    await expect
      .poll(async () => (await page.request.get(EXTRA_PAGE.path)).status(), { timeout: 10_000, intervals: [100] })
      .toBe(404);
    await openPage(page, '/contact');
    await expect(menuLink(page)).toHaveCount(0);
  }
  expect(consoleErrors).toEqual([]);
});
