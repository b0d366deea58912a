import type { AuditFigures } from './lighthouse-run.ts';
import { figuresOf, type LighthouseReport } from './lighthouse-run.ts';
import { formatFloorTable, formatTable, missedTargets, ratio, type RouteResult } from './report.ts';

/** Figures that meet every target; override what the test is about. */
function buildFigures(overrides: Partial<AuditFigures> = {}): AuditFigures {
  return {
    scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
    lcpMs: 950,
    tbtMs: 10,
    cls: 0,
    totalBytes: 300 * 1024,
    jsBytes: 120 * 1024,
    failures: [],
    ...overrides,
  };
}

function buildResult(overrides: Partial<RouteResult> = {}): RouteResult {
  return {
    name: 'Home',
    path: '/',
    site: buildFigures(),
    copy: buildFigures({
      scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
      lcpMs: 900,
      jsBytes: 0,
    }),
    floor: { siteTbtMs: 30, floorTbtMs: 20, siteCpuMs: 180, floorCpuMs: 120 },
    ...overrides,
  };
}

describe('the audit table', () => {
  it('shows the site, the static copy and their ratio for each route', () => {
    const lines = formatTable([buildResult()]).trimEnd().split('\n');
    expect(lines[0]).toMatch(/^Route\s+Perf\s+A11y\s+BP\s+SEO\s+LCP ms\s+TBT ms\s+CLS\s+Total KB\s+JS KB$/);
    expect(lines[2]!.split(/\s{2,}/)).toEqual([
      'Home',
      'site',
      '100',
      '100',
      '100',
      '100',
      '950',
      '10',
      '0.000',
      '300.0',
      '120.0',
    ]);
    expect(lines[3]!.split(/\s{2,}/)).toEqual([
      '/',
      'static',
      '100',
      '100',
      '100',
      '100',
      '900',
      '10',
      '0.000',
      '300.0',
      '0.0',
    ]);
    expect(lines[4]!.trim().split(/\s{2,}/)).toEqual([
      'ratio',
      '1.00',
      '1.00',
      '1.00',
      '1.00',
      '1.06',
      '1.00',
      '=',
      '1.00',
      '—',
    ]);
  });

  it('has no ratio where the copy measured nothing but the site did', () => {
    expect(ratio(0.02, 0)).toBe('—');
    expect(ratio(0, 0)).toBe('=');
    expect(ratio(3, 2)).toBe('1.50');
  });
});

describe('the floor table', () => {
  it("shows each route's blocking time against the floor's, their ratio and the CPU time beyond the floor's", () => {
    const contact = buildResult({
      name: 'Contact',
      path: '/contact',
      floor: { siteTbtMs: 90, floorTbtMs: 40, siteCpuMs: 250.4, floorCpuMs: 100.2 },
    });
    const lines = formatFloorTable([buildResult(), contact]).trimEnd().split('\n');
    expect(lines[0]!.split(/\s{2,}/)).toEqual([
      'Route',
      'TBT site ms',
      'TBT floor ms',
      'TBT ratio',
      'CPU site ms',
      'CPU floor ms',
      'CPU site − floor ms',
    ]);
    expect(lines[2]!.split(/\s{2,}/)).toEqual(['Home', '/', '30', '20', '1.50', '180', '120', '60']);
    expect(lines[3]!.split(/\s{2,}/)).toEqual(['Contact', '/contact', '90', '40', '2.25', '250', '100', '150']);
    expect(lines[4]).toMatch(/^-+( +-+)+$/);
    // All routes: the sums, and the ratio of the summed blocking times.
    expect(lines[5]!.split(/\s{2,}/)).toEqual(['All 2 routes', '(sums)', '120', '60', '2.00', '430', '220', '210']);
  });
});

