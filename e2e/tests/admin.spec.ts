import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { startSite, type Site } from '@site/test-support/site';
import { waitFor } from '@site/test-support/wait-for';
import { adminApi, signInOnAdmin } from '../support/admin-origin.ts';
import { test, expect, expectNoAxeViolations, openPage } from '../support/fixtures.ts';
import { freshDataDir } from '../support/data-template.ts';

/**
 * The admin in the composed production site, on its own origin (`http://admin.localhost:<port>`, the same
 * server told apart by Host): a new site prints a one-time setup address, which creates the
 * first admin; the admin edits a physician's biography and photo, and Meet Our Team shows both; after
 * logging out the admin screens are closed; every admin screen passes axe (WCAG 2.2 A and AA); with the
 * site stopped, `admin:create` adds an account from the command line.
 *
 * The spec starts a site of its own on a new data folder (inside the e2e one, wiped with it on each run), on
 * the next port, because the shared e2e site's database already has accounts and setup is for a site with
 * none.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const DATA_DIR = path.join(ROOT, 'data/e2e/admin');
const PORT = Number(process.env.E2E_ADMIN_PORT ?? Number(process.env.E2E_PORT ?? 8090) + 1);
// The admin's own origin: the public one (the base URL) sends /admin there.
const ADMIN_URL = `http://admin.localhost:${PORT}`;
const ADMIN = { email: 'practice.admin@riverbend.example', name: 'Pat Practice', password: 'a long e2e passphrase' };
// A 16×20 red PNG; the server crops it to the 320×400 portrait the team page shows.
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAUCAIAAAALACogAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAHElEQVQokWM4YKlNEmIY1WA5GkoHRpOG9qDNDwCJCW0Qelht0QAAAABJRU5ErkJggg==',
  'base64',
);

let site: Site | undefined;
/** The one-time setup address the site printed at start, once it has. */
let setupAddress: string | undefined;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://127.0.0.1:${PORT}` });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  await freshDataDir(DATA_DIR);
  site = await startSite({
    dataDir: DATA_DIR,
    port: PORT,
    readyTimeoutMs: 240_000,
    onLine: (line) => (setupAddress ??= /(http\S+\/admin\/setup#token=\S+)/.exec(line)?.[1]),
  });
});

test.afterAll(async () => site?.stop());

const signIn = (page: Page) => signInOnAdmin(page, ADMIN_URL, ADMIN);

const main = (page: Page) => page.getByRole('main');

