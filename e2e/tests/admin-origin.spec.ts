import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { releaseRemote } from '@site/scripts/release';
import { startSite, type Site } from '@site/test-support/site';
import { adminApi, createAccount, signInOnAdmin } from '../support/admin-origin.ts';
import { expect, expectNoAxeViolations, openPage, test } from '../support/fixtures.ts';
import { freshDataDir } from '../support/data-template.ts';

/**
 * The admin on its own origin (docs/design.md#admin-sign-in-and-roles), as an attacker holding a section's
 * browser code meets it: an admin is signed in on `http://admin.localhost:<port>`, and in the same browser a
 * public page runs what a malicious remote would (a fetch with credentials to the admin API on both origins,
 * a form POST to both, a window opened on the admin and its DOM read). Every one fails and no account is
 * made. Previews and pins still reach the public site, through one-time hand-over links, the admin
 * origin's screens pass axe, and a release made on the site shows its report there.
 *
 * The spec starts a site of its own, on the port after the hostile release spec's, with an admin made by
 * `admin:create` before the site opens its database.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const DATA_DIR = path.join(ROOT, 'data/e2e/admin-origin');
const PORT = Number(process.env.E2E_ADMIN_ORIGIN_PORT ?? Number(process.env.E2E_PORT ?? 8090) + 6);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ADMIN_URL = `http://admin.localhost:${PORT}`;
const ADMIN = { email: 'origin.admin@riverbend.example', name: 'Orla Origin', password: 'an origin passphrase' };
const BACKDOOR = 'team-about-backdoor@evil.example';

let site: Site | undefined;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: ORIGIN });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  await freshDataDir(DATA_DIR);
  createAccount(DATA_DIR, ADMIN, 'admin');
  site = await startSite({ dataDir: DATA_DIR, port: PORT, readyTimeoutMs: 240_000 });
});

test.afterAll(async () => site?.stop());

const main = (page: Page) => page.getByRole('main');

const signIn = (page: Page) => signInOnAdmin(page, ADMIN_URL, ADMIN);

/** The e-mail addresses of every account, as the signed-in admin's screens read them. */
async function accounts(page: Page): Promise<string[]> {
  const api = await adminApi(page, ADMIN_URL);
  try {
    const users = await api.call<{ email: string }[]>('GET', '/api/admin/users');
    expect(users.status).toBe(200);
    return users.body.map((user) => user.email).sort();
  } finally {
    await api.close();
  }
}

test("the admin origin's screens load no section's code and pass axe", async ({ page, consoleErrors }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await openPage(page, `${ADMIN_URL}/admin/`);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expectNoAxeViolations(page);
  await signIn(page);
  await expectNoAxeViolations(page);
  await openPage(page, `${ADMIN_URL}/admin/releases/`);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Releases' })).toBeVisible();
  await expect(main(page).getByRole('region', { name: 'about' }).getByRole('table').first()).toBeVisible();
  await expectNoAxeViolations(page);
  const foreign = scripts.filter((url) => !url.startsWith(`${ADMIN_URL}/`) || /\/remotes\/(?!admin\/)/.test(url));
  expect(foreign).toEqual([]);
  expect(scripts.some((url) => url.startsWith(`${ADMIN_URL}/remotes/admin/`))).toBe(true);
  expect(consoleErrors).toEqual([]);
});

