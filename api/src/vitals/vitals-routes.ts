/**
 * The Web Vitals call (docs/design.md#web-vitals, docs/design.md#api): the shell's beacon with one page view's
 * metrics for the remote that owns the page.
 */
import type { FastifyInstance } from 'fastify';
import type { VitalLane, VitalsIgnoredReason, VitalsReport } from '@site/contracts/schemas';
import { VITALS_BODY_LIMIT, vitalsReportSchema } from '@site/contracts/schemas';
import type { Registry } from '@site/contracts/types';
import { zodRoute } from '../admin/lib/zod-route.ts';
import { HttpError } from '../lib/errors.ts';
import { createAddressWindow } from '../limits/address-window.ts';
import { judgeClientError, reportSource } from '../client-errors/client-errors.ts';
import { cachedRegistryReader } from '../releases/registry-state.ts';

/**
 * Reports allowed per client address and window, in each instance (limits/address-window.ts): one beacon per page
 * view, a few more for pages left and resumed.
 */
export const VITALS_RATE_LIMIT = { max: 60, timeWindowMs: 10 * 60_000 };

/** How long a read of the registry judges the reports that follow, in milliseconds. */
const REGISTRY_MAX_AGE_MS = 2000;

/** The refusals counted by status, before or instead of the handler. */
const REFUSED: Readonly<Record<number, VitalsIgnoredReason>> = {
  400: 'malformed',
  413: 'too_large',
  429: 'rate_limited',
};

/**
 * The lane a report of `remote` at `version` counts in by `registry` as it is now: `canary` for the remote's
 * canary version, `stable` for its current one; otherwise why it is not counted (judgeClientError: another
 * version, no such remote, or sent before the version's release).
 */
function vitalsLane(
  registry: Registry,
  report: Pick<VitalsReport, 'remote' | 'version'>,
  now: number = Date.now(),
): VitalLane | 'not_live' | 'before_release' {
  const ignored = judgeClientError(registry, report, now);
  if (ignored) return ignored;
  return registry.remotes[report.remote]!.canary?.version === report.version ? 'canary' : 'stable';
}

/**
 * POST /api/vitals: body `{remote, version, route, metrics: [{name, value}]}` (vitalsReportSchema: each of LCP,
 * INP, CLS, TTFB at most once, values in ms but CLS's score, within VITAL_MAX) as JSON, at most 8 KB. 204 once
 * counted; 400 validation_failed for a malformed report, 413 above 8 KB and 429 rate_limited (with Retry-After
 * in seconds) after 60 reports from one address in 10 minutes (counted in each instance), each counted in
 * ignored_vitals. Reports are added to the instance's tally (`app.vitals`, vitals-tally.ts) and stored within
 * its next write, a few seconds later.
 *
 * On a site (`releaseRegistry`) the registry (read at most every 2 s) must name the version as the remote's
 * current or canary one, released before now: that decides the lane (vitalsLane); any other report is answered
 * 204 alike and counted as ignored. The API alone (development) counts every valid report as stable.
 */
export async function vitalsRoutes(
  app: FastifyInstance,
  options: { releaseRegistry?: boolean | undefined },
): Promise<void> {
  const readRegistry = options.releaseRegistry ? cachedRegistryReader(app.db, REGISTRY_MAX_AGE_MS) : undefined;
  // Counted here rather than in the shared rate-limit store: a round trip to the database per beacon cost the
  // pages served beside a flood of beacons more than the beacons themselves (docs/design.md#web-vitals).
  const perAddress = createAddressWindow(VITALS_RATE_LIMIT);
  app.post<{ Body: VitalsReport }>('/vitals', {
    bodyLimit: VITALS_BODY_LIMIT,
    // Before the body is read, as a rate limit is.
    onRequest: async (request, reply) => {
      const taken = perAddress.take(request.ip);
      if (taken.allowed) return;
      const seconds = Math.ceil(taken.retryAfterMs / 1000);
      reply.header('Retry-After', String(seconds));
      throw new HttpError(429, 'rate_limited', `Too many requests. Please try again in ${seconds} seconds.`);
    },
    ...zodRoute({ body: vitalsReportSchema }, { 204: { type: 'null' } }),
    handler: async (request, reply) => {
      const report = request.body;
      if (!readRegistry) {
        app.vitals.record(report, 'stable');
        return reply.code(204).send();
      }
      const registry = await readRegistry();
      const known = registry && Object.hasOwn(registry.remotes, report.remote) ? report.remote : '';
      const lane = registry ? vitalsLane(registry, report) : 'not_live';
      if (lane !== 'stable' && lane !== 'canary') {
        app.vitals.ignore(known, lane);
        return reply.code(204).send();
      }
      app.vitals.record(report, lane, new Date(), reportSource(request.ip, report.remote, report.version));
      return reply.code(204).send();
    },
  });

  // Refused before the handler ran (by the schema, the body limit or the per-address limit): counted under no
  // remote, as the body was not read or not trusted. This plugin's hooks see its own route alone.
  app.addHook('onSend', async (request, reply, payload) => {
    const reason = REFUSED[reply.statusCode];
    if (reason && request.method === 'POST') app.vitals.ignore('', reason);
    return payload;
  });
}
