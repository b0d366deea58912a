import { count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { messageUpdateSchema } from '@site/contracts/schemas';
import type { ContactMessage } from '@site/contracts/schemas';
import { contact_submissions as messages } from '../../db/schema.ts';
import { HttpError } from '../../lib/errors.ts';
import { recordAudit } from '../lib/audit.ts';
import { contactMessageSchema, pageOf } from '../lib/schemas.ts';
import { idParams, zodRoute } from '../lib/zod-route.ts';
import type { IdParams } from '../lib/zod-route.ts';
import { toCsv } from '../lib/csv.ts';

const listQuery = z.object({
  show: z.enum(['all', 'unread', 'open']).default('all'),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
type ListQuery = z.output<typeof listQuery>;

const columns = {
  id: messages.id,
  name: messages.name,
  address: messages.address,
  city: messages.city,
  state: messages.state,
  zip: messages.zip,
  phone: messages.phone,
  email: messages.email,
  comments: messages.comments,
  created_at: messages.created_at,
  read_at: messages.read_at,
  handled_at: messages.handled_at,
  mail_status: messages.mail_status,
  mail_attempts: messages.mail_attempts,
  mail_sent_at: messages.mail_sent_at,
  mail_last_error: messages.mail_last_error,
};

// The table keeps its timestamps as the driver's strings ('2026-11-23 04:07:00.123+00'); answers use ISO 8601.
const iso = (value: string | null): string | null => (value === null ? null : new Date(value).toISOString());
function toMessage(row: ContactMessage): ContactMessage {
  return {
    ...row,
    created_at: iso(row.created_at)!,
    read_at: iso(row.read_at),
    handled_at: iso(row.handled_at),
    mail_sent_at: iso(row.mail_sent_at),
  };
}

const FILTERS = {
  all: undefined,
  unread: isNull(messages.read_at),
  open: isNull(messages.handled_at),
} as const;

/**
 * Contact messages (listed newest first with unread marked, read, marked handled, exported as CSV, each with its
 * mail outbox state), under /api/admin, for editors and admins:
 * - GET /messages?show=all|unread|open&offset=0&limit=50: `{items: ContactMessage[], total}`, newest first.
 * - GET /messages/:id: one, or 404.
 * - PATCH /messages/:id `{read?, handled?}`: sets or clears read_at and handled_at; 200 ContactMessage.
 * - GET /messages/export.csv: every message as CSV (UTF-8 with a byte-order mark, for spreadsheet programs),
 *   as a download.
 */
export async function messagesAdminRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: ListQuery }>('/messages', {
    ...zodRoute({ querystring: listQuery }, { 200: pageOf(contactMessageSchema) }),
    handler: async (request) => {
      const { show, offset, limit } = request.query;
      const where = FILTERS[show];
      const [rows, [total]] = await Promise.all([
        app.db
          .select(columns)
          .from(messages)
          .where(where)
          .orderBy(desc(messages.created_at), desc(messages.id))
          .offset(offset)
          .limit(limit),
        app.db.select({ n: count() }).from(messages).where(where),
      ]);
      return { items: rows.map(toMessage), total: total?.n ?? 0 };
    },
  });

  app.get('/messages/export.csv', {
    schema: { response: { 200: { type: 'string' } } },
    handler: async (_request, reply) => {
      const rows = (await app.db.select(columns).from(messages).orderBy(desc(messages.created_at))).map(toMessage);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="contact-messages-${day}.csv"`)
        .send(`\ufeff${toCsv(rows)}`);
    },
  });

  app.get<{ Params: IdParams }>('/messages/:id', {
    ...zodRoute({ params: idParams }, { 200: contactMessageSchema }),
    handler: async (request) => {
      const [row] = await app.db.select(columns).from(messages).where(eq(messages.id, request.params.id));
      if (!row) throw new HttpError(404, 'not_found', `There is no message with id ${request.params.id}.`);
      return toMessage(row);
    },
  });

  app.patch<{ Params: IdParams; Body: z.output<typeof messageUpdateSchema> }>('/messages/:id', {
    ...zodRoute({ params: idParams, body: messageUpdateSchema }, { 200: contactMessageSchema }),
    handler: async (request) => {
      const { read, handled } = request.body;
      // Setting a flag again keeps its first time; handling a message means it was read.
      const stamp = (column: AnyPgColumn) => sql`coalesce(${column}, now())`;
      const set = {
        ...(read === undefined ? {} : { read_at: read ? stamp(messages.read_at) : null }),
        ...(handled === undefined ? {} : { handled_at: handled ? stamp(messages.handled_at) : null }),
        ...(handled ? { read_at: stamp(messages.read_at) } : {}),
      };
      const [row] = await app.db.update(messages).set(set).where(eq(messages.id, request.params.id)).returning(columns);
      if (!row) throw new HttpError(404, 'not_found', `There is no message with id ${request.params.id}.`);
      if (handled !== undefined) {
        await recordAudit(app.db, request.adminUser!, {
          action: 'update',
          entity: 'message',
          entityId: row.id,
          summary: `message from ${row.name}: ${handled ? 'handled' : 'reopened'}`,
        });
      }
      return toMessage(row);
    },
  });
}
