/**
 * The admin routes of one ordered list the public site reads (locations, frequently called numbers, practice
 * contacts, quick facts, testimonials, rotator slides, outreach events): list, read, create, change, delete,
 * move up or down, and, for lists with a picture, upload it. The public routes read the same rows, in `position` order, so an
 * edit shows on the public page's next load.
 */
import { and, asc, eq, max, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { adminOnlyFields, moveSchema } from '@site/contracts/schemas';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../lib/errors.ts';
import { listOf } from '../../routes/schemas.ts';
import { adminOnlyChanges, auditedField, refuseUnlessAdmin } from '../lib/admin-only.ts';
import { changedFields, recordAudit, updateSummary } from '../lib/audit.ts';
import type { AuditAction } from '../lib/audit.ts';
import { placeholderWebp, readUpload, removeMedia, slug, toWebp, versionedName, writeMedia } from '../lib/images.ts';
import type { ImageSize, MediaKind } from '../lib/images.ts';
import { isNamedByRevision, recordRevision } from '../lib/revisions.ts';
import type { RevisionMedia } from '../lib/revisions.ts';
import { noContent } from '../lib/schemas.ts';
import { answers, idParams, zodRoute } from '../lib/zod-route.ts';
import type { IdParams } from '../lib/zod-route.ts';

type Row = Record<string, unknown> & { id: number; position: number };

/** A list table: any table with an integer `id` and `position`. */
type ListTable = PgTable & { id: AnyPgColumn; position: AnyPgColumn };

/** How one list is edited. */
export interface OrderedListConfig {
  /** The path under /api/admin, e.g. '/locations'. */
  path: string;
  /** The entity's name in the audit log and in messages, e.g. 'location'. */
  entity: string;
  table: ListTable;
  /** The shared form schema the browser validates with. */
  form: z.ZodType<Record<string, unknown>>;
  /** The JSON schema of one row as answered. */
  item: object;
  /** What the audit log calls a row. */
  label: (row: Row) => string;
  /** Lists with a picture: its column, media folder, size and file-name prefix. */
  image?: {
    column: string;
    kind: MediaKind;
    size: ImageSize;
    prefix: string;
    /** A required picture: a new row gets a plain placeholder, and it cannot be removed, only replaced. */
    required: boolean;
  };
}

/**
 * Registers, under /api/admin, for editors and admins:
 * - GET {path}: the rows in list order. GET {path}/:id: one row, or 404.
 * - POST {path}: adds a row at the end of the list; 201. PUT {path}/:id: 200. 400 validation_failed, 404.
 *   403 forbidden, with a message per field, when an editor's save sets or changes a field the list's admin
 *   screen has in ADMIN_ONLY_FIELDS (the README's admin section; a practice contact's e-mail address): nothing is saved. The
 *   audit line of an admin's names each such field with its new value.
 * - DELETE {path}/:id: 204 (its picture file too, when no other row uses it).
 * - POST {path}/:id/move `{direction: 'up' | 'down'}`: swaps the row with its neighbour; 200 the whole list.
 *   A move keeps no revision: it changes the list's order, not the row, and restoring one row's old position
 *   would shift its neighbours; the audit log has it, and moving back undoes it.
 * Every change, deletion and picture upload or removal keeps a revision of the row as it was (lib/revisions.ts).
 * - With a picture: POST {path}/:id/image (multipart, one image ≤ 10 MB, cropped to the size the site shows,
 *   WebP; 415, 413) and, when the picture is optional, DELETE {path}/:id/image; both 200 the row.
 */
export async function orderedListRoutes(
  app: FastifyInstance,
  options: { mediaDir: string; list: OrderedListConfig },
): Promise<void> {
  const { mediaDir, list } = options;
  const { table, path, entity, image } = list;
  const columns = table as unknown as Record<string, AnyPgColumn>;
  const ordered = () =>
    app.db.select().from(table).orderBy(asc(table.position), asc(table.id)) as unknown as Promise<Row[]>;
  const audit = (request: FastifyRequest, action: AuditAction, entityId: number, summary: string) =>
    recordAudit(app.db, request.adminUser!, { action, entity, entityId, summary });
  // Read from the shared rule by the list's screen key (its path), so a field added to it is enforced here too.
  const adminOnly = adminOnlyFields(path.slice(1));
  const media: RevisionMedia | undefined = image && {
    dir: mediaDir,
    kind: image.kind,
    table,
    columns: [image.column],
  };
  // Kept before a replaced picture is removed, so the revision keeps its file.
  const revise = (request: FastifyRequest, action: 'update' | 'delete', before: Row, after?: Row) =>
    recordRevision(app.db, request.adminUser!, { entity, entityId: before.id, action, values: before, after }, media);

  async function find(db: Database, id: number): Promise<Row> {
    const [row] = (await db.select().from(table).where(eq(table.id, id))) as Row[];
    if (!row) throw new HttpError(404, 'not_found', `There is no ${entity} with id ${id}.`);
    return row;
  }

  async function dropImageIfUnused(row: Row, keep?: string): Promise<void> {
    const file = image ? (row[image.column] as string | null) : null;
    if (!image || !file || file === keep) return;
    const others = await app.db.$count(table, and(eq(columns[image.column]!, file), ne(table.id, row.id)));
    // A kept revision naming the file keeps it, so restoring that revision shows the picture again.
    if (others > 0 || (await isNamedByRevision(app.db, entity, [image.column], file))) return;
    await removeMedia(mediaDir, image.kind, file);
  }

  app.get(path, {
    schema: answers({ 200: listOf(list.item) }),
    handler: async () => ordered(),
  });

  app.get<{ Params: IdParams }>(`${path}/:id`, {
    ...zodRoute({ params: idParams }, { 200: list.item }),
    handler: async (request) => find(app.db, request.params.id),
  });

  app.post<{ Body: Record<string, unknown> }>(path, {
    ...zodRoute({ body: list.form }, { 201: list.item }),
    handler: async (request, reply) => {
      const setAdminOnly = adminOnlyChanges(adminOnly, undefined, request.body);
      refuseUnlessAdmin(request.adminUser!, setAdminOnly);
      const [last] = await app.db.select({ position: max(table.position) }).from(table);
      const values: Record<string, unknown> = { ...request.body, position: ((last?.position as number) ?? 0) + 1 };
      if (image?.required) {
        const placeholder = await placeholderWebp(image.size);
        values[image.column] = versionedName(`${image.prefix}-placeholder`, placeholder);
        await writeMedia(mediaDir, image.kind, values[image.column] as string, placeholder);
      }
      const [created] = (await app.db
        .insert(table)
        .values(values as never)
        .returning()) as Row[];
      const summary = list.label(created!);
      await audit(
        request,
        'create',
        created!.id,
        setAdminOnly.length > 0 ? updateSummary(summary, setAdminOnly.map(auditedField(adminOnly, created!))) : summary,
      );
      return reply.code(201).send(created);
    },
  });

  app.put<{ Params: IdParams; Body: Record<string, unknown> }>(`${path}/:id`, {
    ...zodRoute({ params: idParams, body: list.form }, { 200: list.item }),
    handler: async (request) => {
      const before = await find(app.db, request.params.id);
      refuseUnlessAdmin(request.adminUser!, adminOnlyChanges(adminOnly, before, request.body));
      const [after] = (await app.db
        .update(table)
        .set(request.body as never)
        .where(eq(table.id, before.id))
        .returning()) as Row[];
      await revise(request, 'update', before, after!);
      const fields = changedFields(before, request.body).map(auditedField(adminOnly, after!));
      await audit(request, 'update', before.id, updateSummary(list.label(after!), fields));
      return after;
    },
  });

  app.delete<{ Params: IdParams }>(`${path}/:id`, {
    ...zodRoute({ params: idParams }, { 204: noContent }),
    handler: async (request, reply) => {
      const before = await find(app.db, request.params.id);
      await app.db.delete(table).where(eq(table.id, before.id));
      await revise(request, 'delete', before);
      await dropImageIfUnused(before);
      await audit(request, 'delete', before.id, list.label(before));
      return reply.code(204).send();
    },
  });

  app.post<{ Params: IdParams; Body: z.output<typeof moveSchema> }>(`${path}/:id/move`, {
    ...zodRoute({ params: idParams, body: moveSchema }, { 200: listOf(list.item) }),
    handler: async (request) => {
      const row = await find(app.db, request.params.id);
      const { direction } = request.body;
      await app.db.transaction(async (tx) => {
        // Lists are short (tens of rows): swap in memory, then number the whole list 1..n again, which also
        // repairs equal or missing positions.
        const rows = (await tx.select().from(table).orderBy(asc(table.position), asc(table.id))) as Row[];
        const from = rows.findIndex((r) => r.id === row.id);
        const to = direction === 'up' ? from - 1 : from + 1;
        if (from < 0 || to < 0 || to >= rows.length) return; // already first or last
        [rows[from], rows[to]] = [rows[to]!, rows[from]!];
        for (const [index, r] of rows.entries()) {
          if (r.position !== index + 1) {
            await tx
              .update(table)
              .set({ position: index + 1 } as never)
              .where(eq(table.id, r.id));
          }
        }
      });
      await audit(request, 'move', row.id, `${list.label(row)}: moved ${direction}`);
      return ordered();
    },
  });

  if (!image) return;

  app.post<{ Params: IdParams }>(`${path}/:id/image`, {
    ...zodRoute({ params: idParams }, { 200: list.item }),
    handler: async (request) => {
      const before = await find(app.db, request.params.id);
      const [webp] = await toWebp(await readUpload(request), [image.size]);
      const name = versionedName(`${image.prefix}-${slug(list.label(before), 50) || before.id}`, webp!);
      await writeMedia(mediaDir, image.kind, name, webp!);
      const [after] = (await app.db
        .update(table)
        .set({ [image.column]: name } as never)
        .where(eq(table.id, before.id))
        .returning()) as Row[];
      await revise(request, 'update', before, after!);
      await dropImageIfUnused(before, name);
      await audit(request, 'upload', before.id, `${list.label(before)}: picture`);
      return after;
    },
  });

  if (image.required) return;

  app.delete<{ Params: IdParams }>(`${path}/:id/image`, {
    ...zodRoute({ params: idParams }, { 200: list.item }),
    handler: async (request) => {
      const before = await find(app.db, request.params.id);
      const [after] = (await app.db
        .update(table)
        .set({ [image.column]: null } as never)
        .where(eq(table.id, before.id))
        .returning()) as Row[];
      await revise(request, 'update', before, after!);
      await dropImageIfUnused(before);
      await audit(request, 'update', before.id, `${list.label(before)}: picture removed`);
      return after;
    },
  });
}
