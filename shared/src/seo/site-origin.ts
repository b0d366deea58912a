import { createContext, useContext } from 'react';

/**
 * The site's public origin as the server render was given it (SITE_URL). Absent in the browser, where the
 * page's canonical link, which the server wrote from the same origin, says it.
 */
export const SiteOriginContext = createContext<string | undefined>(undefined);

/**
 * The site's public origin for absolute URLs in structured data, e.g. 'https://www.example.org': on the server,
 * the origin the render was given (SiteOriginContext); in the browser, the origin of the page's canonical link
 * (written from that same origin), else the browser's location. So the stored markup and the hydrating render
 * are identical, and the stored page's structured data is absolute for crawlers that run no script. Returns ''
 * outside a browser with no origin given.
 */
export function useSiteOrigin(): string {
  return useContext(SiteOriginContext) ?? documentOrigin();
}

/** The origin of the document's canonical link, else of its location; '' outside a browser. */
export function documentOrigin(): string {
  if (typeof document === 'undefined') return '';
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  return new URL(canonical || location.href).origin;
}
