/**
 * Which generation a visitor is served (docs/design.md#releases): each visitor has a bucket, 00–99, kept in a
 * cookie; while a canary runs for P % of visitors, buckets 00 to P-1 get the canary generation and the rest the
 * current one. The bucket is random and the same for everyone who draws it: it says nothing about the visitor.
 */
import { fastifyCookie } from '@fastify/cookie';
import { randomInt } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BUCKET_COOKIE, BUCKETS, bucketName, laneOf, readLanePercent } from '../render/generations.ts';
import { createPageFiles, type PageFiles } from './page-files.ts';

/** A bucket cookie lives a year: a visitor stays in their lane for as long as a canary runs, and after. */
const BUCKET_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The two lanes' files as this server sees them. */
export interface LanePages {
  /** The current (stable) generation's files. */
  stable: PageFiles;
  /** The canary generation's files; its `generation()` is undefined when no canary runs. */
  canary: PageFiles;
  /** The canary's share of visitors, 0–99. */
  percent(): number;
  /** Re-reads both lanes and the share; true when either lane switched. */
  refresh(): Promise<boolean>;
  /**
   * This request's visitor's bucket: the one in their cookie, or a new one, drawn at random and set as a cookie
   * on `reply` (every page answer carries one for a visitor without it, canary or not).
   */
  bucketOf(request: FastifyRequest, reply: FastifyReply): number;
  /** The files a bucket is served from now. */
  filesFor(bucket: number): PageFiles;
}

/** One cookie's value from a Cookie header, or undefined. */
export const cookieValue = (header: string | undefined, name: string): string | undefined =>
  header ? fastifyCookie.parse(header)[name] : undefined;

/** The visitor's bucket from the Cookie header, or undefined without a valid one. */
export function bucketFromCookie(header: string | undefined): number | undefined {
  const value = cookieValue(header, BUCKET_COOKIE);
  return value !== undefined && /^\d{2}$/.test(value) ? Number(value) : undefined;
}

/** Both lanes of `site`'s stored pages (createPageFiles each). */
export function createLanePages(site: string, secureCookies: boolean): LanePages {
  const stable = createPageFiles(site);
  const canary = createPageFiles(site, undefined, 'canary');
  let percent = 0;
  let refreshing: Promise<boolean> = Promise.resolve(false);
  return {
    stable,
    canary,
    percent: () => percent,
    refresh() {
      // One look at a time, each after the one before: a look that read the share before the renderer's switch
      // and ended after a later one (a release's own look, made once it is served) would put the old share back.
      const look = refreshing.then(async () => {
        const [stableChanged, canaryChanged, share] = await Promise.all([
          stable.refresh(),
          canary.refresh(),
          readLanePercent(site),
        ]);
        percent = share;
        return stableChanged || canaryChanged;
      });
      refreshing = look.catch(() => false);
      return look;
    },
    bucketOf(request, reply) {
      let bucket = bucketFromCookie(request.headers.cookie);
      if (bucket === undefined) {
        bucket = randomInt(BUCKETS);
        reply.header(
          'Set-Cookie',
          fastifyCookie.serialize(BUCKET_COOKIE, bucketName(bucket), {
            path: '/',
            maxAge: BUCKET_MAX_AGE_S,
            sameSite: 'lax',
            httpOnly: true,
            secure: secureCookies,
          }),
        );
      }
      return bucket;
    },
    filesFor: (bucket) => (canary.generation() !== undefined && laneOf(bucket, percent) === 'canary' ? canary : stable),
  };
}
