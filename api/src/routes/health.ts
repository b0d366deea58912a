import { count, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { contact_submissions } from '../db/schema.ts';
import { routeBothSlashForms } from '../lib/both-slash-forms.ts';
import { readRegistryState } from '../releases/registry-state.ts';

const statusSchema = { type: 'string', enum: ['ok', 'degraded', 'error'] } as const;

/** The public answer: the status alone (its serializer drops anything else). */
const healthSchema = {
  type: 'object',
  required: ['status'],
  properties: { status: statusSchema },
  additionalProperties: false,
} as const;

/** The staff answer (GET /api/admin/health): the status and what it was judged from. */
export const healthDetailsSchema = {
  type: 'object',
  required: ['status', 'database', 'outbox'],
  properties: {
    status: statusSchema,
    database: { type: 'string', enum: ['up', 'down'] },
    outbox: {
      type: 'object',
      required: ['pending'],
      properties: { pending: { type: ['integer', 'null'] } },
    },
    registry: { type: 'string', enum: ['readable', 'unreadable'] },
  },
} as const;

/** What the health check found. */
export interface HealthDetails {
  status: 'ok' | 'degraded' | 'error';
  database: 'up' | 'down';
  outbox: { pending: number | null };
  registry?: 'readable' | 'unreadable';
}

/** What the health route takes. */
export interface HealthRoutesOptions {
  /** The API serves a site with a release registry (in the database); absent (the API alone): `registry` is left out. */
  releaseRegistry?: boolean | undefined;
}

/**
 * Checks the instance (README, Operation) and returns the HTTP status to answer with its findings:
 * `{status, database: 'up'|'down', outbox: {pending}, registry?: 'readable'|'unreadable'}`. `outbox.pending`
 * counts contact messages waiting for the mail server (null when the database is down); `registry` says whether
 * the release registry's state (docs/design.md#registry, table `registry_remotes`) could be read from the
 * database, and is present only with `releaseRegistry`. `status` is 'ok', or 'degraded' (200) when the database
 * answers but the registry cannot be read: this instance still answers, and taking it out of rotation would not
 * help, since every instance reads the same registry. When the database does not answer:
 * 503 with status 'error' (logged on `log`), so a load balancer takes the instance out of rotation. Never throws.
 */
export async function checkHealth(
  app: FastifyInstance,
  releaseRegistry: boolean | undefined,
  log: FastifyBaseLogger,
): Promise<{ code: 200 | 503; health: HealthDetails }> {
  let registry: HealthDetails['registry'];
  if (releaseRegistry) {
    registry = await readRegistryState(app.db).then(
      () => 'readable' as const,
      () => 'unreadable' as const,
    );
  }
  try {
    await app.db.execute(sql`select 1`);
    const [row] = await app.db
      .select({ pending: count() })
      .from(contact_submissions)
      .where(eq(contact_submissions.mail_status, 'pending'));
    const status = registry === 'unreadable' ? 'degraded' : 'ok';
    return {
      code: 200,
      health: { status, database: 'up', outbox: { pending: row?.pending ?? 0 }, ...(registry && { registry }) },
    };
  } catch (error) {
    log.error({ err: error }, 'health check: the database did not answer');
    return {
      code: 503,
      health: { status: 'error', database: 'down', outbox: { pending: null }, ...(registry && { registry }) },
    };
  }
}

/**
 * GET /api/health and /api/health/ (README, Operation), for load balancers and uptime checks: `{status}` alone, 'ok' or
 * 'degraded' with 200, 'error' with 503 when the database does not answer (see checkHealth). Anyone may call it,
 * so it tells nothing else: how many contact messages wait for the mail server, or whether the registry
 * can be read, is for staff (GET /api/admin/health). Never throws.
 */
export async function healthRoutes(app: FastifyInstance, options: HealthRoutesOptions = {}): Promise<void> {
  routeBothSlashForms(app, {
    method: 'GET',
    url: '/health',
    schema: { response: { 200: healthSchema, 503: healthSchema } },
    handler: async (request, reply) => {
      const { code, health } = await checkHealth(app, options.releaseRegistry, request.log);
      return reply.code(code).send({ status: health.status });
    },
  });
}
