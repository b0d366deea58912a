/**
 * The client error calls (docs/design.md#registry, docs/design.md#api): the shell reports a remote that failed for a visitor, and the release
 * status reads the counts since each release.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { VERSION_PATTERN } from '@site/contracts/schemas';
import { HttpError } from '../lib/errors.ts';
import { errorResponses } from '../routes/schemas.ts';
import type { ClientErrorReport, IgnoredReason } from './client-errors.ts';
import {
  countIgnoredReport,
  judgeClientError,
  recordClientError,
  reportSource,
  summarizeClientErrors,
} from './client-errors.ts';
import { isLoopbackCaller } from '../limits/callers.ts';
import { countRequest, rateLimitKey } from '../limits/rate-limit-store.ts';
import { cachedRegistryReader, readRegistryState } from '../releases/registry-state.ts';

/** Reports allowed per client address and window: a broken release reports once per page view at most. */
export const CLIENT_ERROR_RATE_LIMIT = { max: 30, timeWindow: '10 minutes' };

/**
 * Reports counted per source (client address, its /64 for IPv6), remote and version in a minute; the rest are
 * answered alike and ignored as `repeated`, so one address cannot make a version's error count on its own.
 */
export const CLIENT_ERRORS_PER_SOURCE = { max: 3, timeWindowMs: 60_000 };

/** How long a read of the registry judges the reports that follow, in milliseconds. */
const REGISTRY_MAX_AGE_MS = 2000;

/** Largest report body, in bytes. */
const BODY_LIMIT = 4 * 1024;

const reportSchema = {
  type: 'object',
  required: ['remote', 'version', 'message', 'path'],
  additionalProperties: false,
  properties: {
    remote: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_-]{0,63}$' },
    version: { type: 'string', pattern: VERSION_PATTERN.source },
    // Longer texts are accepted and cut (client-errors/client-errors.ts): a report is worth more than a refusal.
    message: { type: 'string', maxLength: 2000 },
    path: { type: 'string', pattern: '^/', maxLength: 2000 },
  },
} as const;

const summaryLineSchema = {
  type: 'object',
  required: ['remote', 'version', 'count', 'last_at', 'since', 'current'],
  properties: {
    remote: { type: 'string' },
    version: { type: 'string' },
    count: { type: 'integer' },
    last_at: { type: ['string', 'null'] },
    since: { type: ['string', 'null'] },
    current: { type: 'boolean' },
  },
} as const;

/** What the routes take. */
export interface ClientErrorsRoutesOptions {
  /**
   * The API serves a site with a release registry (in the database); absent (the API alone): every report is
   * stored and the summary counts every report ever made.
   */
  releaseRegistry?: boolean | undefined;
}

/**
 * POST /api/client-errors: body `{remote, version, message, path}` (remote and version as in the registry,
 * path starting with /); stores a scrubbed copy (no query strings, e-mail addresses or client address; message
 * cut to 500 characters, path to 300; the source as reportSource) and answers 204. 400 validation_failed for a
 * malformed report, 413 above 4 KB, 429 after 30 reports from one address in 10 minutes (counted across
 * instances).
 *
 * On a site (`releaseRegistry`), a report is stored only when the registry (read at most every 2 s) names
 * its version as the remote's current or canary version and it arrives at or after that version's release
 * (judgeClientError), and only the first CLIENT_ERRORS_PER_SOURCE.max from one source for one version in a
 * minute (counted across instances). Any other is answered 204 alike, not stored, and counted in
 * ignored_reports under its reason, as is each 429 (docs/design.md#releases).
 *
 * GET /api/client-errors/summary: for the release status, `[{remote, version, count, last_at, since,
 * current}]`: reports per version of each remote in the registry since that remote's `released_at` (see
 * summarizeClientErrors). Only for callers on the server itself (loopback, not forwarded by a proxy): 403
 * forbidden otherwise.
 */
export async function clientErrorsRoutes(app: FastifyInstance, options: ClientErrorsRoutesOptions): Promise<void> {
  const readRegistry = options.releaseRegistry ? cachedRegistryReader(app.db, REGISTRY_MAX_AGE_MS) : undefined;
  app.post<{ Body: ClientErrorReport }>('/client-errors', {
    bodyLimit: BODY_LIMIT,
    config: { rateLimit: CLIENT_ERROR_RATE_LIMIT },
    schema: { body: reportSchema, response: { 204: { type: 'null' }, ...errorResponses } },
    handler: async (request, reply) => {
      const report = request.body;
      if (!readRegistry) {
        // The API alone (development): no registry to judge against, and no canary to protect.
        await recordClientError(app.db, report, reportSource(request.ip, report.remote, report.version));
        return reply.code(204).send();
      }
      const registry = await readRegistry();
      const known = registry && Object.hasOwn(registry.remotes, report.remote) ? report.remote : '';
      const ignored: IgnoredReason | undefined = registry ? judgeClientError(registry, report) : 'not_live';
      if (ignored) {
        await countIgnoredReport(app.db, known, ignored);
        return reply.code(204).send();
      }
      const key = createHash('sha256')
        .update(`client-errors|${report.remote}|${report.version}|${rateLimitKey(request.ip)}`)
        .digest('hex');
      const { current } = await countRequest(app.db, key, CLIENT_ERRORS_PER_SOURCE.timeWindowMs);
      if (current > CLIENT_ERRORS_PER_SOURCE.max) {
        await countIgnoredReport(app.db, known, 'repeated');
        return reply.code(204).send();
      }
      await recordClientError(app.db, report, reportSource(request.ip, report.remote, report.version));
      return reply.code(204).send();
    },
  });

  // Refused by the rate limit before the body is read: counted under no remote. This plugin's hooks see its
  // own two routes alone, and only the POST is limited. Counted before the 429 is sent, so whoever reads the
  // figures after it (ops, a test) finds it counted.
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 429 || request.method !== 'POST') return payload;
    await countIgnoredReport(app.db, '', 'rate_limited').catch((error: unknown) =>
      request.log.warn({ err: error }, 'an ignored client error report was not counted'),
    );
    return payload;
  });

  app.get('/client-errors/summary', {
    schema: { response: { 200: { type: 'array', items: summaryLineSchema }, ...errorResponses } },
    handler: async (request) => {
      if (!isLoopbackCaller(request)) {
        throw new HttpError(403, 'forbidden', 'The client error summary is read on the server itself.');
      }
      // On a site, the registry in the database says which versions are current; the API alone counts all.
      const registry = options.releaseRegistry ? (await readRegistryState(app.db)).registry : undefined;
      return summarizeClientErrors(app.db, registry);
    },
  });
}
