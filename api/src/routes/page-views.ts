/**
 * Page views (docs/design.md#privacy-and-analytics): the shell reports each navigation to this same-origin call, and the API
 * passes it on to the analytics endpoint in the site settings. The browser never talks to the analytics
 * service, so the Content-Security-Policy names none and stays the same whatever the settings say. The remote
 * and version a view names are accepted and not counted: a canary is judged on the views the web server counts
 * from the documents it served (docs/design.md#releases), never on a client's word.
 */
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { REMOTE_NAME_PATTERN, VERSION_PATTERN } from '@site/contracts/schemas';
import { settings } from '../db/schema.ts';
import { checkEndpoint, EndpointRefusedError, postJson } from '../lib/public-endpoint.ts';
import type { EndpointNetwork } from '../lib/public-endpoint.ts';
import { countRequest, rateLimitKey } from '../limits/rate-limit-store.ts';
import { errorResponses } from './schemas.ts';

/**
 * Page views counted and passed on per client address and window: one per navigation, more than a reader
 * makes. Views beyond it are answered like any other and dropped (limitedPageView).
 */
export const PAGE_VIEW_RATE_LIMIT = { max: 120, timeWindowMs: 10 * 60 * 1000 };

/** Largest page view body, in bytes: `{"path", "remote", "version"}` with a long path. */
const PAGE_VIEW_BODY_LIMIT = 1024;

/** Longest path passed on, in characters; a longer one is cut. */
const PATH_MAX = 300;

/** How long one forward may take before it is given up, in milliseconds. */
const FORWARD_TIMEOUT_MS = 5000;

/** Forwards in flight at most: beyond it, views are dropped rather than piling up on a slow endpoint. */
const MAX_IN_FLIGHT = 64;

/** Minimum time between two log lines about failed forwards or counts, in milliseconds (the rest are counted). */
const FAILURE_LOG_EVERY_MS = 60_000;

const pageViewSchema = {
  type: 'object',
  required: ['path'],
  additionalProperties: false,
  properties: {
    path: { type: 'string', pattern: '^/', maxLength: 900 },
    // A remote's federation name, as the registry keys it.
    remote: { type: 'string', pattern: REMOTE_NAME_PATTERN.source, maxLength: 40 },
    version: { type: 'string', pattern: VERSION_PATTERN.source },
  },
} as const;

/** A page view as the shell sends it: `remote` and `version` only for a page a remote owns. */
interface PageView {
  path: string;
  remote?: string;
  version?: string;
}

