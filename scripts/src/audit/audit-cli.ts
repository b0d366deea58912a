/**
 * npm run audit [-- --out <folder>]: Lighthouse, mobile with default throttling, against the running
 * production site (SITE_URL, default http://127.0.0.1:8080) for Home, Meet Our Team, a modality page, the
 * newest news story and Contact, and against a plain static HTML copy of each page (scripts removed, served on
 * loopback). Prints each score and metric with the ratio to the static copy, then the targets missed
 * (issue 9); exits 1 when any is. --out saves every Lighthouse report as JSON there.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startAuditor, type LighthouseReport } from './lighthouse-run.ts';
import { formatTable, missedTargets, type RouteResult } from './report.ts';
import { saveStaticCopy, serveStaticCopy } from './static-copy.ts';

const site = new URL(process.env.SITE_URL ?? 'http://127.0.0.1:8080').origin;
const outIndex = process.argv.indexOf('--out');
const outDir = outIndex > 0 ? path.resolve(process.argv[outIndex + 1] ?? 'lighthouse') : undefined;

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
    console.error(`auditing ${route.name} (${route.path})…`);
    const real = await auditor.audit(`${site}${route.path}`);
    const reference = await auditor.audit(`${copy.origin}${route.path}`);
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

console.log(`Lighthouse mobile (default throttling) on ${site}, against a static HTML copy of each page\n`);
console.log(formatTable(results));
const failed = results.flatMap((r) => r.site.failures.map((f) => `${r.name}: ${f}`));
if (failed.length > 0) console.log(`Failed audits:\n${failed.map((f) => `  - ${f}`).join('\n')}\n`);
const missed = missedTargets(results);
console.log(missed.length ? `Targets missed:\n${missed.map((m) => `  - ${m}`).join('\n')}` : 'Every target is met.');
process.exitCode = missed.length ? 1 : 0;
