/**
 * Drafts and previews (docs/design.md#product-decisions, docs/design.md#api): a pending draft of a published
 * record that visitors do not see, published or discarded as a whole, and private preview addresses of the
 * page built from it.
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq, getTableColumns, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  DRAFT_SCREENS,
  PREVIEW_PARAMETER,
  PREVIEW_TTL_MINUTES,
  previewPath,
  revisionChanges,
} from '@site/contracts/schemas';
import type { Draft, DraftScreen, DraftSummary, Preview } from '@site/contracts/schemas';
import type { Database } from '../../db/client.ts';
import { drafts, previews } from '../../db/schema.ts';
import { HttpError } from '../../lib/errors.ts';
import { isoInstant } from '../../lib/practice-time.ts';
import { previewTokenHash } from '../../plugins/app/preview-reads.ts';
import { createHandover } from '../lib/handovers.ts';
import { listOf } from '../../routes/schemas.ts';
import { auditedField } from '../lib/admin-only.ts';
import { recordAudit, updateSummary } from '../lib/audit.ts';
import { currentRecord, recordTargets, rowToWrite } from '../lib/record-targets.ts';
import type { RecordTarget, Values } from '../lib/record-targets.ts';
import { atomicWrite } from '../lib/record-write.ts';
import { recordRevision } from '../lib/revisions.ts';
import { changedPaths } from '../lib/site-changed.ts';
import { draftSchema, draftSummarySchema, noContent, previewSchema } from '../lib/schemas.ts';
import { answers, idParams, zodRoute } from '../lib/zod-route.ts';
import type { IdParams } from '../lib/zod-route.ts';

/** The draft row of one record, or undefined. */
async function findDraft(db: Database, target: RecordTarget, id: number) {
  const [row] = await db
    .select()
    .from(drafts)
    .where(and(eq(drafts.entity, target.entity), eq(drafts.entity_id, id)));
  return row;
}

/** The fields two states differ in, in the record's column order. */
function changedInOrder(target: RecordTarget, before: Values, after: Values): string[] {
  const columns = Object.keys(getTableColumns(target.table));
  return revisionChanges(before, after).sort((a, b) => columns.indexOf(a) - columns.indexOf(b));
}

/**
 * The draft routes, under /api/admin, for editors and admins, for each screen of DRAFT_SCREENS
 * (`{screen}` = physicians, news, locations, …):
 * - GET /drafts: DraftSummary[] of every pending draft, newest first.
 * - GET /{screen}/:id/draft: Draft, or null when the record has none; 404 for an unknown record.
 * - PUT /{screen}/:id/draft (the record's own form): keeps the values as the record's draft, replacing an earlier
 *   one, through the same sanitizing, checks and admin-only rule as a save (400 validation_failed with
 *   `fields`, 403 forbidden); the record and its public page do not change. 200 Draft; 404 unknown record.
 * - DELETE /{screen}/:id/draft: discards it; 204; 404 when there is none.
 * - POST /{screen}/:id/draft/publish: writes the draft to the record through the rules of a save (400 when it no
 *   longer passes them), keeps a revision ('publish') of the record as it was and an audit line, and deletes
 *   the draft, all in one transaction (500 and none of it when one fails); 200 the record as its own routes
 *   answer it; 404 when there is none.
 * - POST /{screen}/:id/preview: 201 Preview, a private address of the public page built from the record with its
 *   draft (a story not yet public as if it were published), valid PREVIEW_TTL_MINUTES; 404 unknown record. With
 *   the admin on its own origin, `url` is a one-time hand-over link on the public origin that leads there.
 * Pictures are never drafted: they are uploaded to the record itself. Site-Changed (lib/site-changed.ts) names,
 * for a draft saved or discarded, the record's admin answers and the drafts; for one published, its public answers
 * and the revisions too; a preview changes nothing staff or visitors read, and names nothing.
 */
