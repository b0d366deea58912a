/**
 * Pinning a browser to chosen versions, to try them before promoting (docs/design.md#releases). Kept apart
 * from the schemas, without zod, so the shell's banner can name the call without loading them.
 */

/** The cookie that pins a browser to chosen versions: a random token; the pins are kept on the server. */
export const PIN_COOKIE = 'rr_pin';

/** DELETE here unpins the browser it comes from (any visitor may call it; it ends only their own pins). */
export const UNPIN_PATH = '/api/releases/pin';

/**
 * True when `value` has the form of the tokens the site hands out for pins and previews: 32 random bytes in
 * base64url, 43 characters. Any other `rr_pin` cookie or `?preview=` value is answered from the normal
 * generation with no database lookup, so a junk value costs what a plain page costs.
 */
export function isWellFormedToken(value: string | undefined | null): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}
