import type { Registry, SiteSettings } from '@site/contracts/types';
import { registryEntry, withEntry } from '@site/contracts/registry';

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
  return { ...data, swrData, registry: applyDevOverrides(data.registry, await devOverrides()) };
}

/** The localStorage key a developer sets to load some remotes from their dev servers. */
export const OVERRIDES_KEY = 'mf-overrides';

/**
 * The address that answers 200 only when the site runs in development (DEV_MODE=true, `npm run dev`). A
 * production server, nginx or a static host answers it 404.
 */
export const DEV_MODE_PATH = '/_site/dev';

function readOverrides(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(OVERRIDES_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** True for an http address on this machine's webpack dev servers, the only ones the dev policy admits. */
function isLocalDevEntry(entry: unknown): entry is string {
  if (typeof entry !== 'string') return false;
  try {
    const url = new URL(entry);
    return url.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname === '127.0.0.1');
  } catch {
    return false;
  }
}

/**
 * The remotes this browser asked (localStorage `mf-overrides`) to load from local dev servers, honoured only
 * when the server says it runs in development: anything in a visitor's storage (left by a script, an
 * extension or a shared machine) must not choose the code a production page runs. Entries that are not
 * http://localhost or http://127.0.0.1 addresses are dropped. Either refusal logs one console warning.
 */
async function devOverrides(): Promise<Record<string, string>> {
  const requested = readOverrides();
  if (Object.keys(requested).length === 0) return {};
  // Asked only when overrides are set, so a visitor's page load never pays for this request.
  const devMode = await fetch(DEV_MODE_PATH, { cache: 'no-store' })
    .then((response) => response.ok)
    .catch(() => false);
  if (!devMode) {
    console.warn(`${OVERRIDES_KEY} ignored: this site is not running in development (DEV_MODE=true).`);
    return {};
  }
  const local = Object.fromEntries(Object.entries(requested).filter(([, entry]) => isLocalDevEntry(entry)));
  if (Object.keys(local).length < Object.keys(requested).length) {
    console.warn(`${OVERRIDES_KEY}: only http://localhost or http://127.0.0.1 entries are loaded; others ignored.`);
  }
  return local;
}

/**
 * Points the named remotes at other entry URLs (e.g. `{ "about": "http://localhost:3001/remoteEntry.js" }`)
 * for this browser only, so a section team runs its remote in development inside the real site. Unknown
 * names are ignored; the production registry is untouched. Callers pass only what devOverrides allowed.
 */
export function applyDevOverrides(registry: Registry, overrides: Record<string, string>): Registry {
  let overridden = registry;
  for (const [name, entry] of Object.entries(overrides)) {
    const remote = registryEntry(registry, name);
    if (remote && typeof entry === 'string') {
      overridden = withEntry(overridden, name, { ...remote, version: 'dev', entry, previous: undefined });
    }
  }
  return overridden;
}
