/**
 * Security headers on every answer (pages, files and API alike): exactly the fixed set of security-policy.ts,
 * which server/nginx/security-headers.conf is generated from, so a page has the same headers whether Node or
 * nginx serves it (README "Behind nginx or a CDN"). Development or not is decided by configuration alone
 * (app.deployment), never by the Host a request names.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { originOf } from '../../ops/deployment.ts';
import { securityHeaderValues } from './security-policy.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The security headers every answer carries, for answers that skip the request hooks: errors Fastify
     * raises before routing and malformed HTTP that Node refuses (error-handler.ts).
     */
    securityHeaderValues: Readonly<Record<string, string>>;
  }
}

async function securityHeadersPlugin(app: FastifyInstance): Promise<void> {
  const headers = securityHeaderValues({ devMode: app.deployment.devMode });
  const adminHeaders = securityHeaderValues({ devMode: app.deployment.devMode, admin: true });
  app.decorate('securityHeaderValues', headers);
  // Before any route's own hooks (the rate limit, the admin's session check), so an answer one of them cuts
  // short has them too. The admin's origin gets its own, stricter set.
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(originOf(request) === 'admin' ? adminHeaders : headers);
  });
}

/** Security headers for every route of the instance (fastify-plugin skips encapsulation). */
export const securityHeaders = fp(securityHeadersPlugin, { name: 'security-headers' });