test("a public page's code cannot act as the signed-in admin: fetch, form POST and window.open all fail", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  const before = await accounts(page);
  expect(before).toEqual([ADMIN.email]);
  await openPage(page, '/contact');
  expect(new URL(page.url()).origin).toBe(ORIGIN);
  const account = { email: BACKDOOR, name: 'Backdoor', role: 'admin', password: 'a long backdoor password' };

  // fetch with credentials, to the admin API on both origins.
  const fetched = await page.evaluate(
    async ({ adminUrl, account }) => {
      const outcomes: string[] = [];
      for (const base of ['', adminUrl]) {
        for (const method of ['GET', 'POST']) {
          try {
            const answer = await fetch(`${base}/api/admin/users`, {
              method,
              credentials: 'include',
              headers: { 'content-type': 'application/json' },
              ...(method === 'POST' && { body: JSON.stringify(account) }),
            });
            outcomes.push(`${method} ${base || 'public'}: ${answer.status} ${(await answer.text()).slice(0, 200)}`);
          } catch (error) {
            outcomes.push(`${method} ${base || 'public'}: refused (${(error as Error).name})`);
          }
        }
      }
      return outcomes;
    },
    { adminUrl: ADMIN_URL, account },
  );
  expect(fetched[0]).toMatch(/^GET public: 404 /);
  expect(fetched[1]).toMatch(/^POST public: 404 /);
  expect(fetched[2]).toBe(`GET ${ADMIN_URL}: refused (TypeError)`);
  expect(fetched[3]).toBe(`POST ${ADMIN_URL}: refused (TypeError)`);
  expect(fetched.join('\n')).not.toContain(ADMIN.email);

  // A form POST to both origins: the page's own navigates to a 404; the admin origin's is never sent.
  const postsToAdmin: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(ADMIN_URL) && request.method() === 'POST') postsToAdmin.push(request.url());
  });
  const submit = (action: string) =>
    page.evaluate(
      ({ action, account }) => {
        const form = document.createElement('form');
        form.method = 'POST';
        form.action = action;
        for (const [name, value] of Object.entries(account)) {
          const input = document.createElement('input');
          input.name = name;
          input.value = value;
          form.append(input);
        }
        document.body.append(form);
        form.submit();
      },
      { action, account },
    );
  const [publicAnswer] = await Promise.all([
    page.waitForResponse((response) => response.url() === `${ORIGIN}/api/admin/users`),
    submit('/api/admin/users'),
  ]);
  expect(publicAnswer.status()).toBe(404);
  // The form's navigation has its answer, but commits a moment later: a goto before then is cut short by it.
  await page.waitForURL(`${ORIGIN}/api/admin/users`);
  await openPage(page, '/contact');
  await submit(`${ADMIN_URL}/api/admin/users`);
  await page.waitForTimeout(1_000);
  expect(postsToAdmin).toEqual([]);
  expect(new URL(page.url()).origin).toBe(ORIGIN);

  // A window opened on the admin (directly, and through the public /admin/ redirect): its DOM stays out of
  // reach.
  await openPage(page, '/contact');
  const opened = await page.evaluate(async (adminUrl) => {
    const outcomes: string[] = [];
    for (const address of [`${adminUrl}/admin/users/`, '/admin/users/']) {
      const win = window.open(address, '_blank');
      let outcome = 'nothing read';
      for (let attempt = 0; attempt < 30; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        try {
          if (!win || win.closed) {
            outcome = 'no handle on the window';
            break;
          }
          const text = win.document.body?.innerText ?? '';
          if (text) {
            outcome = `read: ${text.slice(0, 200)}`;
            break;
          }
        } catch (error) {
          outcome = `refused (${(error as Error).name})`;
        }
      }
      outcomes.push(`${address}: ${outcome}`);
      win?.close();
    }
    return outcomes;
  }, ADMIN_URL);
  for (const outcome of opened) expect(outcome).toMatch(/: (no handle on the window|refused \(SecurityError\))$/);

  // Still signed in, and no account was made.
  expect(await accounts(page)).toEqual(before);
});

