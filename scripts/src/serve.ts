import fastifyStatic from '@fastify/static';
import { buildApp } from '@site/api';
import type { Registry } from '@site/shared/types';
import type { FastifyInstance } from 'fastify';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { ROOT, dataDir as defaultDataDir, siteDir } from './paths.ts';
import { readRegistry, registryPath } from './registry.ts';

export interface ServeOptions {
  dataDir?: string;
  databaseUrl?: string;
  logger?: boolean;
  /** Seconds the inlined settings may be reused before they are read again. */
  settingsTtlSeconds?: number;
}

const SITE_DATA_MARK = '<!--SITE_DATA-->';
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
  const template = await readFile(path.join(shellDist, 'index.html'), 'utf8').catch(() => {
    throw new Error('The shell is not built: run `npm run build -- shell` (or `npm start`, which builds it).');
  });

  const app = await buildApp({
    databaseUrl: options.databaseUrl,
    pgliteDir: options.databaseUrl ? undefined : path.join(data, 'db'),
    mediaDir: path.join(data, 'media'),
    logger: options.logger ?? false,
  });

  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    allowedPath: (pathName) => pathName !== '/index.html',
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

  // Every other GET is a page: the shell's router decides what it shows (unknown paths go to /404).
  app.get('/*', async (request, reply) => {
    const url = request.url.split('?')[0]!;
    if (/^\/(api|remotes|media)(\/|$)/.test(url)) return reply.callNotFound();
    const siteData = { registry: await currentRegistry(), settings: await readSettings() };
    const html = template.replace(SITE_DATA_MARK, inlineJson(siteData));
    return reply
      .code(url === '/404' ? 404 : 200)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  });

  return app;
}
