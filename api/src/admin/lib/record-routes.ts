/**
 * The save routes of an edited record (docs/design.md#api, docs/design.md#product-decisions), one factory for
 * physicians, news stories and the rows of every ordered list, built on its RecordTarget, the rules that
 * restoring a revision and publishing a draft write through too.
 */
import { eq, max } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsync } from 'fastify';
import type { AdminSessionUser } from '@site/contracts/schemas';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../lib/errors.ts';
import { adminOnlyChanges, auditedField, refuseUnlessAdmin } from './admin-only.ts';
import { changedFields, recordAudit, updateSummary } from './audit.ts';
import type { AuditAction } from './audit.ts';
import { placeholderWebp, readUpload, toWebp, versionedName } from './images.ts';
import { currentRecord } from './record-targets.ts';
import type { RecordTarget, Values } from './record-targets.ts';
import { addMediaFiles, atomicWrite, findUnusedPictures } from './record-write.ts';
import type { MediaFolder } from './record-write.ts';
import { recordRevision } from './revisions.ts';
import { changedPaths, writesChange } from './site-changed.ts';
import { noContent } from './schemas.ts';
import { idParams, zodRoute } from './zod-route.ts';
import type { IdParams } from './zod-route.ts';

/**
 * The routes of `target`'s records under /api/admin/{screen}, for editors and admins; register the plugin it
 * returns with `{ mediaDir }`, the media store:
 * - GET /{screen}/:id: one record as the screen reads it, or 404 not_found.
 * - POST /{screen} (the target's form): 201 the record; a list row goes at the end of its list, and a list
 *   whose picture is required gives it a plain placeholder picture.
 * - PUT /{screen}/:id (the target's form): 200 the record.
 * - DELETE /{screen}/:id: 204.
 * - With pictures: POST /{screen}/:id/{photo|image} (multipart, one image ≤ 10 MB; each picture cropped to its
 *   size, WebP, named after the record and its content): 200 the record; 415 not a usable image, 413 too large,
 *   400 no file. Unless the picture is required, DELETE /{screen}/:id/{photo|image}: 200 the record without it.
 * A save goes through the target's form schema and toRow (400 validation_failed with `fields`) and its
 * admin-only fields (403 forbidden when an editor's save would change one; an admin's audit line names the new
 * value); 404 not_found for an unknown id. Each write puts the record, its revision of the values before (none
 * for a create) and its audit line in one transaction (lib/record-write.ts): a failure in any leaves none,
 * answered 500. A picture replaced or dropped is removed from the media store only once nothing names it.
 * Every successful write answers with the Site-Changed header (lib/site-changed.ts): the record's admin and public
 * answers and the revisions.
 */
