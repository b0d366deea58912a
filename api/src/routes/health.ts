import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contact_submissions } from '../db/schema.ts';
import { routeBothSlashForms } from '../lib/both-slash-forms.ts';
import { readRegistryFile } from '../ops/registry-file.ts';

const healthSchema = {
  type: 'object',
  required: ['status', 'database', 'outbox'],
  properties: {
    status: { type: 'string', enum: ['ok', 'degraded', 'error'] },
    database: { type: 'string', enum: ['up', 'down'] },
    outbox: {
      type: 'object',
      required: ['pending'],
      properties: { pending: { type: ['integer', 'null'] } },
    },
    registry: { type: 'string', enum: ['readable', 'unreadable'] },
  },
} as const;

type Health = {
  status: 'ok' | 'degraded' | 'error';
  database: 'up' | 'down';
  outbox: { pending: number | null };
  registry?: 'readable' | 'unreadable';
};

/** What the health route takes. */
export interface HealthRoutesOptions {
  /** The release registry file the site serves; absent (the API alone): `registry` is left out. */
  registryPath?: string | undefined;
}

/**
 * GET /api/health and /api/health/ (DESIGN §5), for load balancers and ops:
 * `{status, database: 'up'|'down', outbox: {pending}, registry?: 'readable'|'unreadable'}`. `outbox.pending`
 * counts contact messages waiting for the mail server (null when the database is down); `registry` says whether
 * the release registry parses, and is present only when the app was given its path. `status` is 'ok', or
 * 'degraded' (200) when the registry is unreadable: this instance still answers, and taking it out of rotation
 * would not help, since every instance reads the same registry. When the database does not answer: 503 with
 * status 'error', so a load balancer takes the instance out of rotation. Never throws.
 */
export async function healthRoutes(app: FastifyInstance, options: HealthRoutesOptions = {}): Promise<void> {
  async function registryState(): Promise<Health['registry']> {
    if (!options.registryPath) return undefined;
    try {
      await readRegistryFile(options.registryPath);
      return 'readable';
    } catch {
      return 'unreadable';
    }
  }

  async function pendingMail(): Promise<number> {
    const [row] = await app.db
      .select({ pending: count() })
      .from(contact_submissions)
      .where(eq(contact_submissions.mail_status, 'pending'));
    return row?.pending ?? 0;
  }

  routeBothSlashForms(app, {
    method: 'GET',
    url: '/health',
    schema: { response: { 200: healthSchema, 503: healthSchema } },
    handler: async (request, reply) => {
      const registry = await registryState();
      try {
        await app.db.execute(sql`select 1`);
        const health: Health = {
          status: registry === 'unreadable' ? 'degraded' : 'ok',
          database: 'up',
          outbox: { pending: await pendingMail() },
          ...(registry && { registry }),
        };
        return health;
      } catch (error) {
        request.log.error({ err: error }, 'health check: the database did not answer');
        const health: Health = {
          status: 'error',
          database: 'down',
          outbox: { pending: null },
          ...(registry && { registry }),
        };
        return reply.code(503).send(health);
      }
    },
  });
}
