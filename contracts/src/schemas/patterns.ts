/** Formats shared by several schemas. */
import { z } from 'zod';

/** US phone numbers: 10 digits, optionally with a leading 1, in the usual punctuation. */
export const US_PHONE = /^(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/;

/** ZIP or ZIP+4. */
export const US_ZIP = /^\d{5}(?:-\d{4})?$/;

/** The 50 states, DC and the inhabited territories, as USPS codes. */
export const US_STATE_CODES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
  'AS',
  'GU',
  'MP',
  'PR',
  'VI',
] as const;

// Whitespace, control characters and backslashes: the URL parser drops or rewrites them silently, so an
// address holding one is not what it looks like (two pasted addresses, a hidden path, a different host).
const UNSAFE_URL_CHARACTERS = /[\s\p{Cc}\\]/u;

/** True for a host of DNS label characters (letters, digits, hyphens, dot-separated) or an IP address. */
function isPlainHost(hostname: string): boolean {
  if (hostname.startsWith('[')) return z.regexes.ipv6.test(hostname.slice(1, -1));
  return z.regexes.ipv4.test(hostname) || (!hostname.endsWith('.') && z.regexes.hostname.test(hostname));
}

/**
 * Parses `value` as exactly one absolute web address: http or https (https alone with `httpsOnly`), no user
 * name or password, a host of DNS label characters or an IP address, and no whitespace, control character or
 * backslash anywhere. The WHATWG parser alone is not enough: it takes `https://a.example,https://b.example`
 * as one address whose host is `a.example,https`. Returns the parsed URL (serialise from it, never from the
 * text), or null.
 */
export function parseWebAddress(value: string, options: { httpsOnly?: boolean } = {}): URL | null {
  if (UNSAFE_URL_CHARACTERS.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const protocols = options.httpsOnly ? ['https:'] : ['http:', 'https:'];
  if (!protocols.includes(url.protocol) || url.username !== '' || url.password !== '') return null;
  return isPlainHost(url.hostname) ? url : null;
}

// Any origin serves to resolve a path against; `.invalid` can never be a real host (RFC 2606).
const PROBE_ORIGIN = 'https://site.invalid';

/**
 * True when `value` is a page of this site, such as `/contact`: it starts with a single slash, holds no
 * backslash, whitespace or control character, and resolves to the site's own origin. Browsers read `/\\host`
 * and `/<tab>/host` as `//host`, another site, so a leading slash alone proves nothing.
 */
export function isSitePath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || UNSAFE_URL_CHARACTERS.test(value)) return false;
  try {
    return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

/** True when `value` is one absolute http(s) web address (see parseWebAddress). */
export function isHttpUrl(value: string): boolean {
  return parseWebAddress(value) !== null;
}
