import {
  canaryRuleFor,
  checkCanaryRules,
  DEFAULT_CLS_MARGIN,
  DEFAULT_INP_RATIO,
  DEFAULT_LCP_RATIO,
  DEFAULT_MARGIN,
  DEFAULT_MIN_SOURCES,
  DEFAULT_MIN_VIEWS,
  DEFAULT_MIN_VITAL_SAMPLES,
  DEFAULT_VITAL_SLACK_MS,
  judgeCanary,
  type LaneVitals,
} from './canary-rule.ts';

/** A version's figures; its errors from `sources` distinct sources (default: as many as the rule needs). */
const health = (version: string, views: number, errors: number, sources = 5) => ({
  version,
  views,
  errors,
  sources,
  error_rate: views ? errors / views : null,
});
const rule = {
  min_views: 100,
  margin: 0.05,
  min_sources: 5,
  lcp_ratio: 1.2,
  inp_ratio: 1.2,
  vital_slack_ms: 100,
  cls_margin: 0.05,
  min_vital_samples: 50,
};
/** The vitals rule's defaults, as canaryRuleFor fills them. */
const VITAL_DEFAULTS = {
  lcp_ratio: DEFAULT_LCP_RATIO,
  inp_ratio: DEFAULT_INP_RATIO,
  vital_slack_ms: DEFAULT_VITAL_SLACK_MS,
  cls_margin: DEFAULT_CLS_MARGIN,
  min_vital_samples: DEFAULT_MIN_VITAL_SAMPLES,
};

/** Both lanes of each vital: [canary count, canary p75, stable count, stable p75]; unnamed ones without samples. */
const lanes = (given: Partial<Record<'LCP' | 'INP' | 'CLS', [number, number, number, number]>>): LaneVitals => {
  const lane = ([cc, cp, sc, sp]: [number, number, number, number] = [0, 0, 0, 0]) => ({
    canary: { count: cc, p75: cp },
    stable: { count: sc, p75: sp },
  });
  return { LCP: lane(given.LCP), INP: lane(given.INP), CLS: lane(given.CLS) };
};
/** Errors that pass: enough views, no more errors than stable. */
const fineCanary = health('2.0.0', 500, 5);
const fineStable = health('1.0.0', 500, 5);

describe('judgeCanary', () => {
  it('waits until the canary has the page views the rule needs', () => {
    const verdict = judgeCanary(health('2.0.0', 99, 99), health('1.0.0', 1000, 0), rule);
    expect(verdict).toMatchObject({
      outcome: 'inconclusive',
      reason: expect.stringMatching(/^99 of 100 page views needed to judge\. Not judged yet: LCP 0 canary/),
    });
  });

  it('rolls back a canary whose error rate exceeds the stable one by more than the margin', () => {
    const verdict = judgeCanary(health('2.0.0', 100, 8), health('1.0.0', 1000, 20), rule);
    expect(verdict.outcome).toBe('failing');
    expect(verdict.reason).toContain('6.0 % above');
    expect(verdict.reason).toContain('2.0.0: 8 errors in 100 views (8.0 %)');
  });

  it('keeps a canary at exactly the margin, and one no worse than stable', () => {
    expect(judgeCanary(health('2.0.0', 200, 12), health('1.0.0', 100, 1), rule).outcome).toBe('healthy');
    expect(judgeCanary(health('2.0.0', 500, 5), health('1.0.0', 500, 5), rule).outcome).toBe('healthy');
  });

  it('judges against an error-free stable version when the stable one has no views yet', () => {
    expect(judgeCanary(health('2.0.0', 100, 6), health('1.0.0', 0, 0), rule).outcome).toBe('failing');
  });

  it('keeps a canary whose errors come from fewer distinct sources than the rule needs, however many', () => {
    const verdict = judgeCanary(health('2.0.0', 100, 60, 4), health('1.0.0', 1000, 0), rule);
    expect(verdict).toMatchObject({
      outcome: 'inconclusive',
      reason: expect.stringContaining('from 4 of the 5 distinct sources'),
    });
  });

  it('is not talked out of a rollback by stable errors from a few sources', () => {
    // 50 % stable errors from 4 addresses would otherwise hide the canary's 20 %.
    expect(judgeCanary(health('2.0.0', 100, 20), health('1.0.0', 100, 50, 4), rule).outcome).toBe('failing');
    expect(judgeCanary(health('2.0.0', 100, 20), health('1.0.0', 100, 50, 5), rule).outcome).toBe('healthy');
  });
});

