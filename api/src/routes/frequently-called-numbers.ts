import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { frequentlyCalledNumberEntity } from '@site/contracts/schemas';
import type { FrequentlyCalledNumber } from '@site/contracts/types';
import { frequently_called_numbers as numbers } from '../db/schema.ts';
import { routeBothSlashForms } from '../lib/both-slash-forms.ts';
import { entityColumns, errorResponses, frequentlyCalledNumberSchema, listOf } from './schemas.ts';

/**
 * GET /api/frequently-called-numbers and its trailing-slash form (docs/requirements.md#entities, docs/design.md#api): `[{title, subtitle,
 * text}]` (text is the phone number, subtitle may be null) in the order staff set. Errors: 500.
 */
export async function frequentlyCalledNumbersRoutes(app: FastifyInstance): Promise<void> {
  routeBothSlashForms(app, {
    method: 'GET',
    url: '/frequently-called-numbers',
    schema: { response: { 200: listOf(frequentlyCalledNumberSchema), ...errorResponses } },
    handler: async (request): Promise<FrequentlyCalledNumber[]> =>
      request.db
        .select(entityColumns(numbers, frequentlyCalledNumberEntity))
        .from(numbers)
        .orderBy(asc(numbers.position), asc(numbers.id)),
  });
}
