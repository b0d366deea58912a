/**
 * The canary watch (docs/design.md#releases): every few seconds, each running canary is judged against its
 * stable version by the automatic rollback rule (canary-rule.ts), and one that fails it is rolled back,
 * recorded, audited and mailed to the admins. Several web servers may watch the same site: the second finds the canary gone and does
 * nothing.
 */
import { recordAudit, versionHealth, type AuditActor, type Database } from '@site/api/ops';
import type { ReleaseActions } from './actions.ts';
import { canaryRuleFor, judgeCanary, type CanaryVerdict } from './canary-rule.ts';
import { ReleaseRefused } from './install.ts';

/** Milliseconds between two looks; the rule's rollback lands within one of them plus a render pass. */
const CANARY_WATCH_MS = 10_000;

/** The actor the audit log names for an automatic rollback. */
const CANARY_WATCH: AuditActor = { id: null, email: 'canary watch' };

export interface CanaryWatchOptions {
  db: Database;
  actions: ReleaseActions;
  /** Milliseconds between looks; default CANARY_WATCH_MS. */
  intervalMs?: number;
  /** Tells the admins (the outbox's mail to them, queueOpsMail); absent: the log and audit only. */
  tellAdmins?: (message: { subject: string; text: string }) => Promise<unknown>;
  log: (line: string) => void;
}

/**
 * One look: judges each canary with a share of visitors and rolls back those the rule condemns; a canary for
 * 0 % is never judged. Returns the verdicts by remote.
 */
export async function watchCanariesOnce(
  options: Omit<CanaryWatchOptions, 'intervalMs'>,
): Promise<Record<string, CanaryVerdict>> {
  const { db, actions, log } = options;
  const verdicts: Record<string, CanaryVerdict> = {};
  const registry = await actions.registry.read();
  for (const [remote, entry] of Object.entries(registry.remotes)) {
    if (!entry.canary) continue;
    // A preview (0 %) is given to no visitor: there is no one to protect, and the few views and errors of the
    // browsers pinned to it are no sample to judge by. It is judged again once it has a share.
    if (entry.canary.percent === 0) {
      verdicts[remote] = { rollback: false, reason: 'Preview only: no visitor is given it, so it is not judged.' };
      continue;
    }
    // Each version's reports from its own release on (the API stores no earlier ones; this keeps it so).
    const [canary, stable] = await versionHealth(db, remote, [entry.canary.version, entry.version], {
      [entry.canary.version]: entry.canary.released_at,
      [entry.version]: entry.released_at,
    });
    const verdict = judgeCanary(canary!, stable!, canaryRuleFor(remote));
    verdicts[remote] = verdict;
    if (!verdict.rollback) continue;
    try {
      const rolled = await actions.rollback(remote, `Rolled back automatically. ${verdict.reason}`, log);
      await recordAudit(db, CANARY_WATCH, {
        action: 'rollback',
        entity: 'release',
        summary: `${remote} canary ${rolled.from} ended automatically: ${verdict.reason}`,
      });
      log(`canary watch: ${remote} ${rolled.from} rolled back. ${verdict.reason}`);
      await options.tellAdmins?.({
        subject: `Canary ${remote} ${rolled.from} rolled back automatically`,
        text:
          `The canary ${rolled.from} of ${remote} was rolled back automatically at ${new Date().toISOString()}.\n\n` +
          `${verdict.reason}\n\nEvery visitor gets ${rolled.to} again. The Releases screen in the admin shows ` +
          `the history; release a fixed build under a new version.\n`,
      });
    } catch (error) {
      // Another server's watch, or an admin, ended it first.
      if (!(error instanceof ReleaseRefused)) throw error;
    }
  }
  return verdicts;
}

/** Starts watching; returns a function that stops and waits for a look in progress. */
export function startCanaryWatch(options: CanaryWatchOptions): () => Promise<void> {
  let looking: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    looking = watchCanariesOnce(options).catch((error: unknown) =>
      options.log(`canary watch: the look failed: ${(error as Error).message}`),
    );
  }, options.intervalMs ?? CANARY_WATCH_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await looking;
  };
}
