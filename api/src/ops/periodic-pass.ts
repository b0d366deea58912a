import type { FastifyInstance } from 'fastify';

/** How periodicPass runs a job. */
export interface PeriodicPassOptions<T> {
  /** Milliseconds between timed passes; 0: no timer (the returned function is called by hand). */
  intervalMs: number;
  /** Also run one pass as soon as the app is ready, not only after the first interval. */
  runAtReady?: boolean;
  /** Logged with the error when a timed pass fails. */
  failureMessage: string;
  /** One pass of the job; `stopping()` turns true once the app closes, for a pass that loops. */
  pass: (stopping: () => boolean) => Promise<T>;
  /** Runs on close after the pass in flight has finished (e.g. to close a mail connection pool). */
  onClosed?: () => void;
}

/**
 * The lifecycle the API's background jobs share (the mail outbox, the publishing job): passes chain, so two
 * never run at once within this process; a timer, unref'd so it keeps no idle process alive, skips its turn
 * while a pass runs; on close the timer stops and the pass in flight finishes before the database shuts.
 * Returns the function that runs one pass now (resolving with its result) for callers and tests.
 */
export function periodicPass<T>(app: FastifyInstance, options: PeriodicPassOptions<T>): () => Promise<T> {
  const { intervalMs, runAtReady = false, failureMessage, pass, onClosed } = options;
  let stopping = false;
  let running = 0;
  let tail: Promise<unknown> = Promise.resolve();
  const isStopping = () => stopping;

  const runNow = (): Promise<T> => {
    running += 1;
    const result = tail
      .then(() => pass(isStopping))
      .finally(() => {
        running -= 1;
      });
    tail = result.catch(() => undefined);
    return result;
  };

  let timer: NodeJS.Timeout | undefined;
  const timedPass = () => {
    if (running > 0) return;
    runNow().catch((error: unknown) => app.log.error({ err: error }, failureMessage));
  };
  if (intervalMs > 0) {
    app.addHook('onReady', async () => {
      if (runAtReady) timedPass();
      timer = setInterval(timedPass, intervalMs);
      timer.unref();
    });
  }

  app.addHook('onClose', async () => {
    stopping = true;
    clearInterval(timer);
    await tail;
    onClosed?.();
  });
  return runNow;
}
