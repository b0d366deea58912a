/**
 * npm run audit [-- --runs <n>] [-- --out <folder>]: Lighthouse, mobile with default throttling, against the running
 * production site (SITE_URL, default http://127.0.0.1:8080) for Home, Meet Our Team, a modality page, the
 * newest news story and Contact; against a plain static HTML copy of each page (scripts removed, served on
 * loopback); and against a floor copy of each page (the same document with the site's scripts replaced by one
 * bundle of the runtime packages alone, built here; floor-bundle.ts). Prints each score and metric with the
 * ratio to the static copy, then each page's Total Blocking Time against the floor's and the main thread's CPU
 * time after the first contentful paint beyond the floor's, then the targets missed; exits 1 when any is.
 * --runs audits each page n times (default 1), the three copies in turn within a run; it keeps, for the site
 * and for the static copy, the run with the median performance score, as Lighthouse advises against its
 * run-to-run noise, and compares the medians of blocking and CPU time with the floor's.
 * --out saves the kept Lighthouse reports as JSON there.
 */
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildFloorBundle, floorDocument } from './floor-bundle.ts';
import { startAuditor, type AuditRun, type LighthouseReport } from './lighthouse-run.ts';
import { formatFloorTable, formatTable, missedTargets, type RouteResult } from './report.ts';
import { saveStaticCopy, serveStaticCopy } from './static-copy.ts';

const site = new URL(process.env.SITE_URL ?? 'http://127.0.0.1:8080').origin;
const option = (name: string) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const outDir = option('--out') && path.resolve(option('--out')!);
const runs = Math.max(1, Number(option('--runs') ?? 1) || 1);

/** The run with the median performance score (the lower middle one for an even count). */
const medianRun = (all: AuditRun[]) =>
  [...all].sort((a, b) => a.figures.scores.performance - b.figures.scores.performance)[
    Math.floor((all.length - 1) / 2)
  ]!;
/** The median of the known `values` (the lower middle one for an even count); NaN when none is known. */
const median = (values: number[]) => {
  const known = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return known.length ? known[Math.floor((known.length - 1) / 2)]! : Number.NaN;
};

/** The five routes the targets name; the news story is the newest one the API lists. */
async function auditedRoutes(): Promise<{ name: string; path: string }[]> {
  const response = await fetch(`${site}/api/news/`).catch((error: Error) => {
    throw new Error(`No site answers at ${site} (${error.message}). Start it (npm start) or set SITE_URL.`);
  });
  const [newest] = (await response.json()) as { id: number }[];
  if (!newest) throw new Error('The site has no news item to audit.');
  return [
    { name: 'Home', path: '/' },
    { name: 'Meet Our Team', path: '/about-us/meet-our-team' },
    { name: 'Modality (MRI)', path: '/services/modalities/magnetic-resonance-imaging' },
    { name: 'News detail', path: `/news/${newest.id}` },
    { name: 'Contact', path: '/contact' },
  ];
}

const routes = await auditedRoutes();
const copyRoot = await mkdtemp(path.join(tmpdir(), 'audit-static-'));
const floorRoot = await mkdtemp(path.join(tmpdir(), 'audit-floor-'));
const floorBuild = await mkdtemp(path.join(tmpdir(), 'audit-floor-build-'));
const started = performance.now();
const floorBundle = await buildFloorBundle(floorBuild);
console.error(`built the floor bundle in ${((performance.now() - started) / 1000).toFixed(1)} s`);
const floorScript = `/_floor/${floorBundle.script}`;
await saveStaticCopy(
  site,
  routes.map((r) => r.path),
  copyRoot,
);
await saveStaticCopy(
  site,
  routes.map((r) => r.path),
  floorRoot,
  (html) => floorDocument(html, floorScript),
);
await mkdir(path.join(floorRoot, '_floor'));
await copyFile(path.join(floorBuild, floorBundle.script), path.join(floorRoot, floorScript));
const copy = await serveStaticCopy(copyRoot, site);
const floor = await serveStaticCopy(floorRoot, site);
const auditor = await startAuditor();
const results: RouteResult[] = [];
try {
  if (outDir) await mkdir(outDir, { recursive: true });
  const save = async (name: string, report: LighthouseReport) =>
    outDir && writeFile(path.join(outDir, `${name}.json`), JSON.stringify(report));
  for (const route of routes) {
    console.error(`auditing ${route.name} (${route.path}), ${runs} run(s)…`);
    const realRuns: AuditRun[] = [];
    const referenceRuns: AuditRun[] = [];
    const floorRuns: AuditRun[] = [];
    // In turn, so a slow moment on the machine hurts every side alike.
    for (let run = 0; run < runs; run++) {
      realRuns.push(await auditor.audit(`${site}${route.path}`));
      referenceRuns.push(await auditor.audit(`${copy.origin}${route.path}`));
      floorRuns.push(await auditor.audit(`${floor.origin}${route.path}`));
    }
    const real = medianRun(realRuns);
    const reference = medianRun(referenceRuns);
    const slug = route.path === '/' ? 'home' : route.path.slice(1).replaceAll('/', '_');
    await save(`${slug}.site`, real.report);
    await save(`${slug}.static`, reference.report);
    await save(`${slug}.floor`, medianRun(floorRuns).report);
    results.push({
      ...route,
      site: real.figures,
      copy: reference.figures,
      floor: {
        siteTbtMs: median(realRuns.map((r) => r.figures.tbtMs)),
        floorTbtMs: median(floorRuns.map((r) => r.figures.tbtMs)),
        siteCpuMs: median(realRuns.map((r) => r.cpuAfterFcpMs)),
        floorCpuMs: median(floorRuns.map((r) => r.cpuAfterFcpMs)),
      },
    });
  }
} finally {
  await auditor.close();
  await copy.close();
  await floor.close();
  await Promise.all([copyRoot, floorRoot, floorBuild].map((dir) => rm(dir, { recursive: true, force: true })));
}

console.log(
  `Lighthouse mobile (default throttling) on ${site}, against a static HTML copy of each page` +
    `${runs > 1 ? `; median of ${runs} runs` : ''}\n`,
);
console.log(formatTable(results));
console.log(
  `Main thread against the floor copy (the same document with only the runtime packages' bundle)` +
    `${runs > 1 ? `; medians of ${runs} runs` : ''}: Lighthouse's Total Blocking Time, and the CPU time of the` +
    ` main thread's tasks after the first contentful paint, from the trace\n`,
);
console.log(formatFloorTable(results));
const failed = results.flatMap((r) => r.site.failures.map((f) => `${r.name}: ${f}`));
if (failed.length > 0) console.log(`Failed audits:\n${failed.map((f) => `  - ${f}`).join('\n')}\n`);
const missed = missedTargets(results);
console.log(missed.length ? `Targets missed:\n${missed.map((m) => `  - ${m}`).join('\n')}` : 'Every target is met.');
process.exitCode = missed.length ? 1 : 0;
