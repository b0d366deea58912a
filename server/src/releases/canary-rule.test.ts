import {
  canaryRuleFor,
  checkCanaryRules,
  DEFAULT_MARGIN,
  DEFAULT_MIN_SOURCES,
  DEFAULT_MIN_VIEWS,
  judgeCanary,
} from './canary-rule.ts';

/** A version's figures; its errors from `sources` distinct sources (default: as many as the rule needs). */
const health = (version: string, views: number, errors: number, sources = 5) => ({
  version,
  views,
  errors,
  sources,
  error_rate: views ? errors / views : null,
});
const rule = { min_views: 100, margin: 0.05, min_sources: 5 };

describe('judgeCanary', () => {
  it('waits until the canary has the page views the rule needs', () => {
    const verdict = judgeCanary(health('2.0.0', 99, 99), health('1.0.0', 1000, 0), rule);
    expect(verdict).toEqual({ rollback: false, reason: '99 of 100 page views needed to judge.' });
  });

  it('rolls back a canary whose error rate exceeds the stable one by more than the margin', () => {
    const verdict = judgeCanary(health('2.0.0', 100, 8), health('1.0.0', 1000, 20), rule);
    expect(verdict.rollback).toBe(true);
    expect(verdict.reason).toContain('6.0 % above');
    expect(verdict.reason).toContain('2.0.0: 8 errors in 100 views (8.0 %)');
  });

  it('keeps a canary at exactly the margin, and one no worse than stable', () => {
    expect(judgeCanary(health('2.0.0', 200, 12), health('1.0.0', 100, 1), rule).rollback).toBe(false);
    expect(judgeCanary(health('2.0.0', 500, 5), health('1.0.0', 500, 5), rule).rollback).toBe(false);
  });

  it('judges against an error-free stable version when the stable one has no views yet', () => {
    expect(judgeCanary(health('2.0.0', 100, 6), health('1.0.0', 0, 0), rule).rollback).toBe(true);
  });

  it('keeps a canary whose errors come from fewer distinct sources than the rule needs, however many', () => {
    const verdict = judgeCanary(health('2.0.0', 100, 60, 4), health('1.0.0', 1000, 0), rule);
    expect(verdict).toEqual({ rollback: false, reason: expect.stringContaining('from 4 of the 5 distinct sources') });
  });

  it('is not talked out of a rollback by stable errors from a few sources', () => {
    // 50 % stable errors from 4 addresses would otherwise hide the canary's 20 %.
    expect(judgeCanary(health('2.0.0', 100, 20), health('1.0.0', 100, 50, 4), rule).rollback).toBe(true);
    expect(judgeCanary(health('2.0.0', 100, 20), health('1.0.0', 100, 50, 5), rule).rollback).toBe(false);
  });
});

describe('canaryRuleFor', () => {
  it('uses the defaults, then the environment, then the remote’s own entry', () => {
    expect(canaryRuleFor('about', {})).toEqual({
      min_views: DEFAULT_MIN_VIEWS,
      margin: DEFAULT_MARGIN,
      min_sources: DEFAULT_MIN_SOURCES,
    });
    expect(DEFAULT_MIN_SOURCES).toBe(20);
    const env = {
      CANARY_MIN_VIEWS: '50',
      CANARY_ERROR_MARGIN: '0.1',
      CANARY_MIN_SOURCES: '8',
      CANARY_RULES: '{"about": {"min_views": 20, "min_sources": 3}}',
    };
    expect(canaryRuleFor('about', env)).toEqual({ min_views: 20, margin: 0.1, min_sources: 3 });
    expect(canaryRuleFor('services', env)).toEqual({ min_views: 50, margin: 0.1, min_sources: 8 });
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
  });
});
