/**
 * How this instance is deployed, decided once from configuration (config.ts DEV_MODE, SITE_URL) and never
 * from a request: the Host header is the caller's to choose, so nothing that weakens security may follow it.
 */

/** What the security headers and the session cookie are decided from. */
export interface Deployment {
  /** Local development: webpack dev servers admitted by the policy, no HSTS. */
  devMode: boolean;
  /** The session cookie carries Secure: everywhere but in development or on a site configured as http://. */
  secureCookies: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** How this instance is deployed (ops/deployment.ts). */
    deployment: Deployment;
  }
}

/**
 * The deployment for `devMode` and the site's public address `siteUrl` (absent: unknown, so treated as
 * https). A browser keeps a Secure cookie only from a secure origin, and http://localhost or 127.0.0.1
 * count as one in Chromium and Firefox, so only a site named with http:// (or development) goes without.
 */
export function deploymentFor(devMode: boolean, siteUrl: string | undefined): Deployment {
  const plainHttp = siteUrl !== undefined && new URL(siteUrl).protocol === 'http:';
  return { devMode, secureCookies: !devMode && !plainHttp };
}
