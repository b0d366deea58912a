/**
 * The canary watch (docs/design.md#releases): every few seconds, each running canary is judged against its
 * stable version on errors and Web Vitals (canary-rule.ts), the judgement is kept (at most one a minute per
 * canary unless its outcome changed), and a `failing` one is rolled back, recorded, audited and mailed to the
 * admins. Several web servers may watch the same site: the second finds the canary gone and does nothing.
 */
import {
  keepCanaryJudgement,
  recordAudit,
  versionHealth,
  vitalsSince,
  type AuditActor,
  type Database,
} from '@site/api/ops';
import type { CanaryOutcome } from '@site/contracts/schemas';
import type { ReleaseActions } from './actions.ts';
import { canaryRuleFor, judgeCanary, type LaneVitals } from './canary-rule.ts';
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

/** What one look decided for a canary: the judgement's outcome and reason (a preview is `inconclusive`, unjudged). */
export interface CanaryVerdict {
  outcome: CanaryOutcome;
  reason: string;
}

/**
 * One look: judges each canary with a share of visitors (judgeCanary, on errors since each version's release
 * and LCP, INP and CLS per lane since the canary's), keeps the judgement (keepCanaryJudgement), and rolls back
 * a `failing` one; `healthy` and `inconclusive` ones are left as they are. A canary for 0 % is never judged nor
 * kept. Returns the verdicts by remote. Throws when the database does; a canary ended meanwhile is no error.
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
      verdicts[remote] = {
        outcome: 'inconclusive',
        reason: 'Preview only: no visitor is given it, so it is not judged.',
      };
      continue;
    }
    // Each version's reports from its own release on (the API stores no earlier ones; this keeps it so).
    const [canary, stable] = await versionHealth(db, remote, [entry.canary.version, entry.version], {
      [entry.canary.version]: entry.canary.released_at,
      [entry.version]: entry.released_at,
    });
    // Both lanes over the same span, the canary's life: the stable lane's earlier hours had other visitors,
    // times of day and pages in cache.
    const since = entry.canary.released_at;
    const [canaryVitals, stableVitals] = await Promise.all([
      vitalsSince(db, remote, entry.canary.version, 'canary', since),
      vitalsSince(db, remote, entry.version, 'stable', since),
    ]);
    const vitals: LaneVitals = {
      LCP: { canary: canaryVitals.LCP, stable: stableVitals.LCP },
      INP: { canary: canaryVitals.INP, stable: stableVitals.INP },
      CLS: { canary: canaryVitals.CLS, stable: stableVitals.CLS },
    };
    const judgement = judgeCanary(canary!, stable!, canaryRuleFor(remote), vitals);
    verdicts[remote] = { outcome: judgement.outcome, reason: judgement.reason };
    await keepCanaryJudgement(db, {
      remote,
      canary_version: entry.canary.version,
      stable_version: entry.version,
      percent: entry.canary.percent,
      ...judgement,
      judged_at: new Date().toISOString(),
    });
    if (judgement.outcome !== 'failing') continue;
    try {
      const rolled = await actions.rollback(remote, `Rolled back automatically. ${judgement.reason}`, log);
      await recordAudit(db, CANARY_WATCH, {
        action: 'rollback',
        entity: 'release',
        summary: `${remote} canary ${rolled.from} ended automatically: ${judgement.reason}`,
      });
      log(`canary watch: ${remote} ${rolled.from} rolled back. ${judgement.reason}`);
      await options.tellAdmins?.({
        subject: `Canary ${remote} ${rolled.from} rolled back automatically`,
        text:
          `The canary ${rolled.from} of ${remote} was rolled back automatically at ${new Date().toISOString()}.\n\n` +
          `${judgement.reason}\n\nEvery visitor gets ${rolled.to} again. The Releases screen in the admin shows ` +
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
