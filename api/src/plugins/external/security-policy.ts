/**
 * The security headers every answer carries, as one fixed set: the Node server sends exactly these
 * (security-headers.ts), and server/nginx/security-headers.conf is generated from them, so the two cannot
 * differ (README "Behind nginx or a CDN"). Nothing a staff member saves changes them: page views go to the
 * site's own API, which forwards them (routes/page-views.ts), and presentations come only from a fixed list of
 * hosts (docs/design.md#privacy-and-analytics).
 *
 * helmet builds the headers, as a well-kept library should. The Content-Security-Policy allows the site's own
 * origin, the video provider's privacy-enhanced player and the presentation hosts (frames), OpenStreetMap's
 * tiles and data: URLs (images). Scripts come from the site alone, and one inline script: the shell's start-up
 * script, allowed by the hash of its text (SHELL_START_SCRIPT_HASH), which is the same for every build of the
 * same sources, so this set stays fixed. The shell's data islands are `<script type="application/json">`,
 * which browsers do not execute, so they need no exception. In development
 * the policy also admits localhost dev servers, which `npm run dev` loads remotes from, and HSTS is left out.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import { PRESENTATION_HOSTS } from '@site/contracts/presentation-hosts';

/** The privacy-enhanced YouTube player that video embeds load in a frame (shared/ui/video-embed.tsx). */
const VIDEO_FRAME_ORIGIN = 'https://www.youtube-nocookie.com';
/** OpenStreetMap's standard tile server, which the locations map loads images from. */
const MAP_TILE_ORIGIN = 'https://tile.openstreetmap.org';
/**
 * The hash of the shell's start-up script, which every page carries inline (shell/src/boot/start.ts, built and
 * inlined by scripts/src/webpack/paint-first-plugin.ts; docs/decisions/0011-inline-start-up-script.md). Its
 * text reads the build's entry URLs from its element, so the hash changes only with its code (or its
 * compiler): the shell's build then fails, naming the new hash to write here, after which
 * `npm run nginx:headers` writes nginx's copy of the policy.
 */
export const SHELL_START_SCRIPT_HASH = 'sha256-vRIaQ7ze8iNZUZhc+X8DxmJBXsdLigm84Qb2WRc7bJc=';
/** HSTS: one year; no includeSubDomains, so other hosts of the practice's domain are not forced to HTTPS. */
export const HSTS_VALUE = 'max-age=31536000';

// Local development only: remotes from webpack dev servers on other ports, and their hot-reload sockets.
const DEV_SOURCES = ['http://localhost:*', 'http://127.0.0.1:*'];
const DEV_SOCKETS = ['ws://localhost:*', 'ws://127.0.0.1:*'];

/**
 * The security headers of every answer, by their usual spelling (`Content-Security-Policy`), for a site in
 * development (`devMode`: dev servers admitted, no HSTS) or not, on the public origin or the admin's (`admin`).
 * Takes no request: each origin's set is the same for every answer and every setting. Throws only if helmet
 * refuses the fixed options (a programming error).
 */
export function securityHeaderValues({
  devMode,
  admin = false,
}: {
  devMode: boolean;
  /**
   * The admin's own origin (ADMIN_URL): scripts, styles and connections from that origin alone, dev servers
   * included in no case, and no page may frame it (`frame-ancestors 'none'`).
   */
  admin?: boolean;
}): Readonly<Record<string, string>> {
  const dev = devMode && !admin ? DEV_SOURCES : [];
  const applyHelmet = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        // The site's files, and no inline script but the shell's start-up script, named by its hash.
        'script-src': ["'self'", `'${SHELL_START_SCRIPT_HASH}'`, ...dev],
        'script-src-attr': ["'none'"],
        // Styles: files from the site, plus inline styles. Server-rendered pages carry style attributes
        // (skeleton sizes), and the dialogs' scroll lock adds a <style> element with measured values, so
        // neither can be listed by hash. Styles cannot run code; scripts stay limited to the site.
        'style-src': ["'self'", "'unsafe-inline'", ...dev],
        'img-src': ["'self'", 'data:', MAP_TILE_ORIGIN, ...dev],
        'font-src': ["'self'", ...dev],
        // Page views and client error reports go to the site's own API, whatever the settings name.
        'connect-src': ["'self'", ...dev, ...(devMode && !admin ? DEV_SOCKETS : [])],
        'frame-src': [VIDEO_FRAME_ORIGIN, ...PRESENTATION_HOSTS.map((entry) => `https://${entry.host}`)],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': [admin ? "'none'" : "'self'"],
      },
    },
    // Added below, outside development only.
    strictTransportSecurity: false,
    // YouTube's embedded player refuses to play without the embedding page's origin as referrer; the browser
    // default sends just the origin to other sites, never the path.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  const headers: Record<string, string> = {};
  // helmet's middleware only sets and removes headers, synchronously, so a recorder stands in for the response.
  const recorder = {
    setHeader: (name: string, value: unknown) => (headers[name] = String(value)),
    removeHeader: (name: string) => delete headers[name],
  };
  applyHelmet({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  if (!devMode) headers['Strict-Transport-Security'] = HSTS_VALUE;
  return Object.freeze(headers);
}
