import { count, desc, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AdminDashboard, AuditEntry } from '@site/contracts/schemas';
import { audit_log, contact_submissions as messages, news, physicians } from '../../db/schema.ts';
import { HTML_MAX } from '@site/contracts/schemas';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import { ACCOUNT_ENTITY } from '../lib/audit.ts';
import { auditEntrySchema, dashboardSchema, htmlPreviewSchema, pageOf } from '../lib/schemas.ts';
import { answers, zodRoute } from '../lib/zod-route.ts';

const pageQuery = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

const previewBody = z.object({ html: z.string().max(HTML_MAX, `Use at most ${HTML_MAX} characters.`) });

const iso = (value: string | null): string | null => (value === null ? null : new Date(value).toISOString());

function toAuditEntry(row: typeof audit_log.$inferSelect): AuditEntry {
  const { user_id: _user, ...entry } = row;
  return { ...entry, created_at: row.created_at.toISOString() };
}

/**
 * The overview routes, under /api/admin:
 * - GET /dashboard (editors and admins): AdminDashboard: counts of physician profiles, news items and unread
 *   messages; the 5 latest messages; the 8 latest changes (for an editor, leaving out account administration,
 *   which only admins may read, as they alone may read the audit log).
 * - GET /audit?offset=0&limit=50 (admins only): `{items: AuditEntry[], total}`, newest first.
 * - POST /html-preview `{html}` (editors and admins): `{html}` as the allow-list sanitizer would store it,
 *   for the editors' live preview, so what staff see is exactly what the site will show.
 */
export async function overviewRoutes(app: FastifyInstance): Promise<void> {
  app.get('/dashboard', {
    schema: answers({ 200: dashboardSchema }),
    handler: async (request): Promise<AdminDashboard> => {
      const changesSeen = request.adminUser?.role === 'admin' ? undefined : ne(audit_log.entity, ACCOUNT_ENTITY);
      const [[people], [stories], [unread], latest, changes] = await Promise.all([
        app.db.select({ n: count() }).from(physicians),
        app.db.select({ n: count() }).from(news),
        app.db.select({ n: count() }).from(messages).where(isNull(messages.read_at)),
        app.db
          .select({
            id: messages.id,
            name: messages.name,
            created_at: messages.created_at,
            read_at: messages.read_at,
            handled_at: messages.handled_at,
          })
          .from(messages)
          .orderBy(desc(messages.created_at), desc(messages.id))
          .limit(5),
        app.db
          .select()
          .from(audit_log)
          .where(changesSeen)
          .orderBy(desc(audit_log.created_at), desc(audit_log.id))
          .limit(8),
      ]);
      return {
        counts: { physicians: people?.n ?? 0, news: stories?.n ?? 0, unread_messages: unread?.n ?? 0 },
        latest_messages: latest.map((m) => ({
          ...m,
          created_at: iso(m.created_at)!,
          read_at: iso(m.read_at),
          handled_at: iso(m.handled_at),
        })),
        recent_changes: changes.map(toAuditEntry),
      };
    },
  });

  app.get<{ Querystring: z.output<typeof pageQuery> }>('/audit', {
    config: { access: 'admin' },
    ...zodRoute({ querystring: pageQuery }, { 200: pageOf(auditEntrySchema) }),
    handler: async (request) => {
      const { offset, limit } = request.query;
      const [rows, [total]] = await Promise.all([
        app.db
          .select()
          .from(audit_log)
          .orderBy(desc(audit_log.created_at), desc(audit_log.id))
          .offset(offset)
          .limit(limit),
        app.db.select({ n: count() }).from(audit_log),
      ]);
      return { items: rows.map(toAuditEntry), total: total?.n ?? 0 };
    },
  });

  app.post<{ Body: z.output<typeof previewBody> }>('/html-preview', {
    bodyLimit: 512 * 1024,
    ...zodRoute({ body: previewBody }, { 200: htmlPreviewSchema }),
    handler: async (request) => ({ html: sanitizeHtml(request.body.html) }),
  });
}
