import { and, desc, eq, ne, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { HTML_FORM_BODY_LIMIT, newsFormSchema } from '@site/contracts/schemas';
import type { NewsItem } from '@site/contracts/types';
import type { Database } from '../../db/client.ts';
import { news } from '../../db/schema.ts';
import { HttpError } from '../../lib/errors.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import { listOf, newsItemSchema } from '../../routes/schemas.ts';
import { changedFields, recordAudit, updateSummary } from '../lib/audit.ts';
import type { AuditAction } from '../lib/audit.ts';
import { IMAGE_SIZES, readUpload, removeMedia, slug, toWebp, versionedName, writeMedia } from '../lib/images.ts';
import { noContent } from '../lib/schemas.ts';
import { answers, idParams, zodRoute } from '../lib/zod-route.ts';
import type { IdParams } from '../lib/zod-route.ts';

type NewsForm = z.output<typeof newsFormSchema>;

/** The form with its full text sanitized; refused when nothing readable is left after sanitizing. */
function toRow(form: NewsForm): NewsForm {
  const full_text = sanitizeHtml(form.full_text);
  if (full_text.replace(/<[^>]*>/g, '').trim() === '') {
    const message = 'Enter the full text of the story.';
    throw new HttpError(400, 'validation_failed', 'Check the highlighted fields and try again.', {
      full_text: message,
    });
  }
  return { ...form, full_text };
}

async function findItem(db: Database, id: number): Promise<NewsItem> {
  const [row] = await db.select().from(news).where(eq(news.id, id));
  if (!row) throw new HttpError(404, 'not_found', `There is no news item with id ${id}.`);
  return row;
}

/** Removes the photo files of a story unless another story still shows them. */
async function dropPhotosIfUnused(db: Database, mediaDir: string, item: NewsItem, keep: string[] = []): Promise<void> {
  for (const photo of [item.photo_small, item.photo_large]) {
    if (!photo || keep.includes(photo)) continue;
    const uses = or(eq(news.photo_small, photo), eq(news.photo_large, photo));
    if ((await db.$count(news, and(uses, ne(news.id, item.id)))) === 0) await removeMedia(mediaDir, 'news', photo);
  }
}

/**
 * News items (docs/requirements.md#entities), under /api/admin, for editors and admins. `full_text` is sanitized with
 * the allow-list before it is stored.
 * - GET /news: NewsItem[] newest first. GET /news/:id: one, or 404.
 * - POST /news (newsFormSchema): 201 NewsItem. PUT /news/:id: 200 NewsItem. 400 validation_failed, 404.
 * - DELETE /news/:id: 204, with its photo files when nothing else uses them.
 * - POST /news/:id/photo (multipart, one image ≤ 10 MB): one upload gives both pictures the site shows, the
 *   list's 480×320 (`photo_small`) and the story's 1200×675 (`photo_large`), as WebP; 200 NewsItem; 415, 413.
 * - DELETE /news/:id/photo: removes both pictures; 200 NewsItem.
 */
export async function newsAdminRoutes(app: FastifyInstance, options: { mediaDir: string }): Promise<void> {
  const { mediaDir } = options;
  const audit = (request: FastifyRequest, action: AuditAction, entityId: number, summary: string) =>
    recordAudit(app.db, request.adminUser!, { action, entity: 'news', entityId, summary });

  app.get('/news', {
    schema: answers({ 200: listOf(newsItemSchema) }),
    handler: async () => app.db.select().from(news).orderBy(desc(news.published_date), desc(news.id)),
  });

  app.get<{ Params: IdParams }>('/news/:id', {
    ...zodRoute({ params: idParams }, { 200: newsItemSchema }),
    handler: async (request) => findItem(app.db, request.params.id),
  });

  app.post<{ Body: NewsForm }>('/news', {
    bodyLimit: HTML_FORM_BODY_LIMIT,
    ...zodRoute({ body: newsFormSchema }, { 201: newsItemSchema }),
    handler: async (request, reply) => {
      const [created] = await app.db.insert(news).values(toRow(request.body)).returning();
      await audit(request, 'create', created!.id, created!.title);
      return reply.code(201).send(created);
    },
  });

  app.put<{ Params: IdParams; Body: NewsForm }>('/news/:id', {
    bodyLimit: HTML_FORM_BODY_LIMIT,
    ...zodRoute({ params: idParams, body: newsFormSchema }, { 200: newsItemSchema }),
    handler: async (request) => {
      const before = await findItem(app.db, request.params.id);
      const row = toRow(request.body);
      const [after] = await app.db.update(news).set(row).where(eq(news.id, before.id)).returning();
      await audit(request, 'update', before.id, updateSummary(after!.title, changedFields(before, row)));
      return after;
    },
  });

  app.delete<{ Params: IdParams }>('/news/:id', {
    ...zodRoute({ params: idParams }, { 204: noContent }),
    handler: async (request, reply) => {
      const before = await findItem(app.db, request.params.id);
      await app.db.delete(news).where(eq(news.id, before.id));
      await dropPhotosIfUnused(app.db, mediaDir, before);
      await audit(request, 'delete', before.id, before.title);
      return reply.code(204).send();
    },
  });

  app.post<{ Params: IdParams }>('/news/:id/photo', {
    ...zodRoute({ params: idParams }, { 200: newsItemSchema }),
    handler: async (request) => {
      const before = await findItem(app.db, request.params.id);
      const [small, large] = await toWebp(await readUpload(request), [IMAGE_SIZES.newsSmall, IMAGE_SIZES.newsLarge]);
      const base = `news-${slug(before.title, 50) || before.id}`;
      const photo_small = versionedName(`${base}-small`, small!);
      const photo_large = versionedName(`${base}-large`, large!);
      await writeMedia(mediaDir, 'news', photo_small, small!);
      await writeMedia(mediaDir, 'news', photo_large, large!);
      const [after] = await app.db
        .update(news)
        .set({ photo_small, photo_large })
        .where(eq(news.id, before.id))
        .returning();
      await dropPhotosIfUnused(app.db, mediaDir, before, [photo_small, photo_large]);
      await audit(request, 'upload', before.id, `${before.title}: photo`);
      return after;
    },
  });

  app.delete<{ Params: IdParams }>('/news/:id/photo', {
    ...zodRoute({ params: idParams }, { 200: newsItemSchema }),
    handler: async (request) => {
      const before = await findItem(app.db, request.params.id);
      const [after] = await app.db
        .update(news)
        .set({ photo_small: null, photo_large: null })
        .where(eq(news.id, before.id))
        .returning();
      await dropPhotosIfUnused(app.db, mediaDir, before);
      await audit(request, 'update', before.id, `${before.title}: photo removed`);
      return after;
    },
  });
}
