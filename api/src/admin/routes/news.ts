import { and, asc, desc, eq, ne, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HTML_FORM_BODY_LIMIT, NEWS_STATUSES, newsFormSchema } from '@site/contracts/schemas';
import type { AdminNewsItem } from '@site/contracts/schemas';
import type { NewsItem } from '@site/contracts/types';
import type { Database } from '../../db/client.ts';
import { news } from '../../db/schema.ts';
import { HttpError } from '../../lib/errors.ts';
import { isoInstant, practiceDay } from '../../lib/practice-time.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import { listOf } from '../../routes/schemas.ts';
import { changedFields, recordAudit, updateSummary } from '../lib/audit.ts';
import type { AuditAction } from '../lib/audit.ts';
import { IMAGE_SIZES, readUpload, removeMedia, slug, toWebp, versionedName, writeMedia } from '../lib/images.ts';
import { isNamedByRevision, recordRevision } from '../lib/revisions.ts';
import type { RevisionMedia } from '../lib/revisions.ts';
import { adminNewsItemSchema, noContent } from '../lib/schemas.ts';
import { idParams, zodRoute } from '../lib/zod-route.ts';
import type { IdParams } from '../lib/zod-route.ts';

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
 * left after sanitizing. A save and a restore of a revision (routes/revisions.ts) both store through it.
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

async function findItem(db: Database, id: number): Promise<AdminNewsItem> {
  const [row] = adminItems(await db.select().from(news).where(eq(news.id, id)));
  if (!row) throw new HttpError(404, 'not_found', `There is no news item with id ${id}.`);
  return row;
}

/** The admin list's query: `?status=` shows the stories of one status only. */
const listQuery = z.object({
  status: z.enum(NEWS_STATUSES, { error: 'Must be draft, scheduled or published.' }).optional(),
});

/** Removes the photo files of a story unless another story still shows them. */
async function dropPhotosIfUnused(db: Database, mediaDir: string, item: NewsItem, keep: string[] = []): Promise<void> {
  for (const photo of [item.photo_small, item.photo_large]) {
    if (!photo || keep.includes(photo)) continue;
    const uses = or(eq(news.photo_small, photo), eq(news.photo_large, photo));
    if ((await db.$count(news, and(uses, ne(news.id, item.id)))) > 0) continue;
    // A kept revision naming the file keeps it, so restoring that revision shows the picture again.
    if (!(await isNamedByRevision(db, 'news', PHOTO_COLUMNS, photo))) await removeMedia(mediaDir, 'news', photo);
  }
}

/**
 * News items (docs/requirements.md#entities), under /api/admin, for editors and admins. `full_text` is sanitized with
 * the allow-list before it is stored.
 * Every answer is an AdminNewsItem: the public fields plus `status` and `publish_at` (ISO 8601, UTC, or null).
 * - GET /news: every story newest first; `?status=draft|scheduled|published` only those, scheduled ones soonest
 *   first (the Scheduled view). GET /news/:id: one, or 404.
 * - POST /news (newsFormSchema): 201. PUT /news/:id: 200. 400 validation_failed (a scheduled story's
 *   `publish_at` missing or not in the future: "Choose a date and time in the future."), 404. Draft and
 *   scheduled stories appear nowhere public; the publishing job (ops/schedule-worker.ts) makes a scheduled one
 *   published within a pass of its time.
 * - DELETE /news/:id: 204, with its photo files when nothing else uses them.
 * - POST /news/:id/photo (multipart, one image ≤ 10 MB): one upload gives both pictures the site shows, the
 *   list's 480×320 (`photo_small`) and the story's 1200×675 (`photo_large`), as WebP; 200; 415, 413.
 * - DELETE /news/:id/photo: removes both pictures; 200.
 */
