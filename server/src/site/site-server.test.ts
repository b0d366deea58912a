import type { FastifyInstance } from 'fastify';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { siteDir } from '../paths.ts';
import { currentGenerationId, listGenerations, startGeneration, writeCompressed } from '../render/generations.ts';
import { rawGet } from '@site/test-support/raw-get';
import { relativeFileFor, createSiteServer } from './site-server.ts';

let dataDir: string;
let site: string;
let app: FastifyInstance;

/** Writes a generation holding `files` (relative path → content) and makes it current; returns its id. */
async function publish(files: Record<string, string>, base?: string): Promise<string> {
  const draft = await startGeneration(site, base);
  for (const [relative, content] of Object.entries(files)) await writeCompressed(draft.dir, relative, content);
  const manifest = await draft.commit({ shell: 's', nav: 'n', complete: true, pages: {} });
  await app.rendering.files.refresh();
  return manifest.id;
}

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'site-server-'));
  site = siteDir(dataDir);
  app = await createSiteServer({ dataDir });
}, 60_000);
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the site server', () => {
  it('answers 503 with a plain message before the first pages exist, and is not ready', async () => {
    expect((await get('/')).statusCode).toBe(503);
    expect((await get('/_site/ready')).statusCode).toBe(503);
  });

  it('serves a page as a static host does: brotli or gzip as accepted, an ETag, and 304 when unchanged', async () => {
    await publish({
      'index.html': '<h1>Home</h1>',
      'about-us/leadership/index.html': '<h1>Leadership</h1>',
      '404.html': '<h1>Page Not Found</h1>',
      '_site/shell.html': '<div id="root"></div>',
    });
    const page = await get('/about-us/leadership', { 'accept-encoding': 'gzip, deflate, br' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe('<h1>Leadership</h1>');
    expect((await get('/about-us/leadership/', { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe(
      'gzip',
    );
    expect((await get('/about-us/leadership')).body).toBe('<h1>Leadership</h1>');
    const again = await get('/about-us/leadership', { 'if-none-match': String(page.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect((await get('/_site/ready')).statusCode).toBe(200);
  });

  it('stays ready while a page lacks its markup, and says the generation is not complete', async () => {
    const draft = await startGeneration(site, await currentGenerationId(site));
    const before = await currentGenerationId(site);
    await draft.commit({ shell: 's', nav: 'n', complete: false, pages: {} });
    await app.rendering.files.refresh();
    const ready = await get('/_site/ready');
    expect([ready.statusCode, ready.json()]).toEqual([
      200,
      { ready: true, complete: false, generation: await currentGenerationId(site) },
    ]);
    // The complete generation comes back for the tests after this one.
    const again = await startGeneration(site, before);
    await again.commit({ shell: 's', nav: 'n', complete: true, pages: {} });
    await app.rendering.files.refresh();
    expect((await get('/_site/ready')).json()).toEqual({
      ready: true,
      complete: true,
      generation: await currentGenerationId(site),
    });
  });

  it('answers an unknown address with 404 and the not-found page in the HTML', async () => {
    for (const url of ['/no-such-page', '/404', '//evil.example/x', '/%00', '/about-us/leadership/../x']) {
      const response = await get(url);
      expect([url, response.statusCode, response.body]).toEqual([url, 404, '<h1>Page Not Found</h1>']);
    }
  });

  it('puts no other host in any answer to a path that starts with two slashes, over a real connection', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const targets = [
      '//evil.example/x',
      '//evil.example',
      '//Evil.Example/About-Us/Leadership',
      // A page's address in other letters moves to its own: never to `//about-us/…`, another host.
      '//About-Us/Leadership',
      '///About-Us/Leadership',
      '///evil.example/x',
      '//evil.example/x?next=1',
      '/%2F%2Fevil.example/x',
      '/%2Fevil.example/x',
      '/\\evil.example/x',
      '/%5Cevil.example/x',
      '/%5C%5Cevil.example/X',
    ];
    for (const target of targets) {
      const { status, head, body } = await rawGet(port, target);
      // The site's own not-found document, or a move to an address on this origin (one leading slash).
      const location = /^location: (.*)$/im.exec(head)?.[1];
      if (status === 404) expect([target, body]).toEqual([target, '<h1>Page Not Found</h1>']);
      else expect([target, status, location]).toEqual([target, 301, expect.stringMatching(/^\/(?![/\\])/)]);
      expect([target, `${head}\n${body}`]).not.toEqual([target, expect.stringMatching(/evil\.example/i)]);
    }
  });

  it('answers a repeated query key with the not-found document, never a server error', async () => {
    for (const url of ['/_site/page-data?path=/&path=/x', '/_site/page-data?path=/', '/?path=/&path=/x']) {
      const response = await get(url);
      expect([url, response.statusCode < 500]).toEqual([url, true]);
    }
    const removed = await get('/_site/page-data?path=/&path=/x');
    expect([removed.statusCode, removed.body]).toEqual([404, '<h1>Page Not Found</h1>']);
    const { port } = app.server.address() as AddressInfo;
    expect((await rawGet(port, '/_site/page-data?path=/&path=/x')).status).toBe(404);
  });

  it('has no development address outside development: /_site/dev is an unknown page', async () => {
    const response = await get('/_site/dev');
    expect([response.statusCode, response.body]).toEqual([404, '<h1>Page Not Found</h1>']);
  });

  it("moves an address in other letters to the page's own, and gives admin screens the shell's document", async () => {
    const moved = await get('/About-Us/Leadership?x=1');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/about-us/leadership?x=1');
    expect((await get('/admin/physicians')).body).toBe('<div id="root"></div>');
  });

  it('never serves the renderer’s records, and leaves the API its own not-found answer', async () => {
    expect((await get('/_site/manifest.json')).statusCode).toBe(404);
    const api = await get('/api/no-such-call');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('switches to a new generation whole, and still finds an older generation’s scripts for pages in browsers', async () => {
    const first = await currentGenerationId(site);
    await publish({ 'main.0123456789.js': 'old();' }, first);
    const withScript = await currentGenerationId(site);
    await publish({
      'index.html': '<h1>Home again</h1>',
      '404.html': '<h1>Page Not Found</h1>',
      'main.abcdef0123.js': 'new();',
    });
    expect((await get('/')).body).toBe('<h1>Home again</h1>');
    const old = await get('/main.0123456789.js');
    expect([old.statusCode, old.body, old.headers['cache-control']]).toEqual([
      200,
      'old();',
      'public, max-age=31536000, immutable',
    ]);
    // A page of the new generation is not looked for in older ones.
    expect((await get('/about-us/leadership')).statusCode).toBe(404);
    expect((await listGenerations(site)).map((g) => g.id)).toContain(withScript);
  });

  it('replaces files linked from an older generation without changing that generation', async () => {
    const before = await currentGenerationId(site);
    const next = await publish({ 'index.html': '<h1>Home, third</h1>' }, before);
    expect(await readFile(path.join(site, 'pages', before!, 'index.html'), 'utf8')).toBe('<h1>Home again</h1>');
    expect(await readFile(path.join(site, 'pages', next, 'main.abcdef0123.js'), 'utf8')).toBe('new();');
  });
});

describe('the site server in development (DEV_MODE=true)', () => {
  it('answers /_site/dev, so the shell may load a developer’s remotes from local dev servers', async () => {
    const devData = await mkdtemp(path.join(tmpdir(), 'site-server-dev-'));
    const dev = await createSiteServer({ dataDir: devData, devMode: true });
    try {
      const response = await dev.inject({ method: 'GET', url: '/_site/dev' });
      expect([response.statusCode, response.json(), response.headers['cache-control']]).toEqual([
        200,
        { devMode: true },
        'no-store',
      ]);
    } finally {
      await dev.close();
      await rm(devData, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('relativeFileFor', () => {
  it('maps page addresses to their documents and file names to themselves', () => {
    expect(relativeFileFor('/')).toBe('index.html');
    expect(relativeFileFor('/news/5')).toBe('news/5/index.html');
    expect(relativeFileFor('/news/')).toBe('news/index.html');
    expect(relativeFileFor('/_site/data/ab12.json')).toBe('_site/data/ab12.json');
    expect(relativeFileFor('/x.html')).toBe('x.html/index.html');
  });
});
