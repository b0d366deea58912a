import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { locationEntity } from '@site/contracts/schemas';
import type { Location } from '@site/contracts/types';
import { locations } from '../db/schema.ts';
import { routeBothSlashForms } from '../lib/both-slash-forms.ts';
import { entityColumns, errorResponses, listOf, locationSchema } from './schemas.ts';

/**
 * GET /api/locations and /api/locations/ (docs/requirements.md#entities, docs/design.md#api, docs/design.md#product-decisions): Location[] (id, name, address, phone, url,
 * latitude, longitude) in the order staff set; empty fields are null. Errors: 500 in the JSON error shape.
 */
export async function locationsRoutes(app: FastifyInstance): Promise<void> {
  routeBothSlashForms(app, {
    method: 'GET',
    url: '/locations',
    schema: { response: { 200: listOf(locationSchema), ...errorResponses } },
    handler: async (request): Promise<Location[]> =>
      request.db
        .select(entityColumns(locations, locationEntity))
        .from(locations)
        .orderBy(asc(locations.position), asc(locations.id)),
  });
}
