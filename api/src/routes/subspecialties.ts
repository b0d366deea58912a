import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { serviceSummaryEntity } from '@site/contracts/schemas';
import type { Subspecialty } from '@site/contracts/types';
import { subspecialties } from '../db/schema.ts';
import { routeBothSlashForms } from '../lib/both-slash-forms.ts';
import { entityColumns, errorResponses, listOf, serviceSummarySchema } from './schemas.ts';

/**
 * GET /api/subspecialties and /api/subspecialties/ (docs/requirements.md#entities, docs/requirements.md#api-calls): `[{name, description_short, url}]` in the
 * order staff set; the shell fetches it once for the whole site. Errors: 500 in the JSON error shape.
 */
export async function subspecialtiesRoutes(app: FastifyInstance): Promise<void> {
  routeBothSlashForms(app, {
    method: 'GET',
    url: '/subspecialties',
    schema: { response: { 200: listOf(serviceSummarySchema), ...errorResponses } },
    handler: async (request): Promise<Subspecialty[]> =>
      request.db
        .select(entityColumns(subspecialties, serviceSummaryEntity))
        .from(subspecialties)
        .orderBy(asc(subspecialties.position), asc(subspecialties.id)),
  });
}
