import type { FastifyInstance } from 'fastify';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { provisionAccountIn } from '@site/api/admin-provision';
import { SHELL_START_SCRIPT_HASH } from '@site/api/security-policy';
import { createReleasePreviewLink } from '@site/api/handovers';
import { updateRegistryState } from '@site/api/ops';
import type { Registry, RegistryRemote } from '@site/contracts/types';
import { siteDir } from '../paths.ts';
import { storeRegistry } from '../test-support/registry.ts';
import { startGeneration, writeCompressed } from '../render/generations.ts';
import { adminDocumentFrom } from './admin-origin.ts';
import { createSiteServer } from './site-server.ts';

/**
 * The admin on its own origin (docs/design.md#admin-sign-in-and-roles): one server told apart by Host; the
 * admin's origin serves the admin alone, the public origin never takes a staff session, and previews and pins
 * cross over through one-time links.
 */

jest.setTimeout(30_000);

const SITE = 'http://localhost:8080';
const ADMIN_ORIGIN = 'http://admin.localhost:8080';
const PUBLIC_HOST = { host: 'localhost:8080' };
const ADMIN_HOST = { host: 'admin.localhost:8080' };
const ADMIN = { email: 'origin.admin@riverbend.example', name: 'Origin Admin', password: 'a long test passphrase' };
let dataDir: string;
let app: FastifyInstance;
let session: string;

const REGISTRY: Registry = {
  schemaVersion: 1,
  remotes: {
    about: { version: '1.0.0', entry: '/remotes/about/1.0.0/remoteEntry.js', basePaths: ['/about-us'] },
    admin: { version: '1.0.0', entry: '/remotes/admin/1.0.0/remoteEntry.js', basePaths: ['/admin'] },
  },
};
const SHELL =
  '<!doctype html><html><head><title>x</title><script defer src=/main.0123456789.js></script></head><body>' +
  `<div id=root></div><script id=site-data type=application/json>${JSON.stringify({ registry: REGISTRY, settings: {} })}</script></body></html>`;

const cookieFrom = (setCookie: string | string[] | undefined, name: string) =>
  [setCookie ?? []].flat().find((c) => c.startsWith(`${name}=`));
const registryOf = (html: string) =>
  (JSON.parse(/<script id=site-data type=application\/json>(.*?)<\/script>/s.exec(html)![1]!) as { registry: Registry })
    .registry;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'admin-origin-'));
  const site = siteDir(dataDir);
  for (const remote of ['about', 'admin']) {
    const folder = path.join(site, 'remotes', remote, '1.0.0');
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, 'remoteEntry.js'), `/* ${remote} */`);
    await writeFile(
      path.join(folder, 'registry-entry.json'),
      JSON.stringify({ name: remote, basePaths: REGISTRY.remotes[remote]!.basePaths }),
    );
  }
  const shellDist = path.join(dataDir, 'shell');
  await mkdir(shellDist, { recursive: true });
  await writeFile(path.join(shellDist, 'index.html'), SHELL);
  app = await createSiteServer({ dataDir, siteUrl: SITE, adminUrl: ADMIN_ORIGIN, releases: { shellDist } });
  // In the server's own database: provisionAccount would open the directory once more before it.
  await provisionAccountIn(app.db, { ...ADMIN, role: 'admin' });
  await storeRegistry(app.db, REGISTRY);
  const draft = await startGeneration(site);
  await writeCompressed(draft.dir, 'about-us/leadership/index.html', '<h1>Leadership</h1>');
  await writeCompressed(draft.dir, '404.html', '<h1>Page Not Found</h1>');
  await writeCompressed(draft.dir, '_site/shell.html', SHELL);
  await writeCompressed(draft.dir, 'main.0123456789.js', '/* shell */');
  await draft.commit({ shell: 's', nav: 'n', complete: true, pages: {} });
  await app.rendering.refresh();
  const login = await app.inject({
    method: 'POST',
    url: '/api/admin/session',
    headers: { ...ADMIN_HOST, origin: ADMIN_ORIGIN },
    payload: { email: ADMIN.email, password: ADMIN.password },
  });
  expect(login.statusCode).toBe(200);
  session = cookieFrom(login.headers['set-cookie'], 'admin_session')!.split(';')[0]!;
});
afterAll(async () => {
  await app?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the public origin', () => {
  it('redirects the admin screens to the same address on the admin origin', async () => {
    const answer = await app.inject({ url: '/admin/news/12?tab=versions', headers: PUBLIC_HOST });
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe(`${ADMIN_ORIGIN}/admin/news/12?tab=versions`);
    expect((await app.inject({ url: '/admin', headers: PUBLIC_HOST })).headers.location).toBe(`${ADMIN_ORIGIN}/admin`);
  });

  it('answers 404 to every admin call, with or without a session, and never sets the session cookie', async () => {
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/admin/session',
      headers: { ...PUBLIC_HOST, origin: SITE },
      payload: { email: ADMIN.email, password: ADMIN.password },
    });
    expect(signIn.statusCode).toBe(404);
    expect(signIn.headers['set-cookie']).toBeUndefined();
    for (const [method, url] of [
      ['GET', '/api/admin/users'],
      ['POST', '/api/admin/users'],
      ['GET', '/api/admin/session'],
      ['GET', '/api/%61dmin/users'],
    ] as const) {
      const answer = await app.inject({
        method,
        url,
        headers: { ...PUBLIC_HOST, origin: SITE, cookie: session },
        ...(method === 'POST' && { payload: { email: 'x@evil.example', name: 'X', role: 'admin' } }),
      });
      expect([url, answer.statusCode, answer.json().error.code]).toEqual([url, 404, 'not_found']);
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
  });

  it('keeps its pages and its policy, which lets its own pages frame it', async () => {
    const page = await app.inject({ url: '/about-us/leadership', headers: PUBLIC_HOST });
    expect(page.body).toBe('<h1>Leadership</h1>');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });
});

