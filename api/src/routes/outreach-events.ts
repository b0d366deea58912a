import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { outreachEventEntity } from '@site/contracts/schemas';
import type { OutreachEvent } from '@site/contracts/types';
import { outreach_events as events } from '../db/schema.ts';
import { routeBothSlashForms } from '../lib/both-slash-forms.ts';
import { entityColumns, errorResponses, listOf, outreachEventSchema } from './schemas.ts';

/**
 * GET /api/outreach-events and /api/outreach-events/ (docs/requirements.md#entities, docs/design.md#api): the Community Outreach cards
 * `[{title, intro_text, photo_small, video, link, link_text}]` in the order staff set. Errors: 500.
 */
export async function outreachEventsRoutes(app: FastifyInstance): Promise<void> {
  routeBothSlashForms(app, {
    method: 'GET',
    url: '/outreach-events',
    schema: { response: { 200: listOf(outreachEventSchema), ...errorResponses } },
    handler: async (request): Promise<OutreachEvent[]> =>
      request.db
        .select(entityColumns(events, outreachEventEntity))
        .from(events)
        .orderBy(asc(events.position), asc(events.id)),
  });
}
