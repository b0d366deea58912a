/**
 * A @fastify/rate-limit store kept in the database (README "Running on more than one machine"): every API
 * instance on one PostgreSQL counts the same requests, so two instances behind one origin do not double a
 * limit. On PGlite it works the same in the one process. Clients are stored as hashes of route and address,
 * and rows are deleted once their window has passed, so no address is kept.
 */
import { createHash } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../db/client.ts';
import { rate_limit_counters } from '../db/schema.ts';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
type RouteInfo = Parameters<FastifyRateLimitStore['child']>[0];

/** Minimum time between two deletions of expired counters by one store, in milliseconds. */
const CLEANUP_EVERY_MS = 60_000;

const t = rate_limit_counters;
const expired = sql`${t.expires_at} <= now()`;

/**
 * Counts one request of `key` in a window of `timeWindowMs` and returns the count and the window's remaining
 * milliseconds. One statement: the upsert is atomic, so requests arriving together on several instances each
 * get their own count; a window that has passed starts again at 1.
 */
export async function countRequest(
  db: Database,
  key: string,
  timeWindowMs: number,
): Promise<{ current: number; ttl: number }> {
  const windowEnd = sql`now() + ${timeWindowMs} * interval '1 millisecond'`;
  const [row] = await db
    .insert(t)
    .values({ key, count: 1, expires_at: windowEnd })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        count: sql`case when ${expired} then 1 else ${t.count} + 1 end`,
        expires_at: sql`case when ${expired} then excluded.expires_at else ${t.expires_at} end`,
      },
    })
    .returning({
      current: t.count,
      ttl: sql<number>`greatest(0, ceil(extract(epoch from (${t.expires_at} - now())) * 1000))::int`,
    });
  if (!row) throw new Error('The rate-limit counter was not written.');
  return { current: row.current, ttl: Number(row.ttl) };
}

/**
 * Takes back one request counted for `key` in its current window (one that turned out not to count, such as
 * a successful sign-in where only failures are limited). One statement, never below 0; a passed window is
 * left alone.
 */
export async function uncountRequest(db: Database, key: string): Promise<void> {
  await db
    .update(t)
    .set({ count: sql`${t.count} - 1` })
    .where(and(eq(t.key, key), gt(t.count, 0), sql`not (${expired})`));
}

/** Forgets every request counted for `key`: its next request starts a new window. */
export async function resetCount(db: Database, key: string): Promise<void> {
  await db.delete(t).where(eq(t.key, key));
}

/**
 * The store class @fastify/rate-limit instantiates (its `store` option), bound to `db`. Each rate-limited
 * route gets a child whose keys are prefixed with the route's method and URL.
 */
export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  const cleanup = { lastAt: 0 };

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(_options?: unknown, prefix = '') {
      this.prefix = prefix;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      const hashed = createHash('sha256').update(`${this.prefix}|${key}`).digest('hex');
      countRequest(db, hashed, timeWindow).then(
        (result) => {
          callback(null, result);
          this.deleteExpired();
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: RouteInfo): FastifyRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return new DatabaseRateLimitStore(undefined, `${String(route?.method)} ${String(route?.url)}`);
    }

    /** Deletes counters whose window has passed, at most once a minute, after the answer is on its way. */
    private deleteExpired(): void {
      if (Date.now() - cleanup.lastAt < CLEANUP_EVERY_MS) return;
      cleanup.lastAt = Date.now();
      // Best effort: a failure (or the database closing) leaves the rows for the next pass.
      db.delete(t)
        .where(lt(t.expires_at, sql`now()`))
        .then(
          () => undefined,
          () => undefined,
        );
    }
  }
  return DatabaseRateLimitStore;
}