test('a new site prints a one-time setup address, which creates the first admin and signs them in', async ({
  page,
  consoleErrors,
}) => {
  // Before setup, signing in is pointless: the sign-in form says how a new site gets its first admin.
  await openPage(page, `${ADMIN_URL}/admin/`);
  await expect(main(page).getByText(/no staff account yet/)).toBeVisible();

  const address = new URL(await waitFor(() => setupAddress, { what: 'the setup address the site prints' }));
  expect(address.origin).toBe(ADMIN_URL);
  expect(address.pathname).toBe('/admin/setup');
  expect(address.hash).toMatch(/^#token=[A-Za-z0-9_-]{43}$/);
  await openPage(page, address.href);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Set up the site admin' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Your name').fill(ADMIN.name);
  await page.getByLabel('Your work e-mail address').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: false }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Create the admin account' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin' })).toContainText(`Signed in as ${ADMIN.name}`);

  // The address works once: now it sends people to sign in.
  await openPage(page, address.href);
  await expect(main(page).getByText(/already has an admin/)).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the first admin edits a biography and a photo, and Meet Our Team shows both', async ({ page, consoleErrors }) => {
  await openPage(page, `${ADMIN_URL}/admin/physicians/`);
  // Closed without a session: the sign-in form, not the data.
  await expect(main(page).getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(main(page).getByRole('table')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await signIn(page);

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Physicians' }).click();
  await page.getByLabel('Search by name').fill('Okafor');
  await main(page).getByRole('link', { name: 'Amara Okafor, MD' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Edit Amara Okafor, MD' })).toBeVisible();

  const biography = main(page).getByRole('textbox', { name: 'Biography' });
  await biography.fill(
    '<p>Dr. Okafor now also leads <strong>the lung screening clinic</strong>.</p>' +
      '<script>window.pwned = 1</script><img src="x" onerror="window.pwned = 2">' +
      '<p><a href="javascript:window.pwned = 3">a trap</a></p>',
  );
  const preview = main(page).getByRole('region', { name: 'Preview of Biography' });
  await expect(preview.getByText('the lung screening clinic')).toBeVisible();
  await expect(preview.locator('script, img, [onerror]')).toHaveCount(0);
  await main(page).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(main(page).getByText(/^Saved\./)).toBeVisible();
  // The form now shows what was stored: the allow-list dropped the script, the image and the javascript: link.
  await expect(biography).toHaveValue(
    /^<p>Dr\. Okafor now also leads <strong>the lung screening clinic<\/strong>\.<\/p><p><a>a trap<\/a><\/p>$/,
  );

  await main(page)
    .getByLabel('Choose a new photo')
    .setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: PHOTO });
  await main(page).getByRole('button', { name: 'Upload photo' }).click();
  const current = main(page).getByRole('img', { name: 'Current photo' });
  await expect(current).toHaveAttribute('src', /^\/media\/physicians\/okafor-amara-[0-9a-f]{8}\.webp$/);
  const photoUrl = (await current.getAttribute('src'))!;
  await expectNoAxeViolations(page);

  // The edits reach the stored page itself, as sent to every visitor (and to search engines), within 30 s.
  await expect
    .poll(async () => (await page.request.get('/about-us/meet-our-team')).text(), { timeout: 30_000 })
    .toContain(photoUrl);
  await openPage(page, '/about-us/meet-our-team');
  const card = main(page).getByRole('article', { name: 'Amara Okafor, MD' });
  const photo = card.getByRole('img', { name: 'Amara Okafor, MD' });
  await expect(photo).toHaveAttribute('src', photoUrl);
  // The card's photo loads lazily: bring it into view, then check the browser decoded the new picture.
  await photo.scrollIntoViewIfNeeded();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
  await card.getByRole('button', { name: /View profile/ }).click();
  const profile = page.getByRole('dialog', { name: 'Amara Okafor, MD' });
  await expect(profile.getByText('the lung screening clinic')).toBeVisible();
  await expect(profile.getByText('a trap')).not.toHaveAttribute('href');
  expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
  await page.keyboard.press('Escape');

  await openPage(page, `${ADMIN_URL}/admin/`);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  for (const screen of ['/admin/', '/admin/physicians/', '/admin/settings/', '/admin/messages/']) {
    await openPage(page, `${ADMIN_URL}${screen}`);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  }
  const api = await adminApi(page, ADMIN_URL);
  expect((await api.call('GET', '/api/admin/physicians')).status).toBe(401);
  await api.close();
  // Staff who type the admin's address on the public site land on the admin origin's sign-in.
  await page.goto('/admin/');
  expect(new URL(page.url()).origin).toBe(ADMIN_URL);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  // Signed out, the screens show the sign-in form without asking for their data: no 401 in the console.
  expect(consoleErrors).toEqual([]);
});

