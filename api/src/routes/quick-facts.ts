import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { quickFactEntity } from '@site/contracts/schemas';
import type { QuickFact } from '@site/contracts/types';
import { quick_facts } from '../db/schema.ts';
import { routeBothSlashForms } from '../lib/both-slash-forms.ts';
import { entityColumns, errorResponses, listOf, quickFactSchema } from './schemas.ts';

/**
 * GET /api/quickfacts and /api/quickfacts/ (docs/requirements.md#entities, docs/requirements.md#api-calls): the quick facts appended to Home's built-in
 * statistics, as `[{number, title}]` in the order staff set. Errors: 500 in the JSON error shape.
 */
export async function quickFactsRoutes(app: FastifyInstance): Promise<void> {
  routeBothSlashForms(app, {
    method: 'GET',
    url: '/quickfacts',
    schema: { response: { 200: listOf(quickFactSchema), ...errorResponses } },
    handler: async (request): Promise<QuickFact[]> =>
      request.db
        .select(entityColumns(quick_facts, quickFactEntity))
        .from(quick_facts)
        .orderBy(asc(quick_facts.position), asc(quick_facts.id)),
  });
}
