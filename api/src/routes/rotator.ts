import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rotatorSlideEntity } from '@site/contracts/schemas';
import type { RotatorSlide } from '@site/contracts/types';
import { rotator_slides as slides } from '../db/schema.ts';
import { routeBothSlashForms } from '../lib/both-slash-forms.ts';
import { entityColumns, errorResponses, listOf, rotatorSlideSchema } from './schemas.ts';

/**
 * GET /api/rotator and /api/rotator/ (docs/requirements.md#entities, docs/design.md#api): Home's banner slides `[{image, title, text}]` in
 * the order staff set; `image` is a file name under /media/rotator/. Errors: 500 in the JSON error shape.
 */
export async function rotatorRoutes(app: FastifyInstance): Promise<void> {
  routeBothSlashForms(app, {
    method: 'GET',
    url: '/rotator',
    schema: { response: { 200: listOf(rotatorSlideSchema), ...errorResponses } },
    handler: async (request): Promise<RotatorSlide[]> =>
      request.db
        .select(entityColumns(slides, rotatorSlideEntity))
        .from(slides)
        .orderBy(asc(slides.position), asc(slides.id)),
  });
}
