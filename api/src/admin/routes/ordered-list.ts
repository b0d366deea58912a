/**
 * The admin routes of one ordered list the public site reads (locations, frequently called numbers, practice
 * contacts, quick facts, testimonials, rotator slides, outreach events) that only a list has: its rows in
 * order, and moving one up or down. The public routes read the same rows, in `position` order, so an edit shows
 * on the public page's next load.
 */
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { moveSchema } from '@site/contracts/schemas';
import { HttpError } from '../../lib/errors.ts';
import { listOf } from '../../routes/schemas.ts';
import { recordAudit } from '../lib/audit.ts';
import type { RecordTarget } from '../lib/record-targets.ts';
import { changedPaths, writesChange } from '../lib/site-changed.ts';
import type { ImageSize, MediaKind } from '../lib/images.ts';
import { answers, idParams, zodRoute } from '../lib/zod-route.ts';
import type { IdParams } from '../lib/zod-route.ts';

type Row = Record<string, unknown> & { id: number; position: number };

/** A list table: any table with an integer `id` and `position`. */
type ListTable = PgTable & { id: AnyPgColumn; position: AnyPgColumn };

/** How one list is edited. */
export interface OrderedListConfig {
  /** The path under /api/admin, e.g. '/locations'. */
  path: string;
  /** The public answer that shows the list, e.g. '/api/locations': a change to a row changes it. */
  publicPath: string;
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
 * Registers, under /api/admin, for editors and admins, what only a list has:
 * - GET {path}: the rows in list order.
 * - POST {path}/:id/move `{direction: 'up' | 'down'}`: swaps the row with its neighbour; 200 the whole list;
 *   404 for an unknown row. The move and its audit line are one transaction. A move keeps no revision: it
 *   changes the list's order, not the row, and restoring one row's old position would shift its neighbours;
 *   the audit log has it, and moving back undoes it. Site-Changed names the admin list and its public answer.
 * Reading a row, create (at the end of the list), change, delete and the picture are the record routes of
 * lib/record-routes.ts, with the list's admin-only fields (ADMIN_ONLY_FIELDS, by the list's screen key; a
 * practice contact's e-mail address): an editor's save that sets or changes one is refused with 403.
 */
export async function orderedListRoutes(app: FastifyInstance, options: { list: OrderedListConfig }): Promise<void> {
  const { list } = options;
  const { table, path, entity } = list;
  writesChange(
    app,
    changedPaths({ screen: path.slice(1) as RecordTarget['screen'], publicPaths: [list.publicPath] }, 'order'),
  );
  const ordered = () =>
    app.db.select().from(table).orderBy(asc(table.position), asc(table.id)) as unknown as Promise<Row[]>;

  app.get(path, {
    schema: answers({ 200: listOf(list.item) }),
    handler: async () => ordered(),
  });

  app.post<{ Params: IdParams; Body: z.output<typeof moveSchema> }>(`${path}/:id/move`, {
    ...zodRoute({ params: idParams, body: moveSchema }, { 200: listOf(list.item) }),
    handler: async (request) => {
      const { id } = request.params;
      const { direction } = request.body;
      await app.db.transaction(async (tx) => {
        // Lists are short (tens of rows): swap in memory, then number the whole list 1..n again, which also
        // repairs equal or missing positions.
        const rows = (await tx.select().from(table).orderBy(asc(table.position), asc(table.id))) as Row[];
        const from = rows.findIndex((r) => r.id === id);
        if (from < 0) throw new HttpError(404, 'not_found', `There is no ${entity} with id ${id}.`);
        const row = rows[from]!;
        const to = direction === 'up' ? from - 1 : from + 1;
        // Already first or last: nothing moves, and the audit line still says what was asked.
        if (to >= 0 && to < rows.length) {
          [rows[from], rows[to]] = [rows[to]!, rows[from]!];
          for (const [index, r] of rows.entries()) {
            if (r.position !== index + 1) {
              await tx
                .update(table)
                .set({ position: index + 1 } as never)
                .where(eq(table.id, r.id));
            }
          }
        }
        const summary = `${list.label(row)}: moved ${direction}`;
        await recordAudit(tx, request.adminUser!, { action: 'move', entity, entityId: id, summary });
      });
      return ordered();
    },
  });
}
