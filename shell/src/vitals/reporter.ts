/**
 * The Web Vitals reporter (docs/design.md#web-vitals), a chunk of its own that start-vitals.ts loads when the
 * browser is idle: web-vitals measures, this batches one page view's metrics and sends them in one beacon.
 */
import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { VITALS_REPORTING_MARK } from '@site/contracts/vitals-mark';
import type { VitalsAttribution } from './start-vitals.ts';

/** The API call that aggregates the metrics, on the page's own origin. */
export const VITALS_PATH = '/api/vitals';

type Reported = Exclude<Metric['name'], 'FCP'>;

/** Sends `body` as JSON without holding the page, even as it unloads. */
function beacon(body: string): void {
  if (typeof navigator.sendBeacon !== 'function') return;
  navigator.sendBeacon(VITALS_PATH, new Blob([body], { type: 'application/json' }));
}

/**
 * Measures LCP, INP, CLS and TTFB (ms, CLS a score) of this page view and, each time the page is hidden
 * (`visibilitychange` to hidden, or `pagehide`), sends the metrics measured since the last send as one JSON
 * report `{remote, version, route, metrics: [{name, value}]}` to VITALS_PATH through `send` (default
 * navigator.sendBeacon). Each metric is sent once: a page hidden and shown again sends only what it had not,
 * so a view is never counted twice. Leaves the VITALS_REPORTING_MARK User Timing mark once it listens.
 */
export function reportVitals(attribution: VitalsAttribution, send: (body: string) => void = beacon): void {
  const pending = new Map<Reported, number>();
  const sent = new Set<Reported>();
  const take = ({ name, value }: Metric) => {
    if (name === 'FCP' || sent.has(name)) return;
    pending.set(name, value);
  };
  onLCP(take);
  onINP(take);
  onCLS(take);
  onTTFB(take);

  const flush = () => {
    if (pending.size === 0) return;
    // Four decimals: enough for CLS, and a millisecond's fraction is noise.
    const metrics = [...pending].map(([name, value]) => ({ name, value: Math.round(value * 10_000) / 10_000 }));
    for (const name of pending.keys()) sent.add(name);
    pending.clear();
    try {
      send(JSON.stringify({ ...attribution, metrics }));
    } catch {
      // Reporting is best effort.
    }
  };
  // Added after web-vitals' own listeners (on window, capturing), so its final values are in before the send.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
  // Optional: older browsers and test DOMs may lack User Timing, and measuring must never break the page.
  performance.mark?.(VITALS_REPORTING_MARK);
}
