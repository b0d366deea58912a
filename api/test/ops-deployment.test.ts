import './test-support/vm-modules.ts';
import { SHELL_START_SCRIPT_HASH } from '../src/plugins/external/security-policy.ts';
import { addUser } from './test-support/admin.ts';
import { createTestApp, SETUP_TIMEOUT_MS } from './test-support/test-app.ts';
import type { TestApp } from './test-support/test-app.ts';

/**
 * What configuration alone relaxes (DEV_MODE, SITE_URL): the development policy, HSTS and the session
 * cookie's Secure flag. Production with the default configuration is covered by ops-security-headers and
 * admin-auth; these are the two other ways the site runs: over plain http (as the browser tests run it) and
 * under `npm run dev`.
 */

let overHttp: TestApp;
let dev: TestApp;
beforeAll(async () => {
  overHttp = await createTestApp(undefined, { mail: null, siteUrl: 'http://127.0.0.1:8090', devMode: false });
  dev = await createTestApp(undefined, { mail: null, devMode: true });
}, 2 * SETUP_TIMEOUT_MS);
afterAll(async () => {
  await overHttp?.close();
  await dev?.close();
});

/** Signs a new account in on `testApp`, as a page served at `origin` would. */
async function signIn(testApp: TestApp, origin: string) {
  const { user, password } = await addUser(testApp.app);
  return testApp.app.inject({
    method: 'POST',
    url: '/api/admin/session',
    headers: { host: new URL(origin).host, origin },
    payload: { email: user.email, password },
    remoteAddress: '192.0.2.80',
  });
}

const sourcesOf = (header: unknown, directive: string) =>
  String(header)
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directive)
    ?.slice(1);

describe('a site configured with an http:// address', () => {
  it('signs in with a session cookie a browser keeps over http, and keeps the production policy', async () => {
    const response = await signIn(overHttp, 'http://127.0.0.1:8090');
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === 'admin_session');
    expect(cookie?.secure).toBeUndefined();
    expect(sourcesOf(response.headers['content-security-policy'], 'script-src')).toEqual([
      "'self'",
      `'${SHELL_START_SCRIPT_HASH}'`,
    ]);
  });
});

describe('development (DEV_MODE)', () => {
  it('leaves HSTS out and admits localhost dev servers, whatever host is named', async () => {
    for (const host of ['localhost:8080', 'www.riverbend.example']) {
      const response = await dev.app.inject({ url: '/api/settings', headers: { host } });
      expect(response.headers['strict-transport-security']).toBeUndefined();
      const csp = response.headers['content-security-policy'];
      expect(sourcesOf(csp, 'script-src')).toEqual([
        "'self'",
        `'${SHELL_START_SCRIPT_HASH}'`,
        'http://localhost:*',
        'http://127.0.0.1:*',
      ]);
      expect(sourcesOf(csp, 'connect-src')).toContain('ws://localhost:*');
    }
  });

  it('sets the session cookie without Secure, for http://localhost', async () => {
    const response = await signIn(dev, 'http://localhost:8080');
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === 'admin_session')?.secure).toBeUndefined();
  });
});
