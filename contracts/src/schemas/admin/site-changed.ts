/**
 * The answer header of a successful admin write that names the API answers it changed, so the admin asks again
 * for exactly those it holds instead of each screen keeping its own list.
 */

/**
 * The header's name (lower case, as Fastify and fetch's Headers read it). Its value is a comma-separated list
 * of path prefixes, e.g. `/api/admin/physicians, /api/physicians, /api/admin/revisions`: every answer whose
 * path starts with one of them may have changed.
 */
export const SITE_CHANGED_HEADER = 'site-changed';

/** The path prefixes a Site-Changed value names, in its order; [] for none or an absent header. */
export const siteChangedPrefixes = (value: string | null | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((prefix) => prefix.trim())
    .filter((prefix) => prefix.startsWith('/'));
