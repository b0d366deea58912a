import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { physicianFormSchema, subspecialtyChoices } from '@site/contracts/schemas';
import { physicians, subspecialties } from '../../db/schema.ts';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../lib/errors.ts';
import { sanitizeOptionalHtml } from '../../lib/sanitize-html.ts';
import { listOf, physicianSchema } from '../../routes/schemas.ts';
import { answers } from '../lib/zod-route.ts';

type PhysicianForm = z.output<typeof physicianFormSchema>;

/**
 * The form with its HTML fields sanitized (docs/design.md#data) and its subspecialties checked against the list;
 * throws HttpError 400 validation_failed for a subspecialty not on it. A save, a restore of a revision and
 * a published draft all store through it (lib/record-targets.ts).
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

/**
 * Physicians, physician assistants, residents and fellows (docs/requirements.md#entities), under /api/admin, for
 * editors and admins: GET /physicians, Physician[] by last name. Reading one, create, update, delete and the
 * photo are the record routes of lib/record-routes.ts: every field of docs/requirements.md#entities is written,
 * HTML fields sanitized with the allow-list (toRow), so the public pages (which read the same rows) only ever
 * get safe HTML; the photo is cropped to 320×400 WebP, stored as `lastname-firstname-{hash}.webp`.
 */
export async function physiciansAdminRoutes(app: FastifyInstance): Promise<void> {
  app.get('/physicians', {
    schema: answers({ 200: listOf(physicianSchema) }),
    handler: async () =>
      app.db
        .select()
        .from(physicians)
        .orderBy(sql`lower(${physicians.last_name})`, sql`lower(${physicians.full_name})`, physicians.id),
  });
}
