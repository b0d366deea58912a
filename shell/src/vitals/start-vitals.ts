/**
 * Starts the real-user Web Vitals reporter (docs/design.md#web-vitals) without adding to the page's first
 * JavaScript: this part, in main.js, only decides whether and what to report; web-vitals and the reporter are a
 * chunk of their own, loaded once the page has loaded and the browser is idle. web-vitals reads the buffered
 * performance entries, so loading late still sees LCP, CLS and TTFB.
 */
import type { Registry } from '@site/contracts/types';
import { remoteForPath } from '@site/contracts/registry';
import { servedVersion } from '@site/contracts/registry';

/** What one page view's metrics are counted under: the remote that owns the page, its version, the route pattern. */
export interface VitalsAttribution {
  remote: string;
  version: string;
  /** The matched route's pattern, e.g. `/news/:id`, never the address itself. */
  route: string;
}

// Set when the shell is built (RUM_SAMPLE_RATE in its environment, scripts/src/webpack/federation-config.ts);
// undefined in tests and development builds without it.
declare const RUM_SAMPLE_RATE: number | undefined;

/** The share of page views, 0–1, that report their Web Vitals: the build's RUM_SAMPLE_RATE, else all. */
const SAMPLE_RATE = typeof RUM_SAMPLE_RATE === 'number' ? RUM_SAMPLE_RATE : 1;

/** A route match as a data router keeps it. */
interface RouteMatch {
  route: { id?: string; path?: string };
}

/**
 * The pattern of the deepest match in `matches` (React Router's, root first): each route's path joined to its
 * parent's, an absolute one starting afresh; '/' when no route names a path (an index route such as Home).
 */
export function routePattern(matches: readonly RouteMatch[]): string {
  let pattern = '';
  for (const { route } of matches) {
    if (!route.path) continue;
    pattern = route.path.startsWith('/') ? route.path : `${pattern.replace(/\/$/, '')}/${route.path}`;
  }
  return pattern || '/';
}

/**
 * The attribution of the page the document loaded at (`pathname`, with the router's `matches` once ready):
 * the remote the registry says owns it and the version `registry` (the one applied, after any fallback to a
 * previous version) runs. Undefined for a page no remote owns (Home, the not-found page: the shell's own, no
 * registry version to count them under), an admin page, a development override, or a browser pinned to
 * chosen versions (an admin trying them, not a visitor).
 */
export function landingAttribution(
  registry: Registry,
  pathname: string,
  matches: readonly RouteMatch[],
): VitalsAttribution | undefined {
  if (Object.keys(registry.pinned ?? {}).length > 0) return undefined;
  if (matches.some(({ route }) => route.id === 'admin')) return undefined;
  const owner = remoteForPath(registry, pathname);
  const version = owner && servedVersion(registry, owner.name);

  if (!owner || !version || version === 'dev') return undefined;
  return { remote: owner.name, version, route: routePattern(matches) };
}

/**
 * Decides this page view's sample (`random() < sampleRate`) and, when in it and `attribution` is given, loads
 * the reporter after the page's load event once the browser is idle. Returns whether the reporter will load.
 * A reporter that fails to load is given up: measuring must never break the page.
 */
export function startVitals(
  attribution: VitalsAttribution | undefined,
  sampleRate: number = SAMPLE_RATE,
  random: () => number = Math.random,
): boolean {
  if (!attribution || !(random() < sampleRate)) return false;
  const load = () => {
    import('./reporter.ts').then(({ reportVitals }) => reportVitals(attribution)).catch(() => undefined);
  };
  const whenIdle = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 10_000 });
    else setTimeout(load, 0);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return true;
}
