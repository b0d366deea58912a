/**
 * Security headers on every answer (pages, files and API alike), through @fastify/helmet. The
 * Content-Security-Policy allows exactly the site's own origin, the video provider's privacy-enhanced player
 * and the other embeds the options name (frames), OpenStreetMap's tiles and data: URLs (images), and the
 * analytics endpoint's origin when the site settings name one (docs/design.md#product-decisions); a stored endpoint that is not one https
 * address is logged and left out, so no setting can stop the site answering. Scripts come from the site alone: the shell's data island is
 * `<script type="application/json">`, which browsers do not execute, so it needs no exception.
 * HSTS is sent outside local development. In development (configuration alone decides: app.deployment, never
 * the Host a request names) it is left out and the policy also admits localhost dev servers, which
 * `npm run dev` loads remotes from.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import fp from 'fastify-plugin';
import { settings } from '../../db/schema.ts';
import { parseWebAddress } from '@site/contracts/schemas';

/** The privacy-enhanced YouTube player that video embeds load in a frame (shared/ui/video-embed.tsx). */
const VIDEO_FRAME_ORIGIN = 'https://www.youtube-nocookie.com';
/** OpenStreetMap's standard tile server, which the locations map loads images from. */
const MAP_TILE_ORIGIN = 'https://tile.openstreetmap.org';
/** HSTS: one year; no includeSubDomains, so other hosts of the practice's domain are not forced to HTTPS. */
export const HSTS_VALUE = 'max-age=31536000';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The security headers (lower-case names) an answer to `raw` gets, for answers that skip the request
     * hooks: errors Fastify raises before routing and malformed HTTP that Node refuses (error-handler.ts).
     * The policy leaves out the analytics origin, which an error answer has no use for.
     */
    securityHeadersOf(raw: IncomingMessage): Record<string, string>;
  }
}

/** What the plugin takes. */
export interface SecurityHeadersOptions {
  /** Origins pages may frame besides the video player (the demo's Software Upgrades presentation host). */
  frameOrigins?: string[];
  /** How long the analytics endpoint read from the settings is reused, in milliseconds; default 30 000. */
  settingsTtlMs?: number;
}

interface RequestFacts {
  analyticsOrigin: string | undefined;
}

// Local development only: remotes from webpack dev servers on other ports, and their hot-reload sockets.
const DEV_SOURCES = ['http://localhost:*', 'http://127.0.0.1:*'];
const DEV_SOCKETS = ['ws://localhost:*', 'ws://127.0.0.1:*'];

