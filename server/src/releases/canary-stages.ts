/**
 * What the canary watch does with a staged canary at one look (docs/design.md#canary-stages), apart from the
 * database and the clock so it can be judged on its own: a `healthy` canary whose stage has run its step moves
 * to the next stage (or is promoted when that stage is 100 %), an `inconclusive` one starts its step again, a
 * `failing` one is rolled back, and a manual stage waits for an admin.
 */
import type { CanaryOutcome, CanaryPlan, CanaryPlanView } from '@site/contracts/schemas';

/** What one look does with a staged canary. */
export type StageStep =
  /** Stays at its stage; with `restart`, its step starts counting again from the look. */
  | { kind: 'hold'; restart: boolean; reason: string }
  /** Moves to stage `to` at `percent` % of visitors (setPercent), or gives it everyone (`promote`, a 100 % stage). */
  | { kind: 'advance'; to: number; percent: number; promote: boolean }
  /** Failing: rolled back, as every failing canary is. */
  | { kind: 'rollback' };

/** Milliseconds in a minute. */
const MINUTE_MS = 60_000;

/**
 * When the watch may next move `plan` on: its step's start plus `step_minutes`, or null at its last stage or at
 * a manual stage (an admin moves it on).
 */
export function nextStepAt(
  plan: Pick<CanaryPlan, 'stages' | 'stage' | 'step_minutes' | 'step_started_at'>,
): Date | null {
  const stage = plan.stages[plan.stage];
  if (!stage || stage.manual || plan.stage >= plan.stages.length - 1) return null;
  return new Date(Date.parse(plan.step_started_at) + plan.step_minutes * MINUTE_MS);
}

/** `plan` as the Releases screen shows it: the plan with when its next step is due (nextStepAt, ISO). */
export function planView(plan: CanaryPlan): CanaryPlanView {
  const { remote: _remote, version: _version, ...rest } = plan;
  return { ...rest, next_step_at: nextStepAt(plan)?.toISOString() ?? null };
}

/**
 * The step a look at `now` takes with the canary whose stages are `plan`, judged `outcome`:
 * - `failing`: a rollback;
 * - `inconclusive`: held, its step started again (the stage must run a whole step without one);
 * - `healthy` at a manual stage, or at the last stage when it is under 100 %: held, the step not restarted;
 * - `healthy` before the step has run (nextStepAt): held;
 * - `healthy` once it has: the next stage, a promotion when that stage is 100 %.
 */
export function stageStep(
  plan: Pick<CanaryPlan, 'stages' | 'stage' | 'step_minutes' | 'step_started_at'>,
  outcome: CanaryOutcome,
  now: Date,
): StageStep {
  if (outcome === 'failing') return { kind: 'rollback' };
  const current = plan.stages[plan.stage]!;
  if (outcome === 'inconclusive') {
    return { kind: 'hold', restart: true, reason: `Stage ${current.percent} % held: the judgement is inconclusive.` };
  }
  const next = plan.stages[plan.stage + 1];
  if (!next) {
    return { kind: 'hold', restart: false, reason: `At the last stage, ${current.percent} %: promote it by hand.` };
  }
  if (current.manual) {
    return {
      kind: 'hold',
      restart: false,
      reason: `Stage ${current.percent} % waits for an admin to advance it to ${next.percent} %.`,
    };
  }
  const due = nextStepAt(plan)!;
  if (now < due) {
    return {
      kind: 'hold',
      restart: false,
      reason: `Stage ${current.percent} % until ${due.toISOString()}, then ${next.percent} %.`,
    };
  }
  return { kind: 'advance', to: plan.stage + 1, percent: next.percent, promote: next.percent === 100 };
}
