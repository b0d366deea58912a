/**
 * Access control for every `/api/admin/*` route (docs/design.md#product-decisions; docs/requirements.md#roles had none). Registered inside the admin
 * scope, so its hooks run for admin routes only:
 * - `request.adminUser` is the user of a live session cookie, or null;
 * - a route's `config.access` says who may call it: 'public' (sign-in), 'editor' (default: any signed-in
 *   user) or 'admin'. Without a session the answer is 401, with a role that may not 403, before the body is
 *   even read;
 * - state-changing methods must come from this site's own pages (Origin check), on top of SameSite=Strict.
 */
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AdminSessionUser } from '@site/contracts/schemas';
import { HttpError } from '../../lib/errors.ts';
import { sessionForToken } from './sessions.ts';

/** Who may call a route: anyone, any signed-in user, or admins only. */
type Access = 'public' | 'editor' | 'admin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user of this admin request, or null. */
    adminUser: AdminSessionUser | null;
    /** The raw session token from the cookie, when there is a live session. */
    sessionToken: string | null;
  }
  interface FastifyContextConfig {
    /** Who may call an admin route; default 'editor'. */
    access?: Access;
  }
}

/** The session cookie's name and path: sent with admin API calls only, never with page or media requests. */
const SESSION_COOKIE = 'admin_session';
const SESSION_COOKIE_PATH = '/api/admin';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Sets the session cookie: host-only (no Domain, so it stays on the admin's origin), HTTP-only, SameSite=Strict,
 * and Secure unless configuration says the site runs in
 * development or over plain http (app.deployment): never judged from the Host a request names. It lives until
 * `endsAt`, when the server would stop honouring the session.
 */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, endsAt: Date): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: SESSION_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.server.deployment.secureCookies,
    // The server ends a session after 30 idle minutes or 12 hours after sign-in; the cookie's lifetime is the
    // time left of exactly that, and every admin answer sends it again as activity moves the end. A cookie
    // without Max-Age would not be shorter: browsers that restore the last session keep such cookies across
    // restarts. This way a browser drops the token as soon as the server would refuse it, and never keeps it
    // past the fixed end. Rounded to the nearest second: the milliseconds a request takes between setting the
    // end and writing the cookie must not shorten the stated lifetime, and half a second either way is harmless.
    maxAge: Math.max(0, Math.round((endsAt.getTime() - Date.now()) / 1000)),
  });
}

/** Tells the browser to drop the session cookie. */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: SESSION_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.server.deployment.secureCookies,
  });
}

/**
 * True when the request says it comes from a page of this site: its Origin is the admin's origin (ADMIN_URL)
 * when there is one, else names the host the request was sent to; or, without an Origin, the browser marks it
 * same-origin. Without ADMIN_URL hosts are compared, not schemes, because behind a TLS proxy the server sees
 * plain HTTP while the page's origin is https.
 */
function isSameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return request.headers['sec-fetch-site'] === 'same-origin';
  // With an admin origin of its own, that origin alone: its scheme, host and port exactly as configured.
  const adminOrigin = request.server.deployment.adminOrigin;
  if (adminOrigin !== undefined) return origin === adminOrigin;
  try {
    const from = new URL(origin);
    // Read the Host under the Origin's scheme, so a default port (":80") compares equal to none.
    return from.host === new URL(`${from.protocol}//${request.host}`).host;
  } catch {
    return false; // "null" or garbage
  }
}

async function adminAuthPlugin(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCookie);
  app.decorateRequest('adminUser', null);
  app.decorateRequest('sessionToken', null);

  app.addHook('onRequest', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    const session = token ? await sessionForToken(app.db, token) : null;
    const user = session?.user ?? null;
    request.adminUser = user;
    request.sessionToken = session && token ? token : null;
    // The request moved the session's idle end: the cookie follows it (setSessionCookie). A cookie naming no
    // live session is of no use to anyone; dropping it keeps the browser's state honest.
    if (session && token) setSessionCookie(request, reply, token, session.endsAt);
    if (token && !session) clearSessionCookie(request, reply);

    const access = request.routeOptions.config.access ?? 'editor';
    if (access !== 'public') {
      if (!user) throw new HttpError(401, 'unauthenticated', 'Your session has ended. Please sign in.');
      if (access === 'admin' && user.role !== 'admin') {
        throw new HttpError(403, 'forbidden', 'Only an admin may do this.');
      }
    }
    if (!SAFE_METHODS.has(request.method) && !isSameOrigin(request)) {
      throw new HttpError(403, 'cross_origin', 'This request did not come from the site’s own pages.');
    }
  });

  // Admin answers carry personal data (messages, accounts): no copy in any cache, the browser's included.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
}

/** The admin scope's access control (fastify-plugin: its hooks apply to the admin routes around it). */
export const adminAuth = fp(adminAuthPlugin, { name: 'admin-auth', dependencies: ['database'] });
