import { asc, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Physician, PhysicianCategory } from '@site/contracts/types';
import { physicians } from '../db/schema.ts';
import { routeBothSlashForms } from '../lib/both-slash-forms.ts';
import { errorResponses, listOf, physicianSchema } from './schemas.ts';

/** Which categories each list shows: the team page lists physician assistants with the physicians. */
const LISTS: { url: string; categories: PhysicianCategory[] }[] = [
  { url: '/physicians', categories: ['physician', 'physician_assistant'] },
  { url: '/residents', categories: ['resident'] },
  { url: '/fellows', categories: ['fellow'] },
];

/**
 * GET /api/physicians, /api/residents and /api/fellows, each also with a trailing slash (docs/requirements.md#entities, docs/requirements.md#api-calls,
 * docs/design.md#api): Physician[] with every field of the shared type (null when absent), ordered by last name, then
 * full name. /api/physicians holds physicians and physician assistants. HTML fields were sanitized on write.
 * Errors: 500 in the JSON error shape.
 */
export async function physiciansRoutes(app: FastifyInstance): Promise<void> {
  for (const { url, categories } of LISTS) {
    routeBothSlashForms(app, {
      method: 'GET',
      url,
      schema: { response: { 200: listOf(physicianSchema), ...errorResponses } },
      handler: async (request): Promise<Physician[]> =>
        request.db
          .select()
          .from(physicians)
          .where(inArray(physicians.category, categories))
          // lower(): PGlite and PostgreSQL servers may sort with different collations; case-folding keeps
          // "de Luca" among the Ds on both.
          .orderBy(sql`lower(${physicians.last_name})`, sql`lower(${physicians.full_name})`, asc(physicians.id)),
    });
  }
}
