/**
 * Pinning a browser to chosen versions, to try them before promoting (docs/design.md#releases). Kept apart
 * from the schemas, without zod, so the shell's banner can name the call without loading them.
 */

/** The cookie that pins a browser to chosen versions: a random token; the pins are kept on the server. */
export const PIN_COOKIE = 'rr_pin';

/** DELETE here unpins the browser it comes from (any visitor may call it; it ends only their own pins). */
export const UNPIN_PATH = '/api/releases/pin';
