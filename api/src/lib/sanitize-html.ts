/**
 * The one HTML sanitizer for every HTML field the API writes (docs/design.md#data): biographies, the why_* answers and
 * news full text. Sanitizing on write means every reader (the site, the admin, a mail) gets safe HTML without
 * having to remember to clean it.
 */
import sanitize from 'sanitize-html';

/**
 * An allow-list, not a block-list: anything not named here is dropped. Links keep only `href`, and only with
 * http, https or mailto, so `javascript:` URLs, event handlers (`onerror=`) and inline styles cannot survive.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'br', 'blockquote'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  // A protocol-relative `//host/path` would inherit the page's scheme and slip past the scheme check.
  allowProtocolRelative: false,
  // Older content marks emphasis with <b> and <i>; keep the meaning in the allowed tags.
  transformTags: { b: 'strong', i: 'em' },
  // Drop disallowed tags but keep their text; script and style bodies are dropped whole (nonTextTags).
  disallowedTagsMode: 'discard',
};

/** Returns `html` with only the allowed tags, attributes and URL schemes left. */
export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}

/** As sanitizeHtml, passing null (an absent field) through unchanged. */
export function sanitizeOptionalHtml(html: string | null): string | null {
  return html === null ? null : sanitizeHtml(html);
}
