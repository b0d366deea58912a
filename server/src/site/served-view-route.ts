/**
 * The page documents nginx serves from the disk, counted as views like those this server serves itself
 * (docs/design.md#releases). nginx's public `location /` mirrors each request it answers from a file
 * (server/nginx/site.conf, ngx_http_mirror_module) to SERVED_VIEW_PATH on an instance, with the address as the
 * visitor sent it (X-Site-Document), the bucket nginx served them from (X-Site-Bucket), the generation folder
 * that bucket's links led nginx to (X-Site-Generation) and the visitor's address (X-Forwarded-For). The mirror
 * is sent before nginx knows its own answer, so this server looks the address up in that generation's manifest
 * (in the bucket's lane as this server sees it, for a report that names none), and counts one view of the
 * versions that document was rendered with, under the same per-address limit. The generation nginx names is
 * the one it served from, even in the moment after a switch before this server has seen it.
 *
 * What a visitor could forge is refused: the report counts only from a proxy TRUST_PROXY trusts that named the
 * client (isTrustedProxyCaller), and nginx answers 404 to the path from outside (an `internal` location). A
 * preview's or a pinned browser's address is never counted here: nginx passes those to an instance, which
 * serves and counts them itself. Every request gets 204 with nothing in it, counted or not.
 */
import { isTrustedProxyCaller } from '@site/api/ops';
import { PIN_COOKIE, PREVIEW_PARAMETER } from '@site/contracts/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cookieValue } from './lanes.ts';
import type { ServedViews } from './served-views.ts';

/** Where nginx reports a document it served; nginx's copy of it is `internal`. */
export const SERVED_VIEW_PATH = '/_site/served-view';
/** The address the visitor asked nginx for, path and query, as sent (nginx's `$request_uri`). */
export const DOCUMENT_HEADER = 'x-site-document';
/** The visitor's bucket, 00–99, as nginx chose their lane (`$bucket`, drawn just now for a new visitor). */
export const BUCKET_HEADER = 'x-site-bucket';
/** The generation folder nginx served the bucket from, its links resolved (`$realpath_root`). */
export const GENERATION_HEADER = 'x-site-generation';

/** What registerServedViewRoute takes from the site server. */
export interface ServedViewRouteOptions {
  /** The site server's view counter, shared with the documents it serves itself. */
  views: ServedViews;
  /**
   * The remote versions (name → version) of the page document at `rawPath` (as sent, without the query) in
   * `generation` (a generation folder's path or id) when given, else in the lane a visitor in `bucket` gets
   * now; undefined for any other file, a miss, or a path in another spelling than its one. The site server's
   * own lookup.
   */
  documentRemotes: (
    rawPath: string,
    bucket: number,
    generation: string | undefined,
  ) => Promise<Record<string, string> | undefined>;
}

/** A header's one value, or undefined when absent or sent more than once. */
const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/** The versions to count for nginx's report `request`, or undefined when it counts nothing. */
async function reportedView(
  request: FastifyRequest,
  documentRemotes: ServedViewRouteOptions['documentRemotes'],
): Promise<Record<string, string> | undefined> {
  // A HEAD is no view, as on this server; nginx mirrors the visitor's method.
  if (request.method !== 'GET' || !isTrustedProxyCaller(request)) return undefined;
  const address = single(request.headers[DOCUMENT_HEADER]);
  const bucket = single(request.headers[BUCKET_HEADER]);
  if (!address?.startsWith('/') || bucket === undefined || !/^\d{2}$/.test(bucket)) return undefined;
  const [rawPath = '/', query] = address.split('?', 2);
  // Passed to an instance by nginx and counted there when served: never twice.
  if (new URLSearchParams(query).get(PREVIEW_PARAMETER)) return undefined;
  if (cookieValue(request.headers.cookie, PIN_COOKIE)) return undefined;
  return documentRemotes(rawPath, Number(bucket), single(request.headers[GENERATION_HEADER]));
}

/**
 * Adds GET SERVED_VIEW_PATH (see the file's comment): always 204, no-store and empty; a view through the trusted
 * proxy of a stored page's document in the reported bucket's lane counts its versions for the client's address.
 */
export function registerServedViewRoute(app: FastifyInstance, options: ServedViewRouteOptions): void {
  // Like the pages, off the access log: one line per page served by nginx would cost more than the count.
  app.get(SERVED_VIEW_PATH, { logLevel: 'warn' }, async (request, reply) => {
    const remotes = await reportedView(request, options.documentRemotes);
    if (remotes) options.views.count(request.ip, remotes);
    return reply.code(204).header('Cache-Control', 'no-store').send();
  });
}
