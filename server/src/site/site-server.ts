import fastifyStatic from '@fastify/static';
import { buildApp } from '@site/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import path from 'node:path';
import { dataDir as defaultDataDir, releasedDir, siteDir } from '../paths.ts';
import { adoptRegistryFiles, registryStore } from '../registry.ts';
import { PIN_COOKIE, PREVIEW_PARAMETER } from '@site/contracts/schemas';
import { isWellFormedToken } from '@site/contracts/release-pins';
import { cookieValue, createLanePages, type LanePages } from './lanes.ts';
import { registerAdminOrigin } from './admin-origin.ts';
import { servePinned } from './pinned.ts';
import type { PageFiles, StoredFile } from './page-files.ts';
import { previewPages, type PreviewOptions } from './preview.ts';
import { createServedViews, type ServedViews } from './served-views.ts';
import { registerServedViewRoute } from './served-view-route.ts';
import { createGenerationRemotes } from './generation-remotes.ts';
import { cachedPinsForToken, queueOpsMail, type Database } from '@site/api/ops';
import {
  createReleaseActions,
  recoverInterruptedReleases,
  verifyTimeoutFromEnv,
  type ReleaseActions,
} from '../releases/actions.ts';
import { releasesAdminRoutes } from '../releases/admin-routes.ts';
import { checkCanaryRules } from '../releases/canary-rule.ts';
import { startCanaryWatch } from '../releases/canary-watch.ts';
import { releaseRoutes } from '../releases/release-routes.ts';
import { localCommandRoutes } from '../local-commands/local-command-routes.ts';
import { metricsAdminRoutes, registerMetrics } from '../metrics/metrics-routes.ts';

/** What createSiteServer takes. */
export interface SiteServerOptions {
  dataDir?: string;
  databaseUrl?: string;
  logger?: boolean;
  /** Milliseconds between checks for a switched generation (another process renders); default 500. */
  generationPollMs?: number;
  /** Milliseconds between writes of the page views counted from served documents; default 2,000. */
  viewFlushMs?: number;
  /** Local development (dev servers admitted, `/_site/dev` answers). Absent: DEV_MODE from the environment. */
  devMode?: boolean;
  /** The site's public address. Absent: SITE_URL from the environment. */
  siteUrl?: string;
  /**
   * The admin's own origin (admin-origin.ts), e.g. `http://admin.localhost:8080`; it needs `siteUrl`. Absent:
   * ADMIN_URL from the environment; unset there too, the admin shares the public origin.
   */
  adminUrl?: string;
  /**
   * How preview pages are rendered (the renderer's inputs). Absent: no previews here; a `?preview=` address
   * is served as the public page.
   */
  preview?: PreviewOptions;
  /**
   * Releases over HTTP (docs/design.md#registry): the shell build a released remote must be compatible with.
   * Absent: no release calls here.
   */
  releases?: {
    shellDist: string;
    maxBytes?: number;
    /** The most an upload may unpack to, in bytes, and its most entries (release-routes.ts has the defaults). */
    maxUnpackedBytes?: number;
    maxEntries?: number;
    /** Milliseconds between the canary watch's looks; default CANARY_WATCH_MS from the environment, or 10 s. */
    canaryWatchMs?: number;
    /** How long a release's verification may take, in ms; default RELEASE_VERIFY_TIMEOUT_MS or 120 s. */
    verifyTimeoutMs?: number;
    /** Render each release's pages in Node before the registry names it (verify-render.ts). */
    verify?: { apiBase: string; publicUrl: string };
    /** The machine-local token the release calls accept from this machine (local-release.ts). */
    localToken?: string;
    /**
     * A renderer serves this site's pages (in this process or another on the same data folder): a release's
     * record says `canary` or `live` once visitors get it (served-check.ts), waiting at most `timeoutMs`.
     */
    awaitServed?: { timeoutMs?: number };
  };
}

/** The stored pages as this server sees them. */
interface SiteRendering {
  /** The current (stable) generation's files. */
  files: PageFiles;
  /** Both lanes, stable and canary, and which one a visitor gets (docs/design.md#releases). */
  lanes: LanePages;
  /** Re-reads which generation each lane serves. */
  refresh(): Promise<boolean>;
  /** Page views per version, counted from the documents served (served-views.ts). */
  views: ServedViews;
  /**
   * True once a generation of pages is served (the browser tests and load balancers wait for it). A page
   * whose render failed is in it as a document the browser renders, and does not hold the site back.
   */
  ready(): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    rendering: SiteRendering;
  }
}

const RESERVED = /^\/(api|remotes|media)(\/|$)/;

