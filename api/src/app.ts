/**
 * Builds the API as a Fastify instance (docs/design.md#api, docs/design.md#data). Plugins load in order: external (compression, request
 * ids, rate limit), then the app's services (database, security headers, mail outbox, error handler), then the
 * routes, so each layer can rely on the one before it.
 * The instance carries only `/api/*` routes; whoever serves the site adds its static files to it.
 */
import Fastify from 'fastify';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { parseWebAddress } from '@site/contracts/schemas';
import { loadMailConfig, loadOpsConfig } from './config.ts';
import type { MailConfig, TrustProxy } from './config.ts';
import { isPostgresUrl, openDatabase } from './db/client.ts';
import type { Database } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { mailOutbox } from './mail/outbox-worker.ts';
import { database } from './plugins/app/database.ts';
import { clientErrorHandler, errorHandler, frameworkErrorHandler } from './plugins/app/error-handler.ts';
import { adminOriginRule } from './plugins/app/admin-origin.ts';
import { hostHeader } from './plugins/app/host-header.ts';
import { plainText } from './plugins/app/plain-text.ts';
import { compress } from './plugins/external/compress.ts';
import { rateLimit } from './plugins/external/rate-limit.ts';
import { vitalsTally } from './vitals/vitals-tally.ts';
import { securityHeaders } from './plugins/external/security-headers.ts';
import { deploymentFor } from './ops/deployment.ts';
import { logControllerFor, logFormatFrom, loggerOptions, type LogFormat } from './ops/logging.ts';
import type { LogStream } from './ops/logging.ts';
import { requestIdFor, requestIdHeader } from './ops/request-id.ts';
import type { ContactRateLimit } from './routes/contact.ts';
import { renderQueue } from './ops/render-queue.ts';
import { SCHEDULE_INTERVAL_MS, scheduleWorker } from './ops/schedule-worker.ts';
import { apiRoutes } from './routes/index.ts';
import { seedIfEmpty } from './seed/seed.ts';
import { buildLazySerializer } from './lib/lazy-serializers.ts';
import type { EndpointNetwork } from './lib/public-endpoint.ts';

/** What buildApp takes. */
export interface AppOptions {
  /** A `postgres://` URL: use that PostgreSQL server. Absent: PGlite. */
  databaseUrl?: string;
  /** PGlite data directory (created when missing); absent with no databaseUrl: an in-memory database. */
  pgliteDir?: string;
  /** PostgreSQL only: the schema holding the tables (tests give each file its own). Default: the search path. */
  pgSchema?: string;
  /** The media store; demo photos are written here when the demo content is seeded. */
  mediaDir: string;
  /** Load the demo content into an empty database and write its media. Default true. */
  seed?: boolean;
  /** Fastify's logger (pino, JSON lines); errors are logged without request data (ops/logging.ts). Default false. */
  logger?: boolean;
  /** Where log lines go while `logger` is on; default standard output. Tests collect them here. */
  logStream?: LogStream;
  /** JSON lines or readable ones (ops/logging.ts). Default: `json` with a `logStream`, else logFormatFrom(). */
  logFormat?: LogFormat;
  /**
   * The contact mail outbox's SMTP server and addresses. Absent: read from SMTP_* and MAIL_* in the
   * environment (config.ts loadMailConfig); null: mail off, whatever the environment says.
   */
  mail?: MailConfig | null;
  /** Milliseconds between the outbox worker's passes; default 5000; 0: no timer (`app.processOutbox()` by hand). */
  outboxIntervalMs?: number;
  /**
   * Milliseconds between the publishing job's passes (scheduled stories, the billing alert's window); default
   * 15000; 0: no timer (`app.runSchedule()` by hand).
   */
  scheduleIntervalMs?: number;
  /** Per-address limit on contact submissions; default CONTACT_RATE_LIMIT. Raised only by the load bench. */
  contactRateLimit?: ContactRateLimit;
  /**
   * The API serves a site with a release registry (docs/design.md#registry), kept in this database: the health
   * check reports whether it can be read, client errors are judged against it, and deploy tokens are made only
   * for the remotes it names. Absent (the API alone, in development): none of these.
   */
  releaseRegistry?: boolean;
  /**
   * Which proxies in front may tell the client's address, scheme and host (Fastify's trustProxy). Absent: read
   * from TRUST_PROXY in the environment (config.ts loadOpsConfig); unset there too: none.
   */
  trustProxy?: TrustProxy;
  /** Local development: dev servers in the policy, no HSTS, no Secure cookie. Absent: DEV_MODE from the environment. */
  devMode?: boolean;
  /** The site's public address; http:// means no Secure cookie. Absent: SITE_URL from the environment. */
  siteUrl?: string;
  /**
   * The admin's own origin (docs/design.md#admin-sign-in-and-roles): `/api/admin/*` answers there alone and 404
   * on every other host. Absent: ADMIN_URL from the environment; unset there too, the admin shares the origin.
   */
  adminUrl?: string;
  /**
   * Admin routes the host adds (the web server's Releases routes, which need its site folder), registered in
   * the admin scope under /api/admin with its sign-in and role checks (`config.access`).
   */
  adminPlugins?: FastifyPluginAsync[];
  /**
   * How the analytics endpoint is resolved and which addresses it may be (lib/public-endpoint.ts). Default:
   * the system resolver, public addresses only; tests inject a resolver (there is no DNS) or admit their server.
   */
  analyticsNetwork?: EndpointNetwork;
}

