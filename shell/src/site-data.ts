import type { Registry, SiteSettings } from '@site/contracts/types';
import { OVERRIDES_KEY } from './overrides-key.ts';

/** What the shell needs before its first render: the registry and the site settings (docs/design.md#registry). */
export interface SiteData {
  registry: Registry;
  settings: SiteSettings;
  /** API answers a prerendered page was rendered from, keyed by API path. */
  swrData?: Record<string, unknown>;
  /** Where those answers are, for a stored page (the document names this address, not the data). */
  pageData?: string;
  /** The path a stored page's markup was rendered at; absent for a document the browser renders. */
  path?: string;
  /**
   * A preview of unpublished changes (docs/design.md#product-decisions): `swrData` holds the draft's answers,
   * which the page keeps; fetching the public API again would replace them with the published ones.
   */
  preview?: true;
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
  const requested = readOverrides();
  // Only a developer sets overrides: the code that checks and applies them is a chunk of its own.
  const registry =
    Object.keys(requested).length === 0
      ? data.registry
      : await import('./dev-overrides.ts').then(({ withDevOverrides }) => withDevOverrides(data.registry, requested));
  return { ...data, swrData, registry };
}

/**
 * The overrides this browser asked for (localStorage `mf-overrides`), unchecked; {} when none or unreadable.
 */
function readOverrides(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(OVERRIDES_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}