describe('the admin origin', () => {
  it('serves the admin document, whose registry lists the admin remote alone, under a policy of its own', async () => {
    const document = await app.inject({ url: '/admin/news/', headers: ADMIN_HOST });
    expect(document.statusCode).toBe(200);
    expect(document.headers['cache-control']).toBe('no-store');
    expect(Object.keys(registryOf(document.body).remotes)).toEqual(['admin']);
    const policy = String(document.headers['content-security-policy']);
    // The admin's document is the shell's, with the same inline start-up script.
    expect(policy).toContain(`script-src 'self' '${SHELL_START_SCRIPT_HASH}';`);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/localhost:\*/);
  });

  it("leads its links to the public site to the page they name, and only to this site's pages", async () => {
    const lead = async (url: string) => (await app.inject({ url, headers: ADMIN_HOST })).headers.location;
    expect(await lead('/_site/public')).toBe(`${SITE}/`);
    expect(await lead(`/_site/public?to=${encodeURIComponent('/about-us/leadership/')}`)).toBe(
      `${SITE}/about-us/leadership/`,
    );
    for (const elsewhere of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'about-us']) {
      expect(await lead(`/_site/public?to=${encodeURIComponent(elsewhere)}`)).toBe(`${SITE}/`);
    }
  });

  it('serves the admin remote, the shell files and the admin API, and nothing of the sections', async () => {
    const get = (url: string) => app.inject({ url, headers: ADMIN_HOST });
    expect((await get('/remotes/admin/1.0.0/remoteEntry.js')).statusCode).toBe(200);
    expect((await get('/main.0123456789.js')).body).toBe('/* shell */');
    expect((await get('/')).headers.location).toBe('/admin/');
    for (const url of [
      '/remotes/about/1.0.0/remoteEntry.js',
      '/remotes/admin/../about/1.0.0/remoteEntry.js',
      '/about-us/leadership',
      '/sitemap.xml',
      '/_site/shell.html',
    ]) {
      expect([url, (await get(url)).statusCode]).toEqual([url, 404]);
    }
    const contact = await app.inject({
      method: 'POST',
      url: '/api/utilities/contact.php',
      headers: { ...ADMIN_HOST, origin: ADMIN_ORIGIN },
      payload: {},
    });
    expect(contact.statusCode).toBe(404);
    expect((await get('/api/settings')).statusCode).toBe(200);
  });

  it('sets a host-only session cookie and takes changes from its own origin only', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/admin/session',
      headers: { ...ADMIN_HOST, origin: ADMIN_ORIGIN },
      payload: { email: ADMIN.email, password: ADMIN.password },
    });
    const cookie = cookieFrom(login.headers['set-cookie'], 'admin_session')!;
    expect(cookie).toMatch(/; Path=\/api\/admin; HttpOnly; SameSite=Strict$/);
    expect(cookie).not.toMatch(/Domain=/i);
    const create = (origin: string) =>
      app.inject({
        method: 'POST',
        url: '/api/admin/users',
        headers: { ...ADMIN_HOST, origin, cookie: session },
        payload: {
          email: 'backdoor@evil.example',
          name: 'Backdoor',
          role: 'admin',
          password: 'a long enough password',
        },
      });
    for (const origin of [SITE, 'http://127.0.0.1:8080', 'https://admin.localhost:8080', 'null']) {
      expect([origin, (await create(origin)).statusCode]).toEqual([origin, 403]);
    }
    const users = await app.inject({ url: '/api/admin/users', headers: { ...ADMIN_HOST, cookie: session } });
    expect(users.json().map((user: { email: string }) => user.email)).toEqual([ADMIN.email]);
  });
});

