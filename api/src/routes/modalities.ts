import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { serviceSummaryEntity } from '@site/contracts/schemas';
import type { Modality } from '@site/contracts/types';
import { modalities } from '../db/schema.ts';
import { routeBothSlashForms } from '../lib/both-slash-forms.ts';
import { entityColumns, errorResponses, listOf, serviceSummarySchema } from './schemas.ts';

/**
 * GET /api/modalities and /api/modalities/ (docs/requirements.md#entities, docs/requirements.md#api-calls): `[{name, description_short, url}]` in the order
 * staff set; the shell fetches it once for the whole site. Errors: 500 in the JSON error shape.
 */
export async function modalitiesRoutes(app: FastifyInstance): Promise<void> {
  routeBothSlashForms(app, {
    method: 'GET',
    url: '/modalities',
    schema: { response: { 200: listOf(serviceSummarySchema), ...errorResponses } },
    handler: async (request): Promise<Modality[]> =>
      request.db
        .select(entityColumns(modalities, serviceSummaryEntity))
        .from(modalities)
        .orderBy(asc(modalities.position), asc(modalities.id)),
  });
}
