import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { HTML_FORM_BODY_LIMIT, physicianFormSchema, subspecialtyChoices } from '@site/contracts/schemas';
import type { Physician } from '@site/contracts/types';
import { physicians, subspecialties } from '../../db/schema.ts';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../lib/errors.ts';
import { sanitizeOptionalHtml } from '../../lib/sanitize-html.ts';
import { listOf, physicianSchema } from '../../routes/schemas.ts';
import { changedFields, recordAudit, updateSummary } from '../lib/audit.ts';
import {
  firstName,
  IMAGE_SIZES,
  readUpload,
  removeMedia,
  slug,
  toWebp,
  versionedName,
  writeMedia,
} from '../lib/images.ts';
import { isNamedByRevision, recordRevision } from '../lib/revisions.ts';
import type { RevisionMedia } from '../lib/revisions.ts';
import { noContent } from '../lib/schemas.ts';
import { answers, idParams, zodRoute } from '../lib/zod-route.ts';
import type { IdParams } from '../lib/zod-route.ts';

type PhysicianForm = z.output<typeof physicianFormSchema>;

/**
 * The form with its HTML fields sanitized (docs/design.md#data) and its subspecialties checked against the list;
 * throws HttpError 400 validation_failed for a subspecialty not on it. A save and a restore of a revision
 * (routes/revisions.ts) both store through it.
 */
export async function toRow(db: Database, form: PhysicianForm): Promise<PhysicianForm> {
  const listed = await db.select({ name: subspecialties.name }).from(subspecialties);
  const choices = new Set(subspecialtyChoices(listed.map((s) => s.name)));
  const unknown = form.subspecialties.find((name) => !choices.has(name));
  if (unknown !== undefined) {
    const message = `“${unknown}” is not in the subspecialty list.`;
    throw new HttpError(400, 'validation_failed', 'Check the highlighted fields and try again.', {
      subspecialties: message,
    });
  }
  return {
    ...form,
    biography: sanitizeOptionalHtml(form.biography),
    why_msk: sanitizeOptionalHtml(form.why_msk),
    why_radiology: sanitizeOptionalHtml(form.why_radiology),
    what_did_you_like_dayton: sanitizeOptionalHtml(form.what_did_you_like_dayton),
  };
}

async function findPhysician(db: Database, id: number): Promise<Physician> {
  const [row] = await db.select().from(physicians).where(eq(physicians.id, id));
  if (!row) throw new HttpError(404, 'not_found', `There is no physician with id ${id}.`);
  return row;
}

/** Removes a photo file unless another record still shows it. */
async function dropPhotoIfUnused(db: Database, mediaDir: string, photo: string | null, id: number): Promise<void> {
  if (!photo) return;
  const others = await db.$count(physicians, and(eq(physicians.photo, photo), ne(physicians.id, id)));
  // A kept revision naming the file keeps it, so restoring that revision shows the photo again.
  if (others === 0 && !(await isNamedByRevision(db, 'physician', ['photo'], photo))) {
    await removeMedia(mediaDir, 'physicians', photo);
  }
}

/**
 * Physicians, physician assistants, residents and fellows (docs/requirements.md#entities), under /api/admin,
 * for editors and admins. Every field of docs/requirements.md#entities is written; HTML fields are sanitized with the allow-list
 * before they are stored, so the public pages (which read the same rows) only ever get safe HTML.
 * - GET /physicians: Physician[] by last name. GET /physicians/:id: one, or 404.
 * - POST /physicians (physicianFormSchema): 201 Physician. PUT /physicians/:id: 200 Physician.
 *   400 validation_failed with `fields` (including a subspecialty not on the list); 404.
 * - DELETE /physicians/:id: 204; the photo file goes too when nothing else uses it.
 * - POST /physicians/:id/photo (multipart, one image ≤ 10 MB): cropped to 320×400 WebP, stored as
 *   `lastname-firstname-{hash}.webp`; 200 Physician. 415 not an image, 413 too large.
 * - DELETE /physicians/:id/photo: back to the default picture; 200 Physician.
 */
