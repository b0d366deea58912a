import { z } from 'zod';

/**
 * Staged canaries (docs/design.md#canary-stages): a canary released with stages is moved from share to share by
 * the canary watch, one step after another, and promoted at a last stage of 100 %. A stage marked manual is
 * held until an admin advances it.
 */

/** The longest step between two stages, in minutes: a week. */
export const STAGE_STEP_MAX_MINUTES = 7 * 24 * 60;

/** The shortest step, in minutes (0.6 s): below the watch's look of 10 s it makes no difference. */
export const STAGE_STEP_MIN_MINUTES = 0.01;

/** The most stages a canary may have. */
export const STAGES_MAX = 10;

/** One stage: its share of visitors, 1–100 (100: promote), and whether the canary waits there for an admin. */
export interface CanaryStage {
  percent: number;
  manual: boolean;
}

/** One stage a canary reached: which (index into its stages), at what share, when (ISO) and who moved it. */
export interface CanaryStageChange {
  stage: number;
  percent: number;
  at: string;
  /** `canary watch`, an admin's e-mail, a deploy token's name, or `release` for the first stage. */
  by: string;
}

/**
 * A canary's stages as they stand: the plan, the stage it is at (`stage`, an index into `stages`), when that
 * stage's step began counting (`step_started_at`, ISO; an `inconclusive` look starts it again) and each stage
 * it reached, oldest first.
 */
export interface CanaryPlan {
  remote: string;
  version: string;
  stages: CanaryStage[];
  step_minutes: number;
  stage: number;
  step_started_at: string;
  changes: CanaryStageChange[];
}

/**
 * A canary's stages as the Releases screen shows them: the plan, and when the watch may take the next step
 * (ISO; null at the last stage or at a manual one, which waits for an admin).
 */
export interface CanaryPlanView extends Omit<CanaryPlan, 'remote' | 'version'> {
  next_step_at: string | null;
}

const stageSchema = z.object({
  percent: z
    .number({ error: 'Give each stage as a whole number of percent.' })
    .int('Give each stage as a whole number of percent.')
    .min(1, 'A stage is for 1 to 100 % of visitors.')
    .max(100, 'A stage is for 1 to 100 % of visitors (100: promote).'),
  manual: z.boolean().default(false),
});

/**
 * The stages a release asks for (`--stages` on the command line, `stages` and `step_minutes` on the release
 * call), checked against the canary's starting share `canary`: 2 to STAGES_MAX stages, each 1–100 %, strictly
 * increasing, the first equal to `canary`, only the last may be 100 (a promotion); `step_minutes` a positive
 * number of minutes from STAGE_STEP_MIN_MINUTES to STAGE_STEP_MAX_MINUTES (fractions allowed). Each issue's path
 * names the field at fault (`stages`, `stages.<i>.percent`, `step_minutes`, `canary`).
 */
export const canaryStagesSchema = z
  .object({
    canary: z
      .number({ error: 'Stages need a canary: give its starting share.' })
      .int('Give the canary as a whole number of percent.')
      .min(1, 'A staged canary starts with a share of 1 % or more, not a preview.')
      .max(99, 'A canary is for at most 99 % of visitors.'),
    stages: z
      .array(stageSchema, { error: 'List the stages, e.g. 10,50,100.' })
      .min(2, 'Give at least two stages, e.g. 10,100.')
      .max(STAGES_MAX, `Give at most ${STAGES_MAX} stages.`),
    step_minutes: z
      .number({ error: 'Give the step between stages in minutes.' })
      .min(STAGE_STEP_MIN_MINUTES, `Give a step of at least ${STAGE_STEP_MIN_MINUTES} minutes.`)
      .max(STAGE_STEP_MAX_MINUTES, `Give a step of at most ${STAGE_STEP_MAX_MINUTES} minutes (a week).`),
  })
  .superRefine(({ canary, stages }, context) => {
    if (stages[0] && stages[0].percent !== canary) {
      context.addIssue({
        code: 'custom',
        path: ['stages', 0, 'percent'],
        message: `The first stage is the canary's starting share: ${canary}, not ${stages[0].percent}.`,
      });
    }
    stages.forEach((stage, index) => {
      const before = stages[index - 1];
      if (before && stage.percent <= before.percent) {
        context.addIssue({
          code: 'custom',
          path: ['stages', index, 'percent'],
          message: `Stages go strictly up: ${stage.percent} follows ${before.percent}.`,
        });
      }
      if (stage.percent === 100 && stage.manual) {
        context.addIssue({
          code: 'custom',
          path: ['stages', index, 'manual'],
          message: 'The 100 % stage is the promotion: it cannot be held.',
        });
      }
    });
  });
export type CanaryStagesInput = z.input<typeof canaryStagesSchema>;
export type CanaryStages = z.output<typeof canaryStagesSchema>;

/**
 * Stages as the command line and the release call's `stages` query parameter write them: percents separated by
 * commas, each optionally followed by `:manual` (`10,50:manual,100`). Returns the stages, or the refusal's
 * message for text out of form; the ranges and order are canaryStagesSchema's to check.
 */
export function parseStagesText(text: string): CanaryStage[] | string {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length > STAGES_MAX) return `Give at most ${STAGES_MAX} stages.`;
  const stages: CanaryStage[] = [];
  for (const part of parts) {
    const match = /^(\d{1,3})(:manual)?$/.exec(part);
    if (!match) {
      return `"${part.slice(0, 20)}" is not a stage: write percents separated by commas, a held one with :manual (10,50:manual,100).`;
    }
    stages.push({ percent: Number(match[1]), manual: match[2] !== undefined });
  }
  return stages;
}

/** `stages` written back as parseStagesText reads them. */
export const stagesText = (stages: readonly CanaryStage[]): string =>
  stages.map(({ percent, manual }) => `${percent}${manual ? ':manual' : ''}`).join(',');

/**
 * The stages, step and starting share of a release (`stages` as parseStagesText reads it, `step_minutes` as
 * text, as they come on the command line or in a query), checked (canaryStagesSchema). Returns the stages, or
 * `{field, message}` naming the field at fault. `stages` and `step_minutes` go together.
 */
export function readCanaryStages(input: {
  canary: number | undefined;
  stages: string | undefined;
  step_minutes: string | undefined;
}): CanaryStages | { field: string; message: string } {
  if (input.stages === undefined) {
    return { field: 'stages', message: 'A step between stages needs stages: give them, e.g. 10,50,100.' };
  }
  const stages = parseStagesText(input.stages);
  if (typeof stages === 'string') return { field: 'stages', message: stages };
  if (input.step_minutes === undefined) {
    return { field: 'step_minutes', message: 'Give the step between stages in minutes.' };
  }
  const step = input.step_minutes.trim() === '' ? Number.NaN : Number(input.step_minutes);
  const parsed = canaryStagesSchema.safeParse({ canary: input.canary, stages, step_minutes: step });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  return { field: issue.path.join('.') || 'stages', message: issue.message };
}
