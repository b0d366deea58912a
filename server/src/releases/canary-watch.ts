/**
 * The canary watch (docs/design.md#releases): every few seconds, each running canary is judged against its
 * stable version on errors and Web Vitals (canary-rule.ts), the judgement is kept (at most one a minute per
 * canary unless its outcome changed), and a `failing` one is rolled back, recorded, audited and mailed to the
 * admins. A staged canary (docs/design.md#canary-stages) is moved on to its next stage, or promoted, once it has
 * been `healthy` for its step (canary-stages.ts). Several web servers may watch the same site: the second finds
 * the canary gone, or its stage moved, and does nothing.
 */
import {
  getCanaryPlan,
  keepCanaryJudgement,
  recordAudit,
  restartCanaryStep,
  versionHealth,
  vitalsSince,
  type AuditActor,
  type Database,
} from '@site/api/ops';
import type { CanaryOutcome } from '@site/contracts/schemas';
import type { ReleaseActions } from './actions.ts';
import { auditLines } from './audit-lines.ts';
import { canaryRuleFor, judgeCanary, type LaneVitals } from './canary-rule.ts';
import { stageStep } from './canary-stages.ts';
import { ReleaseRefused } from './install.ts';
import { registryEntries } from '@site/contracts/registry';

/** Milliseconds between two looks; the rule's rollback lands within one of them plus a render pass. */
const CANARY_WATCH_MS = 10_000;

/** The shortest and longest look interval CANARY_WATCH_MS may set: a tenth of a second, an hour. */
const WATCH_MS_RANGE = [100, 3_600_000] as const;

/**
 * The milliseconds between two looks: CANARY_WATCH_MS from `env` when set (tests and demos look more often than
 * every 10 s, so a canary is judged and stepped within seconds), else CANARY_WATCH_MS's default. Throws when it
 * is set to anything but a whole number from 100 to 3,600,000, so a typo stops the server at start.
 */
export function canaryWatchMsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const text = env.CANARY_WATCH_MS;
  if (text === undefined || text === '') return CANARY_WATCH_MS;
  const value = Number(text);
  const [least, most] = WATCH_MS_RANGE;
  if (!Number.isInteger(value) || value < least || value > most) {
    throw new Error(`CANARY_WATCH_MS must be a whole number of milliseconds from ${least} to ${most}, not "${text}".`);
  }
  return value;
}

/** The actor the audit log names for an automatic rollback. */
const CANARY_WATCH: AuditActor = { id: null, email: 'canary watch' };

export interface CanaryWatchOptions {
  db: Database;
  actions: ReleaseActions;
  /** Milliseconds between looks; default canaryWatchMsFromEnv(). */
  intervalMs?: number;
  /** Tells the admins (the outbox's mail to them, queueOpsMail); absent: the log and audit only. */
  tellAdmins?: (message: { subject: string; text: string }) => Promise<unknown>;
  log: (line: string) => void;
  /** The time a look takes as now, for the stages' steps and the judgements; default the system clock. */
  now?: () => Date;
  /**
   * Writes the Web Vitals reports this instance took and has not stored yet (app.vitals.flush), before each
   * look, so a judgement counts every beacon answered before it.
   */
  flushVitals?: () => Promise<void>;
}

/** What one look decided for a canary: the judgement's outcome and reason (a preview is `inconclusive`, unjudged). */
export interface CanaryVerdict {
  outcome: CanaryOutcome;
  reason: string;
  /** For a staged canary: what the look did with its stage, in a sentence. */
  stage?: string;
}

/**
 * One look: judges each canary with a share of visitors (judgeCanary, on errors since each version's release
 * and LCP, INP and CLS per lane since the canary's), keeps the judgement (keepCanaryJudgement), and rolls back
 * a `failing` one; `healthy` and `inconclusive` ones are left as they are, except a staged canary's stage
 * (stepStage: held, its step started again, moved on or promoted). A canary for 0 % is never judged nor kept.
 * Times are `options.now()`'s. Returns the verdicts by remote, a staged canary's with what became of its stage.
 * Throws when the database does; a canary ended or moved meanwhile is no error.
 */
