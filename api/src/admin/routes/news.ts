import { asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { NEWS_STATUSES, newsFormSchema } from '@site/contracts/schemas';
import type { AdminNewsItem } from '@site/contracts/schemas';
import { news } from '../../db/schema.ts';
import { HttpError } from '../../lib/errors.ts';
import { isoInstant, practiceDay } from '../../lib/practice-time.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import { listOf } from '../../routes/schemas.ts';
import { adminNewsItemSchema } from '../lib/schemas.ts';
import { zodRoute } from '../lib/zod-route.ts';

type NewsForm = z.output<typeof newsFormSchema>;

/** The columns that name a story's pictures in the media store. */
export const PHOTO_COLUMNS = ['photo_small', 'photo_large'];

/** The columns a save writes: the form's fields with the dates the status calls for. */
type NewsRow = Omit<NewsForm, 'published_date'> & { published_date: string };

/**
 * The dates a save stores for the story's status (docs/design.md#product-decisions). Scheduled: `publish_at`
 * from the form, and the published date is the practice's day at that moment (the day it goes live; the
 * publishing job sets it again when it publishes, so a delay past midnight shows the real day). Published:
 * the form's published date; `publish_at` is kept while the story stays published (when it went live), else
 * cleared. Draft: the form's published date, no `publish_at`. The schema has already required the date the
 * status needs.
 */
function datesFor(form: NewsForm, before: AdminNewsItem | null): Pick<NewsRow, 'published_date' | 'publish_at'> {
  if (form.status === 'scheduled') {
    return { publish_at: form.publish_at, published_date: practiceDay(form.publish_at!) };
  }
  const publish_at = form.status === 'published' && before?.status === 'published' ? before.publish_at : null;
  return { publish_at, published_date: form.published_date! };
}

/**
 * The row a save stores: the form with its full text sanitized and the dates its status calls for (`before`:
 * the story as stored, null for a new one). Throws HttpError 400 validation_failed when nothing readable is
 * left after sanitizing. A save, a restore of a revision and a published draft all store through it (lib/record-targets.ts).
 */
export function toRow(form: NewsForm, before: AdminNewsItem | null = null): NewsRow {
  const full_text = sanitizeHtml(form.full_text);
  if (full_text.replace(/<[^>]*>/g, '').trim() === '') {
    const message = 'Enter the full text of the story.';
    throw new HttpError(400, 'validation_failed', 'Check the highlighted fields and try again.', {
      full_text: message,
    });
  }
  return { ...form, full_text, ...datesFor(form, before) };
}

/** Stored rows as the admin answers them: `publish_at` as ISO 8601 in UTC rather than the database's text. */
const adminItems = (rows: (typeof news.$inferSelect)[]): AdminNewsItem[] =>
  rows.map((row) => ({ ...row, publish_at: isoInstant(row.publish_at) }));

/** The admin list's query: `?status=` shows the stories of one status only. */
const listQuery = z.object({
  status: z.enum(NEWS_STATUSES, { error: 'Must be draft, scheduled or published.' }).optional(),
});

/**
 * News items (docs/requirements.md#entities), under /api/admin, for editors and admins: GET /news, every story
 * newest first; `?status=draft|scheduled|published` only those, scheduled ones soonest first (the Scheduled
 * view). Every answer is an AdminNewsItem: the public fields plus `status` and `publish_at` (ISO 8601, UTC, or
 * null). Reading one, create, update, delete and the photo are the record routes of lib/record-routes.ts: a save
 * stores through toRow (400 validation_failed, e.g. a scheduled story's `publish_at` missing or not in the
 * future: "Choose a date and time in the future."); one photo upload gives both pictures the site shows, the
 * list's 480×320 (`photo_small`) and the story's 1200×675 (`photo_large`). Draft and scheduled stories appear
 * nowhere public; the publishing job (ops/schedule-worker.ts) makes a scheduled one published within a pass of
 * its time.
 */
export async function newsAdminRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: z.output<typeof listQuery> }>('/news', {
    ...zodRoute({ querystring: listQuery }, { 200: listOf(adminNewsItemSchema) }),
    handler: async (request) => {
      const { status } = request.query;
      const order =
        status === 'scheduled' ? [asc(news.publish_at), asc(news.id)] : [desc(news.published_date), desc(news.id)];
      const rows = await app.db
        .select()
        .from(news)
        .where(status ? eq(news.status, status) : undefined)
        .orderBy(...order);
      return adminItems(rows);
    },
  });
}
