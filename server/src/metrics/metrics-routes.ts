/**
 * Who may read the metrics (docs/design.md#metrics), and the hook that counts every request.
 * - `GET /metrics`: from this machine (loopback, not forwarded by a proxy: isLoopbackCaller, as the local
 *   commands), or with `Authorization: Bearer <METRICS_TOKEN>` when that is set (compared in constant time).
 *   Anything else is 401 before any figure is read, on every origin that routes it here.
 * - `GET /api/admin/metrics`: the same text for a signed-in admin, under the admin API's rules (its origin only,
 *   404 on the public one; 401 without a session, 403 for an editor): the session cookie is sent to /api/admin
 *   alone, so this is where a browser's admin session can reach the figures.
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { isLoopbackCaller } from '@site/api/ops';
import { bearsLocalToken } from '../releases/local-release.ts';
import { refuse } from '../releases/release-routes.ts';
import { createSiteMetrics, requestKind, type SiteMetrics } from './metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's metrics (metrics.ts); the coordinator's passes are counted through it (serve-cli.ts). */
    siteMetrics: SiteMetrics;
  }
}

/** The address Prometheus scrapes. */
const METRICS_PATH = '/metrics';
/** A token in a Bearer header is one run of visible characters; a short one could be guessed. */
const TOKEN_FORM = /^[\x21-\x7e]{16,}$/;

/**
 * The metrics token from `value` (METRICS_TOKEN): undefined when unset or empty (no token opens the metrics).
 * Throws when set but not at least 16 visible ASCII characters without spaces, so a typo stops the start
 * rather than leaving the metrics shut or open to a guess.
 */
export function metricsTokenFrom(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!TOKEN_FORM.test(value)) {
    throw new Error(
      'METRICS_TOKEN must be at least 16 visible characters with no spaces (e.g. `openssl rand -hex 32`).',
    );
  }
  return value;
}

/** What registerMetrics takes. */
export interface MetricsOptions {
  /** The site folder. */
  site: string;
  /** The bearer token that opens /metrics from anywhere. Absent: METRICS_TOKEN from the environment. */
  token?: string;
}

/**
 * Registers the metrics on the site server `app` (after `app.rendering` is decorated): decorates
 * `app.siteMetrics`, counts every answered request in an `onResponse` hook, and adds `GET /metrics` (see the
 * file's comment). The answer is `text/plain; version=0.0.4` with `Cache-Control: no-store`. Throws when the
 * token is malformed (metricsTokenFrom).
 */
export async function registerMetrics(app: FastifyInstance, options: MetricsOptions): Promise<SiteMetrics> {
  const token = metricsTokenFrom(options.token ?? process.env.METRICS_TOKEN);
  const { lanes } = app.rendering;
  const metrics = createSiteMetrics({
    db: app.db,
    site: options.site,
    generation: (lane) => (lane === 'stable' ? lanes.stable : lanes.canary).generation(),
    log: (line) => app.log.warn(line),
    flushVitals: () => app.vitals.flush(),
  });
  app.decorate('siteMetrics', metrics);

  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(
      requestKind(request.url, request.routeOptions.url),
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });

  // Judged on the socket and the header alone, before anything is read: a refused scrape costs nothing.
  const allowed = async (request: FastifyRequest, reply: FastifyReply) => {
    if (isLoopbackCaller(request)) return undefined;
    if (token !== undefined && bearsLocalToken(request.headers.authorization, token)) return undefined;
    reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
    return refuse(reply, 401, 'unauthorized', 'The metrics take the metrics token, or a call from this machine.');
  };
  app.get(METRICS_PATH, { onRequest: allowed, logLevel: 'warn' }, async (_request, reply) =>
    sendMetrics(reply, metrics),
  );
  return metrics;
}

/** Answers the metrics' text, never stored by any cache. */
async function sendMetrics(reply: FastifyReply, metrics: SiteMetrics): Promise<FastifyReply> {
  const text = await metrics.scrape();
  return reply.header('Cache-Control', 'no-store').type(metrics.contentType).send(text);
}

/**
 * `GET /metrics` in the admin API's scope (buildApp's `adminPlugins`), so `/api/admin/metrics`: admins only,
 * with the admin API's session, origin and role checks (api/src/admin/auth/plugin.ts).
 */
export const metricsAdminRoutes: FastifyPluginAsync = async (app) => {
  app.get(METRICS_PATH, { config: { access: 'admin' } }, async (request, reply) =>
    sendMetrics(reply, request.server.siteMetrics),
  );
};
