/**
 * The canary judgement (docs/design.md#releases), with three outcomes: `failing` (rolled back automatically),
 * `inconclusive` (not enough to judge yet: hold) and `healthy`. It weighs the canary's client errors per page view
 * against the stable version's, and the p75 of real visitors' LCP, INP and CLS on the canary lane against the
 * stable lane since the canary's release. Defaults here and in the README; CANARY_MIN_VIEWS, CANARY_ERROR_MARGIN,
 * CANARY_MIN_SOURCES, CANARY_LCP_RATIO, CANARY_INP_RATIO, CANARY_VITAL_SLACK_MS, CANARY_CLS_MARGIN and
 * CANARY_MIN_VITAL_SAMPLES set them for every remote, and CANARY_RULES (JSON, e.g.
 * `{"about": {"min_views": 50, "lcp_ratio": 1.5}}`) per remote.
 */
import {
  CANARY_VITALS,
  type CanaryFigures,
  type CanaryOutcome,
  type CanaryRule,
  type CanaryVital,
  type VersionHealth,
} from '@site/contracts/schemas';

/** Page views a canary needs before its errors are judged. */
export const DEFAULT_MIN_VIEWS = 200;
/** How far its error rate may exceed the stable version's: 0.05, five percentage points. */
export const DEFAULT_MARGIN = 0.05;
/**
 * Distinct sources (client addresses) a canary's errors must come from before it is rolled back, and a stable
 * version's before its errors excuse a canary: a few addresses can move neither judgement.
 */
export const DEFAULT_MIN_SOURCES = 20;
/** The canary's LCP p75 may be up to 1.2 times the stable lane's (20 % slower)… */
export const DEFAULT_LCP_RATIO = 1.2;
/** …and its INP p75 likewise. */
export const DEFAULT_INP_RATIO = 1.2;
/**
 * …or up to 100 ms over it, whichever allows more: on a fast page (an INP of 40 ms) a 1.2 ratio is 8 ms, less
 * than the buckets' own 5 % and than what a visitor notices.
 */
export const DEFAULT_VITAL_SLACK_MS = 100;
/** The canary's CLS p75 may exceed the stable lane's by 0.05, absolute: CLS is a score near 0, where ratios mislead. */
export const DEFAULT_CLS_MARGIN = 0.05;
/** Samples a vital needs on each lane before it counts: a p75 of a few visits says little. */
export const DEFAULT_MIN_VITAL_SAMPLES = 50;

/** One vital on one lane since the canary's release. */
interface LaneVital {
  count: number;
  /** Distinct sources of the lane's reports (vitalsSince); absent counts as enough, as in older kept figures. */
  sources?: number;
  /** Milliseconds for LCP and INP; the score for CLS. */
  p75: number;
}

/** The judged vitals on both lanes. */
export type LaneVitals = Record<CanaryVital, { canary: LaneVital; stable: LaneVital }>;

/** What the judgement decided, why in a sentence or two, and the figures it used. */
export interface CanaryJudgement {
  outcome: CanaryOutcome;
  reason: string;
  figures: CanaryFigures;
}

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;

/** A vital's value as people read it: whole milliseconds, or CLS to three places. */
const shown = (vital: CanaryVital, value: number) => (vital === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`);

/** No samples on either lane: what a site without Web Vitals reports (RUM_SAMPLE_RATE 0) is judged on. */
const NO_VITALS: LaneVitals = {
  LCP: { canary: { count: 0, p75: 0 }, stable: { count: 0, p75: 0 } },
  INP: { canary: { count: 0, p75: 0 }, stable: { count: 0, p75: 0 } },
  CLS: { canary: { count: 0, p75: 0 }, stable: { count: 0, p75: 0 } },
};

/** The errors part: `unjudged` before min_views, `unsure` over the margin from too few sources. */
function judgeErrors(
  canary: VersionHealth,
  stable: VersionHealth,
  rule: Required<CanaryRule>,
): { state: 'unjudged' | 'unsure' | 'within' | 'over'; text: string } {
  if (canary.views < rule.min_views) {
    return { state: 'unjudged', text: `${canary.views} of ${rule.min_views} page views needed to judge.` };
  }
  const canaryRate = canary.errors / canary.views;
  const stableRate = stable.views > 0 && stable.sources >= rule.min_sources ? stable.errors / stable.views : 0;
  const over = canaryRate - stableRate;
  const figures =
    `${canary.version}: ${canary.errors} errors in ${canary.views} views (${percent(canaryRate)}); ` +
    `${stable.version}: ${percent(stableRate)}`;
  if (over > rule.margin && canary.sources < rule.min_sources) {
    return {
      state: 'unsure',
      text:
        `Error rate ${percent(over)} above the stable version's, but from ${canary.sources} of the ` +
        `${rule.min_sources} distinct sources needed. ${figures}.`,
    };
  }
  return over > rule.margin
    ? {
        state: 'over',
        text: `Error rate ${percent(over)} above the stable version's, over the ${percent(rule.margin)} margin. ${figures}.`,
      }
    : { state: 'within', text: `Errors within the ${percent(rule.margin)} margin. ${figures}.` };
}

/** The most a canary's p75 of `vital` may be against the stable lane's `stable` under `rule`. */
function vitalLimit(vital: CanaryVital, stable: number, rule: Required<CanaryRule>): number {
  if (vital === 'CLS') return stable + rule.cls_margin;
  const ratio = vital === 'LCP' ? rule.lcp_ratio : rule.inp_ratio;
  return Math.max(stable * ratio, stable + rule.vital_slack_ms);
}

