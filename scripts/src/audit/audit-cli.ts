/**
 * npm run audit [-- --runs <n>] [-- --out <folder>]: Lighthouse, mobile with default throttling, against the running
 * production site (SITE_URL, default http://127.0.0.1:8080) for Home, Meet Our Team, a modality page, the
 * newest news story and Contact, and against a plain static HTML copy of each page (scripts removed, served on
 * loopback). Prints each score and metric with the ratio to the static copy, then the targets missed; exits 1
 * when any is. --runs audits each page n times (default 1) and keeps, for the site and for the copy, the run
 * with the median performance score, as Lighthouse advises against its run-to-run noise.
 * --out saves the kept Lighthouse reports as JSON there.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startAuditor, type AuditFigures, type LighthouseReport } from './lighthouse-run.ts';
import { formatTable, missedTargets, type RouteResult } from './report.ts';
import { saveStaticCopy, serveStaticCopy } from './static-copy.ts';

const site = new URL(process.env.SITE_URL ?? 'http://127.0.0.1:8080').origin;
const option = (name: string) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const outDir = option('--out') && path.resolve(option('--out')!);
const runs = Math.max(1, Number(option('--runs') ?? 1) || 1);

type Run = { figures: AuditFigures; report: LighthouseReport };
/** The run with the median performance score (the lower middle one for an even count). */
const medianRun = (all: Run[]) =>
  [...all].sort((a, b) => a.figures.scores.performance - b.figures.scores.performance)[
    Math.floor((all.length - 1) / 2)
  ]!;

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
await saveStaticCopy(
  site,
  routes.map((r) => r.path),
  copyRoot,
);
const copy = await serveStaticCopy(copyRoot, site);
const auditor = await startAuditor();
const results: RouteResult[] = [];
try {
  if (outDir) await mkdir(outDir, { recursive: true });
  const save = async (name: string, report: LighthouseReport) =>
    outDir && writeFile(path.join(outDir, `${name}.json`), JSON.stringify(report));
  for (const route of routes) {
    console.error(`auditing ${route.name} (${route.path}), ${runs} run(s)…`);
    const realRuns: Run[] = [];
    const referenceRuns: Run[] = [];
    // Alternating, so a slow moment on the machine hurts both sides alike.
    for (let run = 0; run < runs; run++) {
      realRuns.push(await auditor.audit(`${site}${route.path}`));
      referenceRuns.push(await auditor.audit(`${copy.origin}${route.path}`));
    }
    const real = medianRun(realRuns);
    const reference = medianRun(referenceRuns);
    const slug = route.path === '/' ? 'home' : route.path.slice(1).replaceAll('/', '_');
    await save(`${slug}.site`, real.report);
    await save(`${slug}.static`, reference.report);
    results.push({ ...route, site: real.figures, copy: reference.figures });
  }
} finally {
  await auditor.close();
  await copy.close();
  await rm(copyRoot, { recursive: true, force: true });
}

console.log(
  `Lighthouse mobile (default throttling) on ${site}, against a static HTML copy of each page` +
    `${runs > 1 ? `; median of ${runs} runs` : ''}\n`,
);
console.log(formatTable(results));
const failed = results.flatMap((r) => r.site.failures.map((f) => `${r.name}: ${f}`));
if (failed.length > 0) console.log(`Failed audits:\n${failed.map((f) => `  - ${f}`).join('\n')}\n`);
const missed = missedTargets(results);
console.log(missed.length ? `Targets missed:\n${missed.map((m) => `  - ${m}`).join('\n')}` : 'Every target is met.');
process.exitCode = missed.length ? 1 : 0;
