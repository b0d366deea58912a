import type { FastifyInstance } from 'fastify';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { provisionAccountIn } from '@site/api/admin-provision';
import type { Registry } from '@site/contracts/types';
import { siteDir } from '../paths.ts';
import { storeRegistry } from '../test-support/registry.ts';
import { startGeneration, writeCompressed } from '../render/generations.ts';
import { createSiteServer } from '../site/site-server.ts';

/**
 * Pinning a browser (docs/design.md#releases): an admin pins their own browser to a released version; that
 * browser then gets every page as the shell's document naming the version, with `pinned` for the banner, until
 * it unpins; every other visitor keeps the stored pages.
 */

jest.setTimeout(30_000);

const ORIGIN = 'http://localhost';
const ADMIN = { email: 'ops.admin@riverbend.example', name: 'Ops Admin', password: 'a long test passphrase' };
let dataDir: string;
let site: string;
let app: FastifyInstance;
let session: string;

const TEMPLATE =
  '<!doctype html><html><head><title>x</title></head><body><div id=root></div>' +
  '<script id=site-data type=application/json><!--SITE_DATA--></script></body></html>';

/** A released version folder of about, with the routes its build declares. */
async function released(version: string, routes: string[]) {
  const folder = path.join(site, 'remotes/about', version);
  await mkdir(folder, { recursive: true });
  await writeFile(
    path.join(folder, 'registry-entry.json'),
    JSON.stringify({ name: 'about', basePaths: ['/about-us'], routes }),
  );
  await writeFile(path.join(folder, 'remoteEntry.js'), '/* about */');
}

/** The registry inlined in a document. */
const siteDataOf = (html: string) =>
  JSON.parse(/<script id=site-data type=application\/json>(.*?)<\/script>/s.exec(html)![1]!) as { registry: Registry };

const cookieFrom = (setCookie: string | string[] | undefined, name: string) =>
  [setCookie ?? []]
    .flat()
    .find((c) => c.startsWith(`${name}=`))
    ?.split(';')[0];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'pinning-'));
  site = siteDir(dataDir);
  const shellDist = path.join(dataDir, 'shell');
  await mkdir(shellDist, { recursive: true });
  await writeFile(path.join(shellDist, 'index.html'), TEMPLATE);
  await released('1.0.0', ['/about-us/leadership']);
  await released('1.1.0', ['/about-us/leadership', '/about-us/press-room']);
  const registry: Registry = {
    schemaVersion: 1,
    remotes: {
      about: {
        version: '1.0.0',
        entry: '/remotes/about/1.0.0/remoteEntry.js',
        basePaths: ['/about-us'],
        routes: ['/about-us/leadership'],
      },
    },
  };
  app = await createSiteServer({ dataDir, releases: { shellDist } });
  // In the server's own database: provisionAccount would open the directory once more before it.
  await provisionAccountIn(app.db, { ...ADMIN, role: 'admin' });
  await storeRegistry(app.db, registry);
  const draft = await startGeneration(site);
  await writeCompressed(draft.dir, 'about-us/leadership/index.html', '<h1>Stored leadership</h1>');
  await writeCompressed(draft.dir, '404.html', '<h1>Page Not Found</h1>');
  await draft.commit({ shell: 's', nav: 'n', complete: true, pages: {} });
  await app.rendering.refresh();
  const login = await app.inject({
    method: 'POST',
    url: '/api/admin/session',
    headers: { origin: ORIGIN },
    payload: { email: ADMIN.email, password: ADMIN.password },
  });
  session = cookieFrom(login.headers['set-cookie'], 'admin_session')!;
});
afterAll(async () => {
  await app?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const pin = (version: string) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/releases/about/pin',
    headers: { origin: ORIGIN, cookie: session },
    payload: { version },
  });

it('lists the released versions to pin, refuses one that is not released, and pins the browser to one', async () => {
  const overview = await app.inject({ url: '/api/admin/releases', headers: { cookie: session } });
  expect(overview.json()).toMatchObject({ pinned: {}, remotes: [{ remote: 'about', versions: ['1.1.0', '1.0.0'] }] });
  expect((await pin('9.9.9')).statusCode).toBe(404);

  const pinned = await pin('1.1.0');
  expect(pinned.json()).toEqual({ pinned: { about: '1.1.0' } });
  const cookie = cookieFrom(pinned.headers['set-cookie'], 'rr_pin')!;
  expect(pinned.headers['set-cookie']).toContainEqual(
    expect.stringMatching(/^rr_pin=[\w-]{43}; Max-Age=28800; Path=\/; HttpOnly; .*SameSite=Lax$/),
  );

  const page = await app.inject({ url: '/about-us/leadership', headers: { cookie } });
  expect(page.headers['cache-control']).toBe('no-store');
  expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
  const { registry } = siteDataOf(page.body);
  expect(registry.pinned).toEqual({ about: '1.1.0' });
  expect(registry.remotes.about).toMatchObject({
    version: '1.1.0',
    entry: '/remotes/about/1.1.0/remoteEntry.js',
    routes: ['/about-us/leadership', '/about-us/press-room'],
    previous: { version: '1.0.0' },
  });
  // A page only the pinned version has is served too: the browser renders it.
  expect((await app.inject({ url: '/about-us/press-room', headers: { cookie } })).statusCode).toBe(200);
  // Everyone else keeps the stored page.
  expect((await app.inject({ url: '/about-us/leadership' })).body).toBe('<h1>Stored leadership</h1>');
  const overviewPinned = await app.inject({ url: '/api/admin/releases', headers: { cookie: `${session}; ${cookie}` } });
  expect(overviewPinned.json().pinned).toEqual({ about: '1.1.0' });

  // Unpinned, the same browser is a visitor like any other, and its old cookie pins nothing.
  const unpinned = await app.inject({ method: 'DELETE', url: '/api/releases/pin', headers: { cookie } });
  expect(unpinned.statusCode).toBe(204);
  expect(unpinned.headers['set-cookie']).toMatch(/^rr_pin=; Path=\/; Max-Age=0/);
  expect((await app.inject({ url: '/about-us/leadership', headers: { cookie } })).body).toBe(
    '<h1>Stored leadership</h1>',
  );
});

it('answers a cookie that pins nothing as it answers any visitor', async () => {
  const cookie = 'rr_pin=unknown';
  expect((await app.inject({ url: '/about-us/leadership', headers: { cookie } })).body).toBe(
    '<h1>Stored leadership</h1>',
  );
  const missing = await app.inject({ url: '/about-us/press-room', headers: { cookie } });
  expect([missing.statusCode, missing.body]).toEqual([404, '<h1>Page Not Found</h1>']);
});

it('is for admins only', async () => {
  const anonymous = await app.inject({
    method: 'POST',
    url: '/api/admin/releases/about/pin',
    headers: { origin: ORIGIN },
    payload: { version: '1.1.0' },
  });
  expect(anonymous.statusCode).toBe(401);
});
