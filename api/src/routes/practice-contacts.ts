import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { practiceContactEntity } from '@site/contracts/schemas';
import type { PracticeContact } from '@site/contracts/types';
import { practice_contacts as contacts } from '../db/schema.ts';
import { routeBothSlashForms } from '../lib/both-slash-forms.ts';
import { entityColumns, errorResponses, listOf, practiceContactSchema } from './schemas.ts';

/**
 * GET /api/practice-contacts and its trailing-slash form (docs/design.md#demo-content: the practice's people and lines are data):
 * PracticeContact[] (id, group, title, full_name, phone, email, hours; empty fields null) of every group in the
 * order staff set. Pages pick their group. Errors: 500 in the JSON error shape.
 */
export async function practiceContactsRoutes(app: FastifyInstance): Promise<void> {
  routeBothSlashForms(app, {
    method: 'GET',
    url: '/practice-contacts',
    schema: { response: { 200: listOf(practiceContactSchema), ...errorResponses } },
    handler: async (request): Promise<PracticeContact[]> =>
      request.db
        .select(entityColumns(contacts, practiceContactEntity))
        .from(contacts)
        .orderBy(asc(contacts.position), asc(contacts.id)),
  });
}
