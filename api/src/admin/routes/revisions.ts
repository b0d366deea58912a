/**
 * The revisions of edited records (docs/design.md#api, docs/design.md#product-decisions): list them with what
 * each save changed, and restore one through the rules of a normal save.
 */
import { and, desc, eq, getTableColumns } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { revisionChanges } from '@site/contracts/schemas';
import type { Revision } from '@site/contracts/schemas';
import { revisions } from '../../db/schema.ts';
import { HttpError } from '../../lib/errors.ts';
import { isoInstant, practiceDateTime } from '../../lib/practice-time.ts';
import { listOf } from '../../routes/schemas.ts';
import { auditedField } from '../lib/admin-only.ts';
import { recordAudit, updateSummary } from '../lib/audit.ts';
import { currentRecord, makeRoom, recordTargets, rowToWrite } from '../lib/record-targets.ts';
import type { RecordTarget, Values } from '../lib/record-targets.ts';
import { atomicWrite } from '../lib/record-write.ts';
import { recordRevision } from '../lib/revisions.ts';
import { answerChanged, changedPaths } from '../lib/site-changed.ts';
import { revisionSchema } from '../lib/schemas.ts';
import { idParams, zodRoute } from '../lib/zod-route.ts';
import type { IdParams } from '../lib/zod-route.ts';

const revisionsQuery = z.object({
  entity: z.string().min(1).max(100),
  id: idParams.shape.id,
});

/** A timestamp as the database returns it, as ISO 8601 in UTC. */
const iso = (stamp: string): string => isoInstant(stamp)!;

/**
 * The revision routes, under /api/admin, for editors and admins:
 * - GET /revisions?entity=<entity>&id=<id>: Revision[] of that record, newest first (`values`: the record
 *   before the save; `changed`: the fields that differ from the state after it, for the newest from the record
 *   as it is now, for a deleted record from nothing). [] for a record without revisions. 404 for an entity
 *   that keeps none (REVISION_ENTITIES names those that do).
 * - POST /revisions/:id/restore: writes the revision's values back through the rules of a normal save of
 *   that record: its form schema, its sanitizer and checks (400 validation_failed with `fields` when the
 *   version no longer passes, e.g. a subspecialty since removed from the list), and the admin-only fields
 *   (403 forbidden, nothing saved, when an editor's restore would change one). Pictures come back as the
 *   version had them. A deleted record comes back with its id (a list row at its old place). Keeps a
 *   revision ('restore') of the state it replaced (empty for a deleted record) and an audit line ('restore'),
 *   in one transaction with the record (500 and none of them when one fails); 200 the record as its own
 *   routes answer it, with the Site-Changed header of a save of that record (lib/site-changed.ts). 404 for an
 *   unknown revision; 400 bad_request for a revision from before the record existed, which holds nothing to
 *   restore.
 */
export async function revisionsRoutes(app: FastifyInstance, options: { mediaDir: string }): Promise<void> {
  const targets = recordTargets();

  const targetOf = (entity: string): RecordTarget => {
    const target = targets.get(entity);
    if (!target) throw new HttpError(404, 'not_found', `No revisions are kept of “${entity}”.`);
    return target;
  };

  app.get<{ Querystring: z.output<typeof revisionsQuery> }>('/revisions', {
    ...zodRoute({ querystring: revisionsQuery }, { 200: listOf(revisionSchema) }),
    handler: async (request): Promise<Revision[]> => {
      const { entity, id } = request.query;
      const target = targetOf(entity);
      const [rows, current] = await Promise.all([
        app.db
          .select()
          .from(revisions)
          .where(and(eq(revisions.entity, entity), eq(revisions.entity_id, id)))
          .orderBy(desc(revisions.created_at), desc(revisions.id)),
        currentRecord(app.db, target, id),
      ]);
      // Stored values come back in the database's key order; fields are named in the record's column order.
      const columns = Object.keys(getTableColumns(target.table));
      const inColumnOrder = (fields: string[]) => fields.sort((a, b) => columns.indexOf(a) - columns.indexOf(b));
      // Newest first: each revision is compared with the state the next newer one replaced.
      let following: Values = current ?? {};
      return rows.map((row) => {
        const changed = inColumnOrder(revisionChanges(row.values, following));
        following = row.values;
        return {
          id: row.id,
          action: row.action as Revision['action'],
          user_email: row.user_email,
          created_at: iso(row.created_at),
          values: row.values,
          changed,
        };
      });
    },
  });

  app.post<{ Params: IdParams }>('/revisions/:id/restore', {
    ...zodRoute({ params: idParams }, {}),
    handler: async (request, reply) => {
      const user = request.adminUser!;
      const [revision] = await app.db.select().from(revisions).where(eq(revisions.id, request.params.id));
      if (!revision) throw new HttpError(404, 'not_found', `There is no revision with id ${request.params.id}.`);
      const target = targetOf(revision.entity);
      const { table } = target;
      const saved = revision.values;
      if (Object.keys(saved).length === 0) {
        throw new HttpError(400, 'bad_request', 'This is the record before it existed: there is nothing to restore.');
      }

      const current = await currentRecord(app.db, target, revision.entity_id);
      // A field the version lacks (added to the record since) keeps its value; pictures come back as it had them.
      const row = await rowToWrite(app.db, user, target, current, saved, {
        invalid: 'This version no longer meets the rules of the form. Change the record by hand instead.',
        pictures: saved,
      });

      const folder = target.media && { dir: options.mediaDir, kind: target.media.kind };
      // The record, its revision and the audit line are one transaction (lib/record-write.ts).
      const restored = await atomicWrite(app.db, folder, [], async (tx, unused) => {
        let written: Values[];
        if (current) {
          written = (await tx
            .update(table)
            .set(row as never)
            .where(eq(table.id, revision.entity_id))
            .returning()) as Values[];
        } else {
          const values: Values = { ...row, id: revision.entity_id };
          if (target.ordered) values.position = await makeRoom(tx, table, saved.position);
          written = (await tx
            .insert(table)
            .values(values as never)
            .returning()) as Values[];
        }
        const entry = { entity: target.entity, entityId: revision.entity_id, values: current ?? {} };
        const media = target.media && { table, columns: target.media.columns, unused };
        await recordRevision(tx, user, { ...entry, action: 'restore' }, media);
        const after = target.read ? target.read(written[0]!) : written[0]!;
        const fields = revisionChanges(current ?? {}, after).map(auditedField(target.adminOnly, after));
        const version = practiceDateTime(iso(revision.created_at));
        await recordAudit(tx, user, {
          action: 'restore',
          entity: target.entity,
          entityId: revision.entity_id,
          summary: updateSummary(`${target.label(after)} (the version replaced ${version})`, fields),
        });
        return after;
      });
      // Which record a restore changes is known only from its revision, so the route cannot declare it.
      answerChanged(reply, changedPaths(target, 'save'));
      return reply.type('application/json; charset=utf-8').send(reply.serializeInput(restored, target.item as Values));
    },
  });
}
