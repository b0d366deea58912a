import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { startSite, type Site } from '@site/test-support/site';
import { createAccount, signInOnAdmin } from '../support/admin-origin.ts';
import { test, expect, expectNoAxeViolations, openPage } from '../support/fixtures.ts';
import { freshDataDir } from '../support/data-template.ts';

/**
 * Publishing as an editor does it, in the composed production site: a story written as a draft, previewed,
 * scheduled for the next whole minute and seen on /news and Home once its time comes; a biography changed as a draft
 * (the public page unchanged), previewed, published, and its earlier version restored. Each step's time is
 * recorded as an annotation (the timings the closing notes report); the waits themselves are the product's
 * promises: a scheduled story is live within a minute of its time.
 *
 * The spec starts a site of its own on a new data folder with one editor account made by `admin:create`, on
 * the port after the freshness spec's.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const DATA_DIR = path.join(ROOT, 'data/e2e/publishing');
const PORT = Number(process.env.E2E_PUBLISHING_PORT ?? Number(process.env.E2E_PORT ?? 8090) + 3);
// The admin's own origin, the same server told apart by Host; previews reach the public one by hand-over links.
const ADMIN_URL = `http://admin.localhost:${PORT}`;
const EDITOR = { email: 'story.editor@riverbend.example', name: 'Sam Story', password: 'a publishing passphrase' };

let site: Site | undefined;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://127.0.0.1:${PORT}` });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  await freshDataDir(DATA_DIR);
  createAccount(DATA_DIR, EDITOR, 'editor');
  site = await startSite({ dataDir: DATA_DIR, port: PORT, readyTimeoutMs: 240_000 });
});

test.afterAll(async () => site?.stop());

const main = (page: Page) => page.getByRole('main');

const signIn = (page: Page) => signInOnAdmin(page, ADMIN_URL, EDITOR);

/** The stored page as every visitor gets it: its markup and the API answers it was rendered from. */
async function storedPage(request: APIRequestContext, pagePath: string): Promise<string> {
  const html = await (await request.get(pagePath)).text();
  const siteData = /<script[^>]*id="?site-data"?[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
  const pageData = siteData ? (JSON.parse(siteData) as { pageData?: string }).pageData : undefined;
  return pageData ? html + (await (await request.get(pageData)).text()) : html;
}

/** How long a press on Preview may take to open its tab, in ms (the whole preview shows 1 to 4 s after it here). */
const PREVIEW_TAB_MS = 30_000;

/**
 * Opens the preview from the edit screen; resolves with its tab, the milliseconds until its banner showed, and
 * the console errors the tab logged (hydration errors among them). Waits until the shell has hydrated the
 * preview, as a click before that is not answered on any page.
 */
async function openPreview(page: Page): Promise<{ preview: Page; ms: number; errors: string[] }> {
  const started = Date.now();
  const errors: string[] = [];
  const [preview] = await Promise.all([
    page
      .context()
      .waitForEvent('page', { timeout: PREVIEW_TAB_MS })
      .catch(async (error: unknown) => {
        // What the edit screen shows instead of a tab (its message, or nothing when the press went unanswered)
        // tells the causes apart; without it the test would only time out.
        const shown = (await main(page).innerText()).replace(/\s+/g, ' ').slice(0, 1_000);
        throw new Error(
          `No preview tab opened within ${PREVIEW_TAB_MS} ms of the press. The edit screen shows: ${shown}`,
          {
            cause: error,
          },
        );
      }),
    main(page).getByRole('button', { name: 'Preview' }).click(),
  ]);
  preview.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await expect(preview.getByRole('complementary', { name: 'Preview notice' })).toContainText(
    'Preview of unpublished changes.',
  );
  const ms = Date.now() - started;
  expect(await preview.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
  await preview.locator('html[data-shell="ready"]').waitFor({ state: 'attached' });
  return { preview, ms, errors };
}

/** `at` as the practice's wall clock, as a datetime-local field takes it: 'YYYY-MM-DDTHH:mm'. */
function newYorkWallClock(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** The files under `dir` (the site's stored pages, every generation kept) whose bytes contain `text`. */
async function filesContaining(dir: string, text: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const found: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    if ((await readFile(file)).includes(text)) found.push(file);
  }
  return found;
}

/** Records a measured time on the test, and prints it with the test's output. */
function timing(description: string): void {
  test.info().annotations.push({ type: 'timing', description });
  console.log(`timing: ${description}`);
}

test('a story written as a draft, previewed and scheduled for the next whole minute appears on /news and Home', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(300_000);
  const headline = 'Weekend MRI hours begin in Troy';
  await signIn(page);
  await openPage(page, `${ADMIN_URL}/admin/news/new`);
  await main(page).getByLabel('Headline').fill(headline);
  await main(page).getByLabel('Introduction').fill('Saturday appointments start next month.');
  await main(page).getByRole('textbox', { name: 'Full text' }).fill('<p>The Troy office opens on Saturdays.</p>');
  await main(page)
    .getByRole('combobox', { name: /^Status/ })
    .selectOption('draft');
  await main(page).getByLabel('Published date').fill(new Date().toISOString().slice(0, 10));
  await main(page).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/news\/\d+$/);
  const id = Number(/(\d+)$/.exec(page.url())![1]);

  const { preview, ms: previewMs, errors } = await openPreview(page);
  await expect(preview.getByRole('heading', { level: 1, name: headline })).toBeVisible();
  await expectNoAxeViolations(preview);
  expect(errors).toEqual([]);
  await preview.close();
  timing(`story preview ready ${previewMs} ms after the click`);

  // A draft is nowhere public: not its own address, not the list, not the sitemap.
  expect((await page.request.get(`/news/${id}`)).status()).toBe(404);
  expect(await storedPage(page.request, '/news')).not.toContain(headline);
  expect(await storedPage(page.request, '/')).not.toContain(headline);
  expect(await (await page.request.get('/sitemap.xml')).text()).not.toContain(`/news/${id}<`);

  // The next whole minute at least 20 s away (the form takes minutes; the save must reach the server while
  // the time is still ahead), as staff type it: in New York time.
  const due = new Date(Math.ceil((Date.now() + 20_000) / 60_000) * 60_000);
  await main(page)
    .getByRole('combobox', { name: /^Status/ })
    .selectOption('scheduled');
  await main(page)
    .getByLabel(/^Publish on \(New York time\)/)
    .fill(newYorkWallClock(due));
  await main(page).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(main(page).getByText(/^Saved\./)).toBeVisible();
  expect(await storedPage(page.request, '/news')).not.toContain(headline);

  await expect
    .poll(async () => (await page.request.get(`/news/${id}`)).status(), { timeout: 180_000, intervals: [1_000] })
    .toBe(200);
  const liveMs = Date.now() - due.getTime();
  await expect.poll(() => storedPage(page.request, '/news'), { timeout: 30_000 }).toContain(headline);
  await expect.poll(() => storedPage(page.request, '/'), { timeout: 30_000 }).toContain(headline);
  timing(`scheduled story live on its page ${liveMs} ms after its time`);
  expect(liveMs).toBeLessThanOrEqual(60_000);

  await openPage(page, '/news');
  await expect(
    main(page)
      .getByRole('link', { name: new RegExp(headline) })
      .first(),
  ).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a biography drafted, previewed and published, then its earlier version restored', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const added = 'She now also leads the Saturday lung screening clinic.';
  await signIn(page);
  await openPage(page, `${ADMIN_URL}/admin/physicians/`);
  await page.getByLabel('Search by name').fill('Okafor');
  await main(page).getByRole('link', { name: 'Amara Okafor, MD' }).click();
  const biography = main(page).getByRole('textbox', { name: 'Biography' });
  const published = await biography.inputValue();
  const firstWords = /<p>([^<]{10,40})/.exec(published)![1]!;
  await biography.fill(`${published}<p>${added}</p>`);
  await main(page).getByRole('button', { name: 'Save draft' }).click();
  await expect(
    main(page)
      .getByText(/unpublished changes/i)
      .first(),
  ).toBeVisible();

  // Saved, not published: the public answer and the stored page are as they were.
  const team = '/about-us/meet-our-team';
  expect(JSON.stringify(await (await page.request.get('/api/physicians')).json())).not.toContain(added);
  expect(await storedPage(page.request, team)).not.toContain(added);
  await expectNoAxeViolations(page);

  const { preview, ms: previewMs, errors } = await openPreview(page);
  timing(`biography preview ready ${previewMs} ms after the click`);
  await preview
    .getByRole('article', { name: 'Amara Okafor, MD' })
    .getByRole('button', { name: /View profile/ })
    .click();
  await expect(preview.getByRole('dialog', { name: 'Amara Okafor, MD' }).getByText(added)).toBeVisible();
  expect(errors).toEqual([]);
  await preview.close();
  // Rendered for the preview only: no stored page of any generation, nor any data file, holds the draft.
  expect(await filesContaining(path.join(DATA_DIR, 'site/pages'), added)).toEqual([]);

  await openPage(page, `${ADMIN_URL}/admin/physicians/`);
  await expect(main(page).getByRole('row', { name: /Amara Okafor, MD/ })).toContainText('Unpublished changes');
  await main(page).getByRole('link', { name: 'Amara Okafor, MD' }).click();
  const publishedAt = Date.now();
  await main(page).getByRole('button', { name: 'Publish' }).click();
  await expect(main(page).getByText(/unpublished changes/i)).toHaveCount(0);
  await expect.poll(() => storedPage(page.request, team), { timeout: 30_000 }).toContain(added);
  timing(`published biography on the stored page ${Date.now() - publishedAt} ms after the click`);

  // The newest earlier version is the biography from before Publish.
  const versions = main(page).getByRole('region', { name: /Earlier versions/ });
  await versions
    .getByRole('button', { name: /^Show changes/ })
    .first()
    .click();
  await expect(versions.getByRole('table').first()).toContainText('Biography');
  await expectNoAxeViolations(page);
  await versions
    .getByRole('button', { name: /^Restore this version/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page);
  const restoredAt = Date.now();
  await page.getByRole('dialog').getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(biography).not.toHaveValue(new RegExp(added));
  await expect.poll(() => storedPage(page.request, team), { timeout: 30_000 }).not.toContain(added);
  timing(`restored biography on the stored page ${Date.now() - restoredAt} ms after the click`);
  expect(await storedPage(page.request, team)).toContain(firstWords);

  await openPage(page, team);
  await main(page)
    .getByRole('article', { name: 'Amara Okafor, MD' })
    .getByRole('button', { name: /View profile/ })
    .click();
  const profile = page.getByRole('dialog', { name: 'Amara Okafor, MD' });
  await expect(profile.getByText(firstWords)).toBeVisible();
  await expect(profile.getByText(added)).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
