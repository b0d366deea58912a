import fastifyStatic from '@fastify/static';
import { buildApp } from '@site/api';
import type { Registry, SiteSettings } from '@site/shared/types';
import type { FastifyInstance } from 'fastify';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { PAGE_PRELOADS_ID, ROOT, dataDir as defaultDataDir, siteDir } from './paths.ts';
import { readRegistry, registryPath } from './registry.ts';
import { readPage, type PrerenderedPage } from './prerender/store.ts';
import { seoRoutes } from './seo-routes.ts';
import { startPrerenderWorker, type PrerenderWorker } from './prerender/worker.ts';

const PRERENDER_FLAG = '__prerender';

export interface ServeOptions {
  dataDir?: string;
  databaseUrl?: string;
  logger?: boolean;
  /** Seconds the inlined settings may be reused before they are read again. */
  settingsTtlSeconds?: number;
  /** The site's public origin for canonical URLs (SITE_URL); default the request's own. */
  publicUrl?: string;
}

const SITE_DATA_MARK = '<!--SITE_DATA-->';
// The built index.html is minified, which drops the attribute's quotes.
const ROOT_ELEMENT = /<div id="?root"?><\/div>/;
const HASHED_FILE = /\.[0-9a-f]{10}\.(js|css)$/;

/** JSON safe to inline in a <script> element: no '<' can close it early. */
export const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The production server (DESIGN §4): the API plus, on the same port, the shell's files, released remotes
 * at /remotes/… (immutable, precompressed), media at /media/…, /registry.json (no-cache), and index.html
 * for every page path with the registry and settings inlined so the first paint needs no extra round trip.
 */
export async function createSiteServer(options: ServeOptions = {}): Promise<FastifyInstance> {
  const data = options.dataDir ?? defaultDataDir();
  const site = siteDir(data);
  const shellDist = path.join(ROOT, 'shell/dist');
  const shellIndex = path.join(shellDist, 'index.html');
  // Read again whenever the shell is rebuilt, so the page never links files the build has replaced.
  let templateCache: { mtime: number; html: string } | undefined;
  const currentTemplate = async () => {
    const mtime = await stat(shellIndex).then(
      (s) => s.mtimeMs,
      () => 0,
    );
    if (!mtime)
      throw new Error('The shell is not built: run `npm run build -- shell` (or `npm start`, which builds it).');
    if (templateCache?.mtime !== mtime) templateCache = { mtime, html: await readFile(shellIndex, 'utf8') };
    return templateCache.html;
  };
  await currentTemplate();
  const isShellFile = async (url: string) =>
    url !== '/' &&
    url !== '/index.html' &&
    !url.includes('..') &&
    (await stat(path.join(shellDist, url)).then(
      (s) => s.isFile(),
      () => false,
    ));

  const app = await buildApp({
    databaseUrl: options.databaseUrl,
    pgliteDir: options.databaseUrl ? undefined : path.join(data, 'db'),
    mediaDir: path.join(data, 'media'),
    logger: options.logger ?? false,
    // The health check and the client error summary read the registry this server serves.
    registryPath: registryPath(site),
  });

  // The shell's files are sent by the page route below (reply.sendFile), looked up per request, so a rebuilt
  // shell's new files are served without a restart.
  await app.register(fastifyStatic, {
    root: shellDist,
    serve: false,
    index: false,
    preCompressed: true,
    setHeaders: (reply, filePath) =>
      reply.header('Cache-Control', HASHED_FILE.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache'),
  });
  await app.register(fastifyStatic, {
    root: path.join(site, 'remotes'),
    prefix: '/remotes/',
    decorateReply: false,
    preCompressed: true,
    cacheControl: false,
    // A versioned release folder never changes (DESIGN §4).
    setHeaders: (reply) => reply.header('Cache-Control', 'public, max-age=31536000, immutable'),
  });
  await app.register(fastifyStatic, {
    root: path.join(data, 'media'),
    prefix: '/media/',
    decorateReply: false,
    maxAge: '1d',
  });

  app.get('/registry.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache').type('application/json');
    return readFile(registryPath(site), 'utf8').catch(() => JSON.stringify({ schemaVersion: 1, remotes: {} }));
  });

  const prerendering: Prerendering = {};
  const settingsTtl = (options.settingsTtlSeconds ?? 5) * 1000;
  let settingsCache: { at: number; body: unknown } | undefined;
  const readSettings = async () => {
    if (!settingsCache || Date.now() - settingsCache.at > settingsTtl) {
      const response = await app.inject({ method: 'GET', url: '/api/settings' });
      settingsCache = { at: Date.now(), body: response.json() };
    }
    return settingsCache.body;
  };
  let registryCache: { mtime: number; registry: Registry } | undefined;
  const currentRegistry = async () => {
    const mtime = await stat(registryPath(site)).then(
      (s) => s.mtimeMs,
      () => 0,
    );
    if (!registryCache || registryCache.mtime !== mtime) registryCache = { mtime, registry: await readRegistry(site) };
    return registryCache.registry;
  };

  await app.register(seoRoutes, { registry: currentRegistry, publicUrl: options.publicUrl });

  // 503 until the first prerender pass is done, so a load balancer (or the browser tests) wait for full pages.
  app.get('/_site/ready', async (_request, reply) => {
    const ready = prerendering.worker?.isReady() ?? false;
    return reply.code(ready ? 200 : 503).send({ ready });
  });

  // The API answers a prerendered page was rendered from (its SWR cache), for the shell to hydrate with. Kept
  // out of the HTML, whose size the first paint waits for; `v` is the render's time, so a page rendered again
  // since its HTML was sent answers 404 and the shell renders afresh instead of hydrating with other data.
  app.get('/_site/page-data', async (request, reply) => {
    const { path: pagePath = '', v = '' } = request.query as { path?: string; v?: string };
    const page = pagePath.startsWith('/') ? await readPage(site, pagePath) : undefined;
    if (!page || page.rendered_at !== v)
      return reply.code(404).send({ error: { code: 'not_found', message: 'No such rendering' } });
    return reply.header('Cache-Control', 'public, max-age=31536000, immutable').send(page.swrData);
  });

  // Every other GET is a page: its prerendered HTML when there is one, else the shell alone; the shell's
  // router decides what it shows (unknown paths go to /404).
  app.get('/*', async (request, reply) => {
    const [url, query = ''] = request.url.split('?') as [string, string?];
    if (/^\/(api|remotes|media|_site)(\/|$)/.test(url)) return reply.callNotFound();
    if (await isShellFile(url)) return reply.sendFile(url.slice(1), shellDist);
    // The prerender job itself must get the live shell, not an earlier rendering.
    const path = decodeURIComponent(url);
    const page = query.includes(PRERENDER_FLAG) ? undefined : await readPage(site, path);
    // A page addressed in other letters (e.g. /services/modalities/Mammography) moves to its own address.
    if (!page && path !== path.toLowerCase() && (await readPage(site, path.toLowerCase()))) {
      return reply.redirect(path.toLowerCase() + (query ? `?${query}` : ''), 301);
    }
    const settings = (await readSettings()) as SiteSettings;
    const html = composePage(await currentTemplate(), {
      registry: await currentRegistry(),
      settings,
      page,
      canonical: new URL(url, options.publicUrl ?? `${request.protocol}://${request.host}`).href,
    });
    return reply
      .code(url === '/404' ? 404 : 200)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  });

  app.decorate('prerendering', prerendering);
  app.addHook('onClose', async () => prerendering.worker?.close());
  return app;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Where the shell fetches the API answers a prerendered page was rendered from. */
