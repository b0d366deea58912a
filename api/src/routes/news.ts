import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { NewsItem } from '@site/contracts/types';
import { news } from '../db/schema.ts';
import { routeBothSlashForms } from '../lib/both-slash-forms.ts';
import { HttpError } from '../lib/errors.ts';
import { errorResponses, listOf, newsItemSchema } from './schemas.ts';

// Draft and scheduled stories appear nowhere public (docs/design.md#product-decisions): every public read
// goes through this condition, and a story that is not published answers as an unknown id does.
const isPublished = eq(news.status, 'published');

interface NewsQuery {
  Querystring: { id?: number };
}

/**
 * GET /api/news and /api/news/ (docs/requirements.md#entities, docs/requirements.md#api-calls, docs/design.md#api). Without `id`: NewsItem[] newest first (by
 * published_date, then id). With `?id=N`: that one NewsItem. `published_date` is 'YYYY-MM-DD'; `full_text` is
 * HTML sanitized on write. Only published stories: a draft or scheduled one is left out of the list and its id
 * answers 404 like an unknown one. Errors: 400 validation_failed when id is not a positive integer, 404
 * not_found when no published item has that id, 500; all in the JSON error shape.
 */
export async function newsRoutes(app: FastifyInstance): Promise<void> {
  routeBothSlashForms<NewsQuery>(app, {
    method: 'GET',
    url: '/news',
    schema: {
      querystring: {
        type: 'object',
        properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
      },
      response: { 200: { anyOf: [listOf(newsItemSchema), newsItemSchema] }, ...errorResponses },
    },
    handler: async (request): Promise<NewsItem | NewsItem[]> => {
      const { id } = request.query;
      if (id === undefined) {
        return request.db.select().from(news).where(isPublished).orderBy(desc(news.published_date), desc(news.id));
      }
      const [item] = await request.db
        .select()
        .from(news)
        .where(and(eq(news.id, id), isPublished));
      if (!item) throw new HttpError(404, 'not_found', `There is no news item with id ${id}.`);
      return item;
    },
  });
}