test('every admin screen passes axe (WCAG 2.2 A and AA)', async ({ page, consoleErrors }) => {
  test.setTimeout(180_000);
  // A message to read, sent through the public contact form.
  const sent = await page.request.post('/api/utilities/contact.php', {
    data: {
      submit: true,
      name: 'Axe Visitor',
      address: '',
      city: '',
      state: '',
      zip: '',
      phone: '',
      email: 'axe@visitor.example',
      comments: 'Checking every screen.',
    },
  });
  expect(sent.ok()).toBe(true);
  await signIn(page);
  await expectNoAxeViolations(page);

  const visit = async (path: string, heading: string | RegExp) => {
    await openPage(page, path);
    await expect(main(page).getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Wait for the screen's data, not only its frame.
    await expect(
      main(page)
        .getByRole('status')
        .filter({ hasText: /^Loading/ }),
    ).toHaveCount(0);
    await expectNoAxeViolations(page);
  };

  await visit(`${ADMIN_URL}/admin/physicians/`, 'Physicians');
  await main(page)
    .getByRole('button', { name: /^Delete/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await visit(`${ADMIN_URL}/admin/physicians/new`, 'Add a physician');
  await main(page).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator(':focus')).toContainText('Please correct the following');
  await expectNoAxeViolations(page);

  await visit(`${ADMIN_URL}/admin/news/`, 'News');
  await main(page).getByRole('table').getByRole('link').first().click();
  await expect(main(page).getByRole('heading', { level: 1, name: /^Edit “/ })).toBeVisible();
  await expectNoAxeViolations(page);
  // A scheduled story's form: a time in New York in place of the published date (nothing is saved).
  await main(page)
    .getByRole('combobox', { name: /^Status/ })
    .selectOption('scheduled');
  await expect(main(page).getByLabel(/^Publish on \(New York time\)/)).toBeVisible();
  await expectNoAxeViolations(page);
  await visit(`${ADMIN_URL}/admin/news/?show=scheduled`, 'News');
  await expect(main(page).getByRole('button', { name: 'Scheduled' })).toHaveAttribute('aria-pressed', 'true');

  for (const [list, title] of [
    ['locations', 'Locations'],
    ['numbers', 'Frequently called numbers'],
    ['contacts', 'Practice contacts'],
    ['quick-facts', 'Quick facts'],
    ['testimonials', 'Testimonials'],
    ['rotator', 'Home banner slides'],
    ['outreach', 'Outreach events'],
  ] as const) {
    await visit(`${ADMIN_URL}/admin/${list}/`, title);
    await main(page).getByRole('table').getByRole('link').first().click();
    await expect(main(page).getByRole('heading', { level: 1, name: /^Edit / })).toBeVisible();
    await expectNoAxeViolations(page);
  }

  await visit(`${ADMIN_URL}/admin/settings/`, 'Site settings');
  await visit(`${ADMIN_URL}/admin/messages/`, 'Messages');
  await main(page).getByRole('link', { name: 'Axe Visitor' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Message from Axe Visitor' })).toBeVisible();
  await expect(main(page).getByText('Read', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await visit(`${ADMIN_URL}/admin/users/`, 'Users');
  await main(page)
    .getByRole('button', { name: /^Set password/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await visit(`${ADMIN_URL}/admin/deploy-tokens/`, 'Deploy tokens');
  await main(page)
    .getByLabel(/^Remote/)
    .fill('about');
  await main(page)
    .getByLabel(/^Used by/)
    .fill('about team CI');
  await main(page).getByRole('button', { name: 'Make token' }).click();
  await expect(main(page).getByLabel('Token for about')).toHaveValue(/^rrdeploy_/);
  await expectNoAxeViolations(page);
  await main(page).getByRole('button', { name: 'Revoke the token of about team CI' }).click();
  await expect(page.getByRole('dialog', { name: 'Revoke the token of about team CI?' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(main(page).getByText(/^Revoked/)).toBeVisible();
  await visit(`${ADMIN_URL}/admin/releases/`, 'Releases');
  await expect(main(page).getByRole('heading', { level: 2, name: 'about' })).toBeVisible();
  await expect(main(page).getByRole('table', { name: /about/ }).first()).toBeVisible();
  // By keyboard: the section's Roll back asks first when there is a version to go back to, and says there is
  // none otherwise (which one depends on the releases the other specs made).
  const about = main(page).getByRole('region', { name: 'about' });
  await about.getByRole('button', { name: 'Roll back about' }).focus();
  await page.keyboard.press('Enter');
  if (await about.getByText(/^Nothing to roll back to/).isVisible()) {
    await expect(page.getByRole('dialog')).toHaveCount(0);
  } else {
    await expect(page.getByRole('dialog', { name: /^Roll about back|^End the canary/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  // The charts, drawn or empty (which depends on the views the other specs made), and the judgements.
  await about.getByRole('button', { name: 'Show charts of about over time' }).click();
  await expect(
    about
      .getByText(/^No views or Web Vitals yet in this span/)
      .or(about.getByRole('img', { name: /^Errors per page view of about/ })),
  ).toBeVisible();
  await expect(about.getByText('Drawing the chart…')).toHaveCount(0);
  await expect(
    about
      .getByText('No canary of about has been judged yet.')
      .or(about.getByRole('table', { name: /canary judgements? of about/ })),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await visit(`${ADMIN_URL}/admin/audit/`, 'Audit log');
  await visit(`${ADMIN_URL}/admin/account/`, 'Your account');
  await visit(`${ADMIN_URL}/admin/`, 'Dashboard');
  // Signed out is an answer, not an error: the session check before signing in logs nothing either.
  expect(consoleErrors).toEqual([]);
});

test('hostile text saved in the settings and a story reaches the pages as typed, with no console error', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  // Replacement patterns, a script end, quotes, separators and non-ASCII text: once each broke a page.
  const hostile = `Pay only $' $\` $& $$ </script><script>window.pwned = 4</script> "quoted" 'single' a,b;c ünïcødé ✓`;
  await signIn(page);
  const api = await adminApi(page, ADMIN_URL);
  const settings = (await api.call<Record<string, unknown>>('GET', '/api/admin/settings')).body;
  const story = (await api.call<Record<string, unknown>>('GET', '/api/admin/news/1')).body;
  const { id: _id, photo_small: _small, photo_large: _large, ...storyForm } = story;
  const saveSettings = (changes: object) => api.call('PUT', '/api/admin/settings', { ...settings, ...changes });
  const saveStory = (changes: object) => api.call('PUT', '/api/admin/news/1', { ...storyForm, ...changes });
  try {
    const saved = [await saveSettings({ billing_alert_text: hostile }), await saveStory({ title: `News ${hostile}` })];
    for (const answer of saved) expect(answer.status, JSON.stringify(answer.body)).toBe(200);

    // The stored pages are rendered again from the edit; each shows the text as typed once it has been.
    const shows = async (path: string, text: string) => {
      await expect
        .poll(
          async () => {
            await openPage(page, path);
            return (await main(page).innerText()).includes(text);
          },
          { timeout: 30_000 },
        )
        .toBe(true);
    };
    await shows('/patient-information/billing-information', hostile);
    await shows('/news/1', `News ${hostile}`);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(`News ${hostile}`);
    await shows('/news', `News ${hostile}`);
    for (const path of ['/', '/about-us/meet-our-team', '/contact']) await openPage(page, path);
    expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
    expect((await page.request.get('/api/health')).status()).toBe(200);
    await openPage(page, `${ADMIN_URL}/admin/settings/`);
    await expect(main(page).getByRole('textbox', { name: /^Billing alert text/ })).toHaveValue(hostile);
    expect(consoleErrors).toEqual([]);
  } finally {
    await saveSettings({});
    await saveStory({});
    await api.close();
  }
});

test('with the site stopped, the command line adds an account to its database, once', async () => {
  await site!.stop();
  const editor = {
    email: 'practice.editor@riverbend.example',
    name: 'Eddie Editor',
    password: 'another e2e passphrase',
  };
  const createEditor = () =>
    spawnSync(
      process.execPath,
      [
        'scripts/src/admin-create.ts',
        '--email',
        editor.email,
        '--name',
        editor.name,
        '--role',
        'editor',
        '--data-dir',
        DATA_DIR,
      ],
      { cwd: ROOT, input: `${editor.password}\n`, encoding: 'utf8' },
    );
  const created = createEditor();
  expect(created.stderr).toBe('');
  expect(created.stdout).toContain(`Created the editor account ${editor.email}`);
  // Stored: a second run finds the account and refuses to create it again.
  expect(createEditor().stderr).toContain(`${editor.email} already has an account`);
});
