/**
 * Preview reads (docs/design.md#product-decisions): the public API as it would answer once a record's draft were
 * published, for the renderer building a preview page. A public GET carrying a valid preview token in
 * PREVIEW_HEADER runs inside a transaction that first writes the token's draft to its record (a story not yet
 * public as published) and is then rolled back, so the answer comes from the very queries visitors' answers
 * come from, and nothing of the draft is ever committed. On PGlite a transaction holds the only connection, so
 * no other request runs inside it; on PostgreSQL no other connection sees uncommitted rows.
 */
import { createHash } from 'node:crypto';
import { and, eq, gt, sql, TransactionRollbackError } from 'drizzle-orm';
import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import { PREVIEW_HEADER, REVISION_ENTITIES } from '@site/contracts/schemas';
import type { Database } from '../../db/client.ts';
import { drafts, previews } from '../../db/schema.ts';
import { HttpError } from '../../lib/errors.ts';
import { recordTargets } from '../../admin/lib/record-targets.ts';
import type { RecordTarget } from '../../admin/lib/record-targets.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The database this request reads: `app.db`, or a preview's transaction (preview-reads.ts). */
    db: Database;
  }
}

/** The SHA-256 of a preview token, as the previews table keeps it. */
export const previewTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** What a valid preview token opens: one record's page. */
export interface OpenPreview {
  entity: string;
  entity_id: number;
  /** The page the preview shows, e.g. `/news/12`. */
  path: string;
  /** ISO 8601, UTC. */
  expires_at: string;
}

/** The preview a token opens, or undefined when the token is unknown or has expired. */
export async function openPreview(db: Database, token: string): Promise<OpenPreview | undefined> {
  const [row] = await db
    .select()
    .from(previews)
    .where(and(eq(previews.token_hash, previewTokenHash(token)), gt(previews.expires_at, sql`now()`)));
  return (
    row && { entity: row.entity, entity_id: row.entity_id, path: row.path, expires_at: row.expires_at.toISOString() }
  );
}

/**
 * Runs `read` in a transaction where the preview's draft is written to its record, then rolls it back;
 * resolves with what `read` returned. `targets` are the edited records by entity (recordTargets). Throws what
 * `read` throws.
 */
async function withDraftApplied<T>(
  db: Database,
  targets: Map<string, RecordTarget>,
  preview: OpenPreview,
  read: (tx: Database) => Promise<T>,
): Promise<T> {
  const target = targets.get(preview.entity);
  if (!target) throw new HttpError(404, 'not_found', 'This preview has expired or does not exist.');
  let result: T | undefined;
  try {
    await db.transaction(async (tx) => {
      const [draft] = await tx
        .select({ values: drafts.values })
        .from(drafts)
        .where(and(eq(drafts.entity, preview.entity), eq(drafts.entity_id, preview.entity_id)));
      const values: Record<string, unknown> = { ...draft?.values };
      if (preview.entity === REVISION_ENTITIES.news) values.status = 'published';
      if (Object.keys(values).length > 0) {
        await tx
          .update(target.table)
          .set(values as never)
          .where(eq(target.table.id, preview.entity_id));
      }
      result = await read(tx as unknown as Database);
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  return result as T;
}

async function previewReadsPlugin(app: FastifyInstance): Promise<void> {
  const targets = recordTargets();
  app.decorateRequest('db', null as unknown as Database);
  app.addHook('onRequest', async (request) => {
    request.db = app.db;
  });
  // Every public read is wrapped as it is registered, so a route added later answers previews too.
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!methods.includes('GET') || route.url.startsWith('/api/admin')) return;
    const handler = route.handler as RouteHandlerMethod;
    route.handler = async function previewAware(request, reply) {
      const token = request.headers[PREVIEW_HEADER];
      if (typeof token !== 'string') return handler.call(this, request, reply);
      const preview = await openPreview(app.db, token);
      if (!preview) throw new HttpError(404, 'not_found', 'This preview has expired or does not exist.');
      return withDraftApplied(app.db, targets, preview, (tx) => {
        request.db = tx;
        return Promise.resolve(handler.call(this, request, reply));
      });
    };
  });
}

/**
 * Decorates each request with `db` and makes every public GET registered after it answer a preview token
 * (PREVIEW_HEADER) from the token's draft: 404 not_found for an unknown or expired token. Register it before
 * the public routes, and have their handlers read `request.db`.
 */
export const previewReads = fp(previewReadsPlugin, { name: 'preview-reads' });
