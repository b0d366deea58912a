import fastifyStatic from '@fastify/static';
import { composeDocument } from '@site/server/document';
import { releasedDir } from '@site/server/paths';
import type { Registry, SiteSettings } from '@site/contracts/types';
import Fastify, { type FastifyReply } from 'fastify';
import { stat } from 'node:fs/promises';
import path from 'node:path';

/** A running candidate server. */
export interface CandidateServer {
  /** Its origin, e.g. `http://127.0.0.1:40123`. */
  url: string;
  close(): Promise<void>;
}

/**
 * The site as release verification sees it before a release is promoted, on 127.0.0.1 at a free port: every
 * page address answers the shell's document (rendered by the browser, never a stored page) composed with the
 * candidate `registry`; the shell's files, released remotes and the candidate's build come from disk; `/api/*` and `/media/*` are
 * passed to the running site's API at `apiBase`. Nothing here is reachable from outside the machine.
 */
export async function startCandidateServer({
  site,
  shellDist,
  apiBase,
  template,
  registry,
  settings,
  candidate,
}: {
  site: string;
  shellDist: string;
  apiBase: string;
  /** The shell's index.html. */
  template: string;
  registry: Registry;
  settings: SiteSettings;
  /** The candidate's build folder, served under `prefix` (its registry entry's folder). */
  candidate: { prefix: string; dist: string };
}): Promise<CandidateServer> {
  const app = Fastify({ logger: false });
  // One check opens every page of a remote and nothing it loads changes meanwhile: the browser may keep files.
  const cached = {
    cacheControl: false,
    setHeaders: (reply: FastifyReply) => reply.header('Cache-Control', 'private, max-age=300'),
  };
  await app.register(fastifyStatic, { root: shellDist, serve: false, index: false, ...cached });
  await app.register(fastifyStatic, {
    root: releasedDir(site),
    prefix: '/remotes/',
    decorateReply: false,
    ...cached,
  });
  await app.register(fastifyStatic, {
    root: candidate.dist,
    prefix: candidate.prefix,
    decorateReply: false,
    ...cached,
  });

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

  const document = composeDocument(template, { registry, settings });
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
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(document);
  });

  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url: address, close: () => app.close() };
}