describe('hand-over links', () => {
  it('pins the public browser that opens the link, once', async () => {
    const pinned = await app.inject({
      method: 'POST',
      url: '/api/admin/releases/about/pin',
      headers: { ...ADMIN_HOST, origin: ADMIN_ORIGIN, cookie: session },
      payload: { version: '1.0.0' },
    });
    expect(pinned.statusCode).toBe(200);
    expect(cookieFrom(pinned.headers['set-cookie'], 'rr_pin')).toBeUndefined();
    const url = new URL(pinned.json().url as string);
    expect(url.origin).toBe(SITE);
    expect(url.pathname).toMatch(/^\/_site\/handover\/[\w-]{43}$/);

    const opened = await app.inject({ url: url.pathname, headers: PUBLIC_HOST });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/');
    expect(cookieFrom(opened.headers['set-cookie'], 'rr_pin')).toMatch(/^rr_pin=[\w-]{43}; Max-Age=28800; Path=\/;/);
    expect((await app.inject({ url: url.pathname, headers: PUBLIC_HOST })).statusCode).toBe(404);
    // Never on the admin origin.
    expect((await app.inject({ url: url.pathname, headers: ADMIN_HOST })).statusCode).toBe(404);
  });

  it('leads to a draft preview address once', async () => {
    const [fact] = (
      await app.inject({ url: '/api/admin/quick-facts', headers: { ...ADMIN_HOST, cookie: session } })
    ).json() as { id: number }[];
    const made = await app.inject({
      method: 'POST',
      url: `/api/admin/quick-facts/${fact!.id}/preview`,
      headers: { ...ADMIN_HOST, origin: ADMIN_ORIGIN, cookie: session },
    });
    expect(made.statusCode).toBe(201);
    const url = new URL(made.json().url as string);
    expect(url.origin).toBe(SITE);
    const opened = await app.inject({ url: url.pathname, headers: PUBLIC_HOST });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toMatch(/^\/[^/].*\?preview=[\w-]{43}$|^\/\?preview=[\w-]{43}$/);
    expect(opened.headers['referrer-policy']).toBe('no-referrer');
    expect((await app.inject({ url: url.pathname, headers: PUBLIC_HOST })).statusCode).toBe(404);
  });

  it("pins every browser that opens a release's preview link to the canary, on its first page, while it is the canary", async () => {
    const setCanary = (canary: RegistryRemote['canary']) =>
      updateRegistryState(app.db, (state) => {
        state.registry.remotes.about!.canary = canary;
      });
    await setCanary({
      version: '1.1.0',
      entry: '/remotes/about/1.1.0/remoteEntry.js',
      percent: 0,
      basePaths: ['/about-us'],
      routes: ['/about-us/leadership'],
    });
    const link = await createReleasePreviewLink(app.db, { remote: 'about', version: '1.1.0', created_by: 'token: ci' });
    expect(link.expires_at.getTime() - Date.now()).toBeGreaterThan(23 * 60 * 60 * 1000);
    // Any number of reviewers, each pinned on their own.
    const pins = new Set<string>();
    for (const reviewer of [1, 2]) {
      const opened = await app.inject({ url: link.path, headers: PUBLIC_HOST });
      expect([reviewer, opened.statusCode, opened.headers.location]).toEqual([reviewer, 303, '/about-us/leadership']);
      pins.add(cookieFrom(opened.headers['set-cookie'], 'rr_pin')!.split(';')[0]!);
    }
    expect(pins.size).toBe(2);
    await setCanary(undefined);
    expect((await app.inject({ url: link.path, headers: PUBLIC_HOST })).statusCode).toBe(404);
  });

  it('refuses a malformed or made-up code', async () => {
    for (const code of ['x', 'A'.repeat(43)]) {
      expect((await app.inject({ url: `/_site/handover/${code}`, headers: PUBLIC_HOST })).statusCode).toBe(404);
    }
  });
});

it('cuts the shell document down to the admin remote', () => {
  expect(registryOf(adminDocumentFrom(SHELL))).toEqual({
    schemaVersion: 1,
    remotes: { admin: REGISTRY.remotes.admin },
  });
});
