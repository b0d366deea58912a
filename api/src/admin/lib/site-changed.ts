/**
 * The Site-Changed header (SITE_CHANGED_HEADER): every successful admin write names the API answers it changed,
 * as path prefixes, so the admin asks again for exactly the answers it holds under them (its open screens and
 * the public pages already seen in the same tab). What a write changes is derived from its record's
 * RecordTarget, the same declaration its save rules come from, so a new record or list needs nothing here.
 *
 * The dashboard's and the audit log's latest changes, which every write adds to, are not named: those screens
 * read them afresh whenever they are opened.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SITE_CHANGED_HEADER } from '@site/contracts/schemas';
import type { RecordTarget } from './record-targets.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The path prefixes whose answers a successful write of this route changes (the Site-Changed header). */
    siteChanged?: readonly string[];
  }
}

/** Every record's earlier versions: GET /api/admin/revisions?entity=…&id=…. */
const REVISIONS = '/api/admin/revisions';
/** The pending drafts the list screens mark: GET /api/admin/drafts. */
const DRAFTS = '/api/admin/drafts';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * What a write to a record of `target` changes:
 * - 'save' (create, change, delete, picture, restore, the settings' save): the record's admin answers
 *   (/api/admin/{screen}, which holds its list, the record and its draft's comparison with it), its public
 *   answers, and the revisions;
 * - 'publish' (a draft published): those, and the drafts;
 * - 'draft' (a draft saved or discarded): the record's admin answers and the drafts; nothing public;
 * - 'order' (a list row moved): the admin list and the public answer; a move keeps no revision.
 */
export function changedPaths(
  target: Pick<RecordTarget, 'screen' | 'publicPaths'>,
  change: 'save' | 'publish' | 'draft' | 'order',
): string[] {
  const own = `/api/admin/${target.screen}`;
  switch (change) {
    case 'save':
      return [own, ...target.publicPaths, REVISIONS];
    case 'publish':
      return [own, ...target.publicPaths, REVISIONS, DRAFTS];
    case 'draft':
      return [own, DRAFTS];
    case 'order':
      return [own, ...target.publicPaths];
  }
}

/**
 * Makes every write route registered after it in `app`'s plugin (POST, PUT, PATCH, DELETE) name `paths`, unless
 * the route names its own: for a plugin whose writes all change the same answers, such as one record's routes.
 */
export function writesChange(app: FastifyInstance, paths: readonly string[]): void {
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!methods.some((method) => WRITE_METHODS.has(method)) || route.config?.siteChanged) return;
    route.config = { ...route.config, siteChanged: paths };
  });
}

/**
 * Names `paths` on this answer, for a route whose record is known only once its handler has read it (restoring
 * a revision); the header is still dropped if the answer turns out to be an error.
 */
export function answerChanged(reply: FastifyReply, paths: readonly string[]): void {
  reply.header(SITE_CHANGED_HEADER, paths.join(', '));
}

/**
 * Registers the hook that writes the header: on a 2xx answer to a write, the route's `config.siteChanged`, unless
 * its handler set one (answerChanged); on anything else no header, so a refused write never makes the admin
 * reload. Meant for the admin scope, before its routes.
 */
export function siteChangedHeader(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!WRITE_METHODS.has(request.method)) return payload;
    if (reply.statusCode < 200 || reply.statusCode >= 300) {
      reply.removeHeader(SITE_CHANGED_HEADER);
      return payload;
    }
    const paths = request.routeOptions.config.siteChanged;
    if (paths && !reply.hasHeader(SITE_CHANGED_HEADER)) answerChanged(reply, paths);
    return payload;
  });
}