export function recordRoutes(target: RecordTarget): FastifyPluginAsync<{ mediaDir: string }> {
  const { table, entity, media, adminOnly } = target;
  const base = `/${target.screen}`;
  const read = (row: Values): Values => (target.read ? target.read(row) : row);
  const notFound = (id: number) => new HttpError(404, 'not_found', `There is no ${target.noun} with id ${id}.`);
  const bodyLimit = target.bodyLimit === undefined ? {} : { bodyLimit: target.bodyLimit };

  /** The record `id` through the write's transaction, locked until it ends, so its revision holds what it replaced. */
  async function locked(tx: Database, id: number): Promise<Values> {
    const [row] = (await tx.select().from(table).where(eq(table.id, id)).for('update')) as Values[];
    if (!row) throw notFound(id);
    return read(row);
  }

  async function update(tx: Database, id: number, values: Values): Promise<Values> {
    const [row] = (await tx
      .update(table)
      .set(values as never)
      .where(eq(table.id, id))
      .returning()) as Values[];
    return read(row!);
  }

  /** The record's revision, kept before its replaced pictures are looked at, so the revision keeps them. */
  const revise = (
    tx: Database,
    user: AdminSessionUser,
    action: 'update' | 'delete',
    before: Values,
    after: Values | undefined,
    unused: Set<string>,
  ) =>
    recordRevision(
      tx,
      user,
      { entity, entityId: before.id as number, action, values: before, after },
      media && { table, columns: media.columns, unused },
    );

  const audit = (tx: Database, user: AdminSessionUser, action: AuditAction, entityId: number, summary: string) =>
    recordAudit(tx, user, { action, entity, entityId, summary });

  return async (app, { mediaDir }) => {
    const folder: MediaFolder | undefined = media && { dir: mediaDir, kind: media.kind };
    writesChange(app, changedPaths(target, 'save'));

    app.get<{ Params: IdParams }>(`${base}/:id`, {
      ...zodRoute({ params: idParams }, { 200: target.item }),
      handler: async (request) => {
        const record = await currentRecord(app.db, target, request.params.id);
        if (!record) throw notFound(request.params.id);
        return record;
      },
    });

    app.post<{ Body: Values }>(base, {
      ...bodyLimit,
      ...zodRoute({ body: target.form }, { 201: target.item }),
      handler: async (request, reply) => {
        const user = request.adminUser!;
        const row = { ...(await target.toRow(app.db, request.body, undefined)) };
        const setAdminOnly = adminOnlyChanges(adminOnly, undefined, row);
        refuseUnlessAdmin(user, setAdminOnly);
        let added: string[] = [];
        if (folder && media?.placeholder) {
          const picture = await placeholderWebp(media.sizes[0]!);
          const name = versionedName(media.placeholder, picture);
          row[media.columns[0]!] = name;
          added = await addMediaFiles(folder, [[name, picture]]);
        }
        const created = await atomicWrite(app.db, folder, added, async (tx) => {
          if (target.ordered) {
            const position = (table as unknown as { position: AnyPgColumn }).position;
            const [last] = await tx.select({ position: max(position) }).from(table);
            row.position = Number(last?.position ?? 0) + 1;
          }
          const [written] = (await tx
            .insert(table)
            .values(row as never)
            .returning()) as Values[];
          const record = read(written!);
          const label = target.label(record);
          const summary =
            setAdminOnly.length > 0 ? updateSummary(label, setAdminOnly.map(auditedField(adminOnly, record))) : label;
          await audit(tx, user, 'create', record.id as number, summary);
          return record;
        });
        return reply.code(201).send(created);
      },
    });

    app.put<{ Params: IdParams; Body: Values }>(`${base}/:id`, {
      ...bodyLimit,
      ...zodRoute({ params: idParams, body: target.form }, { 200: target.item }),
      handler: async (request) => {
        const user = request.adminUser!;
        const { id } = request.params;
        return atomicWrite(app.db, folder, [], async (tx, unused) => {
          const before = await locked(tx, id);
          const row = await target.toRow(tx, request.body, before);
          refuseUnlessAdmin(user, adminOnlyChanges(adminOnly, before, row));
          const after = await update(tx, id, row);
          await revise(tx, user, 'update', before, after, unused);
          const fields = changedFields(before, row).map(auditedField(adminOnly, after));
          await audit(tx, user, 'update', id, updateSummary(target.label(after), fields));
          return after;
        });
      },
    });

    app.delete<{ Params: IdParams }>(`${base}/:id`, {
      ...zodRoute({ params: idParams }, { 204: noContent }),
      handler: async (request, reply) => {
        const user = request.adminUser!;
        const { id } = request.params;
        await atomicWrite(app.db, folder, [], async (tx, unused) => {
          const before = await locked(tx, id);
          await tx.delete(table).where(eq(table.id, id));
          await revise(tx, user, 'delete', before, undefined, unused);
          await findUnusedPictures(tx, target, before, [], unused);
          await audit(tx, user, 'delete', id, target.label(before));
        });
        return reply.code(204).send();
      },
    });

    if (!media || !folder) return;
    const pictureUrl = `${base}/:id/${media.route}`;

    app.post<{ Params: IdParams }>(pictureUrl, {
      ...zodRoute({ params: idParams }, { 200: target.item }),
      handler: async (request) => {
        const user = request.adminUser!;
        const { id } = request.params;
        // Looked up before the upload is read, so an unknown record is a 404 whatever the body holds.
        const found = await currentRecord(app.db, target, id);
        if (!found) throw notFound(id);
        const pictures = await toWebp(await readUpload(request), media.sizes);
        const files = media
          .names(found)
          .map((name, i): [string, Buffer] => [versionedName(name, pictures[i]!), pictures[i]!]);
        const names = files.map(([name]) => name);
        // The files are in place before any record names them; a failed write takes back those it added.
        const added = await addMediaFiles(folder, files);
        return atomicWrite(app.db, folder, added, async (tx, unused) => {
          const before = await locked(tx, id);
          const after = await update(tx, id, Object.fromEntries(media.columns.map((column, i) => [column, names[i]])));
          await revise(tx, user, 'update', before, after, unused);
          await findUnusedPictures(tx, target, before, names, unused);
          await audit(tx, user, 'upload', id, `${target.label(before)}: ${media.noun}`);
          return after;
        });
      },
    });

    if (media.placeholder) return;

    app.delete<{ Params: IdParams }>(pictureUrl, {
      ...zodRoute({ params: idParams }, { 200: target.item }),
      handler: async (request) => {
        const user = request.adminUser!;
        const { id } = request.params;
        return atomicWrite(app.db, folder, [], async (tx, unused) => {
          const before = await locked(tx, id);
          const after = await update(tx, id, Object.fromEntries(media.columns.map((column) => [column, null])));
          await revise(tx, user, 'update', before, after, unused);
          await findUnusedPictures(tx, target, before, [], unused);
          await audit(tx, user, 'update', id, `${target.label(before)}: ${media.noun} removed`);
          return after;
        });
      },
    });
  };
}
