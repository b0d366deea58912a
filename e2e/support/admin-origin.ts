import type { Page } from '@playwright/test';

/**
 * The admin's own origin in the browser tests (docs/design.md#admin-sign-in-and-roles): a site on
 * `http://127.0.0.1:<port>` has its admin on `http://admin.localhost:<port>`, the same server told apart by
 * Host, which Chromium resolves to loopback itself.
 */

/**
 * Lets `page` load the admin origin `adminUrl` from the network: the fixtures answer every other origin than
 * the test's base URL with a blank image (the tests run offline). Playwright runs the route registered last
 * first, so this one wins for that origin.
 */
export async function reachAdminOrigin(page: Page, adminUrl: string): Promise<void> {
  await page.route(
    (url) => url.origin === adminUrl,
    (route) => route.continue(),
  );
}

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
