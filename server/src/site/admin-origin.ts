/**
 * The admin on its own origin (docs/design.md#admin-sign-in-and-roles): with ADMIN_URL set, the web server
 * answers a request by the origin its Host names.
 * - The admin's origin serves the shell's admin document (its registry lists the admin remote alone, so no
 *   section's code ever loads there), the admin remote, the shell's files, media, `/api/admin/*` and the
 *   public reads its screens show (api/src/plugins/app/admin-origin.ts); anything else is 404.
 * - The public origin redirects `/admin/*` to the same address on the admin's origin, and takes the one-time
 *   hand-over links the admin makes for previews and pins (`/_site/handover/<code>`), and a release's preview
 *   links, with or without an admin origin.
 */
import { HANDOVER_PATH, takeHandover } from '@site/api/handovers';
import { pinVersion, PIN_TTL_S, readRegistryState } from '@site/api/ops';
import { originOf } from '@site/api/deployment';
import { PIN_COOKIE, VERSION_PATTERN } from '@site/contracts/schemas';
import type { Registry, RegistryRemote } from '@site/contracts/types';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cookieValue, type LanePages } from './lanes.ts';
import type { PageFiles, StoredFile } from './page-files.ts';
import { registryEntry, registryOf } from '@site/contracts/registry';

/** The remote that draws the admin screens, the one remote the admin document names. */
const ADMIN_REMOTE = 'admin';

const ADMIN = /^\/admin(\/|$)/;
const API = /^\/api(\/|$)/;
/** What the admin's screens need besides their document: the admin remote and the media they show. */
const ADMIN_FILES = new RegExp(`^/(remotes/${ADMIN_REMOTE}|media)/`);
/** A file of the shell's build at the generation's top level (`/main.<hash>.js`, `/28.<hash>.css`). */
const SHELL_FILE = /^\/[^/]+\.[A-Za-z0-9]+$/;
/** The address of the admin's links to the public site: its bar's, and a release report's to each page. */
const PUBLIC_SITE_PATH = '/_site/public';
const SITE_DATA = /(<script id="?site-data"?[^>]*>)(.*?)(<\/script>)/s;

/** JSON safe to inline in a <script> element, as the renderer writes it. */
const inlineJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * `to` as a path and query on the origin of `base` when, read as a browser reads it, it is an absolute path
 * there (`//host` and `/\\host` name another host); else undefined.
 */
function pathOnOrigin(to: string | null | undefined, base = 'http://localhost'): string | undefined {
  if (!to?.startsWith('/')) return undefined;
  const target = new URL(to, base);
  return target.origin === new URL(base).origin ? `${target.pathname}${target.search}` : undefined;
}

/** The page of the public site at `siteUrl` that `/_site/public?to=<path>` leads to: `to` on its origin, else `/`. */
const publicTarget = (url: string, siteUrl?: string) =>
  pathOnOrigin(new URLSearchParams(url.split('?')[1] ?? '').get('to'), siteUrl) ?? '/';

/** `decodeURIComponent`, or undefined for bad percent-encoding. */
const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
};

/**
 * The admin document from the shell's document `shellHtml` (`_site/shell.html` of a generation): the same
 * page with the inlined registry cut down to the admin remote, its canary and pins left out. Throws when the
 * document carries no site data (not the shell's build).
 */
export function adminDocumentFrom(shellHtml: string): string {
  const island = SITE_DATA.exec(shellHtml);
  if (!island) throw new Error("The shell's document has no site data.");
  const data = JSON.parse(island[2]!) as { registry: Registry } & Record<string, unknown>;
  const admin = registryEntry(data.registry, ADMIN_REMOTE);
  const entries: [string, RegistryRemote][] = [];
  if (admin) {
    const { canary: _canary, ...entry } = admin;
    entries.push([ADMIN_REMOTE, entry]);
  }
  const registry = registryOf(entries);

  return shellHtml.replace(
    SITE_DATA,
    (_all, open: string, _json, close: string) => `${open}${inlineJson({ ...data, registry })}${close}`,
  );
}

/** What registerAdminOrigin takes from the site server. */
export interface AdminOriginOptions {
  /** The site folder (its registry names each remote's base paths). */
  site: string;
  /** The stable generation's files: the shell's document and files the admin's origin serves. */
  files: PageFiles;
  /** Both lanes, for the public shell document a visitor's lane holds. */
  lanes: LanePages;
  /** Answers a stored file (the site server's conditional, precompressed answer). */
  send: (request: FastifyRequest, reply: FastifyReply, file: StoredFile) => FastifyReply;
  /** Answers the not-found page. */
  notFound: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
}

/**
 * Routes requests by origin, as the file's comment says, when `app.deployment.adminOrigin` is set; without it
 * only `/_site/public` (to `/`, or to the page its `to` names) and the hand-over links are added. Register
 * before the site's own routes: the hook answers the admin's origin before any page or file route runs.
 */