// What a host-source may hold once serialised: a scheme, a host of DNS characters or a bracketed IPv6
// address, and a port. helmet throws on a `;` or `,` in a directive, which would fail every request.
const CSP_ORIGIN = /^https:\/\/(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

/**
 * The origin of the analytics endpoint for connect-src: parsed by the settings form's own rule and
 * re-serialised, so the policy never carries the stored text itself. Undefined for none; throws for a value
 * the form would refuse (one written to the database some other way).
 */
function analyticsOriginOf(endpoint: string | undefined): string | undefined {
  if (!endpoint) return undefined;
  const origin = parseWebAddress(endpoint.trim(), { httpsOnly: true })?.origin;
  if (origin === undefined || !CSP_ORIGIN.test(origin)) {
    throw new Error('the analytics endpoint in the site settings is not one https address');
  }
  return origin;
}

async function securityHeadersPlugin(app: FastifyInstance, options: SecurityHeadersOptions): Promise<void> {
  const ttlMs = options.settingsTtlMs ?? 30_000;
  const dev = app.deployment.devMode;
  const facts = new WeakMap<IncomingMessage, RequestFacts>();
  let analytics: { at: number; origin: string | undefined } | undefined;

  /**
   * The analytics origin from the settings, read at most once per TTL. On a read error the last one stays; a
   * stored value no page may use is logged and left out, so the policy falls back to no analytics origin.
   */
  async function analyticsOrigin(): Promise<string | undefined> {
    if (analytics && Date.now() - analytics.at < ttlMs) return analytics.origin;
    let endpoint: string | undefined;
    try {
      const [row] = await app.db.select({ endpoint: settings.analytics_endpoint }).from(settings).limit(1);
      endpoint = row?.endpoint;
    } catch (error) {
      app.log.warn({ err: error }, 'security headers: could not read the analytics endpoint');
      analytics = { at: Date.now(), origin: analytics?.origin };
      return analytics.origin;
    }
    let origin: string | undefined;
    try {
      origin = analyticsOriginOf(endpoint);
    } catch (error) {
      app.log.error({ err: error }, 'security headers: analytics endpoint left out of the policy');
    }
    analytics = { at: Date.now(), origin };
    return origin;
  }

  // Before helmet's hooks (hooks run in the order they are added): helmet calls the directive functions below
  // with the raw request, so what they need is looked up here, where the Fastify request is at hand.
  app.addHook('onRequest', async (request, reply) => {
    facts.set(request.raw, { analyticsOrigin: await analyticsOrigin() });
    if (!dev) reply.header('strict-transport-security', HSTS_VALUE);
  });

  const sources =
    (base: string[], extra: (f: RequestFacts) => (string | undefined)[] = () => []) =>
    (req: IncomingMessage, _res: ServerResponse) => {
      const f = facts.get(req) ?? { analyticsOrigin: undefined };
      const value = [...base, ...extra(f), ...(dev ? DEV_SOURCES : [])].filter(Boolean).join(' ');
      if (!/[;,]/.test(value)) return value;
      // Last line of defence: a value helmet would refuse gives the base policy rather than a failed request.
      app.log.error('security headers: a Content-Security-Policy source was not valid; sent the default');
      return base.join(' ');
    };

  const helmetOptions: FastifyHelmetOptions = {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': [sources(["'self'"])],
        'script-src-attr': ["'none'"],
        // Styles: files from the site, plus inline styles. Server-rendered pages carry style attributes
        // (skeleton sizes), and the dialogs' scroll lock adds a <style> element with measured values, so
        // neither can be listed by hash. Styles cannot run code; scripts stay limited to the site.
        'style-src': [sources(["'self'", "'unsafe-inline'"])],
        'img-src': [sources(["'self'", 'data:', MAP_TILE_ORIGIN])],
        'font-src': [sources(["'self'"])],
        'connect-src': [sources(["'self'"], (f) => [f.analyticsOrigin, ...(dev ? DEV_SOCKETS : [])])],
        'frame-src': [VIDEO_FRAME_ORIGIN, ...(options.frameOrigins ?? [])],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'self'"],
      },
    },
    // Sent by the hook above, outside development only.
    strictTransportSecurity: false,
    // YouTube's embedded player refuses to play without the embedding page's origin as referrer; the browser
    // default sends just the origin to other sites, never the path.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
  await app.register(fastifyHelmet, helmetOptions);

  // The same options, given to helmet itself (@fastify/helmet's types come from another copy of helmet's).
  const applyHelmet = helmet(helmetOptions as Parameters<typeof helmet>[0]);
  app.decorate('securityHeadersOf', (raw: IncomingMessage) => {
    const headers: Record<string, string> = {};
    // helmet's middleware only sets and removes headers, so a recorder stands in for the response.
    const recorder = {
      setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)),
      removeHeader: (name: string) => delete headers[name.toLowerCase()],
    };
    applyHelmet(raw, recorder as unknown as ServerResponse, () => undefined);
    if (!dev) headers['strict-transport-security'] = HSTS_VALUE;
    return headers;
  });
}

/** Security headers for every route of the instance; needs the database (site settings). */
export const securityHeaders = fp(securityHeadersPlugin, { name: 'security-headers', dependencies: ['database'] });