describe('judgeCanary on Web Vitals', () => {
  it('is healthy with errors within the margin and every vital with enough samples within its own', () => {
    const vitals = lanes({ LCP: [60, 2350, 80, 2000], INP: [60, 180, 80, 100], CLS: [60, 0.12, 80, 0.08] });
    const verdict = judgeCanary(fineCanary, fineStable, rule, vitals);
    expect(verdict.outcome).toBe('healthy');
    expect(verdict.reason).toContain('Within the margin: LCP p75 2350 ms on the canary against 2000 ms');
    expect(verdict.figures).toEqual({ canary: fineCanary, stable: fineStable, vitals });
  });

  it('fails a canary whose LCP p75 is over its margin though its errors are fine, naming the metric', () => {
    const verdict = judgeCanary(fineCanary, fineStable, rule, lanes({ LCP: [60, 3400, 80, 2000] }));
    expect(verdict.outcome).toBe('failing');
    expect(verdict.reason).toContain(
      'Over the margin: LCP p75 3400 ms on the canary against 2000 ms on the stable lane (at most 2400 ms; 60 and 80 samples)',
    );
  });

  it('fails on a vital even before the errors can be judged', () => {
    const verdict = judgeCanary(health('2.0.0', 10, 0), fineStable, rule, lanes({ INP: [50, 900, 50, 200] }));
    expect(verdict.outcome).toBe('failing');
    expect(verdict.reason).toMatch(/^10 of 100 page views needed to judge\. Over the margin: INP p75 900 ms/);
  });

  it('ignores a vital with too few samples on either lane, however bad', () => {
    const fewOnCanary = judgeCanary(fineCanary, fineStable, rule, lanes({ LCP: [49, 9000, 500, 2000] }));
    expect(fewOnCanary.outcome).toBe('healthy');
    expect(fewOnCanary.reason).toContain('Not judged yet: LCP 49 canary and 500 stable samples of 50');
    expect(judgeCanary(fineCanary, fineStable, rule, lanes({ LCP: [500, 9000, 49, 2000] })).outcome).toBe('healthy');
    // And it makes nothing conclusive: without the views, a canary with good vitals is held.
    const held = judgeCanary(health('2.0.0', 10, 0), fineStable, rule, lanes({ LCP: [60, 2000, 60, 2000] }));
    expect(held.outcome).toBe('inconclusive');
  });

  it('ignores a vital reported from fewer distinct sources than the rule needs on either lane, however bad', () => {
    const from = (canarySources: number, stableSources: number): LaneVitals => {
      const vitals = lanes({ LCP: [500, 9000, 500, 2000] });
      vitals.LCP = {
        canary: { ...vitals.LCP.canary, sources: canarySources },
        stable: { ...vitals.LCP.stable, sources: stableSources },
      };
      return vitals;
    };
    // A few addresses posting slow figures for the canary, or fast ones for the stable lane, fail nothing.
    const forged = judgeCanary(fineCanary, fineStable, rule, from(4, 40));
    expect(forged.outcome).toBe('healthy');
    expect(forged.reason).toContain('Not judged yet: LCP from 4 of the 5 distinct sources needed on each lane');
    expect(judgeCanary(fineCanary, fineStable, rule, from(40, 4)).outcome).toBe('healthy');
    expect(judgeCanary(fineCanary, fineStable, rule, from(5, 5)).outcome).toBe('failing');
  });

  it('allows small timings the absolute slack, not only the ratio', () => {
    // 1.2 × 40 ms is 48 ms; the 100 ms slack allows 140 ms.
    expect(judgeCanary(fineCanary, fineStable, rule, lanes({ INP: [60, 130, 60, 40] })).outcome).toBe('healthy');
    expect(judgeCanary(fineCanary, fineStable, rule, lanes({ INP: [60, 150, 60, 40] })).outcome).toBe('failing');
  });

  it('judges CLS by an absolute difference, not a ratio', () => {
    // Ten times a tiny stable CLS is still within 0.05 of it.
    expect(judgeCanary(fineCanary, fineStable, rule, lanes({ CLS: [60, 0.04, 60, 0.004] })).outcome).toBe('healthy');
    const over = judgeCanary(fineCanary, fineStable, rule, lanes({ CLS: [60, 0.31, 60, 0.25] }));
    expect(over.outcome).toBe('failing');
    expect(over.reason).toContain('CLS p75 0.310 on the canary against 0.250 on the stable lane (at most 0.300;');
  });
});