/** A path under /remotes/ into a version's Node build, which is never served (nginx refuses it too). */
const PRIVATE_REMOTE_FILES = /^\/?[^/]+\/[^/]+\/server(\/|$)/i;

/** `decodeURIComponent`, or undefined for bad percent-encoding. */
const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
};
const ADMIN = /^\/admin(\/|$)/;

/**
 * A request path in its one spelling: percent-decoded, empty and `.` segments dropped, `..` resolved without
 * leaving the root, a trailing slash kept (`/a/./b//` → `/a/b/`). Undefined for a path that can name no file:
 * bad percent-encoding, a NUL or a backslash (which a browser would read as a slash, and `/\\host` as a host).
 */
export function normalizePath(rawPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  if (/[\\\0]/.test(decoded)) return undefined;
  const segments: string[] = [];
  for (const part of decoded.split('/')) {
    if (part === '..') segments.pop();
    else if (part !== '' && part !== '.') segments.push(part);
  }
  const trailing = decoded.endsWith('/') && segments.length > 0 ? '/' : '';
  return `/${segments.join('/')}${trailing}`;
}

/**
 * The file of a generation an address names: a page's document (`/a/b` and `/a/b/` → `a/b/index.html`), or,
 * for a name with an extension, that file (`/main.js`, `/_site/data/….json`, `/sitemap.xml`).
 */
export function relativeFileFor(pathname: string): string {
  const trimmed = pathname.replace(/^\/+/, '').replace(/\/+$/, '');
  if (trimmed === '') return 'index.html';
  return /\.[A-Za-z0-9]+$/.test(trimmed) && !trimmed.endsWith('.html') ? trimmed : `${trimmed}/index.html`;
}