const pageDataUrl = (page: PrerenderedPage) =>
  `/_site/page-data?${new URLSearchParams({ path: page.path, v: page.rendered_at })}`;

/**
 * index.html for one page: the registry and settings inlined for the shell, and for a prerendered page the
 * address of the API answers it was rendered from (/_site/page-data, preloaded by boot.js); the prerendered
 * markup inside #root, marked for hydration; and the head facts: title, meta description, canonical URL and
 * Open Graph tags.
 */
export function composePage(
  template: string,
  {
    registry,
    settings,
    page,
    canonical,
  }: { registry: Registry; settings: SiteSettings; page?: PrerenderedPage; canonical: string },
): string {
  const title = page?.title || settings.organization_name;
  const description = page?.description ?? '';
  const head = [
    `<title>${escapeHtml(title)}</title>`,
    description && `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(settings.organization_name)}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    description && `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    // The page's remote files, which the shell's boot.js preloads as it starts the shell, so they load in
    // parallel with the shell's own instead of after it. Not as preload links: the page is whole without
    // scripts, and its first paint must not share the connection with them (issue 9).
    page &&
      `<script type="application/json" id="${PAGE_PRELOADS_ID}">${inlineJson([
        { href: pageDataUrl(page), as: 'fetch' },
        ...page.preloads,
      ])}</script>`,
    // Every stylesheet the page had when it was rendered (its remote's, and chunks of the shell's such as
    // @site/shared's) comes with the HTML, so nothing moves when the scripts add them; the template has the
    // shell's main one already.
    ...(page?.styles ?? [])
      .filter((href) => !template.includes(`href=${href}`) && !template.includes(`href="${href}"`))
      .map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" />`),
  ]
    .filter(Boolean)
    .join('\n    ');
  const siteData = { registry, settings, ...(page && { pageData: pageDataUrl(page) }) };
  return template
    .replace(/<title>.*?<\/title>/s, head)
    .replace(SITE_DATA_MARK, inlineJson(siteData))
    .replace(ROOT_ELEMENT, page ? `<div id="root" data-prerendered>${page.html}</div>` : '<div id="root"></div>');
}

/** Where the prerender worker lives once the server listens (see attachPrerendering). */
export interface Prerendering {
  worker?: PrerenderWorker;
}

declare module 'fastify' {
  interface FastifyInstance {
    prerendering: Prerendering;
  }
}

/** Starts keeping prerendered pages current for a server listening at `baseUrl`; stopped on app close. */
export function attachPrerendering(app: FastifyInstance, { baseUrl, dataDir }: { baseUrl: string; dataDir?: string }) {
  const worker = startPrerenderWorker({ app, baseUrl, site: siteDir(dataDir ?? defaultDataDir()) });
  app.prerendering.worker = worker;
  return worker;
}
