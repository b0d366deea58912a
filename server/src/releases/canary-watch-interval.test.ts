import type { Database } from '@site/api/ops';
import type { ReleaseActions } from './actions.ts';
import { canaryWatchMsFromEnv, startCanaryWatch } from './canary-watch.ts';

/**
 * How often the canary watch looks (docs/design.md#releases): every 10 s unless CANARY_WATCH_MS says otherwise,
 * a bad setting refused at start, and a look that outlasts the interval never overlapped by the next.
 */

describe('canaryWatchMsFromEnv', () => {
  it('is 10 s unless CANARY_WATCH_MS sets it', () => {
    expect(canaryWatchMsFromEnv({})).toBe(10_000);
    expect(canaryWatchMsFromEnv({ CANARY_WATCH_MS: '' })).toBe(10_000);
    expect(canaryWatchMsFromEnv({ CANARY_WATCH_MS: '500' })).toBe(500);
    expect(canaryWatchMsFromEnv({ CANARY_WATCH_MS: '3600000' })).toBe(3_600_000);
  });

  it.each(['fast', '99', '2.5', '-1', '3600001'])('refuses CANARY_WATCH_MS=%s, naming the setting', (text) => {
    expect(() => canaryWatchMsFromEnv({ CANARY_WATCH_MS: text })).toThrow(
      `CANARY_WATCH_MS must be a whole number of milliseconds from 100 to 3600000, not "${text}".`,
    );
  });
});

describe('startCanaryWatch', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts no look while the last one is still running, and stops once it has ended', async () => {
    let endLook: (registry: { remotes: object }) => void = () => undefined;
    const read = jest.fn(() => new Promise<{ remotes: object }>((resolve) => (endLook = resolve)));
    const actions = { registry: { read } } as unknown as ReleaseActions;
    const stop = startCanaryWatch({ db: {} as Database, actions, intervalMs: 500, log: () => undefined });

    await jest.advanceTimersByTimeAsync(500);
    expect(read).toHaveBeenCalledTimes(1);
    // The first look hangs (a rollback waiting for visitors to get it): the ticks meanwhile start none.
    await jest.advanceTimersByTimeAsync(2_000);
    expect(read).toHaveBeenCalledTimes(1);

    endLook({ remotes: {} });
    await jest.advanceTimersByTimeAsync(500);
    expect(read).toHaveBeenCalledTimes(2);

    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await jest.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    endLook({ remotes: {} });
    await stopping;
    await jest.advanceTimersByTimeAsync(5_000);
    expect(read).toHaveBeenCalledTimes(2);
  });
});