/** Picks the variant the browser accepts: brotli, then gzip, then the plain bytes. */
function send(request: FastifyRequest, reply: FastifyReply, file: StoredFile, status = 200) {
  reply
    .code(status)
    .header('Content-Type', file.type)
    .header('Cache-Control', file.cacheControl)
    .header('ETag', file.etag)
    .header('Vary', 'Accept-Encoding');
  if (status === 200 && request.headers['if-none-match'] === file.etag) return reply.code(304).send();
  const accepted = request.headers['accept-encoding'] ?? '';
  if (file.br && /\bbr\b/.test(accepted)) return reply.header('Content-Encoding', 'br').send(file.br);
  if (file.gz && /\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(file.gz);
  return reply.send(file.raw);
}

/**
 * The production web server (docs/decisions/0003-rendering-model.md): the API, and the stored pages served as a static host serves them,
 * from memory with their precompressed variants, ETag and conditional requests. Released remotes are served
 * from /remotes/ (immutable) and media from /media/. It composes nothing per request and needs no browser:
 * the renderer writes the pages. An unknown address answers 404 with the not-found page; /admin/* answers the
 * shell's document, which the browser renders, or, with an admin origin (ADMIN_URL), redirects there
 * (admin-origin.ts). With `preview`, a page's address with a valid preview token
 * answers the page rendered from a draft (preview.ts); with an unknown or expired one, the not-found page.
 * Each visitor is served from their lane, stable or canary (lanes.ts); with `releases`, a browser pinned to
 * chosen versions gets the shell's document for them at every page address (pinned.ts).
 */
export async function createSiteServer(options: SiteServerOptions = {}): Promise<FastifyInstance> {
  const data = options.dataDir ?? defaultDataDir();
  const site = siteDir(data);
  // A canary rule that cannot be read stops the start, not each of the watch's looks later.
  if (options.releases) checkCanaryRules();
  // One set of release actions (one queue of registry writes) for the token routes, the Releases screen and the
  // canary watch; made on first use, as the database they record in opens inside buildApp.
  let actions: ReleaseActions | undefined;
  const verifyTimeout = options.releases?.verifyTimeoutMs ?? verifyTimeoutFromEnv();
  const releaseActions = (db: Database) =>
    (actions ??= createReleaseActions({
      db,
      site,
      // A change queues its render job with it; this server's coordinator, if any, starts the pass at once.
      registry: registryStore(db, { onQueued: () => app.renderJobs.emit('queued') }),
      shellDist: options.releases!.shellDist,
      verifyTimeoutMs: verifyTimeout,
      ...(options.releases!.verify && { verify: options.releases!.verify }),
      // This server serves the release the moment the disk does; other instances from their next look.
      ...(options.releases!.awaitServed && {
        awaitServed: { ...options.releases!.awaitServed, onServed: async () => void (await lanes.refresh()) },
      }),
    }));
  const app = await buildApp({
    databaseUrl: options.databaseUrl,
    pgliteDir: options.databaseUrl ? undefined : path.join(data, 'db'),
    mediaDir: path.join(data, 'media'),
    logger: options.logger ?? false,
    devMode: options.devMode,
    ...(options.siteUrl !== undefined && { siteUrl: options.siteUrl }),
    ...(options.adminUrl !== undefined && { adminUrl: options.adminUrl }),
    // The health check, the client error routes and the deploy tokens use the registry in the database.
    releaseRegistry: true,
    // The metrics for admins (/api/admin/metrics) live in the admin API, under its session and role checks.
    adminPlugins: [
      metricsAdminRoutes,
      ...(options.releases ? [releasesAdminRoutes({ site, actions: releaseActions })] : []),
    ],
  });

  // A site folder from before the registry moved into the database is brought onto it.
  await adoptRegistryFiles(registryStore(app.db), site);
  if (options.releases) {
    // What a server stopped mid-release left: records still `verifying`, candidate and upload folders. The
    // embedded database has one server; on a shared PostgreSQL another may be verifying now, but never for
    // longer than its time limit, so only what is older than that goes.
    const recovered = await recoverInterruptedReleases({
      db: app.db,
      site,
      olderThanMs: options.databaseUrl ? verifyTimeout + 60_000 : 0,
    });
    if (recovered.records || recovered.folders) {
      app.log.warn(
        `Releases interrupted by a stop: ${recovered.records} record(s) set to failed, ` +
          `${recovered.folders} leftover folder(s) removed.`,
      );
    }
  }

  // Before the site's files and pages: the admin's origin answers only what the admin screens need.
  const lanes = createLanePages(site, app.deployment.secureCookies);
  const files = lanes.stable;
  registerAdminOrigin(app, { site, files, lanes, send, notFound: (request, reply) => notFound(request, reply) });

  await app.register(fastifyStatic, {
    root: releasedDir(site),
    prefix: '/remotes/',
    logLevel: 'warn',
    preCompressed: true,
    cacheControl: false,
    // A remote's Node build (`<name>/<version>/server/`) is for the renderer alone: visitors get the browser files.
    allowedPath: (pathName) => !PRIVATE_REMOTE_FILES.test(pathName),
    // A versioned release folder never changes (docs/design.md#registry).
    setHeaders: (reply) => reply.header('Cache-Control', 'public, max-age=31536000, immutable'),
  });
  await app.register(fastifyStatic, {
    root: path.join(data, 'media'),
    prefix: '/media/',
    logLevel: 'warn',
    decorateReply: false,
    maxAge: '1d',
  });

  if (options.releases) {
    await app.register(releaseRoutes, {
      site,
      actions: releaseActions(app.db),
      maxBytes: options.releases.maxBytes,
      ...(options.releases.maxUnpackedBytes && { maxUnpackedBytes: options.releases.maxUnpackedBytes }),
      ...(options.releases.maxEntries && { maxEntries: options.releases.maxEntries }),
      ...(options.releases.localToken && { localToken: options.releases.localToken }),
    });
    const stopWatch = startCanaryWatch({
      db: app.db,
      actions: releaseActions(app.db),
      intervalMs: options.releases.canaryWatchMs,
      log: (line) => app.log.warn(line),
      tellAdmins: (message) => queueOpsMail(app.db, message, app.mailEnabled),
      flushVitals: () => app.vitals.flush(),
    });
    app.addHook('onClose', stopWatch);
    // Before the hooks that wait for releases in flight: one waiting for its pages to be served is recorded now.
    app.addHook('preClose', async () => actions?.endWaits());
  }
  await app.register(localCommandRoutes, { localToken: options.releases?.localToken });

  await lanes.refresh();
  const timer = setInterval(() => void lanes.refresh().catch(() => undefined), options.generationPollMs ?? 500);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  const views = createServedViews({
    db: app.db,
    ...(options.viewFlushMs !== undefined && { flushMs: options.viewFlushMs }),
    log: (line) => app.log.warn(line),
  });
  // Registered after the database's own hook, so it runs before the database closes (onClose runs in reverse).
  app.addHook('onClose', () => views.close());
  app.decorate('rendering', {
    files,
    lanes,
    views,
    refresh: () => lanes.refresh(),
    ready: () => files.generation() !== undefined,
  } satisfies SiteRendering);
  // Ops' monitoring (docs/design.md#metrics): every request counted, and GET /metrics.
  await registerMetrics(app, { site });

  // 503 until a generation of pages is served, so a load balancer (or the browser tests) wait for the pages;
  // `complete` says whether every page has its markup (false while a page's render keeps failing), and
  // `generation` which stable generation this instance serves (instances see a switch up to a poll apart).
  app.get('/_site/ready', async (_request, reply) => {
    const ready = app.rendering.ready();
    return reply
      .code(ready ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send({ ready, complete: files.complete(), generation: files.generation() ?? null });
  });

  // Tells the shell it may honour a developer's remote overrides (shell/src/site-data.ts). Outside
  // development there is no such route: the address is an unknown page like any other.
  if (app.deployment.devMode) {
    app.get('/_site/dev', async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ devMode: true }));
  }

  const notFound = async (request: FastifyRequest, reply: FastifyReply, from: PageFiles = files) => {
    const page = await from.get('404.html');
    if (!page) {
      return reply
        .code(503)
        .header('Retry-After', '5')
        .type('text/plain; charset=utf-8')
        .send('The site is starting; its pages are being prepared.');
    }
    return send(request, reply, page, 404);
  };

  /** The file `relative` of the generation a visitor in `bucket` is served from, and that lane's files. */
  const laneFile = async (relative: string, bucket: number) => {
    let from = lanes.filesFor(bucket);
    let file = await from.get(relative, { fromOlder: !relative.endsWith('.html') });
    // A canary that just ended is gone from the disk before this server's next look at the lanes: a miss in
    // the canary lane looks again at once, so its visitors get the current pages, never an error.
    if (!file && from === lanes.canary && (await lanes.refresh())) {
      from = lanes.filesFor(bucket);
      file = await from.get(relative, { fromOlder: !relative.endsWith('.html') });
    }
    return { from, file };
  };

  // The documents nginx serves from the disk are counted by the same lookup as those served here, in the
  // generation nginx names when it names one.
  const generationRemotes = createGenerationRemotes(site);
  registerServedViewRoute(app, {
    views,
    documentRemotes: async (rawPath, bucket, generation) => {
      const pathname = normalizePath(rawPath);
      if (pathname === undefined || pathname !== safeDecode(rawPath) || RESERVED.test(pathname)) return undefined;
      const relative = relativeFileFor(pathname);
      if (generation) return generationRemotes(generation, relative);
      const { from, file } = await laneFile(relative, bucket);
      return file ? from.remotesOf(relative) : undefined;
    },
  });

  const servePreview = options.preview && previewPages(app, site, options.preview);
  // Pinning needs the shell's template, which the release options name.
  const pinning = options.releases?.shellDist;

  const pageHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const [rawPath = '/', query] = request.url.split('?', 2);
    // A path is looked up, judged private or public, and remembered only in its one spelling; any other
    // spelling (`.` or `..` segments, repeated slashes, `%2e`) names no page, as `//host` must not either.
    const pathname = normalizePath(rawPath);
    if (pathname === undefined || pathname !== safeDecode(rawPath)) return notFound(request, reply);
    if (RESERVED.test(pathname)) return reply.callNotFound();
    // A value that is not a token's form is junk: the normal page, with no database lookup.
    const token = servePreview && new URLSearchParams(query).get(PREVIEW_PARAMETER);
    if (servePreview && isWellFormedToken(token)) {
      return (await servePreview(reply, pathname, token)) ? reply : notFound(request, reply);
    }
    const relative = relativeFileFor(pathname);
    // A browser an admin pinned to chosen versions gets every page rendered in the browser with them.
    const pinToken = pinning && cookieValue(request.headers.cookie, PIN_COOKIE);
    if (pinToken && (relative.endsWith('.html') || ADMIN.test(pathname))) {
      const pins = await cachedPinsForToken(app.db, pinToken);
      if (pins && Object.keys(pins).length > 0) return servePinned(app, reply, { site, shellDist: pinning, pins });
    }
    // A visitor's page, its scripts and its data all come from their lane's generation.
    const { from: visitorFiles, file } = await laneFile(relative, lanes.bucketOf(request, reply));
    if (file) {
      // A page's document is a view of the versions it was rendered with; HEAD and other files are not.
      const remotes = request.method === 'GET' ? visitorFiles.remotesOf(relative) : undefined;
      if (remotes) views.count(request.ip, remotes);
      return send(request, reply, file);
    }
    if (ADMIN.test(pathname)) {
      const shell = await visitorFiles.get('_site/shell.html');
      if (shell) return send(request, reply, shell);
    }
    // A page addressed in other letters (e.g. /services/modalities/Mammography) moves to its own address.
    const lower = pathname.toLowerCase();
    if (lower !== pathname && (await visitorFiles.get(relativeFileFor(lower)))) {
      return reply.redirect(encodeURI(lower) + (query ? `?${query}` : ''), 301);
    }
    return notFound(request, reply, visitorFiles);
  };
  // Like a static host's access log, off: a line per page and file would cost more than serving it.
  app.get('/*', { logLevel: 'warn' }, pageHandler);
  app.get('/', { logLevel: 'warn' }, pageHandler);
  return app;
}
