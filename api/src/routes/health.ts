import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { routeBothSlashForms } from '../lib/both-slash-forms.ts';

const healthSchema = {
  type: 'object',
  required: ['status', 'database'],
  properties: {
    status: { type: 'string', enum: ['ok', 'error'] },
    database: { type: 'string', enum: ['up', 'down'] },
  },
} as const;

/**
 * GET /api/health and /api/health/ (DESIGN §5): `{status: 'ok', database: 'up'}` when the database answers
 * `select 1`; otherwise 503 with `{status: 'error', database: 'down'}`, so a load balancer takes the instance
 * out of rotation. Never throws.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  routeBothSlashForms(app, {
    method: 'GET',
    url: '/health',
    schema: { response: { 200: healthSchema, 503: healthSchema } },
    handler: async (request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok', database: 'up' };
      } catch (error) {
        request.log.error({ err: error }, 'health check: the database did not answer');
        return reply.code(503).send({ status: 'error', database: 'down' });
      }
    },
  });
}
