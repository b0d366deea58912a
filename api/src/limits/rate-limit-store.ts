/**
 * A @fastify/rate-limit store kept in the database (README "Running on more than one machine"): every API
 * instance on one PostgreSQL counts the same requests, so two instances behind one origin do not double a
 * limit. On PGlite it works the same in the one process. Clients are stored as hashes of route and address,
 * and rows are deleted once their window has passed, so no address is kept.
 */
import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
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
 * The client a rate limit counts for the address `address` (request.ip): an IPv4 address as it is; an IPv6
 * address as its /64 network (`2001:db8:1:2::/64`), because one subscriber is handed a whole /64 and can
 * take a new address from it for every request; an IPv4-mapped IPv6 address (`::ffff:192.0.2.1`, as a
 * dual-stack socket reports IPv4 clients) as the IPv4 address. Anything else (not an IP address) is returned
 * unchanged. Every rate limit keys on this, so none of them can be dodged by walking through a /64.
 */
export function rateLimitKey(address: string): string {
  if (isIPv4(address)) return address;
  // A zone index (fe80::1%eth0) names the local interface, not the client.
  const ip = address.split('%')[0] ?? address;
  if (!isIPv6(ip)) return address;
  const groups = ipv6Groups(ip);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, with `::` expanded and a trailing dotted IPv4 part read. */
function ipv6Groups(ip: string): number[] {
  const [head = '', tail] = ip.split('::');
  const parse = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

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
