/**
 * /sitemap.xml and /robots.txt: what search engines read before any page. The renderer writes both into every
 * generation of pages. The sitemap is built from the registry's `routes` (each remote's public pages, so a
 * release that adds a page adds it here without a shell release) plus Home and one /news/{id} per news item.
 */
import type { Registry, RegistryRemote } from '@site/contracts/types';
import { registryEntries } from '@site/contracts/registry';

// The shell's own public page; every other page belongs to a remote and is listed in the registry.
const SHELL_ROUTES = ['/'];
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/**
 * A remote's public paths: its `routes`, or, for an entry released before remotes declared them (or rolled back
 * to such a release), the links of its menu group and footer that fall under its own base paths.
 */
function remotePaths(remote: RegistryRemote): string[] {
  if (remote.routes) return remote.routes;
  const links = [
    remote.nav?.url,
    ...(remote.nav?.items ?? []).map((i) => i.url),
    ...(remote.footerLinks ?? []).map((l) => l.url),
  ];
  return links.filter(
    (url): url is string =>
      url !== undefined && remote.basePaths.some((base) => url === base || url.startsWith(`${base}/`)),
  );
}

/**
 * Every public path of the site, each once, in order: Home, each remote's pages in registry order, then one
 * /news/{id} per news item (newest first, as the API lists them).
 */
export function sitemapPaths(registry: Registry, newsIds: number[]): string[] {
  const paths = [
    ...SHELL_ROUTES,
    ...registryEntries(registry).flatMap(([, remote]) => remotePaths(remote)),

    ...newsIds.map((id) => `/news/${id}`),
  ];
  return [...new Set(paths)];
}

/** The sitemap document (sitemaps.org 0.9) for absolute `urls`. */
export function sitemapXml(urls: string[]): string {
  const entries = urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}">\n${entries.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything may be crawled but the admin screens; the sitemap is at `sitemapUrl`. */
export function robotsTxt(sitemapUrl: string): string {
  return `User-agent: *\nDisallow: /admin/\n\nSitemap: ${sitemapUrl}\n`;
}