export function registerAdminOrigin(app: FastifyInstance, options: AdminOriginOptions): void {
  const { adminOrigin, siteUrl } = app.deployment;
  const { files, lanes, send, notFound } = options;

  app.get(PUBLIC_SITE_PATH, async (request, reply) => {
    const to = publicTarget(request.url, siteUrl);
    return reply
      .header('Cache-Control', 'no-store')
      .redirect(siteUrl && adminOrigin ? new URL(to, siteUrl).href : to, 302);
  });
  // A one-time link from the admin's origin (a preview's address, or a pin of this browser), or a release's
  // preview link, which a team's release makes with or without an admin origin.
  app.get<{ Params: { code: string } }>(`${HANDOVER_PATH}:code`, async (request, reply) => {
    reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
    const handover = await takeHandover(app.db, request.params.code);
    if (!handover) return notFound(request, reply);
    if (handover.kind === 'preview') {
      // Only a path on this origin: the link can send the browser nowhere else.
      const address = handover.payload.address;
      return reply.redirect(pathOnOrigin(address) ?? '/', 303);
    }
    const { remote, version } = handover.payload;
    if (!VERSION_PATTERN.test(version)) return notFound(request, reply);
    // Home: every page now carries the pin's banner, and a base path such as /about-us need not be a page.
    let landing = '/';
    if (handover.kind === 'release-preview') {
      // The link lives as long as the canary it shows: promoted, rolled back or replaced, there is none to show.
      const canary = registryEntry((await readRegistryState(app.db)).registry, remote)?.canary;

      if (canary?.version !== version) return notFound(request, reply);
      landing = pathOnOrigin(canary.routes?.[0] ?? canary.basePaths[0]) ?? landing;
    }
    const { token } = await pinVersion(app.db, {
      token: cookieValue(request.headers.cookie, PIN_COOKIE),
      remote,
      version,
      created_by: handover.created_by,
    });
    const secure = app.deployment.secureCookies ? '; Secure' : '';
    return reply
      .header('Set-Cookie', `${PIN_COOKIE}=${token}; Max-Age=${PIN_TTL_S}; Path=/; HttpOnly; SameSite=Lax${secure}`)
      .redirect(landing, 303);
  });
  if (adminOrigin === undefined) return;

  // One admin document per shell document: rebuilt only when the generation's changes.
  let cached: { etag: string; html: string } | undefined;
  const adminDocument = async (): Promise<string | undefined> => {
    const shell = await files.get('_site/shell.html');
    if (!shell) return undefined;
    if (cached?.etag !== shell.etag) cached = { etag: shell.etag, html: adminDocumentFrom(shell.raw.toString()) };
    return cached.html;
  };
  const nothingHere = (reply: FastifyReply) =>
    reply.code(404).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('Not found.');

  app.addHook('onRequest', async (request, reply) => {
    const [rawPath = '/'] = request.url.split('?', 1);
    const decoded = safeDecode(rawPath);
    const origin = originOf(request);
    if (origin === 'public') {
      // Staff who type the admin's address on the public site land on the admin's origin (its sign-in).
      if (decoded !== undefined && ADMIN.test(decoded.replace(/\/{2,}/g, '/'))) {
        return reply.header('Cache-Control', 'no-store').redirect(`${adminOrigin}${request.url}`, 302);
      }
      // The public shell document, as nginx serves it from the generation: a page the browser renders.
      if (rawPath === '/_site/shell.html') {
        const shell = await lanes.filesFor(lanes.bucketOf(request, reply)).get('_site/shell.html');
        return shell ? send(request, reply, shell) : notFound(request, reply);
      }
      return;
    }
    // The admin's origin: one spelling of each address, nothing else than what the admin screens need.
    if (decoded === undefined || /[\\\0]|\/\.{0,2}(\/|$)/.test(decoded.replace(/\/$/, ''))) {
      return nothingHere(reply);
    }
    if (API.test(decoded) || ADMIN_FILES.test(decoded)) return;
    if (decoded === '/' || decoded === PUBLIC_SITE_PATH) {
      const to = decoded === '/' ? '/admin/' : new URL(publicTarget(request.url, siteUrl), siteUrl).href;
      return reply.header('Cache-Control', 'no-store').redirect(to, 302);
    }
    if (ADMIN.test(decoded)) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return nothingHere(reply);
      const html = await adminDocument();
      if (html === undefined) return notFound(request, reply);
      return reply
        .code(200)
        .header('Cache-Control', 'no-store')
        .header('X-Robots-Tag', 'noindex, nofollow')
        .type('text/html; charset=utf-8')
        .send(html);
    }
    if (SHELL_FILE.test(decoded) && !decoded.endsWith('.html')) {
      const file = await files.get(decoded.slice(1));
      if (file) return send(request, reply, file);
    }
    return nothingHere(reply);
  });
}