export async function newsAdminRoutes(app: FastifyInstance, options: { mediaDir: string }): Promise<void> {
  const { mediaDir } = options;
  const audit = (request: FastifyRequest, action: AuditAction, entityId: number, summary: string) =>
    recordAudit(app.db, request.adminUser!, { action, entity: 'news', entityId, summary });
  const media: RevisionMedia = { dir: mediaDir, kind: 'news', table: news, columns: PHOTO_COLUMNS };
  // Every change keeps the story as it was (docs/design.md#product-decisions), before replaced photos are removed.
  const revise = (request: FastifyRequest, action: 'update' | 'delete', before: NewsItem, after?: NewsItem) =>
    recordRevision(
      app.db,
      request.adminUser!,
      { entity: 'news', entityId: before.id, action, values: before, after },
      media,
    );

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

  app.get<{ Params: IdParams }>('/news/:id', {
    ...zodRoute({ params: idParams }, { 200: adminNewsItemSchema }),
    handler: async (request) => findItem(app.db, request.params.id),
  });

  app.post<{ Body: NewsForm }>('/news', {
    bodyLimit: HTML_FORM_BODY_LIMIT,
    ...zodRoute({ body: newsFormSchema }, { 201: adminNewsItemSchema }),
    handler: async (request, reply) => {
      const [created] = adminItems(await app.db.insert(news).values(toRow(request.body)).returning());
      await audit(request, 'create', created!.id, created!.title);
      return reply.code(201).send(created);
    },
  });

  app.put<{ Params: IdParams; Body: NewsForm }>('/news/:id', {
    bodyLimit: HTML_FORM_BODY_LIMIT,
    ...zodRoute({ params: idParams, body: newsFormSchema }, { 200: adminNewsItemSchema }),
    handler: async (request) => {
      const before = await findItem(app.db, request.params.id);
      const row = toRow(request.body, before);
      const [after] = adminItems(await app.db.update(news).set(row).where(eq(news.id, before.id)).returning());
      await revise(request, 'update', before, after!);
      await audit(request, 'update', before.id, updateSummary(after!.title, changedFields(before, row)));
      return after;
    },
  });

  app.delete<{ Params: IdParams }>('/news/:id', {
    ...zodRoute({ params: idParams }, { 204: noContent }),
    handler: async (request, reply) => {
      const before = await findItem(app.db, request.params.id);
      await app.db.delete(news).where(eq(news.id, before.id));
      await revise(request, 'delete', before);
      await dropPhotosIfUnused(app.db, mediaDir, before);
      await audit(request, 'delete', before.id, before.title);
      return reply.code(204).send();
    },
  });

  app.post<{ Params: IdParams }>('/news/:id/photo', {
    ...zodRoute({ params: idParams }, { 200: adminNewsItemSchema }),
    handler: async (request) => {
      const before = await findItem(app.db, request.params.id);
      const [small, large] = await toWebp(await readUpload(request), [IMAGE_SIZES.newsSmall, IMAGE_SIZES.newsLarge]);
      const base = `news-${slug(before.title, 50) || before.id}`;
      const photo_small = versionedName(`${base}-small`, small!);
      const photo_large = versionedName(`${base}-large`, large!);
      await writeMedia(mediaDir, 'news', photo_small, small!);
      await writeMedia(mediaDir, 'news', photo_large, large!);
      const [after] = adminItems(
        await app.db.update(news).set({ photo_small, photo_large }).where(eq(news.id, before.id)).returning(),
      );
      await revise(request, 'update', before, after!);
      await dropPhotosIfUnused(app.db, mediaDir, before, [photo_small, photo_large]);
      await audit(request, 'upload', before.id, `${before.title}: photo`);
      return after;
    },
  });

  app.delete<{ Params: IdParams }>('/news/:id/photo', {
    ...zodRoute({ params: idParams }, { 200: adminNewsItemSchema }),
    handler: async (request) => {
      const before = await findItem(app.db, request.params.id);
      const [after] = adminItems(
        await app.db
          .update(news)
          .set({ photo_small: null, photo_large: null })
          .where(eq(news.id, before.id))
          .returning(),
      );
      await revise(request, 'update', before, after!);
      await dropPhotosIfUnused(app.db, mediaDir, before);
      await audit(request, 'update', before.id, `${before.title}: photo removed`);
      return after;
    },
  });
}
