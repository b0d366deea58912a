import {
  claimRenderJobs,
  completeRenderJobs,
  enqueueRender,
  pendingRenderJobs,
  pruneRenderJobs,
  readRegistryState,
  releaseRenderJobs,
  renewRenderLease,
  type Database,
} from '@site/api/ops';
import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import type { Registry } from '@site/contracts/types';
import { SHELL_ENTRY_FILES } from '../paths.ts';
import type { PassResult } from './renderer.ts';

/**
 * Runs one render pass somewhere (the renderer's own process, or in-process in tests): `reasons` are what the
 * claimed jobs asked for, `registry` the registry the pass renders with, read from the database after the claim.
 */
export type RunPass = (request: { reasons: string[]; registry: Registry }) => Promise<PassResult>;

/** What startCoordinator takes. */
export interface CoordinatorOptions {
  /** Where the jobs are queued and the registry is read. */
  db: Database;
  shellDist: string;
  runPass: RunPass;
  /** Called after every pass that changed which generation is current. */
  onSwitched?: (result: PassResult) => void;
  /**
   * Called after every pass, finished or failed, with its wall time here in seconds and, when it finished, its
   * result (the metrics count passes and pages from it, server/src/metrics/metrics.ts). What it throws is logged.
   */
  onPass?: (pass: { seconds: number; result?: PassResult }) => void;
  /** Milliseconds between looks at the queue and at the shell build; default 500. */
  pollMs?: number;
  /** Milliseconds before pages whose render failed are first tried again; default RETRY_FIRST_MS. */
  retryFirstMs?: number;
  /** Milliseconds before a failed pass's jobs are claimed again, doubled per failure in a row; default 1000. */
  failedPassBackoffMs?: number;
  log?: (line: string) => void;
}

/** A running coordinator. */
export interface Coordinator {
  /** Looks at the queue now rather than at the next poll: this process has just queued a render. */
  wake(): void;
  /** Resolves when no job waits and no pass runs (tests). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/** The first pause (ms) before pages whose render failed are tried again; it doubles up to RETRY_MAX_MS. */
const RETRY_FIRST_MS = 5_000;
const RETRY_MAX_MS = 10 * 60_000;

const mtimeOf = (file: string) =>
  stat(file).then(
    (s) => s.mtimeMs,
    () => 0,
  );

/**
 * Turns changes into render jobs and render jobs into passes (docs/decisions/0003-rendering-model.md). It queues a
 * job when the shell is rebuilt, and once at start; the API queues one on every admin edit, and a registry change
 * (a release, promotion or rollback) in the transaction that makes it (docs/design.md#registry). It claims jobs
 * under a lease renewed while the pass runs, so two instances never render at once and a renderer that dies
 * hands its jobs on, and hands each pass the registry read from the database after the claim: at least as new
 * as every change whose job it claimed. A pass that fails gives its jobs back to be tried again.
 */
export function startCoordinator(options: CoordinatorOptions): Coordinator {
  const { db, shellDist, runPass, pollMs = 500 } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  const holder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const shellFiles = SHELL_ENTRY_FILES.map((name) => path.join(shellDist, name));
  let seenShell: number | undefined;
  let closed = false;
  let busy: Promise<void> = Promise.resolve();
  let failures = 0;
  // Pages whose render failed are stored for the browser to render and tried again after a pause that grows
  // while they keep failing, so one broken page neither holds the rest back nor keeps the renderer busy.
  const retryFirstMs = options.retryFirstMs ?? RETRY_FIRST_MS;
  const failedPassBackoffMs = options.failedPassBackoffMs ?? 1000;
  let retryAfterMs = retryFirstMs;
  let retryAt: number | undefined;

  const watch = async () => {
    const mtime = Math.max(...(await Promise.all(shellFiles.map(mtimeOf))));
    if (seenShell !== undefined && seenShell !== mtime) await enqueueRender(db, 'shell build');
    seenShell = mtime;
  };

  const step = async () => {
    await watch();
    if (retryAt !== undefined && Date.now() >= retryAt) {
      retryAt = undefined;
      await enqueueRender(db, 'retry pages whose render failed');
    }
    const claim = await claimRenderJobs(db, holder);
    if (!claim) return;
    const renew = setInterval(() => void renewRenderLease(db, holder, claim.ids).catch(() => undefined), 15_000);
    const started = performance.now();
    let reported = false;
    const reportPass = (result?: PassResult) => {
      reported = true;
      // Counting never changes what happens to the pass or its jobs.
      try {
        options.onPass?.({ seconds: (performance.now() - started) / 1000, result });
      } catch (error) {
        log(`pages: a render pass could not be counted: ${(error as Error).message}`);
      }
    };
    try {
      const { registry } = await readRegistryState(db);
      const result = await runPass({ reasons: claim.reasons, registry });
      reportPass(result);
      await completeRenderJobs(db, holder, claim.ids);
      failures = 0;
      if (result.failed.length === 0) {
        retryAfterMs = retryFirstMs;
        retryAt = undefined;
      } else if (retryAt === undefined) {
        retryAt = Date.now() + retryAfterMs;
        log(`pages: ${result.failed.length} could not be rendered; trying them again in ${retryAfterMs / 1000} s`);
        retryAfterMs = Math.min(RETRY_MAX_MS, retryAfterMs * 2);
      }
      if (result.outcome !== 'unchanged' || (result.canary && result.canary.outcome !== 'unchanged')) {
        options.onSwitched?.(result);
      }
    } catch (error) {
      // A pass that failed is counted as one; the queue's bookkeeping failing after a pass is not another.
      if (!reported) reportPass();
      failures += 1;
      log(`pages: render pass failed (${claim.reasons.join('; ')}): ${(error as Error).message}`);
      await releaseRenderJobs(db, holder, claim.ids);
      // Back off after repeated failures instead of retrying many times a second.
      await new Promise((resolve) => setTimeout(resolve, Math.min(30_000, failedPassBackoffMs * 2 ** failures)));
    } finally {
      clearInterval(renew);
    }
  };

  let timer: NodeJS.Timeout | undefined;
  let woken = false;
  const loop = () => {
    if (closed) return;
    timer = undefined;
    woken = false;
    busy = step()
      .catch((error: Error) => log(`pages: render queue check failed: ${error.message}`))
      .finally(() => {
        if (!closed) timer = setTimeout(loop, woken ? 0 : pollMs);
      });
  };
  const started = (async () => {
    await watch();
    await enqueueRender(db, 'start');
    await pruneRenderJobs(db).catch(() => undefined);
    loop();
  })().catch((error: Error) => log(`pages: the renderer could not start: ${error.message}`));

  return {
    wake() {
      woken = true;
      // Between steps: start the next one now. During one: `woken` starts the next as soon as it ends.
      if (timer !== undefined) {
        clearTimeout(timer);
        loop();
      }
    },
    async idle() {
      await started;
      for (;;) {
        await busy;
        if ((await pendingRenderJobs(db)) === 0) return;
        await new Promise((resolve) => setTimeout(resolve, pollMs));
      }
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      await busy;
    },
  };
}
