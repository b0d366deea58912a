import type { Metric } from 'web-vitals';
import { onCLS, onINP, onLCP, onTTFB } from 'web-vitals';
import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import { patchRemoteRoutes, shellRoutes, whenRouterReady } from '../router/create-router.tsx';
import { buildRegistry } from '../test-support/site-fixtures.tsx';
import { VITALS_REPORTING_MARK } from '@site/contracts/vitals-mark';
import { reportVitals, VITALS_PATH } from './reporter.ts';
import { landingAttribution, routePattern, startVitals, type VitalsAttribution } from './start-vitals.ts';

jest.mock('web-vitals', () => ({ onLCP: jest.fn(), onINP: jest.fn(), onCLS: jest.fn(), onTTFB: jest.fn() }));
jest.mock('../federation/remote-loader.ts', () => ({ loadRemoteModule: jest.fn() }));

const attribution: VitalsAttribution = { remote: 'news', version: '2.1.0', route: '/news/:id' };

/** The callback the reporter gave web-vitals' `on…` function. */
const callbackOf = (on: unknown) => (on as jest.Mock).mock.calls.at(-1)![0] as (metric: Partial<Metric>) => void;

/** Reports `value` for `name` as web-vitals would. */
const measure = (on: unknown, name: Metric['name'], value: number) => callbackOf(on)({ name, value, delta: value });

/** The page becomes hidden (a tab switch, the app switcher, closing), or visible again. */
function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  setVisibility('visible');
  jest.clearAllMocks();
});

describe('reportVitals', () => {
  it('batches the metrics and sends one report when the page is hidden, with the attribution and route pattern', () => {
    const send = jest.fn();
    reportVitals(attribution, send);
    measure(onTTFB, 'TTFB', 212.3);
    measure(onLCP, 'LCP', 1830.40000001);
    measure(onCLS, 'CLS', 0.0512345);
    measure(onINP, 'INP', 96);
    // A later value of the same metric replaces the earlier one before the send.
    measure(onLCP, 'LCP', 2100);
    expect(send).not.toHaveBeenCalled();

    setVisibility('hidden');
    expect(send).toHaveBeenCalledTimes(1);
    expect(JSON.parse(send.mock.calls[0][0] as string)).toEqual({
      remote: 'news',
      version: '2.1.0',
      route: '/news/:id',
      metrics: [
        { name: 'TTFB', value: 212.3 },
        { name: 'LCP', value: 2100 },
        { name: 'CLS', value: 0.0512 },
        { name: 'INP', value: 96 },
      ],
    });

    // Shown and hidden again: nothing new, nothing sent; a metric already sent is not sent twice.
    setVisibility('visible');
    measure(onCLS, 'CLS', 0.2);
    setVisibility('hidden');
    window.dispatchEvent(new Event('pagehide'));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends by navigator.sendBeacon to the API on this origin, on pagehide too', async () => {
    const sendBeacon = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
    reportVitals(attribution);
    measure(onLCP, 'LCP', 900);
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0] as unknown as [string, Blob];
    expect(url).toBe(VITALS_PATH);
    expect(body.type).toBe('application/json');
    expect(JSON.parse(await body.text())).toEqual({ ...attribution, metrics: [{ name: 'LCP', value: 900 }] });
  });

  it('leaves its User Timing mark once it listens, and not before', () => {
    // jsdom has no User Timing: the browser's performance.mark, as a spy.
    const mark = jest.fn();
    Object.defineProperty(performance, 'mark', { configurable: true, value: mark });
    const send = jest.fn();
    const listening = jest.spyOn(window, 'addEventListener');
    reportVitals(attribution, send);
    expect(mark).toHaveBeenCalledTimes(1);
    expect(mark).toHaveBeenCalledWith(VITALS_REPORTING_MARK);
    // After the last listener: a page left once the mark is there sends its beacon.
    expect(mark.mock.invocationCallOrder[0]).toBeGreaterThan(listening.mock.invocationCallOrder.at(-1)!);
    listening.mockRestore();
    measure(onLCP, 'LCP', 700);
    window.dispatchEvent(new Event('pagehide'));
    expect(send).toHaveBeenCalledTimes(1);
    Reflect.deleteProperty(performance, 'mark');
  });
});

describe('startVitals', () => {
  it('loads the reporter when the browser is idle after the load, and its beacon carries the attribution', async () => {
    const sendBeacon = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
    const idle = jest.fn((callback: () => void) => callback());
    Object.defineProperty(window, 'requestIdleCallback', { configurable: true, value: idle });

    expect(startVitals(attribution, 1, () => 0.99)).toBe(true);
    expect(idle).toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onLCP).toHaveBeenCalledTimes(1);
    measure(onLCP, 'LCP', 1200);
    setVisibility('hidden');
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('sends nothing when the page view is sampled out, or no remote owns the page', async () => {
    const sendBeacon = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
    expect(startVitals(attribution, 0.1, () => 0.5)).toBe(false);
    expect(startVitals(attribution, 0, () => 0)).toBe(false);
    expect(startVitals(undefined, 1, () => 0)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    setVisibility('hidden');
    expect(onLCP).not.toHaveBeenCalled();
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});

describe('landingAttribution', () => {
  const registry = buildRegistry({
    news: { version: '2.1.0', entry: '/remotes/news/2.1.0/remoteEntry.js', basePaths: ['/news'] },
  });

  /** The shell's routes with the news remote's patched in, at `path` once the router is ready. */
  async function readyAt(path: string) {
    const routes: RouteObject[] = [
      { path: '/news', element: null },
      { path: '/news/:id', element: null },
    ];
    const load = jest.fn(async () => ({ routes }));
    const router = createMemoryRouter(shellRoutes() as RouteObject[], {
      initialEntries: [path],
      patchRoutesOnNavigation: patchRemoteRoutes(registry, load as never),
    });
    await whenRouterReady(router);
    return router;
  }

  it("names the owning remote, its version and the matched route's pattern, not the address", async () => {
    const router = await readyAt('/news/12');
    expect(landingAttribution(registry, '/news/12', router.state.matches)).toEqual({
      remote: 'news',
      version: '2.1.0',
      route: '/news/:id',
    });
  });

  it('leaves out pages no remote owns and browsers pinned to chosen versions', async () => {
    const home = await readyAt('/');
    expect(routePattern(home.state.matches)).toBe('/');
    expect(landingAttribution(registry, '/', home.state.matches)).toBeUndefined();
    const news = await readyAt('/news/12');
    expect(landingAttribution({ ...registry, pinned: { news: '2.2.0' } }, '/news/12', news.state.matches)).toBe(
      undefined,
    );
  });

  it('joins relative route paths to their parents', () => {
    expect(routePattern([{ route: { path: '/news' } }, { route: {} }, { route: { path: ':id' } }])).toBe('/news/:id');
  });
});
