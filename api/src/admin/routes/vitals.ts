import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { vitalsQuerySchema } from '@site/contracts/schemas';
import { ignoredVitals, readVitals } from '../../vitals/vitals.ts';
import { zodRoute } from '../lib/zod-route.ts';
import { record } from '../lib/schemas.ts';

const str = { type: 'string' } as const;
const integer = { type: 'integer' } as const;

/** The answer's JSON Schema (contracts' vitalsAnswerSchema), which Fastify serializes through. */
const answerSchema = record({
  hours: {
    type: 'array',
    items: record({
      remote: str,
      version: str,
      lane: str,
      metric: str,
      hour: str,
      count: integer,
      p75: { type: 'number' },
    }),
  },
  ignored: { type: 'array', items: record({ remote: str, reason: str, count: integer }) },
});

/**
 * GET /api/admin/vitals?remote=… (docs/design.md#web-vitals), for admins only: `{hours, ignored}` (contracts'
 * vitalsAnswerSchema): per remote, version, lane (`stable`, `canary`), metric and hour (ISO, UTC, newest first)
 * the page views counted and their p75 (ms for LCP, INP and TTFB; the score for CLS), for `remote` alone when
 * given; and the counts of reports refused or not counted, by remote and reason. 400 for a malformed query,
 * 401 signed out, 403 for an editor. This instance's tally (app.vitals) is written first.
 */
export async function vitalsAdminRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: z.output<typeof vitalsQuerySchema> }>('/vitals', {
    config: { access: 'admin' },
    ...zodRoute({ querystring: vitalsQuerySchema }, { 200: answerSchema }),
    handler: async (request) => {
      // The reports this instance took but has not written yet are in the answer too.
      await app.vitals.flush();
      return { hours: await readVitals(app.db, request.query.remote), ignored: await ignoredVitals(app.db) };
    },
  });
}
