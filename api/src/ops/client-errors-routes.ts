/**
 * The client error calls (docs/design.md#registry, docs/design.md#api): the shell reports a remote that failed for a visitor, and the release
 * status reads the counts since each release.
 */
import type { FastifyInstance } from 'fastify';
import { VERSION_PATTERN } from '@site/contracts/schemas';
import { HttpError } from '../lib/errors.ts';
import { errorResponses } from '../routes/schemas.ts';
import type { ClientErrorReport } from './client-errors.ts';
import { recordClientError, summarizeClientErrors } from './client-errors.ts';
import { isLoopbackCaller } from './callers.ts';
import { readRegistryState } from './registry-state.ts';

/** Reports allowed per client address and window: a broken release reports once per page view at most. */
export const CLIENT_ERROR_RATE_LIMIT = { max: 30, timeWindow: '10 minutes' };

/** Largest report body, in bytes. */
const BODY_LIMIT = 4 * 1024;

const reportSchema = {
  type: 'object',
  required: ['remote', 'version', 'message', 'path'],
  additionalProperties: false,
  properties: {
    remote: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_-]{0,63}$' },
    version: { type: 'string', pattern: VERSION_PATTERN.source },
    // Longer texts are accepted and cut (ops/client-errors.ts): a report is worth more than a refusal.
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
  /** The site's registry file; absent (the API alone): the summary counts every report ever made. */
  registryPath?: string | undefined;
}

/**
 * POST /api/client-errors: body `{remote, version, message, path}` (remote and version as in the registry,
 * path starting with /); stores a scrubbed copy (no query strings, e-mail addresses or client address; message
 * cut to 500 characters, path to 300) and answers 204. 400 validation_failed for a malformed report, 413 above
 * 4 KB, 429 after 30 reports from one address in 10 minutes (counted across instances).
 *
 * GET /api/client-errors/summary: for the release status, `[{remote, version, count, last_at, since,
 * current}]`: reports per version of each remote in the registry since that remote's `released_at` (see
 * summarizeClientErrors). Only for callers on the server itself (loopback, not forwarded by a proxy): 403
 * forbidden otherwise.
 */
export async function clientErrorsRoutes(app: FastifyInstance, options: ClientErrorsRoutesOptions): Promise<void> {
  app.post<{ Body: ClientErrorReport }>('/client-errors', {
    bodyLimit: BODY_LIMIT,
    config: { rateLimit: CLIENT_ERROR_RATE_LIMIT },
    schema: { body: reportSchema, response: { 204: { type: 'null' }, ...errorResponses } },
    handler: async (request, reply) => {
      await recordClientError(app.db, request.body);
      return reply.code(204).send();
    },
  });

  app.get('/client-errors/summary', {
    schema: { response: { 200: { type: 'array', items: summaryLineSchema }, ...errorResponses } },
    handler: async (request) => {
      if (!isLoopbackCaller(request)) {
        throw new HttpError(403, 'forbidden', 'The client error summary is read on the server itself.');
      }
      // On a site, the registry in the database says which versions are current; the API alone counts all.
      const registry = options.registryPath ? (await readRegistryState(app.db)).registry : undefined;
      return summarizeClientErrors(app.db, registry);
    },
  });
}
