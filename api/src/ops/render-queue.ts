/**
 * The renderer's durable queue (docs/decisions/0003-rendering-model.md): reasons to bring the stored pages up to date, kept in the
 * database like the mail outbox, so a crash loses none and instances sharing one PostgreSQL never render the
 * same pages at once. A renderer claims every waiting row together under one lease; only one lease is held at
 * a time, across all instances.
 */
import { EventEmitter } from 'node:events';
import { and, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { render_jobs } from '../db/schema.ts';

/** Seconds a claim stays with its renderer without a heartbeat before another may take the rows over. */
export const RENDER_LEASE_SECONDS = 60;
// Any fixed number: the key of the transaction lock that makes claims one at a time across instances.
const CLAIM_LOCK_KEY = 7_131_975;

/**
 * Queues one reason to render (e.g. "release about 1.2.0", "edit /api/admin/physicians/12"). `db` may be a
 * transaction, so the job is stored with the change that needs it or not at all. Throws when the insert fails.
 */
export async function enqueueRender(db: Database, reason: string): Promise<void> {
  await db.insert(render_jobs).values({ reason: reason.slice(0, 300) });
}

/** A claimed batch: the rows' ids and reasons. */
export interface RenderClaim {
  ids: number[];
  reasons: string[];
}

/**
 * Claims every waiting row for renderer `holder`, unless another renderer holds a live lease (claimed within
 * RENDER_LEASE_SECONDS and not done). Rows a dead renderer held are taken over. Returns undefined when there is
 * nothing to do or another renderer is at work. The transaction lock makes two claims never overlap, on
 * PostgreSQL across instances and on PGlite alike.
 */
export async function claimRenderJobs(db: Database, holder: string): Promise<RenderClaim | undefined> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CLAIM_LOCK_KEY})`);
    const live = sql`${render_jobs.claimed_at} > now() - ${RENDER_LEASE_SECONDS} * interval '1 second'`;
    const busy = await tx
      .select({ id: render_jobs.id })
      .from(render_jobs)
      .where(and(isNull(render_jobs.done_at), sql`${render_jobs.claimed_by} <> ${holder}`, live))
      .limit(1);
    if (busy.length > 0) return undefined;
    const rows = await tx
      .update(render_jobs)
      .set({ claimed_by: holder, claimed_at: sql`now()` })
      .where(isNull(render_jobs.done_at))
      .returning({ id: render_jobs.id, reason: render_jobs.reason });
    if (rows.length === 0) return undefined;
    return { ids: rows.map((r) => r.id), reasons: [...new Set(rows.map((r) => r.reason))] };
  });
}

/** Keeps `holder`'s lease alive while it renders. */
export async function renewRenderLease(db: Database, holder: string, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(render_jobs)
    .set({ claimed_at: sql`now()` })
    .where(and(inArray(render_jobs.id, ids), isNull(render_jobs.done_at), sql`${render_jobs.claimed_by} = ${holder}`));
}

/** Marks `holder`'s claimed rows done. */
export async function completeRenderJobs(db: Database, holder: string, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(render_jobs)
    .set({ done_at: sql`now()` })
    .where(and(inArray(render_jobs.id, ids), sql`${render_jobs.claimed_by} = ${holder}`));
}

/** Gives `holder`'s claimed rows back (a failed pass), to be claimed again at once. */
export async function releaseRenderJobs(db: Database, holder: string, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(render_jobs)
    .set({ claimed_by: null, claimed_at: null })
    .where(and(inArray(render_jobs.id, ids), isNull(render_jobs.done_at), sql`${render_jobs.claimed_by} = ${holder}`));
}

/** How many rows are not done yet (claimed or waiting). */
export async function pendingRenderJobs(db: Database): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(render_jobs)
    .where(isNull(render_jobs.done_at));
  return row?.count ?? 0;
}

/** Deletes rows done more than a day ago. */
export async function pruneRenderJobs(db: Database): Promise<void> {
  await db.delete(render_jobs).where(lte(render_jobs.done_at, sql`now() - interval '1 day'`));
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyInstance {
    /** Emits 'queued' after this process queued a render, so a renderer beside it can start without polling. */
    renderJobs: EventEmitter<{ queued: [] }>;
  }
}

/**
 * Queues a render after every successful admin write: content, settings and media all show on pages. Which
 * pages the edit touched is not decided here; the renderer compares each page's recorded API answers.
 */
async function renderOnAdminWrite(app: FastifyInstance): Promise<void> {
  app.decorate('renderJobs', new EventEmitter<{ queued: [] }>());
  // Queued before the answer is sent, so whoever acts on the answer (a script, the admin's next look at the
  // publishing state) finds the render already queued.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!WRITE_METHODS.has(request.method) || reply.statusCode >= 400) return payload;
    const route = request.routeOptions.url ?? '';
    if (!route.startsWith('/api/admin/') || /\/(login|logout|session)\b/.test(route)) return payload;
    // A draft saved or dropped, or a preview opened, changes no public answer: nothing to render.
    if (/\/(draft|preview)$/.test(route)) return payload;
    await enqueueRender(app.db, `edit ${request.method} ${route}`).then(
      () => app.renderJobs.emit('queued'),
      (error: Error) => request.log.error({ err: error }, 'could not queue a render after an admin edit'),
    );
    return payload;
  });
}

/** The hook that queues a render after admin edits, before their answer is sent; needs `app.db`. */
export const renderQueue = fp(renderOnAdminWrite, { name: 'render-queue', dependencies: ['database'] });
