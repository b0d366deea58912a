import type { CanaryPlan } from '@site/contracts/schemas';
import { nextStepAt, planView, stageStep } from './canary-stages.ts';

const STARTED = '2026-11-27T10:00:00.000Z';
const at = (minutes: number) => new Date(Date.parse(STARTED) + minutes * 60_000);

/** A canary at stage `stage` of 10, 50 (held for an admin), 80 and 100, a step of 30 minutes. */
const plan = (stage: number): CanaryPlan => ({
  remote: 'about',
  version: '2.0.0',
  stages: [
    { percent: 10, manual: false },
    { percent: 50, manual: true },
    { percent: 80, manual: false },
    { percent: 100, manual: false },
  ],
  step_minutes: 30,
  stage,
  step_started_at: STARTED,
  changes: [{ stage: 0, percent: 10, at: STARTED, by: 'release' }],
});

describe('a staged canary at one look of the watch', () => {
  it('moves to the next stage once it is healthy and its step has run', () => {
    expect(stageStep(plan(0), 'healthy', at(30))).toEqual({ kind: 'advance', to: 1, percent: 50, promote: false });
    expect(stageStep(plan(0), 'healthy', at(95))).toEqual({ kind: 'advance', to: 1, percent: 50, promote: false });
  });

  it('holds a healthy canary until its step has run, saying when it moves on', () => {
    expect(stageStep(plan(0), 'healthy', at(29.9))).toEqual({
      kind: 'hold',
      restart: false,
      reason: 'Stage 10 % until 2026-11-27T10:30:00.000Z, then 50 %.',
    });
  });

  it('holds an inconclusive canary however long it has run, and starts its step again', () => {
    expect(stageStep(plan(0), 'inconclusive', at(600))).toEqual({
      kind: 'hold',
      restart: true,
      reason: 'Stage 10 % held: the judgement is inconclusive.',
    });
  });

  it('rolls back a failing canary at any stage', () => {
    expect(stageStep(plan(0), 'failing', at(1))).toEqual({ kind: 'rollback' });
    expect(stageStep(plan(2), 'failing', at(60))).toEqual({ kind: 'rollback' });
  });

  it('holds a manual stage for an admin, however healthy and long', () => {
    expect(stageStep(plan(1), 'healthy', at(10_000))).toEqual({
      kind: 'hold',
      restart: false,
      reason: 'Stage 50 % waits for an admin to advance it to 80 %.',
    });
    expect(nextStepAt(plan(1))).toBeNull();
  });

  it('promotes at a last stage of 100 %', () => {
    expect(stageStep(plan(2), 'healthy', at(30))).toEqual({ kind: 'advance', to: 3, percent: 100, promote: true });
  });

  it('stays at a last stage under 100 %, for a promotion by hand', () => {
    const short = { ...plan(1), stages: plan(0).stages.slice(0, 2), stage: 1 };
    short.stages[1] = { percent: 50, manual: false };
    expect(stageStep(short, 'healthy', at(120))).toMatchObject({ kind: 'hold', restart: false });
    expect(nextStepAt(short)).toBeNull();
  });

  it('tells the screen when the next step is due', () => {
    expect(planView(plan(0))).toEqual({
      stages: plan(0).stages,
      step_minutes: 30,
      stage: 0,
      step_started_at: STARTED,
      changes: plan(0).changes,
      next_step_at: '2026-11-27T10:30:00.000Z',
    });
  });
});
