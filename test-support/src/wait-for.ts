/** How long waitFor keeps trying, how often it checks, and what to call the condition when it gives up. */
export interface WaitForOptions {
  /** Milliseconds before it gives up; default 10 000. */
  timeoutMs?: number;
  /** Milliseconds between checks; default 20. */
  intervalMs?: number;
  /** Named in the error when time runs out, e.g. "the site to answer /_site/ready". */
  what?: string | (() => string);
}

/**
 * Resolves with the first value `probe` returns (or resolves to) that is not false, null or undefined, checking
 * every `intervalMs`; rejects if there is none after `timeoutMs`. A probe that throws counts as not yet (a
 * server that is still starting refuses connections). Tests, benchmarks and CI checks wait for the state they
 * need with it rather than sleeping a guessed time.
 */
export async function waitFor<T>(
  probe: () => T | false | null | undefined | Promise<T | false | null | undefined>,
  { timeoutMs = 10_000, intervalMs = 20, what = 'the condition' }: WaitForOptions = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== false && value !== null && value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() >= deadline) {
      const name = typeof what === 'function' ? what() : what;
      throw new Error(`waitFor: ${name} was still not met after ${timeoutMs} ms`, { cause: lastError });
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
