import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { RunPass } from './coordinator.ts';
import type { PassResult } from './renderer.ts';

/** What the renderer's process needs to know. */
export interface ForkOptions {
  site: string;
  shellDist: string;
  /** The API's origin as the renderer reaches it, e.g. `http://127.0.0.1:8080`. */
  apiBase: string;
  /** The site's public origin (SITE_URL). */
  publicUrl: string;
}

/** How long close waits for the renderer's process to exit before killing it. */
const CLOSE_GRACE_MS = 5_000;

type Reply = { type: 'done'; id: number; result: PassResult } | { type: 'failed'; id: number; error: string };

/**
 * Starts the renderer in its own process (started on first use, started again if it dies) and returns a
 * RunPass that sends it one pass at a time with the registry to render, plus `close` to stop it. A pass in flight when the process dies
 * fails, so its jobs go back to the queue.
 */
export function forkRenderer(options: ForkOptions): { runPass: RunPass; close(): Promise<void> } {
  let child: ChildProcess | undefined;
  let nextId = 1;
  const waiting = new Map<number, { resolve: (r: PassResult) => void; reject: (e: Error) => void }>();

  const start = () => {
    const started = fork(fileURLToPath(new URL('./renderer-process.ts', import.meta.url)), [], {
      env: {
        ...process.env,
        RENDER_SITE_DIR: options.site,
        RENDER_SHELL_DIST: options.shellDist,
        RENDER_API_BASE: options.apiBase,
        SITE_URL: options.publicUrl,
        // glibc gives each thread a malloc arena of its own that keeps what it freed: two arenas keep the
        // renderer's memory low over many passes.
        MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    started.on('message', (reply: Reply) => {
      const pending = waiting.get(reply.id);
      if (!pending) return;
      waiting.delete(reply.id);
      if (reply.type === 'done') pending.resolve(reply.result);
      else pending.reject(new Error(reply.error));
    });
    started.on('exit', (code) => {
      if (child === started) child = undefined;
      for (const [id, pending] of waiting) {
        waiting.delete(id);
        pending.reject(new Error(`the renderer's process exited (${code ?? 'signal'})`));
      }
    });
    return started;
  };

  return {
    // The reasons stay with the coordinator, which logs them; the renderer works out for itself what changed.
    // The registry goes with the pass: the renderer's process has no database.
    runPass: ({ registry }) =>
      new Promise<PassResult>((resolve, reject) => {
        child ??= start();
        const id = nextId++;
        waiting.set(id, { resolve, reject });
        child.send({ type: 'pass', id, registry });
      }),
    async close() {
      const running = child;
      if (!running) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.disconnect();
      // It ends its sandboxes and exits on the disconnect; one that does not is not waited for past the grace.
      const timer = setTimeout(() => running.kill('SIGKILL'), CLOSE_GRACE_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}
