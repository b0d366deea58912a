import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { testimonialEntity } from '@site/contracts/schemas';
import type { Testimonial } from '@site/contracts/types';
import { testimonials } from '../db/schema.ts';
import { routeBothSlashForms } from '../lib/both-slash-forms.ts';
import { entityColumns, errorResponses, listOf, testimonialSchema } from './schemas.ts';

/**
 * GET /api/testimonials and /api/testimonials/ (docs/requirements.md#entities, docs/design.md#api): `[{text, name, location}]` for Home's
 * carousel, in the order staff set. Errors: 500 in the JSON error shape.
 */
export async function testimonialsRoutes(app: FastifyInstance): Promise<void> {
  routeBothSlashForms(app, {
    method: 'GET',
    url: '/testimonials',
    schema: { response: { 200: listOf(testimonialSchema), ...errorResponses } },
    handler: async (request): Promise<Testimonial[]> =>
      request.db
        .select(entityColumns(testimonials, testimonialEntity))
        .from(testimonials)
        .orderBy(asc(testimonials.position), asc(testimonials.id)),
  });
}