describe('canaryRuleFor', () => {
  it('uses the defaults, then the environment, then the remote’s own entry', () => {
    expect(canaryRuleFor('about', {})).toEqual({
      min_views: DEFAULT_MIN_VIEWS,
      margin: DEFAULT_MARGIN,
      min_sources: DEFAULT_MIN_SOURCES,
      ...VITAL_DEFAULTS,
    });
    expect(VITAL_DEFAULTS).toEqual({
      lcp_ratio: 1.2,
      inp_ratio: 1.2,
      vital_slack_ms: 100,
      cls_margin: 0.05,
      min_vital_samples: 50,
    });
    expect(DEFAULT_MIN_SOURCES).toBe(20);
    const env = {
      CANARY_MIN_VIEWS: '50',
      CANARY_ERROR_MARGIN: '0.1',
      CANARY_MIN_SOURCES: '8',
      CANARY_RULES: '{"about": {"min_views": 20, "min_sources": 3}}',
    };
    expect(canaryRuleFor('about', env)).toEqual({ min_views: 20, margin: 0.1, min_sources: 3, ...VITAL_DEFAULTS });
    expect(canaryRuleFor('services', env)).toEqual({ min_views: 50, margin: 0.1, min_sources: 8, ...VITAL_DEFAULTS });
  });

  it('takes the vitals’ margins and samples from the environment and from a remote’s own entry', () => {
    const env = {
      CANARY_LCP_RATIO: '1.5',
      CANARY_MIN_VITAL_SAMPLES: '200',
      CANARY_RULES: '{"news": {"lcp_ratio": 1.1, "inp_ratio": 2, "cls_margin": 0.1, "vital_slack_ms": 0}}',
    };
    expect(canaryRuleFor('news', env)).toMatchObject({
      lcp_ratio: 1.1,
      inp_ratio: 2,
      cls_margin: 0.1,
      vital_slack_ms: 0,
      min_vital_samples: 200,
    });
    expect(canaryRuleFor('about', env)).toMatchObject({ lcp_ratio: 1.5, inp_ratio: 1.2, min_vital_samples: 200 });
    // The remote's own rule decides: an LCP 1.15× stable's fails news (1.1) and not about (1.5).
    const vitals = lanes({ LCP: [250, 2300, 250, 2000] });
    expect(judgeCanary(fineCanary, fineStable, canaryRuleFor('news', env), vitals).outcome).toBe('failing');
    expect(judgeCanary(fineCanary, fineStable, canaryRuleFor('about', env), vitals).outcome).toBe('healthy');
  });

  it('refuses a rule that would never or always fire', () => {
    expect(() => canaryRuleFor('about', { CANARY_MIN_VIEWS: 'many' })).toThrow(/min_views/);
    expect(() => canaryRuleFor('about', { CANARY_ERROR_MARGIN: '5' })).toThrow(/margin/);
    expect(() => canaryRuleFor('about', { CANARY_MIN_SOURCES: '0' })).toThrow(/min_sources/);
    expect(() => canaryRuleFor('about', { CANARY_MIN_SOURCES: '2.5' })).toThrow(/min_sources/);
  });

  it('checks every rule the environment sets at once, each remote’s entry included', () => {
    expect(() => checkCanaryRules({})).not.toThrow();
    expect(() => checkCanaryRules({ CANARY_MIN_SOURCES: 'twenty' })).toThrow(/min_sources/);
    expect(() => checkCanaryRules({ CANARY_RULES: '{"news": {"min_sources": -1}}' })).toThrow(/news needs min_sources/);
    expect(() => checkCanaryRules({ CANARY_RULES: '{not json' })).toThrow(/CANARY_RULES must be JSON/);
    expect(() => checkCanaryRules({ CANARY_RULES: '{"news": {"lcp_ratio": 0.9}}' })).toThrow(/news needs lcp_ratio/);
    expect(() => checkCanaryRules({ CANARY_RULES: '{"news": {"inp_ratio": "1.2"}}' })).toThrow(/news needs inp_ratio/);
    expect(() => checkCanaryRules({ CANARY_RULES: '{"news": {"cls_margin": -0.1}}' })).toThrow(/news needs cls_margin/);
    expect(() => checkCanaryRules({ CANARY_MIN_VITAL_SAMPLES: '0' })).toThrow(/min_vital_samples/);
    expect(() => checkCanaryRules({ CANARY_VITAL_SLACK_MS: 'soon' })).toThrow(/vital_slack_ms/);
  });
});