/** What the route takes. */
export interface PageViewsRoutesOptions {
  /** How the analytics endpoint is resolved and which addresses it may be; default the system, public only. */
  analyticsNetwork?: EndpointNetwork | undefined;
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
const CONTROL = /[\u0000-\u001f\u007f]+/g;

/** The page path alone: no query string or fragment (they may carry search terms or tokens), capped. */
function pagePath(path: string): string {
  return (path.split(/[?#]/, 1)[0] ?? '/').replace(CONTROL, '').slice(0, PATH_MAX) || '/';
}

/**
 * Logs a failure as `${what}: ${reason}`, at most once a minute with the count since the last line, so an
 * analytics service (or a database) that is down cannot flood the log.
 */
function failureLog(log: FastifyBaseLogger, what: string): (reason: string, error?: unknown) => void {
  let lastAt = -Infinity;
  let unlogged = 0;
  return (reason, error) => {
    if (Date.now() - lastAt < FAILURE_LOG_EVERY_MS) {
      unlogged += 1;
      return;
    }
    log.warn({ err: error, failuresNotLogged: unlogged }, `${what}: ${reason}`);
    lastAt = Date.now();
    unlogged = 0;
  };
}

/**
 * POST /api/page-views (docs/design.md#api, docs/design.md#privacy-and-analytics): body `{path, remote?,
 * version?}`, sent by the shell once per navigation: `path` is the page's path, starting with /; `remote` (a
 * federation name, `^[a-z][A-Za-z0-9]*$`, at most 40 characters) and `version` (`^[0-9A-Za-z.+-]+$`, at most
 * 64) name the remote that owns the page and the version the page ran; other fields are dropped. Answers 204
 * with no body for every such body, whether or not an analytics endpoint is set, and before the view is passed
 * on: an analytics service that is slow, down or refusing never fails or delays the visitor's request (the
 * failure is logged).
 *
 * `remote` and `version` are checked for their form and otherwise ignored: release health counts the views
 * the web server served (server/src/site/served-views.ts), so a view posted here, forged or not, never moves
 * a canary's figures. The shell still sends them; older shells keep working.
 *
 * With `analytics_endpoint` set in the site settings, the API posts `{"path", "at"}` (the path without query
 * or fragment, the server's time; never the remote or version) as JSON to exactly that address: never to an
 * address a request names, without following redirects, and with nothing of the visitor's (no address,
 * cookies, user agent or referrer). Before each send the endpoint is checked again and its name resolved
 * (lib/public-endpoint.ts): a non-public address (loopback, private, link-local, cloud metadata, …) is never
 * connected to, and the connection goes to the address that was checked; a refusal is logged.
 *
 * Errors, in the JSON error shape: 400 validation_failed without such a path or with a malformed remote or
 * version, 413 above 1 KB, 415 for a body that is not JSON. Beyond 120 views from one address in 10 minutes
 * (counted across instances) a view is answered 204 and neither counted nor passed on.
 */
export async function pageViewsRoutes(app: FastifyInstance, options: PageViewsRoutesOptions = {}): Promise<void> {
  // JSON alone: the shell sends JSON, and anything else gets a clear 415. Scoped to this plugin.
  app.removeContentTypeParser('text/plain');
  const inFlight = new Set<Promise<void>>();
  const logFailure = failureLog(app.log, 'page view not passed on');

  async function forward(endpoint: string, path: string): Promise<void> {
    try {
      // Checked at every send, not only at save: a name's addresses can change after it was saved.
      const target = await checkEndpoint(endpoint, options.analyticsNetwork);
      // No redirect is followed: it could send the view somewhere no admin chose.
      const status = await postJson(target, { path, at: new Date().toISOString() }, FORWARD_TIMEOUT_MS);
      if (status < 200 || status > 299) logFailure(`the analytics endpoint answered ${status}`);
    } catch (error) {
      if (error instanceof EndpointRefusedError) logFailure(`not sent: ${error.message}`);
      else logFailure('the analytics endpoint could not be reached', error);
    }
  }

  // A shutdown waits for the forwards in flight, each bounded by its timeout.
  app.addHook('onClose', async () => {
    await Promise.allSettled(inFlight);
  });

  /**
   * True when the address has sent more than PAGE_VIEW_RATE_LIMIT views in its window (counted in the
   * database, so across instances). Such a view is dropped but still answered 204: a page view is best effort,
   * and a refusal would show as an error in the visitor's console on every page they open.
   */
  async function limitedPageView(address: string): Promise<boolean> {
    const key = createHash('sha256')
      .update(`page-views|${rateLimitKey(address)}`)
      .digest('hex');
    const { current } = await countRequest(app.db, key, PAGE_VIEW_RATE_LIMIT.timeWindowMs);
    return current > PAGE_VIEW_RATE_LIMIT.max;
  }

  app.post<{ Body: PageView }>('/page-views', {
    bodyLimit: PAGE_VIEW_BODY_LIMIT,
    schema: { body: pageViewSchema, response: { 204: { type: 'null' }, ...errorResponses } },
    handler: async (request, reply) => {
      if (await limitedPageView(request.ip)) return reply.code(204).send();
      const [row] = await app.db.select({ endpoint: settings.analytics_endpoint }).from(settings).limit(1);
      const stored = row?.endpoint.trim() ?? '';
      if (stored !== '') {
        // forward checks the address (the form's rule, then the resolved addresses) before anything is sent.
        if (inFlight.size >= MAX_IN_FLIGHT) logFailure('too many page views are still being passed on');
        else {
          const sent = forward(stored, pagePath(request.body.path));
          inFlight.add(sent);
          void sent.finally(() => inFlight.delete(sent));
        }
      }
      return reply.code(204).send();
    },
  });
}
