/**
 * Graceful shutdown for the servers (the API alone and the whole site): on SIGTERM or SIGINT the instance
 * stops accepting connections, finishes the requests in flight, lets the mail outbox finish its send in flight
 * and record it, closes the database (PGlite writes its data directory), then exits 0. A load balancer or
 * container runtime sends SIGTERM before it kills, and a deploy then loses no request and no mail.
 */
import type { FastifyInstance } from 'fastify';

/** What installGracefulShutdown takes. */
export interface GracefulShutdownOptions {
  /** Signals that start the shutdown; default SIGTERM and SIGINT. */
  signals?: readonly NodeJS.Signals[];
  /**
   * Milliseconds to wait for close before giving up with exit code 1; default 25 000, inside the 30 seconds
   * most orchestrators wait between SIGTERM and SIGKILL.
   */
  timeoutMs?: number;
  /** Ends the process; default process.exit (tests pass a recorder). */
  exit?: (code: number) => void;
}

/**
 * Returns the shutdown step for `app`: the first call closes the app (Fastify's close stops the listener,
 * answers new requests on open connections with 503, waits for those in flight and runs every onClose hook)
 * and exits 0, or 1 when close fails or takes longer than `timeoutMs`; a second call (a second Ctrl-C) exits 1
 * at once. Resolves when the exit has been called.
 */
export function gracefulShutdown(
  app: FastifyInstance,
  options: Omit<GracefulShutdownOptions, 'signals'> = {},
): (signal: string) => Promise<void> {
  const { timeoutMs = 25_000, exit = (code: number) => process.exit(code) } = options;
  let closing: Promise<void> | undefined;
  return (signal) => {
    if (closing) {
      app.log.warn({ signal }, 'second stop signal: exiting without waiting');
      exit(1);
      return closing;
    }
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
      timer.unref();
    });
    closing = Promise.race([app.close().then(() => 'closed' as const), timedOut]).then(
      (outcome) => {
        clearTimeout(timer);
        if (outcome === 'timeout') {
          app.log.error({ timeoutMs }, 'shutdown took too long; exiting');
          exit(1);
        } else {
          app.log.info('shut down cleanly');
          exit(0);
        }
      },
      (error: unknown) => {
        clearTimeout(timer);
        app.log.error({ err: error }, 'shutdown failed');
        exit(1);
      },
    );
    return closing;
  };
}

/**
 * Calls gracefulShutdown's step for `app` on each of `options.signals` (default SIGTERM, SIGINT). Returns a
 * function that removes the listeners again.
 */
export function installGracefulShutdown(app: FastifyInstance, options: GracefulShutdownOptions = {}): () => void {
  const { signals = ['SIGTERM', 'SIGINT'], ...rest } = options;
  const step = gracefulShutdown(app, rest);
  const listener = (signal: NodeJS.Signals) => void step(signal);
  for (const signal of signals) process.on(signal, listener);
  return () => {
    for (const signal of signals) process.off(signal, listener);
  };
}
