/**
 * The admin on its own origin (docs/design.md#admin-sign-in-and-roles): with ADMIN_URL set, `/api/admin/*`
 * answers on that origin alone, and 404 on the public one, so no section's browser code (which runs on the
 * public origin) can reach it with or without a cookie; on the admin origin the API answers only the admin's
 * calls and the public reads its screens show (GET and HEAD, which carry no session: its cookie is sent to
 * `/api/admin` only); the shell's page view and failure reports from there are answered 204 and dropped.
 * Without ADMIN_URL nothing changes.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../lib/errors.ts';
import { originOf } from '../../ops/deployment.ts';

const ADMIN_API = /^\/api\/admin(\/|$)/;
const API = /^\/api(\/|$)/;
const READS = new Set(['GET', 'HEAD']);
const DROPPED_REPORTS = new Set(['/api/page-views', '/api/client-errors', '/api/vitals']);

async function adminOriginPlugin(app: FastifyInstance): Promise<void> {
  if (app.deployment.adminOrigin === undefined) return;
  app.addHook('onRequest', async (request, reply) => {
    // The route that matched, not the address as sent: `/api/%61dmin/…` is judged as the admin route it reaches.
    const route = request.routeOptions.url;
    if (route === undefined || !API.test(route)) return;
    const origin = originOf(request);
    const admin = ADMIN_API.test(route);
    // The shell reports views and remote failures wherever it runs; the admin's screens are not the site's
    // pages, so their reports are dropped there without a console error rather than refused.
    if (origin === 'admin' && request.method === 'POST' && DROPPED_REPORTS.has(route.replace(/\/$/, ''))) {
      return reply.code(204).header('Cache-Control', 'no-store').send();
    }
    if ((origin === 'public' && admin) || (origin === 'admin' && !admin && !READS.has(request.method))) {
      throw new HttpError(404, 'not_found', `There is nothing at ${request.method} ${request.url.split('?')[0]}.`);
    }
  });
}

/** The admin origin's rule for `/api/*` (fastify-plugin: it covers every route of the instance). */
export const adminOriginRule = fp(adminOriginPlugin, { name: 'admin-origin', dependencies: ['host-header'] });
