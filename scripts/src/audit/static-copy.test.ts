import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import {
  documentAssets,
  saveStaticCopy,
  serveStaticCopy,
  stripScripts,
  stylesheetAssets,
  type StaticCopyServer,
} from './static-copy.ts';

// The built index.html is minified: attribute quotes are dropped where they can be.
const PAGE = `<!doctype html><html><head><title>Contact</title>
<link rel=stylesheet href=/main.0123456789.css>
<link rel="preload" as="script" href="/remotes/newsContact/1.0.0/remoteEntry.js" />
<link rel="preload" as="fetch" crossorigin="anonymous" href="/remotes/newsContact/1.0.0/mf-manifest.json" />
<link rel=modulepreload href=/x.js>
<link rel="preload" as="font" type="font/woff2" href="/fonts/body.woff2" crossorigin>
<link rel="canonical" href="SITE/contact" />
<script>window.__SITE_DATA__={"a":1}</script><script defer src=/main.0123456789.js></script>
</head><body><div id="root" data-prerendered><main><h1>Contact</h1>
<script type="application/ld+json">{"@type":"MedicalOrganization"}</script>
<picture><source type="image/avif" srcset="/media/a.avif 1x, /media/a@2x.avif 2x"><img src="/media/a.jpg" alt=""></picture>
<img src="https://tiles.example/1.png" alt=""><img src="SITE/remotes/services/1.0.0/mri.svg" alt=""></main></div></body></html>`;

describe('the static copy of a page', () => {
  it('loses every script and script hint, and keeps content, styles, fonts and schema.org data', () => {
    const html = stripScripts(PAGE);
    expect(html).not.toMatch(/<script(?![^>]*ld\+json)/);
    expect(html).not.toMatch(/remoteEntry|mf-manifest|modulepreload|main\.0123456789\.js/);
    expect(html).toContain('<script type="application/ld+json">{"@type":"MedicalOrganization"}</script>');
    expect(html).toContain('<link rel=stylesheet href=/main.0123456789.css>');
    expect(html).toContain('href="/fonts/body.woff2"');
    expect(html).toContain('<h1>Contact</h1>');
  });

  it('lists the same-origin files the document loads, with every srcset candidate', () => {
    const html = stripScripts(PAGE).replaceAll('SITE', 'http://site.example');
    expect(documentAssets(html, 'http://site.example')).toEqual([
      '/main.0123456789.css',
      '/fonts/body.woff2',
      '/media/a.avif',
      '/media/a@2x.avif',
      '/media/a.jpg',
      '/remotes/services/1.0.0/mri.svg',
    ]);
  });

  it('lists the files a stylesheet loads, resolved against the stylesheet', () => {
    const css = `@font-face{src:url(/fonts/a.woff2) format("woff2")}.x{background:url('img/b.svg')}
      .y{background:url(data:image/png;base64,AA)}@import "theme.css";.z{background:url(https://cdn.example/c.png)}`;
    expect(stylesheetAssets(css, '/css/main.css')).toEqual(['/fonts/a.woff2', '/css/img/b.svg', '/css/theme.css']);
  });
});

describe('saving and serving the copy', () => {
  let site: FastifyInstance;
  let root: string;
  let copy: StaticCopyServer | undefined;

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'static-copy-'));
    site = Fastify();
    site.get('/contact', async (_r, reply) => reply.type('text/html').send(PAGE.replace('SITE', siteOrigin())));
    site.get('/main.0123456789.css', async (_r, reply) => reply.type('text/css').send('h1{background:url(bg.svg)}'));
    site.get('/bg.svg', async (_r, reply) =>
      reply.type('image/svg+xml').send('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    );
    site.get('/missing', async (_r, reply) => reply.code(404).send());
    await site.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(async () => {
    await copy?.close();
    await site.close();
    await rm(root, { recursive: true, force: true });
  });
  const siteOrigin = () => `http://127.0.0.1:${(site.server.address() as { port: number }).port}`;

  it('serves the page without scripts, compressed, with its stylesheet and what that loads', async () => {
    await saveStaticCopy(siteOrigin(), ['/contact'], root);
    expect(await readFile(path.join(root, 'bg.svg'), 'utf8')).toContain('<svg');
    copy = await serveStaticCopy(root, siteOrigin());

    const page = await fetch(`${copy.origin}/contact`, { headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    expect(html).toContain('<h1>Contact</h1>');
    expect(html).not.toContain('main.0123456789.js');
    expect(html).toContain(`<link rel="canonical" href="${copy.origin}/contact" />`);

    const css = await fetch(`${copy.origin}/main.0123456789.css`);
    expect(css.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await css.text()).toBe('h1{background:url(bg.svg)}');
    expect((await fetch(`${copy.origin}/nothing-here`)).status).toBe(404);
  });

  it('sends text gzip-compressed to a browser that accepts only gzip', async () => {
    await saveStaticCopy(siteOrigin(), ['/contact'], root);
    copy = await serveStaticCopy(root, siteOrigin());
    const { request } = await import('node:http');
    const body = await new Promise<Buffer>((resolve, reject) => {
      request(`${copy!.origin}/contact`, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        expect(response.headers['content-encoding']).toBe('gzip');
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk)).on('end', () => resolve(Buffer.concat(chunks)));
      })
        .on('error', reject)
        .end();
    });
    expect(gunzipSync(body).toString()).toContain('<h1>Contact</h1>');
  });

  it('refuses to copy a page the site does not serve', async () => {
    await expect(saveStaticCopy(siteOrigin(), ['/missing'], root)).rejects.toThrow('/missing answered 404');
  });
});