export async function draftsRoutes(app: FastifyInstance, options: { mediaDir: string }): Promise<void> {
  const targets = [...recordTargets().values()].filter((target) =>
    (DRAFT_SCREENS as readonly string[]).includes(target.screen),
  );
  const toDraft = (target: RecordTarget, row: typeof drafts.$inferSelect, current: Values): Draft => ({
    entity: row.entity,
    entity_id: row.entity_id,
    values: row.values,
    user_email: row.user_email,
    updated_at: isoInstant(row.updated_at)!,
    changed: changedInOrder(target, current, row.values),
  });
  const existing = async (target: RecordTarget, id: number): Promise<Values> => {
    const current = await currentRecord(app.db, target, id);
    if (!current) throw new HttpError(404, 'not_found', `There is no ${target.entity} with id ${id}.`);
    return current;
  };
  const pending = async (target: RecordTarget, id: number) => {
    const row = await findDraft(app.db, target, id);
    if (!row) throw new HttpError(404, 'not_found', `This ${target.entity} has no unpublished changes.`);
    return row;
  };

  app.get('/drafts', {
    schema: answers({ 200: listOf(draftSummarySchema) }),
    handler: async (): Promise<DraftSummary[]> => {
      const rows = await app.db.select().from(drafts).orderBy(desc(drafts.updated_at), desc(drafts.id));
      return rows.map((row) => ({
        entity: row.entity,
        entity_id: row.entity_id,
        user_email: row.user_email,
        updated_at: isoInstant(row.updated_at)!,
      }));
    },
  });

  for (const target of targets) {
    const base = `/${target.screen}/:id`;

    app.get<{ Params: IdParams }>(`${base}/draft`, {
      ...zodRoute({ params: idParams }, { 200: { anyOf: [draftSchema, { type: 'null' }] } }),
      handler: async (request, reply) => {
        const current = await existing(target, request.params.id);
        const row = await findDraft(app.db, target, request.params.id);
        // null, not 404: no draft is the usual state of a record, not a failed call.
        if (!row) return reply.type('application/json; charset=utf-8').send('null');
        return toDraft(target, row, current);
      },
    });

    app.put<{ Params: IdParams; Body: Values }>(`${base}/draft`, {
      bodyLimit: 1024 * 1024,
      config: { siteChanged: changedPaths(target, 'draft') },
      ...zodRoute({ params: idParams, body: target.form }, { 200: draftSchema }),
      handler: async (request) => {
        const user = request.adminUser!;
        const { id } = request.params;
        const current = await existing(target, id);
        const row = await rowToWrite(app.db, user, target, current, request.body, {
          invalid: 'Check the highlighted fields and try again.',
        });
        for (const column of target.media?.columns ?? []) delete row[column];
        const [saved] = await app.db
          .insert(drafts)
          .values({ entity: target.entity, entity_id: id, user_id: user.id, user_email: user.email, values: row })
          .onConflictDoUpdate({
            target: [drafts.entity, drafts.entity_id],
            set: { values: row, user_id: user.id, user_email: user.email, updated_at: sql`now()` },
          })
          .returning();
        const fields = changedInOrder(target, current, row);
        await recordAudit(app.db, user, {
          action: 'draft',
          entity: target.entity,
          entityId: id,
          summary: updateSummary(target.label({ ...current, ...row }), fields),
        });
        return toDraft(target, saved!, current);
      },
    });

    app.delete<{ Params: IdParams }>(`${base}/draft`, {
      config: { siteChanged: changedPaths(target, 'draft') },
      ...zodRoute({ params: idParams }, { 204: noContent }),
      handler: async (request, reply) => {
        const row = await pending(target, request.params.id);
        await app.db.delete(drafts).where(eq(drafts.id, row.id));
        const current = await currentRecord(app.db, target, request.params.id);
        await recordAudit(app.db, request.adminUser!, {
          action: 'discard',
          entity: target.entity,
          entityId: request.params.id,
          summary: target.label(current ?? row.values),
        });
        return reply.code(204).send();
      },
    });

    app.post<{ Params: IdParams }>(`${base}/draft/publish`, {
      config: { siteChanged: changedPaths(target, 'publish') },
      ...zodRoute({ params: idParams }, {}),
      handler: async (request, reply) => publish(request, reply, target),
    });

    app.post<{ Params: IdParams }>(`${base}/preview`, {
      ...zodRoute({ params: idParams }, { 201: previewSchema }),
      handler: async (request, reply) => {
        const current = await existing(target, request.params.id);
        const token = randomBytes(32).toString('base64url');
        const path = previewPath(target.screen as DraftScreen, current);
        const expires = new Date(Date.now() + PREVIEW_TTL_MINUTES * 60_000);
        // Expired addresses are only dead weight: each new one sweeps them.
        await app.db.delete(previews).where(lt(previews.expires_at, sql`now()`));
        await app.db.insert(previews).values({
          token_hash: previewTokenHash(token),
          entity: target.entity,
          entity_id: request.params.id,
          path,
          user_id: request.adminUser!.id,
          expires_at: expires,
        });
        const address = `${path}?${PREVIEW_PARAMETER}=${token}`;
        // With the admin on its own origin, the public origin gets the preview through a one-time link, so
        // its address never sits in the admin's history and the public origin never sees a staff session.
        const { adminOrigin, siteUrl } = app.deployment;
        const url =
          adminOrigin === undefined
            ? address
            : new URL(
                await createHandover(app.db, {
                  kind: 'preview',
                  payload: { address },
                  created_by: request.adminUser!.email,
                }),
                siteUrl,
              ).href;
        const preview: Preview = {
          url,
          path,
          expires_at: expires.toISOString(),
        };
        return reply.code(201).send(preview);
      },
    });
  }

  async function publish(request: FastifyRequest<{ Params: IdParams }>, reply: FastifyReply, target: RecordTarget) {
    const user = request.adminUser!;
    const { id } = request.params;
    const draft = await pending(target, id);
    const current = await currentRecord(app.db, target, id);
    if (!current) {
      // The record was deleted after the draft was saved: the draft has nothing left to change.
      await app.db.delete(drafts).where(eq(drafts.id, draft.id));
      throw new HttpError(404, 'not_found', `There is no ${target.entity} with id ${id}.`);
    }
    const row = await rowToWrite(app.db, user, target, current, draft.values, {
      invalid: 'The draft no longer meets the rules of the form. Change it and save it again.',
    });
    const folder = target.media && { dir: options.mediaDir, kind: target.media.kind };
    // The record, its revision, the draft's removal and the audit line are one transaction (lib/record-write.ts).
    const published = await atomicWrite(app.db, folder, [], async (tx, unused) => {
      const [written] = (await tx
        .update(target.table)
        .set(row as never)
        .where(eq(target.table.id, id))
        .returning()) as Values[];
      const after = target.read ? target.read(written!) : written!;
      await recordRevision(
        tx,
        user,
        { entity: target.entity, entityId: id, action: 'publish', values: current, after },
        target.media && { table: target.table, columns: target.media.columns, unused },
      );
      await tx.delete(drafts).where(eq(drafts.id, draft.id));
      const fields = revisionChanges(current, after).map(auditedField(target.adminOnly, after));
      await recordAudit(tx, user, {
        action: 'publish',
        entity: target.entity,
        entityId: id,
        summary: updateSummary(target.label(after), fields),
      });
      return after;
    });
    return reply.type('application/json; charset=utf-8').send(reply.serializeInput(published, target.item as Values));
  }
}