/**
 * Judges a canary against the stable version. Takes each version's views and errors since its release
 * (VersionHealth), the canary's rule, and LCP, INP and CLS on each lane since the canary's release (`count`
 * samples and `p75`: ms for LCP and INP, the score for CLS; none when absent). Returns the outcome, a reason
 * naming the figures, and the figures:
 * - errors: judged once the canary has `rule.min_views` views; over when its errors per view exceed the stable
 *   version's by more than `rule.margin` and came from at least `rule.min_sources` sources (a stable version
 *   without views, or whose errors came from fewer sources, counts as error-free, so neither a quiet stable
 *   lane nor a few addresses can excuse a canary); over the margin from fewer sources is not yet sure;
 * - each vital: judged only with `rule.min_vital_samples` samples from `rule.min_sources` distinct sources on
 *   both lanes; over when the canary's p75 exceeds vitalLimit (LCP and INP: the stable p75 × their ratio or
 *   + `vital_slack_ms`, whichever is more; CLS: + `cls_margin`). A vital short of samples or sources is left
 *   out: it neither holds nor fails the canary.
 * `failing` when the errors are over or any judged vital is; else `inconclusive` when the errors are not judged
 * yet or not sure; else `healthy`.
 */
export function judgeCanary(
  canary: VersionHealth,
  stable: VersionHealth,
  rule: Required<CanaryRule>,
  vitals: LaneVitals = NO_VITALS,
): CanaryJudgement {
  const figures: CanaryFigures = { canary, stable, vitals };
  const errors = judgeErrors(canary, stable, rule);
  const over: string[] = [];
  const within: string[] = [];
  const short: string[] = [];
  for (const vital of CANARY_VITALS) {
    const { canary: onCanary, stable: onStable } = vitals[vital];
    if (onCanary.count < rule.min_vital_samples || onStable.count < rule.min_vital_samples) {
      short.push(`${vital} ${onCanary.count} canary and ${onStable.count} stable samples of ${rule.min_vital_samples}`);
      continue;
    }
    // Reports carry no proof of a real visit: as for errors, a few addresses must not be able to fail a canary
    // (nor, on the stable lane, to excuse one).
    const fewest = Math.min(onCanary.sources ?? Infinity, onStable.sources ?? Infinity);
    if (fewest < rule.min_sources) {
      short.push(`${vital} from ${fewest} of the ${rule.min_sources} distinct sources needed on each lane`);
      continue;
    }
    const limit = vitalLimit(vital, onStable.p75, rule);
    const line =
      `${vital} p75 ${shown(vital, onCanary.p75)} on the canary against ${shown(vital, onStable.p75)} on the ` +
      `stable lane (at most ${shown(vital, limit)}; ${onCanary.count} and ${onStable.count} samples)`;
    (onCanary.p75 > limit ? over : within).push(line);
  }
  const vitalsText = [
    over.length > 0 ? `Over the margin: ${over.join('; ')}.` : '',
    within.length > 0 ? `Within the margin: ${within.join('; ')}.` : '',
    short.length > 0 ? `Not judged yet: ${short.join('; ')}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const reason = `${errors.text} ${vitalsText}`;
  const outcome: CanaryOutcome =
    errors.state === 'over' || over.length > 0
      ? 'failing'
      : errors.state === 'unjudged' || errors.state === 'unsure'
        ? 'inconclusive'
        : 'healthy';
  return { outcome, reason, figures };
}

/**
 * The rule for `remote` from the environment: CANARY_RULES' entry for it, else the CANARY_* settings named at
 * the top of this file, else the defaults. Throws on a value that is not a number in
 * range, so a typo stops the server at start (checkCanaryRules) instead of silently disabling the rule.
 */
export function canaryRuleFor(remote: string, env: NodeJS.ProcessEnv = process.env): Required<CanaryRule> {
  const fromEnv = (name: string, fallback: number) => (env[name] ? Number(env[name]) : fallback);
  const base: Required<CanaryRule> = {
    min_views: fromEnv('CANARY_MIN_VIEWS', DEFAULT_MIN_VIEWS),
    margin: fromEnv('CANARY_ERROR_MARGIN', DEFAULT_MARGIN),
    min_sources: fromEnv('CANARY_MIN_SOURCES', DEFAULT_MIN_SOURCES),
    lcp_ratio: fromEnv('CANARY_LCP_RATIO', DEFAULT_LCP_RATIO),
    inp_ratio: fromEnv('CANARY_INP_RATIO', DEFAULT_INP_RATIO),
    vital_slack_ms: fromEnv('CANARY_VITAL_SLACK_MS', DEFAULT_VITAL_SLACK_MS),
    cls_margin: fromEnv('CANARY_CLS_MARGIN', DEFAULT_CLS_MARGIN),
    min_vital_samples: fromEnv('CANARY_MIN_VITAL_SAMPLES', DEFAULT_MIN_VITAL_SAMPLES),
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
  for (const name of ['lcp_ratio', 'inp_ratio'] as const) {
    if (!(typeof rule[name] === 'number' && rule[name] >= 1 && rule[name] <= 10)) {
      throw new Error(`The canary rule for ${remote} needs ${name} as a number from 1 to 10.`);
    }
  }
  if (!(typeof rule.vital_slack_ms === 'number' && rule.vital_slack_ms >= 0 && rule.vital_slack_ms <= 60_000)) {
    throw new Error(`The canary rule for ${remote} needs vital_slack_ms as milliseconds from 0 to 60000.`);
  }
  if (!(typeof rule.cls_margin === 'number' && rule.cls_margin >= 0 && rule.cls_margin <= 1)) {
    throw new Error(`The canary rule for ${remote} needs cls_margin as a score from 0 to 1.`);
  }
  if (!Number.isInteger(rule.min_vital_samples) || rule.min_vital_samples < 1) {
    throw new Error(`The canary rule for ${remote} needs min_vital_samples as a whole number of at least 1.`);
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