export async function watchCanariesOnce(
  options: Omit<CanaryWatchOptions, 'intervalMs'>,
): Promise<Record<string, CanaryVerdict>> {
  const { db, actions, log } = options;
  const now = options.now ?? (() => new Date());
  const verdicts: Record<string, CanaryVerdict> = {};
  await options.flushVitals?.();
  const registry = await actions.registry.read();
  for (const [remote, entry] of registryEntries(registry)) {
    if (!entry.canary) continue;
    // A preview (0 %) is given to no visitor: there is no one to protect, and the few views and errors of the
    // browsers pinned to it are no sample to judge by. It is judged again once it has a share.
    if (entry.canary.percent === 0) {
      verdicts[remote] = {
        outcome: 'inconclusive',
        reason: 'Preview only: no visitor is given it, so it is not judged.',
      };
      // A staged canary set to 0 % by hand is held, like an inconclusive one.
      const stage = await stepStage(options, remote, entry.canary.version, 'inconclusive', now());
      if (stage) verdicts[remote].stage = stage;
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
      judged_at: now().toISOString(),
    });
    if (judgement.outcome !== 'failing') {
      const stage = await stepStage(options, remote, entry.canary.version, judgement.outcome, now());
      if (stage) verdicts[remote].stage = stage;
      continue;
    }
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

/**
 * Takes the step `outcome` calls for at `at` with `remote`'s canary `version` when it was released with stages
 * (stageStep): holds it (its step started again when inconclusive), or moves it to the next stage or promotes
 * it (actions.advance, answered once visitors get it), audited under the canary watch. Returns what it did in a
 * sentence, or undefined for a canary without stages. A canary moved or ended meanwhile (by another server or
 * an admin) is no error. Never called for a failing canary, which is rolled back.
 */
async function stepStage(
  options: Omit<CanaryWatchOptions, 'intervalMs'>,
  remote: string,
  version: string,
  outcome: Exclude<CanaryOutcome, 'failing'>,
  at: Date,
): Promise<string | undefined> {
  const { db, actions, log } = options;
  const plan = await getCanaryPlan(db, remote, version);
  if (!plan) return undefined;
  const step = stageStep(plan, outcome, at);
  if (step.kind === 'rollback') return undefined;
  if (step.kind === 'hold') {
    if (step.restart) await restartCanaryStep(db, { remote, version, stage: plan.stage, at: at.toISOString() });
    return step.reason;
  }
  try {
    const moved = await actions.advance(remote, CANARY_WATCH.email, { from: plan.stage, at, log });
    const [action, summary] = moved.promoted
      ? auditLines.promote(remote, version)
      : auditLines.stage(remote, version, moved.percent, moved.stage, moved.stages);
    await recordAudit(db, CANARY_WATCH, { action, entity: 'release', summary: `${summary} (healthy for its step)` });
    const said = moved.promoted
      ? `${remote} ${version} promoted to every visitor at its last stage.`
      : `${remote} ${version} advanced to ${moved.percent} % of visitors (stage ${moved.stage + 1} of ${moved.stages}).`;
    log(`canary watch: ${said}`);
    return said;
  } catch (error) {
    // Another server's watch, or an admin, moved or ended it first.
    if (!(error instanceof ReleaseRefused)) throw error;
    return `Not moved: ${error.message}`;
  }
}

/**
 * Starts watching, a look every `options.intervalMs` (default canaryWatchMsFromEnv(), which throws on a bad
 * CANARY_WATCH_MS); returns a function that stops and waits for a look in progress.
 */
export function startCanaryWatch(options: CanaryWatchOptions): () => Promise<void> {
  let looking: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    // A look that outlasts the interval (a rollback or a step is answered once visitors get it, after a render)
    // is not overlapped: a second look meanwhile would judge the same figures and try the same action again.
    if (looking) return;
    looking = watchCanariesOnce(options)
      .catch((error: unknown) => options.log(`canary watch: the look failed: ${(error as Error).message}`))
      .finally(() => {
        looking = undefined;
      });
  }, options.intervalMs ?? canaryWatchMsFromEnv());
  timer.unref();
  return async () => {
    clearInterval(timer);
    await looking;
  };
}
