import type { Registry, SiteSettings } from '@site/shared';
import { applyBrokenVersions } from './federation/fallback-memory.ts';

/** What the shell needs before its first render: the registry and the site settings (DESIGN §4). */
export interface SiteData {
  registry: Registry;
  settings: SiteSettings;
  /** API answers a prerendered page was rendered from, keyed by API path. */
  swrData?: Record<string, unknown>;
  /** Where those answers are, for a stored page (the document names this address, not the data). */
  pageData?: string;
  /** The path a stored page's markup was rendered at; absent for a document the browser renders. */
  path?: string;
  /** Set only on the renderer's own documents: the shell offers its capture hooks. */
  render?: true;
}

/**
 * Reads the registry and settings that the server inlined into index.html, so the first paint needs no
 * extra round trip, and a prerendered page's API answers from the address inlined with them (`swrData`
 * stays undefined when they cannot be had); without them (a development server) fetches /registry.json and
 * /api/settings.
 */
export async function readSiteData(doc: Document = document): Promise<SiteData> {
  const inline = doc.getElementById('site-data')?.textContent?.trim();
  const data =
    inline && !inline.startsWith('<!--')
      ? (JSON.parse(inline) as SiteData)
      : {
          registry: await fetch('/registry.json', { cache: 'no-cache' }).then((r) => r.json() as Promise<Registry>),
          settings: await fetch('/api/settings').then((r) => r.json() as Promise<SiteSettings>),
        };
  // Preloaded by boot.js in parallel with the shell; missing (a page rendered again meanwhile) means no hydration.
  const swrData =
    data.swrData ??
    (data.pageData
      ? await fetch(data.pageData)
          .then((response) => (response.ok ? (response.json() as Promise<Record<string, unknown>>) : undefined))
          .catch(() => undefined)
      : undefined);
  return { ...data, swrData, registry: applyDevOverrides(applyBrokenVersions(data.registry), readOverrides()) };
}

/** The localStorage key a developer sets to load some remotes from their dev servers. */
export const OVERRIDES_KEY = 'mf-overrides';

function readOverrides(): Record<string, string> {
  try {
    return JSON.parse(localStorage.getItem(OVERRIDES_KEY) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

/**
 * Points the named remotes at other entry URLs (e.g. `{ "about": "http://localhost:3001/remoteEntry.js" }`)
 * for this browser only, so a section team runs its remote in development inside the real site. Unknown
 * names are ignored; the production registry is untouched.
 */
export function applyDevOverrides(registry: Registry, overrides: Record<string, string>): Registry {
  const remotes = { ...registry.remotes };
  for (const [name, entry] of Object.entries(overrides)) {
    const remote = remotes[name];
    if (remote && typeof entry === 'string') remotes[name] = { ...remote, version: 'dev', entry, previous: undefined };
  }
  return { ...registry, remotes };
}
