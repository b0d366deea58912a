/** How long waitFor keeps trying and how often it checks. */
export interface WaitForOptions {
  /** Milliseconds before it gives up; default 10 000. */
  timeoutMs?: number;
  /** Milliseconds between checks; default 20. */
  intervalMs?: number;
}

/**
 * Resolves once `condition` returns (or resolves to) true, checking every `intervalMs`, and rejects if it is
 * still false after `timeoutMs`. Tests wait for the state they need with it rather than sleeping a guessed time.
 */
export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  { timeoutMs = 10_000, intervalMs = 20 }: WaitForOptions = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() >= deadline) throw new Error(`waitFor: the condition was still false after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
