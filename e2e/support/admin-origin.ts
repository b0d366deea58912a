import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { openPage } from './fixtures.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * The admin's own origin in the browser tests (docs/design.md#admin-sign-in-and-roles): a site on
 * `http://127.0.0.1:<port>` has its admin on `http://admin.localhost:<port>`, the same server told apart by
 * Host, which Chromium resolves to loopback itself.
 */

/** An answer of adminApi: the status and the body read as JSON (null when it is not JSON). */
export interface AdminApiAnswer<T = unknown> {
  status: number;
  body: T;
}

/**
 * Calls the API from a tab of its own on the admin origin `adminUrl`, in `page`'s browser context: the calls
 * carry that browser's session cookie and the admin origin's Origin, as the admin's screens send them (Node's
 * requests cannot name `*.localhost`). Close the tab with `close()`.
 */
export async function adminApi(
  page: Page,
  adminUrl: string,
): Promise<{
  call: <T = unknown>(method: string, path: string, body?: unknown) => Promise<AdminApiAnswer<T>>;
  close: () => Promise<void>;
}> {
  const tab = await page.context().newPage();
  await tab.goto(`${adminUrl}/api/health`);
  const call = <T>(method: string, path: string, body?: unknown) =>
    tab.evaluate(
      async ({ method, path, body }) => {
        const response = await fetch(path, {
          method,
          headers: body === undefined ? {} : { 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const text = await response.text();
        let parsed: unknown = null;
        try {
          parsed = JSON.parse(text);
        } catch {
          // not JSON: an empty answer (204) or a page
        }
        return { status: response.status, body: parsed };
      },
      { method, path, body },
    ) as Promise<AdminApiAnswer<T>>;
  return { call, close: () => tab.close() };
}

/** A staff account a browser test creates: what `npm run admin:create` asks for. */
export interface StaffAccount {
  email: string;
  name: string;
  password: string;
}

/**
 * Adds `account` with `role` to the database in `dataDir` as `npm run admin:create` does (the password on
 * standard input), before the site starts. Returns the command's result, for a test of the command itself;
 * the test fails when it exits other than 0, unless `allowFailure`.
 */
export function createAccount(
  dataDir: string,
  account: StaffAccount,
  role: 'admin' | 'editor',
  { allowFailure = false } = {},
): SpawnSyncReturns<string> {
  const created = spawnSync(
    process.execPath,
    [
      'scripts/src/admin-create.ts',
      ...['--email', account.email, '--name', account.name, '--role', role, '--data-dir', dataDir],
    ],
    { cwd: ROOT, input: `${account.password}\n`, encoding: 'utf8' },
  );
  if (!allowFailure) expect(created.status, created.stderr).toBe(0);
  return created;
}

/**
 * Makes a deploy token for `remote` in the database in `dataDir` as `npm run token:create` does (labelled
 * "<remote> team CI"), before the site starts; returns the token. The test fails when the command does.
 */
export function createDeployToken(dataDir: string, remote: string): string {
  const created = spawnSync(
    process.execPath,
    ['scripts/src/token-create.ts', '--remote', remote, '--label', `${remote} team CI`, '--data-dir', dataDir],
    { cwd: ROOT, encoding: 'utf8' },
  );
  expect(created.status, created.stderr).toBe(0);
  return created.stdout.trim().split('\n').at(-1)!;
}

/** Signs `account` in on the admin origin `adminUrl` in `page`, and waits for the Dashboard. */
export async function signInOnAdmin(page: Page, adminUrl: string, account: StaffAccount): Promise<void> {
  await openPage(page, `${adminUrl}/admin/`);
  await page.getByLabel('E-mail address').fill(account.email);
  await page.getByLabel('Password', { exact: false }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}