describe('the targets', () => {
  it('are all met by a fast, clean page', () => {
    expect(missedTargets([buildResult()])).toEqual([]);
  });

  it('name each score under its minimum, blocking time, a slow LCP against the copy and too much JavaScript', () => {
    const slow = buildResult({
      site: buildFigures({
        scores: { performance: 99, accessibility: 96, 'best-practices': 100, seo: 92 },
        tbtMs: 66,
        lcpMs: 1000,
        jsBytes: 126 * 1024,
      }),
    });
    expect(missedTargets([slow])).toEqual([
      'Home: performance 99 < 100',
      'Home: accessibility 96 < 100',
      'Home: seo 92 < 100',
      'Home: Total Blocking Time 66 ms > 65 ms',
      "Home: LCP 1.11 × the static copy's > 1.1",
      'Home: JavaScript 126.0 KB > 125 KB',
    ]);
  });

  it("miss blocking time over 1.5 × the floor's, measured in the same run", () => {
    const at = (siteTbtMs: number, floorTbtMs: number) =>
      missedTargets([buildResult({ floor: { siteTbtMs, floorTbtMs, siteCpuMs: 200, floorCpuMs: 100 } })]);
    expect(at(30, 20)).toEqual([]);
    expect(at(31, 20)).toEqual(["Home: Total Blocking Time 31 ms, 1.55 × the floor's 20 ms > 1.5"]);
    // No ratio when the floor blocks nothing: met only when the site blocks nothing either.
    expect(at(0, 0)).toEqual([]);
    expect(at(12, 0)).toEqual(["Home: Total Blocking Time 12 ms, — × the floor's 0 ms > 1.5"]);
  });

  it('allow 150 KB of JavaScript on routes other than Home', () => {
    const other = buildResult({ name: 'Contact', path: '/contact', site: buildFigures({ jsBytes: 140 * 1024 }) });
    expect(missedTargets([other])).toEqual([]);
    other.site.jsBytes = 151 * 1024;
    expect(missedTargets([other])).toEqual(['Contact: JavaScript 151.0 KB > 150 KB']);
  });
});

describe('figuresOf', () => {
  it('reads scores, metrics, script bytes and the failed audits from a Lighthouse report', () => {
    const report: LighthouseReport = {
      categories: {
        performance: { score: 0.974, auditRefs: [{ id: 'largest-contentful-paint', weight: 25 }] },
        accessibility: {
          score: 0.9,
          auditRefs: [
            { id: 'color-contrast', weight: 7 },
            { id: 'tabindex', weight: 0 },
          ],
        },
        'best-practices': { score: 1, auditRefs: [] },
        seo: { score: 1, auditRefs: [{ id: 'is-crawlable', weight: 1 }] },
      },
      audits: {
        'largest-contentful-paint': { title: 'LCP', score: 0.9, numericValue: 1234.5 },
        'total-blocking-time': { title: 'TBT', score: 1, numericValue: 20 },
        'cumulative-layout-shift': { title: 'CLS', score: 1, numericValue: 0.01 },
        'total-byte-weight': { title: 'Weight', score: 1, numericValue: 50_000 },
        'color-contrast': { title: 'Contrast is sufficient', score: 0 },
        tabindex: { title: 'No positive tabindex', score: 0 },
        'is-crawlable': { title: 'Crawlable', score: 1 },
        'network-requests': {
          title: 'Requests',
          score: null,
          details: {
            items: [
              { resourceType: 'Document', transferSize: 9000 },
              { resourceType: 'Script', transferSize: 3000 },
              { resourceType: 'Script', transferSize: 1000 },
            ],
          },
        },
      },
    };
    expect(figuresOf(report)).toEqual({
      scores: { performance: 97, accessibility: 90, 'best-practices': 100, seo: 100 },
      lcpMs: 1234.5,
      tbtMs: 20,
      cls: 0.01,
      totalBytes: 50_000,
      jsBytes: 4000,
      failures: ['accessibility: Contrast is sufficient'],
    });
  });
});
