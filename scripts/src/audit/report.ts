/**
 * The audit's tables and its targets: per route the production page's figures, the static copy's, and their
 * ratio; the site's main-thread work against the floor copy's; then every target the run missed.
 */
import type { AuditFigures, Category } from './lighthouse-run.ts';

/**
 * A route's main-thread work on the site and on its floor copy (the same document with only the runtime
 * packages' bundle; floor-bundle.ts), each the median over the audit's runs, in ms: Lighthouse's Total Blocking
 * Time, and the main thread's CPU time in tasks after the first contentful paint.
 */
interface FloorComparison {
  siteTbtMs: number;
  floorTbtMs: number;
  siteCpuMs: number;
  floorCpuMs: number;
}

/** One audited route: its name, the production figures, the static copy's, and the work against the floor. */
export interface RouteResult {
  name: string;
  path: string;
  site: AuditFigures;
  copy: AuditFigures;
  floor: FloorComparison;
}

/**
 * The targets (docs/design.md#speed): scores, Total Blocking Time (ms; Lighthouse gives Performance 100 only at
 * about 65 ms or less), LCP against the static copy, and JavaScript per route (KB = 1024 bytes, as sent).
 */
const TARGETS = {
  minScores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 } satisfies Record<
    Category,
    number
  >,
  maxTbtMs: 65,
  maxLcpRatio: 1.1,
  maxJsKbHome: 125,
  maxJsKb: 150,
  /** The site's Total Blocking Time over its floor copy's, both measured in the same run. */
  maxFloorTbtRatio: 1.5,
};

const kb = (bytes: number) => bytes / 1024;

const COLUMNS: { title: string; value: (f: AuditFigures) => number; format: (n: number) => string }[] = [
  { title: 'Perf', value: (f) => f.scores.performance, format: (n) => n.toFixed(0) },
  { title: 'A11y', value: (f) => f.scores.accessibility, format: (n) => n.toFixed(0) },
  { title: 'BP', value: (f) => f.scores['best-practices'], format: (n) => n.toFixed(0) },
  { title: 'SEO', value: (f) => f.scores.seo, format: (n) => n.toFixed(0) },
  { title: 'LCP ms', value: (f) => f.lcpMs, format: (n) => n.toFixed(0) },
  { title: 'TBT ms', value: (f) => f.tbtMs, format: (n) => n.toFixed(0) },
  { title: 'CLS', value: (f) => f.cls, format: (n) => n.toFixed(3) },
  { title: 'Total KB', value: (f) => kb(f.totalBytes), format: (n) => n.toFixed(1) },
  { title: 'JS KB', value: (f) => kb(f.jsBytes), format: (n) => n.toFixed(1) },
];

/** site ÷ copy with two decimals; '=' when both are 0, '—' when only the copy is 0 (no ratio exists). */
export function ratio(site: number, copy: number): string {
  if (copy === 0) return site === 0 ? '=' : '—';
  return (site / copy).toFixed(2);
}

/**
 * Rows as a text table: `header`, a rule, then the groups of rows with a rule between groups; the first two
 * columns are left-aligned (names and paths), the others right-aligned (figures).
 */
function layout(header: string[], groups: string[][][]): string {
  const rows = groups.flat();
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    row.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(header), rule, ...groups.flatMap((group, i) => [...(i > 0 ? [rule] : []), ...group.map(line)])]
    .join('\n')
    .concat('\n');
}

/** The table as text: for each route a row for the site, one for its static copy and one with the ratios. */
export function formatTable(results: RouteResult[]): string {
  const header = ['Route', '', ...COLUMNS.map((c) => c.title)];
  return layout(
    header,
    results.map((r) => [
      [r.name, 'site', ...COLUMNS.map((c) => c.format(c.value(r.site)))],
      [r.path, 'static', ...COLUMNS.map((c) => c.format(c.value(r.copy)))],
      ['', 'ratio', ...COLUMNS.map((c) => ratio(c.value(r.site), c.value(r.copy)))],
    ]),
  );
}

/**
 * The floor table as text: per route (name, path) the site's and the floor's Total Blocking Time (ms), their
 * ratio, the main thread's CPU time after the first contentful paint on each (ms) and the site's excess over
 * the floor; then a row for all routes together, with the sums (the ratio of the summed blocking times).
 */
export function formatFloorTable(results: RouteResult[]): string {
  const header = [
    'Route',
    '',
    'TBT site ms',
    'TBT floor ms',
    'TBT ratio',
    'CPU site ms',
    'CPU floor ms',
    'CPU site − floor ms',
  ];
  const row = (name: string, path: string, f: FloorComparison) => [
    name,
    path,
    f.siteTbtMs.toFixed(0),
    f.floorTbtMs.toFixed(0),
    ratio(f.siteTbtMs, f.floorTbtMs),
    f.siteCpuMs.toFixed(0),
    f.floorCpuMs.toFixed(0),
    (f.siteCpuMs - f.floorCpuMs).toFixed(0),
  ];
  const sum = (key: keyof FloorComparison) => results.reduce((total, r) => total + r.floor[key], 0);
  const all: FloorComparison = {
    siteTbtMs: sum('siteTbtMs'),
    floorTbtMs: sum('floorTbtMs'),
    siteCpuMs: sum('siteCpuMs'),
    floorCpuMs: sum('floorCpuMs'),
  };
  return layout(header, [
    results.map((r) => row(r.name, r.path, r.floor)),
    [row(`All ${results.length} routes`, '(sums)', all)],
  ]);
}

/** Every target a route missed, as one sentence each; empty when all are met. Home is the route at '/'. */
export function missedTargets(results: RouteResult[]): string[] {
  return results.flatMap((r) => {
    const missed: string[] = [];
    for (const [category, min] of Object.entries(TARGETS.minScores) as [Category, number][]) {
      if (r.site.scores[category] < min) missed.push(`${r.name}: ${category} ${r.site.scores[category]} < ${min}`);
    }
    if (r.site.tbtMs > TARGETS.maxTbtMs) {
      missed.push(`${r.name}: Total Blocking Time ${r.site.tbtMs.toFixed(0)} ms > ${TARGETS.maxTbtMs} ms`);
    }
    if (!(r.site.lcpMs <= TARGETS.maxLcpRatio * r.copy.lcpMs)) {
      missed.push(`${r.name}: LCP ${ratio(r.site.lcpMs, r.copy.lcpMs)} × the static copy's > ${TARGETS.maxLcpRatio}`);
    }
    // No ratio exists when the floor blocks 0 ms: then any blocking time on the site misses the target.
    if (!(r.floor.siteTbtMs <= TARGETS.maxFloorTbtRatio * r.floor.floorTbtMs)) {
      missed.push(
        `${r.name}: Total Blocking Time ${r.floor.siteTbtMs.toFixed(0)} ms, ${ratio(r.floor.siteTbtMs, r.floor.floorTbtMs)} × the floor's ` +
          `${r.floor.floorTbtMs.toFixed(0)} ms > ${TARGETS.maxFloorTbtRatio}`,
      );
    }
    const maxJs = r.path === '/' ? TARGETS.maxJsKbHome : TARGETS.maxJsKb;
    if (kb(r.site.jsBytes) > maxJs)
      missed.push(`${r.name}: JavaScript ${kb(r.site.jsBytes).toFixed(1)} KB > ${maxJs} KB`);
    return missed;
  });
}