test('a preview and a pin made on the admin origin reach the public site through one-time links', async ({ page }) => {
  await signIn(page);
  const api = await adminApi(page, ADMIN_URL);
  try {
    // A quick fact's draft, previewed: Home as it would be, on the public origin only.
    const [fact] = (await api.call<{ id: number; number: string; title: string }[]>('GET', '/api/admin/quick-facts'))
      .body;
    const title = 'Readings around the clock (hand-over draft)';
    const drafted = await api.call('PUT', `/api/admin/quick-facts/${fact!.id}/draft`, { number: fact!.number, title });
    expect(drafted.status, JSON.stringify(drafted.body)).toBe(200);
    const preview = await api.call<{ url: string }>('POST', `/api/admin/quick-facts/${fact!.id}/preview`);
    expect(preview.status).toBe(201);
    const link = new URL(preview.body.url);
    expect(link.origin).toBe(ORIGIN);
    expect(link.pathname).toMatch(/^\/_site\/handover\/[\w-]{43}$/);
    await page.goto(link.href);
    expect(new URL(page.url()).origin).toBe(ORIGIN);
    expect(new URL(page.url()).searchParams.get('preview')).toMatch(/^[\w-]{43}$/);
    await expect(page.getByRole('complementary', { name: 'Preview notice' })).toContainText(
      'Preview of unpublished changes.',
    );
    await expect(page.getByText(title).first()).toBeAttached();
    // Once only.
    expect((await page.request.get(link.pathname)).status()).toBe(404);
    expect((await api.call('DELETE', `/api/admin/quick-facts/${fact!.id}/draft`)).status).toBe(204);

    // A pin of this browser to the version it runs now: set on the public origin by its link.
    const registry = (await (await page.request.get('/registry.json')).json()) as {
      remotes: Record<string, { version: string }>;
    };
    const { version } = registry.remotes.about!;
    const pinned = await api.call<{ url: string }>('POST', '/api/admin/releases/about/pin', { version });
    expect(pinned.status).toBe(200);
    await page.goto(pinned.body.url);
    expect(page.url()).toBe(`${ORIGIN}/`);
    await openPage(page, '/about-us/meet-our-team');
    const banner = page.getByRole('region', { name: 'Pinned versions' });
    await expect(banner).toContainText(`Pinned for testing: about ${version}.`);
    // The public origin holds the pin and never a staff session.
    const cookies = await page.context().cookies(ORIGIN);
    expect(cookies.map((cookie) => cookie.name)).toContain('rr_pin');
    expect(cookies.map((cookie) => cookie.name)).not.toContain('admin_session');
    await banner.getByRole('button', { name: 'Unpin' }).click();
    await expect(page.getByRole('region', { name: 'Pinned versions' })).toHaveCount(0);
  } finally {
    await api.close();
  }
});

/**
 * A copy of the about build, its browser and its Node code alike, whose Meet Our Team page reads `heading`
 * instead; without its precompressed copies, which would be stale.
 */
async function aboutBuildWithHeading(heading: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'about-report-'));
  await cp(path.join(ROOT, 'mfe-about/dist'), dir, { recursive: true });
  for (const file of await readdir(dir, { recursive: true })) {
    const full = path.join(dir, file);
    if (/\.(br|gz)$/.test(file)) await rm(full);
    else if (/\.c?js$/.test(file)) {
      const text = await readFile(full, 'utf8');
      if (text.includes('Meet Our Team')) await writeFile(full, text.replaceAll('Meet Our Team', heading));
    }
  }
  return dir;
}

test("a release's report is on the Releases screen: the page it changed, its text diff, and no axe violation", async ({
  page,
  consoleErrors,
}) => {
  test.slow();
  const distDir = await aboutBuildWithHeading('Meet Our Radiologists');
  try {
    // From this machine while the site runs: through its release call, verified and reported by the server.
    const released = await releaseRemote('about', {
      version: '1.0.1-report',
      distDir,
      site: path.join(DATA_DIR, 'site'),
      log: () => undefined,
    });
    expect(released.report?.changed.map((change) => change.path)).toContain('/about-us/meet-our-team');
  } finally {
    await rm(distDir, { recursive: true, force: true });
  }
  await signIn(page);
  await openPage(page, `${ADMIN_URL}/admin/releases/`);
  await main(page).getByRole('link', { name: 'Report of about 1.0.1-report' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Report of about 1.0.1-report' })).toBeVisible();
  const team = main(page).getByRole('heading', { name: '/about-us/meet-our-team' });
  await expect(team).toBeVisible();
  await expect(main(page).locator('ins', { hasText: 'Radiologists' }).first()).toBeVisible();
  await expect(main(page).locator('del', { hasText: 'Team' }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});