export async function physiciansAdminRoutes(app: FastifyInstance, options: { mediaDir: string }): Promise<void> {
  const { mediaDir } = options;
  const media: RevisionMedia = { dir: mediaDir, kind: 'physicians', table: physicians, columns: ['photo'] };
  // Every change keeps the record as it was (docs/design.md#product-decisions), before a replaced photo is removed.
  const revise = (request: FastifyRequest, action: 'update' | 'delete', before: Physician, after?: Physician) =>
    recordRevision(
      app.db,
      request.adminUser!,
      { entity: 'physician', entityId: before.id, action, values: before, after },
      media,
    );

  app.get('/physicians', {
    schema: answers({ 200: listOf(physicianSchema) }),
    handler: async () =>
      app.db
        .select()
        .from(physicians)
        .orderBy(sql`lower(${physicians.last_name})`, sql`lower(${physicians.full_name})`, physicians.id),
  });

  app.get<{ Params: IdParams }>('/physicians/:id', {
    ...zodRoute({ params: idParams }, { 200: physicianSchema }),
    handler: async (request) => findPhysician(app.db, request.params.id),
  });

  app.post<{ Body: PhysicianForm }>('/physicians', {
    bodyLimit: HTML_FORM_BODY_LIMIT,
    ...zodRoute({ body: physicianFormSchema }, { 201: physicianSchema }),
    handler: async (request, reply) => {
      const [created] = await app.db
        .insert(physicians)
        .values(await toRow(app.db, request.body))
        .returning();
      await recordAudit(app.db, request.adminUser!, {
        action: 'create',
        entity: 'physician',
        entityId: created!.id,
        summary: created!.full_name,
      });
      return reply.code(201).send(created);
    },
  });

  app.put<{ Params: IdParams; Body: PhysicianForm }>('/physicians/:id', {
    bodyLimit: HTML_FORM_BODY_LIMIT,
    ...zodRoute({ params: idParams, body: physicianFormSchema }, { 200: physicianSchema }),
    handler: async (request) => {
      const before = await findPhysician(app.db, request.params.id);
      const row = await toRow(app.db, request.body);
      const [after] = await app.db.update(physicians).set(row).where(eq(physicians.id, before.id)).returning();
      await revise(request, 'update', before, after!);
      await recordAudit(app.db, request.adminUser!, {
        action: 'update',
        entity: 'physician',
        entityId: before.id,
        summary: updateSummary(after!.full_name, changedFields(before, row)),
      });
      return after;
    },
  });

  app.delete<{ Params: IdParams }>('/physicians/:id', {
    ...zodRoute({ params: idParams }, { 204: noContent }),
    handler: async (request, reply) => {
      const before = await findPhysician(app.db, request.params.id);
      await app.db.delete(physicians).where(eq(physicians.id, before.id));
      await revise(request, 'delete', before);
      await dropPhotoIfUnused(app.db, mediaDir, before.photo, before.id);
      await recordAudit(app.db, request.adminUser!, {
        action: 'delete',
        entity: 'physician',
        entityId: before.id,
        summary: before.full_name,
      });
      return reply.code(204).send();
    },
  });

  app.post<{ Params: IdParams }>('/physicians/:id/photo', {
    ...zodRoute({ params: idParams }, { 200: physicianSchema }),
    handler: async (request) => {
      const before = await findPhysician(app.db, request.params.id);
      const [webp] = await toWebp(await readUpload(request), [IMAGE_SIZES.physician]);
      const photo = versionedName(`${slug(before.last_name)}-${slug(firstName(before.full_name))}`, webp!);
      await writeMedia(mediaDir, 'physicians', photo, webp!);
      const [after] = await app.db.update(physicians).set({ photo }).where(eq(physicians.id, before.id)).returning();
      await revise(request, 'update', before, after!);
      if (before.photo !== photo) await dropPhotoIfUnused(app.db, mediaDir, before.photo, before.id);
      await recordAudit(app.db, request.adminUser!, {
        action: 'upload',
        entity: 'physician',
        entityId: before.id,
        summary: `${before.full_name}: photo`,
      });
      return after;
    },
  });

  app.delete<{ Params: IdParams }>('/physicians/:id/photo', {
    ...zodRoute({ params: idParams }, { 200: physicianSchema }),
    handler: async (request) => {
      const before = await findPhysician(app.db, request.params.id);
      const [after] = await app.db
        .update(physicians)
        .set({ photo: null })
        .where(eq(physicians.id, before.id))
        .returning();
      await revise(request, 'update', before, after!);
      await dropPhotoIfUnused(app.db, mediaDir, before.photo, before.id);
      await recordAudit(app.db, request.adminUser!, {
        action: 'update',
        entity: 'physician',
        entityId: before.id,
        summary: `${before.full_name}: photo removed`,
      });
      return after;
    },
  });
}