const optionsSchema = z.object({
  databaseUrl: z.string().refine(isPostgresUrl, 'databaseUrl must be a postgres:// or postgresql:// URL.').optional(),
  pgliteDir: z.string().min(1, 'pgliteDir must not be empty.').optional(),
  pgSchema: z.string().min(1).optional(),
  mediaDir: z.string({ error: 'mediaDir is required.' }).min(1, 'mediaDir must not be empty.'),
  seed: z.boolean().optional(),
  logger: z.boolean().optional(),
  logFormat: z.enum(['json', 'pretty']).optional(),
  logStream: z.custom<LogStream>((value) => typeof (value as LogStream | null)?.write === 'function').optional(),
  mail: z.custom<MailConfig | null>((value) => value === null || typeof value === 'object').optional(),
  outboxIntervalMs: z.number().int().min(0, 'outboxIntervalMs must not be negative.').optional(),
  scheduleIntervalMs: z.number().int().min(0, 'scheduleIntervalMs must not be negative.').optional(),
  contactRateLimit: z
    .object({ max: z.number().int().positive(), timeWindow: z.union([z.string(), z.number().positive()]) })
    .optional(),
  releaseRegistry: z.boolean().optional(),
  adminPlugins: z.array(z.custom<FastifyPluginAsync>((value) => typeof value === 'function')).optional(),
  analyticsNetwork: z.custom<EndpointNetwork>((value) => typeof value === 'object' && value !== null).optional(),
  trustProxy: z.union([z.boolean(), z.number().int().min(0), z.string().min(1)]).optional(),
  devMode: z.boolean().optional(),
  siteUrl: z
    .string()
    .refine((url) => parseWebAddress(url) !== null, 'siteUrl must be an http(s) address.')
    .optional(),
  adminUrl: z
    .string()
    .refine((url) => parseWebAddress(url) !== null, 'adminUrl must be an http(s) address.')
    .optional(),
});

