/**
 * How this instance is deployed, decided once from configuration (config.ts DEV_MODE, SITE_URL, ADMIN_URL) and
 * never from a request: the Host header is the caller's to choose, so nothing that weakens security may follow
 * it. The Host only picks which of the two configured origins, public or admin, a request is answered as.
 */
import type { FastifyRequest } from 'fastify';

/** What the security headers, the session cookie and the admin's origin are decided from. */
export interface Deployment {
  /** Local development: webpack dev servers admitted by the policy, no HSTS. */
  devMode: boolean;
  /** The session cookie carries Secure: everywhere but in development or on a site configured as http://. */
  secureCookies: boolean;
  /**
   * The admin's own origin (ADMIN_URL, e.g. `https://admin.example.org`), where alone the admin screens and
   * `/api/admin/*` answer (docs/design.md#admin-sign-in-and-roles). Undefined: the admin shares the site's one
   * origin (the API run alone, tests of the API).
   */
  adminOrigin: string | undefined;
  /** The site's public address (SITE_URL), where previews and pins are handed over to; undefined when unknown. */
  siteUrl: string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** How this instance is deployed (ops/deployment.ts). */
    deployment: Deployment;
  }
}

/**
 * The deployment for `devMode`, the site's public address `siteUrl` (absent: unknown, so treated as https)
 * and the admin's origin `adminUrl` (absent: none of its own). A browser keeps a Secure cookie only from a
 * secure origin, and http://localhost, 127.0.0.1 and *.localhost count as one in Chromium and Firefox, so
 * only a site named with http:// (or development) goes without.
 */
export function deploymentFor(devMode: boolean, siteUrl: string | undefined, adminUrl?: string): Deployment {
  const plainHttp = [siteUrl, adminUrl].some((url) => url !== undefined && new URL(url).protocol === 'http:');
  return {
    devMode,
    secureCookies: !devMode && !plainHttp,
    adminOrigin: adminUrl === undefined ? undefined : new URL(adminUrl).origin,
    siteUrl,
  };
}

/** `host` with the scheme's default port left out and in lower case (`Admin.Example:443` → `admin.example`). */
function hostUnder(protocol: string, host: string): string | undefined {
  try {
    return new URL(`${protocol}//${host}`).host;
  } catch {
    return undefined;
  }
}

/**
 * Which origin a request was sent to: 'admin' when its Host (or, from a trusted proxy, X-Forwarded-Host)
 * names the admin's origin, 'public' for any other, 'shared' when the deployment has no admin origin.
 */
export function originOf(request: FastifyRequest): 'admin' | 'public' | 'shared' {
  const adminOrigin = request.server.deployment.adminOrigin;
  if (adminOrigin === undefined) return 'shared';
  const admin = new URL(adminOrigin);
  return hostUnder(admin.protocol, request.host) === admin.host ? 'admin' : 'public';
}
