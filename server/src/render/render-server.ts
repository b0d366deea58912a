import fastifyStatic from '@fastify/static';
import type { Registry, SiteSettings } from '@site/shared/types';
import Fastify, { type FastifyReply } from 'fastify';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { composeDocument } from './document.ts';

/** Seconds a render pass's browser keeps the shell's and remotes' files (a pass takes about a minute). */
const PASS_CACHE_S = 300;

/** What the render server shows: the shell build, the registry and the settings of one render pass. */
export interface RenderState {
  /** The shell's index.html. */
  template: string;
  registry: Registry;
  settings: SiteSettings;
}

/** A running render server. */
export interface RenderServer {
  /** Its origin, e.g. `http://127.0.0.1:40123`. */
  url: string;
  /** Sets what every document from now on is composed from. */
  setState(state: RenderState): void;
  close(): Promise<void>;
}

/**
 * The live site as the renderer and release verification see it, on 127.0.0.1 at a free port: every page
 * address answers the shell's document in render mode, composed from the state set (a candidate registry, say),
 * never a stored page; the shell's files and released remotes come from disk; `/api/*` and `/media/*` are
 * passed to the API at `apiBase`. Nothing here is reachable from outside the machine.
 */
export async function startRenderServer({
  site,
  shellDist,
  apiBase,
}: {
  site: string;
  shellDist: string;
  apiBase: string;
}): Promise<RenderServer> {
  let state: RenderState | undefined;
  const app = Fastify({ logger: false });
  // A render pass opens every page in one browser context and nothing it loads changes during the pass: the
  // browser may keep what it fetched instead of asking again for each of a page's few dozen files.
  const cached = {
    cacheControl: false,
    setHeaders: (reply: FastifyReply) => reply.header('Cache-Control', `private, max-age=${PASS_CACHE_S}`),
  };
  await app.register(fastifyStatic, { root: shellDist, serve: false, index: false, ...cached });
  await app.register(fastifyStatic, {
    root: path.join(site, 'remotes'),
    prefix: '/remotes/',
    decorateReply: false,
    ...cached,
  });

  // The API and media, passed through: the renderer reads what visitors would read.
  const pass = async (url: string, method: string, body: unknown, reply: FastifyReply) => {
    const response = await fetch(new URL(url, apiBase), {
      method,
      headers: { 'content-type': 'application/json' },
      ...(method !== 'GET' && method !== 'HEAD' && { body: JSON.stringify(body ?? {}) }),
    });
    const type = response.headers.get('content-type');
    if (type) reply.type(type);
    return reply.code(response.status).send(Buffer.from(await response.arrayBuffer()));
  };
  app.all('/api/*', (request, reply) => pass(request.url, request.method, request.body, reply));
  app.get('/media/*', (request, reply) => pass(request.url, 'GET', undefined, reply));

  app.get('/*', async (request, reply) => {
    const url = request.url.split('?')[0]!;
    const file = path.join(shellDist, decodeURIComponent(url));
    if (url !== '/' && !url.endsWith('/index.html') && file.startsWith(shellDist + path.sep)) {
      const isFile = await stat(file).then(
        (s) => s.isFile(),
        () => false,
      );
      if (isFile) return reply.sendFile(path.relative(shellDist, file));
    }
    if (!state) return reply.code(503).send('No render state yet');
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(composeDocument(state.template, { registry: state.registry, settings: state.settings, render: true }));
  });

  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url: address,
    setState: (next) => (state = next),
    close: () => app.close(),
  };
}
