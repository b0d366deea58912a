/**
 * The stages of staged canaries (docs/design.md#canary-stages): the plan a release gave, the stage the canary is
 * at and when its step began counting, and each stage reached. The canary watch and an admin's "advance" move a
 * canary on; every move is conditional on the stage it starts from, so two web servers watching one site never
 * take the same step twice.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { CanaryPlan, CanaryStage, CanaryStageChange } from '@site/contracts/schemas';
import type { Database } from '../db/client.ts';
import { canary_plans } from '../db/schema.ts';

/** ISO time in UTC, formatted in SQL: the drivers hand timestamps back in different shapes. */
const stepStartedAt = sql<string>`to_char(${canary_plans.step_started_at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const planColumns = {
  remote: canary_plans.remote,
  version: canary_plans.version,
  stages: canary_plans.stages,
  step_minutes: canary_plans.step_minutes,
  stage: canary_plans.stage,
  step_started_at: stepStartedAt,
  changes: canary_plans.changes,
};

/**
 * Stores the stages of `remote`'s canary `version` as it starts (at its first stage, `at` an ISO time, the step
 * counting from then), replacing any plan kept for the same version before. Returns the plan. Throws when the
 * database does.
 */
export async function storeCanaryPlan(
  db: Database,
  plan: { remote: string; version: string; stages: CanaryStage[]; step_minutes: number; at: string; by: string },
): Promise<CanaryPlan> {
  const { remote, version, stages, step_minutes, at, by } = plan;
  const changes: CanaryStageChange[] = [{ stage: 0, percent: stages[0]!.percent, at, by }];
  const row = { remote, version, stages, step_minutes, stage: 0, step_started_at: at, changes };
  await db
    .insert(canary_plans)
    .values(row)
    .onConflictDoUpdate({
      target: [canary_plans.remote, canary_plans.version],
      set: { stages, step_minutes, stage: 0, step_started_at: at, changes },
    });
  return row;
}

/** Forgets the plan of `remote`'s `version` (a release of it again without stages). Throws when the database does. */
export async function dropCanaryPlan(db: Database, remote: string, version: string): Promise<void> {
  await db.delete(canary_plans).where(and(eq(canary_plans.remote, remote), eq(canary_plans.version, version)));
}

/** The plan of `remote`'s canary `version`, or undefined when it was released without stages. */
export async function getCanaryPlan(db: Database, remote: string, version: string): Promise<CanaryPlan | undefined> {
  const [row] = await db
    .select(planColumns)
    .from(canary_plans)
    .where(and(eq(canary_plans.remote, remote), eq(canary_plans.version, version)));
  return row;
}

/**
 * Moves `remote`'s canary `version` from stage `from` to stage `from + 1` (its share `percent`), `at` (ISO) by
 * `by`, its step counting from `at`; only when it is still at `from`. Returns whether this call moved it (false:
 * another server or an admin moved it first, or there is no such plan). Throws when the database does.
 */
export async function moveCanaryStage(
  db: Database,
  move: { remote: string; version: string; from: number; percent: number; at: string; by: string },
): Promise<boolean> {
  const { remote, version, from, percent, at, by } = move;
  const change: CanaryStageChange = { stage: from + 1, percent, at, by };
  const moved = await db
    .update(canary_plans)
    .set({
      stage: from + 1,
      step_started_at: at,
      changes: sql`${canary_plans.changes} || ${JSON.stringify([change])}::jsonb`,
    })
    .where(and(eq(canary_plans.remote, remote), eq(canary_plans.version, version), eq(canary_plans.stage, from)))
    .returning({ stage: canary_plans.stage });
  return moved.length > 0;
}

/**
 * Starts the step of `remote`'s canary `version` at stage `stage` counting again from `at` (ISO): an
 * `inconclusive` look. Nothing changes once it has left that stage. Throws when the database does.
 */
export async function restartCanaryStep(
  db: Database,
  restart: { remote: string; version: string; stage: number; at: string },
): Promise<void> {
  const { remote, version, stage, at } = restart;
  await db
    .update(canary_plans)
    .set({ step_started_at: at })
    .where(and(eq(canary_plans.remote, remote), eq(canary_plans.version, version), eq(canary_plans.stage, stage)));
}

/**
 * Every stage change of `remote`'s canaries after their first stage (which the release itself marks), with the
 * version, oldest first: what the Releases screen's charts mark. Throws when the database does.
 */
export async function listCanaryStageChanges(
  db: Database,
  remote: string,
): Promise<(CanaryStageChange & { version: string })[]> {
  const rows = await db
    .select({ version: canary_plans.version, changes: canary_plans.changes })
    .from(canary_plans)
    .where(eq(canary_plans.remote, remote));
  return rows
    .flatMap(({ version, changes }) => changes.filter((change) => change.stage > 0).map((c) => ({ ...c, version })))
    .sort((a, b) => a.at.localeCompare(b.at));
}