/**
 * Creates the API: validates `options`, opens and migrates the database, seeds the demo content and media
 * when `seed !== false` (only into an empty database), decorates `app.db`, starts the mail outbox (on ready;
 * off without SMTP settings) and the publishing job (on ready), and registers every `/api/*` route. Returns
 * the instance, ready to `listen` or `inject`; `app.close()` stops the outbox and the publishing job, waits for
 * their work in flight and closes the database. Throws on bad options
 * or mail settings (one line per problem) or when the database cannot be opened, migrated or seeded.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const parsed = optionsSchema.safeParse(options);
  if (!parsed.success) {
    throw new Error(`Invalid API options:\n${parsed.error.issues.map((i) => `- ${i.message}`).join('\n')}`);
  }
  const { databaseUrl, pgliteDir, pgSchema, mediaDir, seed = true, logger = false } = parsed.data;
  const { outboxIntervalMs = 5000, contactRateLimit } = parsed.data;
  const { scheduleIntervalMs = SCHEDULE_INTERVAL_MS } = parsed.data;
  const mail = parsed.data.mail === undefined ? loadMailConfig() : (parsed.data.mail ?? undefined);
  const ops = loadOpsConfig();
  const { releaseRegistry, trustProxy = ops.trustProxy } = parsed.data;
  const { devMode = ops.devMode, siteUrl = ops.siteUrl, adminUrl = ops.adminUrl } = parsed.data;

  // A test's collector gets JSON lines; a terminal gets readable ones unless LOG_FORMAT says otherwise.
  const logFormat = parsed.data.logFormat ?? (parsed.data.logStream ? 'json' : logFormatFrom());
  const app = Fastify({
    // pino, each line carrying the request's id as reqId; Fastify's request lines as the format has them.
    logger: loggerOptions(logger, parsed.data.logStream, logFormat),
    logController: logControllerFor(logFormat),
    genReqId: requestIdFor,
    // requestIdFor reads X-Request-Id itself, checking it first; Fastify's own reading would take any value.
    requestIdHeader: false,
    ...(trustProxy !== undefined && { trustProxy: fastifyTrustProxy(trustProxy) }),
    // The contact form is the only body the API takes, and it sets its own, smaller limit.
    bodyLimit: 64 * 1024,
    // Errors Fastify and Node raise before any hook runs answer in the one error shape with the security
    // headers, like every other answer, instead of Fastify's own JSON without them.
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    schemaController: { compilersFactory: { buildSerializer: buildLazySerializer } },
  });

  if (adminUrl !== undefined && siteUrl === undefined) {
    throw new Error('Invalid API options:\n- an admin origin (ADMIN_URL) needs the public address (SITE_URL) too.');
  }
  app.decorate('deployment', deploymentFor(devMode, siteUrl, adminUrl));

  const connection = await openDatabase({ databaseUrl, pgliteDir, pgSchema });
  try {
    await migrateDatabase(connection);
    if (seed) await seedDemo(app, connection.db, mediaDir);
    await app.register(compress);
    await app.register(requestIdHeader);
    await app.register(rateLimit, { db: connection.db });
    await app.register(database, { connection });
    await app.register(vitalsTally);
    await app.register(renderQueue);
    await app.register(securityHeaders);
    await app.register(hostHeader);
    await app.register(adminOriginRule);
    await app.register(mailOutbox, { mail, intervalMs: outboxIntervalMs });
    await app.register(scheduleWorker, { intervalMs: scheduleIntervalMs });
    await app.register(errorHandler);
    await app.register(plainText);
    await app.register(apiRoutes, {
      prefix: '/api',
      contactRateLimit,
      mediaDir,
      releaseRegistry,
      adminPlugins: parsed.data.adminPlugins ?? [],
      analyticsNetwork: parsed.data.analyticsNetwork,
    });
  } catch (error) {
    // The caller never gets the instance, so nobody else could close the database.
    await connection.close();
    throw error;
  }
  return app;
}

/** Fastify's form of a trustProxy setting: a number of hops becomes "trust the nearest n addresses". */
function fastifyTrustProxy(setting: TrustProxy): boolean | string | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

/**
 * Seeds the demo content into an empty database and writes the demo media. writeDemoMedia adds only missing
 * files, so running it on every start completes a fresh media folder and never replaces a photo staff put in.
 */
async function seedDemo(app: FastifyInstance, db: Database, mediaDir: string): Promise<void> {
  // Loaded here, not at the top, so an app built without seeding never loads the demo data.
  const { demoContent, writeDemoMedia } = await import('./seed/default-content.ts');
  if (await seedIfEmpty(db, demoContent)) app.log.info('seeded the demo content into an empty database');
  await writeDemoMedia(mediaDir);
}
