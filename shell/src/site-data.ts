import type { Registry, SiteSettings } from '@site/shared';

/** What the shell needs before its first render: the registry and the site settings (DESIGN §4). */
export interface SiteData {
  registry: Registry;
  settings: SiteSettings;
}

/**
 * Reads the registry and settings that the server inlined into index.html, so the first paint needs no
 * extra round trip; without them (a development server) fetches /registry.json and /api/settings.
 */
export async function readSiteData(doc: Document = document): Promise<SiteData> {
  const inline = doc.getElementById('site-data')?.textContent?.trim();
  if (inline && !inline.startsWith('<!--')) return JSON.parse(inline) as SiteData;
  const [registry, settings] = await Promise.all([
    fetch('/registry.json', { cache: 'no-cache' }).then((r) => r.json() as Promise<Registry>),
    fetch('/api/settings').then((r) => r.json() as Promise<SiteSettings>),
  ]);
  return { registry, settings };
}
