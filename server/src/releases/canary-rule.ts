/**
 * The automatic rollback rule for a canary (docs/design.md#releases): once the canary has had enough page
 * views to judge, it is rolled back when its client error rate exceeds the stable version's by more than a
 * margin and its errors came from enough distinct sources. Defaults in the README; CANARY_MIN_VIEWS,
 * CANARY_ERROR_MARGIN and CANARY_MIN_SOURCES set them for every remote, and CANARY_RULES (JSON, e.g.
 * `{"about": {"min_views": 50}}`) per remote.
 */
import type { CanaryRule, VersionHealth } from '@site/contracts/schemas';

/** Page views a canary needs before it is judged. */
export const DEFAULT_MIN_VIEWS = 200;
/** How far its error rate may exceed the stable version's: 0.05, five percentage points. */
export const DEFAULT_MARGIN = 0.05;
/**
 * Distinct sources (client addresses) a canary's errors must come from before it is rolled back, and a stable
 * version's before its errors excuse a canary: a few addresses can move neither judgement.
 */
export const DEFAULT_MIN_SOURCES = 20;

/** What the rule decided, and why in a sentence. */
export interface CanaryVerdict {
  rollback: boolean;
  reason: string;
}

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;

/**
 * Judges a canary against the stable version: `rollback` when the canary has at least `rule.min_views` views,
 * its errors per view exceed the stable version's by more than `rule.margin`, and those errors came from at
 * least `rule.min_sources` distinct sources. A stable version without views, or whose errors came from fewer
 * than `rule.min_sources` sources, counts as error-free, so a canary is never excused by a quiet stable lane
 * or by a few addresses reporting errors for the stable version.
 */
export function judgeCanary(canary: VersionHealth, stable: VersionHealth, rule: CanaryRule): CanaryVerdict {
  if (canary.views < rule.min_views) {
    return { rollback: false, reason: `${canary.views} of ${rule.min_views} page views needed to judge.` };
  }
  const canaryRate = canary.errors / canary.views;
  const stableRate = stable.views > 0 && stable.sources >= rule.min_sources ? stable.errors / stable.views : 0;
  const over = canaryRate - stableRate;
  const figures =
    `${canary.version}: ${canary.errors} errors in ${canary.views} views (${percent(canaryRate)}); ` +
    `${stable.version}: ${percent(stableRate)}`;
  if (over > rule.margin && canary.sources < rule.min_sources) {
    return {
      rollback: false,
      reason:
        `Error rate ${percent(over)} above the stable version's, but from ${canary.sources} of the ` +
        `${rule.min_sources} distinct sources needed. ${figures}.`,
    };
  }
  return over > rule.margin
    ? {
        rollback: true,
        reason: `Error rate ${percent(over)} above the stable version's, over the ${percent(rule.margin)} margin. ${figures}.`,
      }
    : { rollback: false, reason: `Within the ${percent(rule.margin)} margin. ${figures}.` };
}

/**
 * The rule for `remote` from the environment: CANARY_RULES' entry for it, else CANARY_MIN_VIEWS,
 * CANARY_ERROR_MARGIN and CANARY_MIN_SOURCES, else the defaults. Throws on a value that is not a number in
 * range, so a typo stops the server at start (checkCanaryRules) instead of silently disabling the rule.
 */
export function canaryRuleFor(remote: string, env: NodeJS.ProcessEnv = process.env): CanaryRule {
  const base: CanaryRule = {
    min_views: env.CANARY_MIN_VIEWS ? Number(env.CANARY_MIN_VIEWS) : DEFAULT_MIN_VIEWS,
    margin: env.CANARY_ERROR_MARGIN ? Number(env.CANARY_ERROR_MARGIN) : DEFAULT_MARGIN,
    min_sources: env.CANARY_MIN_SOURCES ? Number(env.CANARY_MIN_SOURCES) : DEFAULT_MIN_SOURCES,
  };
  const own = env.CANARY_RULES
    ? ((JSON.parse(env.CANARY_RULES) as Record<string, Partial<CanaryRule>>)[remote] ?? {})
    : {};
  const rule = { ...base, ...own };
  if (!Number.isInteger(rule.min_views) || rule.min_views < 1) {
    throw new Error(`The canary rule for ${remote} needs min_views as a whole number of at least 1.`);
  }
  if (!(typeof rule.margin === 'number' && rule.margin >= 0 && rule.margin < 1)) {
    throw new Error(`The canary rule for ${remote} needs margin as a fraction from 0 to below 1.`);
  }
  if (!Number.isInteger(rule.min_sources) || rule.min_sources < 1) {
    throw new Error(`The canary rule for ${remote} needs min_sources as a whole number of at least 1.`);
  }
  return rule;
}

/**
 * Checks every canary rule the environment sets (the defaults and each CANARY_RULES entry) at start. Throws
 * the first problem, naming the setting; returns nothing when all are valid.
 */
export function checkCanaryRules(env: NodeJS.ProcessEnv = process.env): void {
  let own: unknown;
  try {
    own = env.CANARY_RULES ? JSON.parse(env.CANARY_RULES) : {};
  } catch {
    throw new Error('CANARY_RULES must be JSON, e.g. {"about": {"min_views": 50}}.');
  }
  if (typeof own !== 'object' || own === null || Array.isArray(own)) {
    throw new Error('CANARY_RULES must be a JSON object of rules by remote.');
  }
  canaryRuleFor('', env);
  for (const remote of Object.keys(own as object)) canaryRuleFor(remote, env);
}
