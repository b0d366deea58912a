/**
 * The automatic rollback rule for a canary (docs/design.md#releases): once the canary has had enough page
 * views to judge, it is rolled back when its client error rate exceeds the stable version's by more than a
 * margin. Defaults in the README; CANARY_MIN_VIEWS and CANARY_ERROR_MARGIN set them for every remote, and
 * CANARY_RULES (JSON, e.g. `{"about": {"min_views": 50}}`) per remote.
 */
import type { CanaryRule, VersionHealth } from '@site/contracts/schemas';

/** Page views a canary needs before it is judged. */
export const DEFAULT_MIN_VIEWS = 200;
/** How far its error rate may exceed the stable version's: 0.05, five percentage points. */
export const DEFAULT_MARGIN = 0.05;

/** What the rule decided, and why in a sentence. */
export interface CanaryVerdict {
  rollback: boolean;
  reason: string;
}

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;

/**
 * Judges a canary against the stable version: `rollback` when the canary has at least `rule.min_views` views
 * and its errors per view exceed the stable version's by more than `rule.margin`. A stable version without
 * views counts as error-free, so a canary is never excused by a quiet stable lane.
 */
export function judgeCanary(canary: VersionHealth, stable: VersionHealth, rule: CanaryRule): CanaryVerdict {
  if (canary.views < rule.min_views) {
    return { rollback: false, reason: `${canary.views} of ${rule.min_views} page views needed to judge.` };
  }
  const canaryRate = canary.errors / canary.views;
  const stableRate = stable.views > 0 ? stable.errors / stable.views : 0;
  const over = canaryRate - stableRate;
  const figures =
    `${canary.version}: ${canary.errors} errors in ${canary.views} views (${percent(canaryRate)}); ` +
    `${stable.version}: ${percent(stableRate)}`;
  return over > rule.margin
    ? {
        rollback: true,
        reason: `Error rate ${percent(over)} above the stable version's, over the ${percent(rule.margin)} margin. ${figures}.`,
      }
    : { rollback: false, reason: `Within the ${percent(rule.margin)} margin. ${figures}.` };
}

/**
 * The rule for `remote` from the environment: CANARY_RULES' entry for it, else CANARY_MIN_VIEWS and
 * CANARY_ERROR_MARGIN, else the defaults. Throws on a value that is not a number in range, so a typo stops
 * the server at start instead of silently disabling the rule.
 */
export function canaryRuleFor(remote: string, env: NodeJS.ProcessEnv = process.env): CanaryRule {
  const base: CanaryRule = {
    min_views: env.CANARY_MIN_VIEWS ? Number(env.CANARY_MIN_VIEWS) : DEFAULT_MIN_VIEWS,
    margin: env.CANARY_ERROR_MARGIN ? Number(env.CANARY_ERROR_MARGIN) : DEFAULT_MARGIN,
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
  return rule;
}
