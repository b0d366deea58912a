import type { FastifyInstance } from 'fastify';
import { checkHealth, healthDetailsSchema } from '../../routes/health.ts';
import { answers } from '../lib/zod-route.ts';

/**
 * GET /api/admin/health (README, Operation and admin sections), for admins only: what the public GET /api/health judges its status
 * from, `{status, database: 'up'|'down', outbox: {pending}, registry?: 'readable'|'unreadable'}` (see
 * checkHealth): 200, or 503 when the database does not answer. 401 signed out, 403 for an editor. The outbox
 * depth says how many contact messages wait for the mail server, which is no business of the public.
 */
export async function healthAdminRoutes(
  app: FastifyInstance,
  options: { releaseRegistry?: boolean | undefined },
): Promise<void> {
  app.get('/health', {
    config: { access: 'admin' },
    schema: answers({ 200: healthDetailsSchema, 503: healthDetailsSchema }),
    handler: async (request, reply) => {
      const { code, health } = await checkHealth(app, options.releaseRegistry, request.log);
      return reply.code(code).send(health);
    },
  });
}
