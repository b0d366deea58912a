import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Location } from '@site/shared/types';
import { locations } from '../db/schema.ts';
import { routeBothSlashForms } from '../lib/both-slash-forms.ts';
import { errorResponses, listOf, locationSchema } from './schemas.ts';

/**
 * GET /api/locations and /api/locations/ (SPEC §3, DESIGN §5, §8): Location[] (id, name, address, phone, url,
 * latitude, longitude) in the order staff set; empty fields are null. Errors: 500 in the JSON error shape.
 */
export async function locationsRoutes(app: FastifyInstance): Promise<void> {
  routeBothSlashForms(app, {
    method: 'GET',
    url: '/locations',
    schema: { response: { 200: listOf(locationSchema), ...errorResponses } },
    handler: async (): Promise<Location[]> =>
      app.db
        .select({
          id: locations.id,
          name: locations.name,
          address: locations.address,
          phone: locations.phone,
          url: locations.url,
          latitude: locations.latitude,
          longitude: locations.longitude,
        })
        .from(locations)
        .orderBy(asc(locations.position), asc(locations.id)),
  });
}
