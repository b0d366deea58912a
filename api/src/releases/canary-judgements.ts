/**
 * The canary watch's judgements, kept with their figures (docs/design.md#releases), so ops can see why a canary
 * was held, passed or rolled back. The watch judges every 10 s; keeping each look would add 8,640 rows a day per
 * canary, so a judgement is kept only when the canary's outcome changed since the last one kept, or that one is a
 * minute old.
 */
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { CanaryJudgementRecord } from '@site/contracts/schemas';
import type { Database } from '../db/client.ts';
import { canary_judgements } from '../db/schema.ts';

/** A judgement of the same canary with the same outcome is kept at most this often, in milliseconds. */
const JUDGEMENT_EVERY_MS = 60_000;

/** Judgements older than this many days are deleted, as the vitals they were made on are. */
const JUDGEMENT_RETENTION_DAYS = 30;

/** Most judgements one read returns. */
const JUDGEMENTS_LISTED = 100;

/** ISO time in UTC, formatted in SQL: the drivers hand timestamps back in different shapes. */
const judgedAt = sql<string>`to_char(${canary_judgements.judged_at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Keeps `judgement` (its `judged_at`, an ISO time, is when it was made) unless the last one kept for the same
 * remote and canary version has the same outcome and is less than JUDGEMENT_EVERY_MS older; a kept one also
 * deletes those past the retention. Returns whether it was kept. Several servers watching one site may each keep
 * one a minute. Throws when the database does.
 */
export async function keepCanaryJudgement(db: Database, judgement: CanaryJudgementRecord): Promise<boolean> {
  const [last] = await db
    .select({ outcome: canary_judgements.outcome, judged_at: judgedAt })
    .from(canary_judgements)
    .where(
      and(
        eq(canary_judgements.remote, judgement.remote),
        eq(canary_judgements.canary_version, judgement.canary_version),
      ),
    )
    .orderBy(desc(canary_judgements.judged_at), desc(canary_judgements.id))
    .limit(1);
  if (
    last &&
    last.outcome === judgement.outcome &&
    Date.parse(judgement.judged_at) - Date.parse(last.judged_at) < JUDGEMENT_EVERY_MS
  ) {
    return false;
  }
  await db.insert(canary_judgements).values(judgement);
  const cutoff = new Date(Date.parse(judgement.judged_at) - JUDGEMENT_RETENTION_DAYS * 24 * 3_600_000).toISOString();
  await db.delete(canary_judgements).where(lt(canary_judgements.judged_at, cutoff));
  return true;
}

/**
 * The judgements kept for `remote`, newest first, at most `limit` (default JUDGEMENTS_LISTED), each with its
 * figures as judged. Throws when the database does.
 */
export async function listCanaryJudgements(
  db: Database,
  remote: string,
  limit = JUDGEMENTS_LISTED,
): Promise<CanaryJudgementRecord[]> {
  return db
    .select({
      remote: canary_judgements.remote,
      canary_version: canary_judgements.canary_version,
      stable_version: canary_judgements.stable_version,
      percent: canary_judgements.percent,
      outcome: canary_judgements.outcome,
      reason: canary_judgements.reason,
      figures: canary_judgements.figures,
      judged_at: judgedAt,
    })
    .from(canary_judgements)
    .where(eq(canary_judgements.remote, remote))
    .orderBy(desc(canary_judgements.judged_at), desc(canary_judgements.id))
    .limit(limit);
}
