/**
 * Page views (docs/design.md#privacy-and-analytics): the shell reports each navigation to this same-origin call, and the API
 * passes it on to the analytics endpoint in the site settings. The browser never talks to the analytics
 * service, so the Content-Security-Policy names none and stays the same whatever the settings say.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { parseWebAddress } from '@site/contracts/schemas';
import { settings } from '../db/schema.ts';
import { errorResponses } from './schemas.ts';

/** Page views allowed per client address and window: one per navigation, more than a reader makes. */
export const PAGE_VIEW_RATE_LIMIT = { max: 120, timeWindow: '10 minutes' };

/** Largest page view body, in bytes: `{"path": …}` with a long path. */
const PAGE_VIEW_BODY_LIMIT = 1024;

/** Longest path passed on, in characters; a longer one is cut. */
const PATH_MAX = 300;

/** How long one forward may take before it is given up, in milliseconds. */
const FORWARD_TIMEOUT_MS = 5000;

/** Forwards in flight at most: beyond it, views are dropped rather than piling up on a slow endpoint. */
const MAX_IN_FLIGHT = 64;

/** Minimum time between two log lines about failed forwards, in milliseconds (the rest are counted). */
const FAILURE_LOG_EVERY_MS = 60_000;

const pageViewSchema = {
  type: 'object',
  required: ['path'],
  additionalProperties: false,
  properties: { path: { type: 'string', pattern: '^/', maxLength: 900 } },
} as const;

// eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
const CONTROL = /[\u0000-\u001f\u007f]+/g;

/** The page path alone: no query string or fragment (they may carry search terms or tokens), capped. */
function pagePath(path: string): string {
  return (path.split(/[?#]/, 1)[0] ?? '/').replace(CONTROL, '').slice(0, PATH_MAX) || '/';
}

/**
 * Logs a failed forward, at most once a minute with the count since the last line, so an analytics service
 * that is down cannot flood the log.
 */
function failureLog(log: FastifyBaseLogger): (reason: string, error?: unknown) => void {
  let lastAt = -Infinity;
  let unlogged = 0;
  return (reason, error) => {
    if (Date.now() - lastAt < FAILURE_LOG_EVERY_MS) {
      unlogged += 1;
      return;
    }
    log.warn({ err: error, failuresNotLogged: unlogged }, `page view not passed on: ${reason}`);
    lastAt = Date.now();
    unlogged = 0;
  };
}

/**
 * POST /api/page-views (docs/design.md#api, docs/design.md#privacy-and-analytics): body `{path}` (the page's
 * path, starting with /; other fields are dropped), sent by the shell once per navigation. Answers 204 with no
 * body whether or not an analytics endpoint is set, and before the view is passed on: an analytics service
 * that is slow, down or refusing never fails or delays the visitor's request (the failure is logged). With
 * `analytics_endpoint` set in the site settings, the API posts `{"path", "at"}` (the path without query or
 * fragment, the server's time) as JSON to exactly that address: never to an address a request names, without
 * following redirects, and with nothing of the visitor's (no address, cookies, user agent or referrer).
 * Errors, in the JSON error shape: 400 validation_failed without such a path, 413 above 1 KB, 415 for a body
 * that is not JSON, 429 with Retry-After after 120 views from one address in 10 minutes (counted across
 * instances).
 */
export async function pageViewsRoutes(app: FastifyInstance): Promise<void> {
  // JSON alone: the shell sends JSON, and anything else gets a clear 415. Scoped to this plugin.
  app.removeContentTypeParser('text/plain');
  const inFlight = new Set<Promise<void>>();
  const logFailure = failureLog(app.log);

  async function forward(endpoint: string, path: string): Promise<void> {
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ path, at: new Date().toISOString() }),
        // A redirect could send the view somewhere no admin chose.
        redirect: 'error',
        signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (!response.ok) logFailure(`the analytics endpoint answered ${response.status}`);
    } catch (error) {
      logFailure('the analytics endpoint could not be reached', error);
    }
  }

  // A shutdown waits for the forwards in flight, each bounded by its timeout.
  app.addHook('onClose', async () => {
    await Promise.allSettled(inFlight);
  });

  app.post<{ Body: { path: string } }>('/page-views', {
    bodyLimit: PAGE_VIEW_BODY_LIMIT,
    config: { rateLimit: PAGE_VIEW_RATE_LIMIT },
    schema: { body: pageViewSchema, response: { 204: { type: 'null' }, ...errorResponses } },
    handler: async (request, reply) => {
      const [row] = await app.db.select({ endpoint: settings.analytics_endpoint }).from(settings).limit(1);
      const stored = row?.endpoint.trim() ?? '';
      if (stored !== '') {
        // The form accepts only one https address; one written some other way is not used.
        const endpoint = parseWebAddress(stored, { httpsOnly: true })?.href;
        if (endpoint === undefined) logFailure('the analytics endpoint in the site settings is not one https address');
        else if (inFlight.size >= MAX_IN_FLIGHT) logFailure('too many page views are still being passed on');
        else {
          const sent = forward(endpoint, pagePath(request.body.path));
          inFlight.add(sent);
          void sent.finally(() => inFlight.delete(sent));
        }
      }
      return reply.code(204).send();
    },
  });
}
