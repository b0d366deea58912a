import { registryEntry, withEntry } from '@site/contracts/registry';
import type { Registry } from '@site/contracts/types';
import { OVERRIDES_KEY } from './overrides-key.ts';

/**
 * The address that answers 200 only when the site runs in development (DEV_MODE=true, `npm run dev`). A
 * production server, nginx or a static host answers it 404.
 */
export const DEV_MODE_PATH = '/_site/dev';

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
async function devOverrides(requested: Record<string, string>): Promise<Record<string, string>> {
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

/**
 * The registry with the remotes a developer asked for (`requested`, the parsed `mf-overrides`) pointed at their
 * dev servers, as far as devOverrides allows them. Loaded by readSiteData only when such overrides are set:
 * a visitor's page never downloads this code nor asks the server whether it runs in development.
 */
export async function withDevOverrides(registry: Registry, requested: Record<string, string>): Promise<Registry> {
  return applyDevOverrides(registry, await devOverrides(requested));
}
