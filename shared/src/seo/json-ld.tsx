import { memo } from 'react';
import type { JsonLdThing } from './schema-org.ts';

// Characters that could end the <script> element early or confuse an HTML parser, as JSON escapes: the
// JSON still parses to the same value, but no '</script>' or '<!--' can appear in the markup. U+2028 and
// U+2029 are escaped too, because older JavaScript parsers treat them as line ends.
const UNSAFE = /[<>&\u2028\u2029]/g;
const escapeChar = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * Serialises schema.org data for an inline `<script type="application/ld+json">`: JSON.stringify, then
 * `<`, `>`, `&`, U+2028 and U+2029 as \u escapes, so text from staff (a headline, a name) cannot close the
 * element. Returns the JSON text; JSON.parse of it gives back `data`.
 */
export function serializeJsonLd(data: JsonLdThing | JsonLdThing[]): string {
  return JSON.stringify(data).replace(UNSAFE, escapeChar);
}

/**
 * Structured data for search engines: one `<script type="application/ld+json">` holding
 * `data` (one thing, or an array of things each with its own @context). Renders nothing visible. React
 * neither runs nor warns about a data block, and the static renderer emits the same text, so it hydrates.
 * Memoised: pass a stable `data` (useMemo) and a page's re-renders do not serialise it again.
 */
export const JsonLd = memo(function JsonLd({ data }: { data: JsonLdThing | JsonLdThing[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
});
