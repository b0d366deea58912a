/**
 * The site's public origin for absolute URLs in structured data, e.g. 'https://www.example.org': the origin
 * of the page's canonical link (the server writes it from SITE_URL, or the request's own origin), else the
 * browser's location. Reading it from the document, not a setting, keeps the prerendered markup and the
 * hydrating render identical on the same page. Returns '' outside a browser.
 */
export function siteOrigin(): string {
  if (typeof document === 'undefined') return '';
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  return new URL(canonical || location.href).origin;
}
