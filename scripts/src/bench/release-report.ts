/**
 * node scripts/src/bench/release-report.ts: how long a release takes from its upload
 * to its release report (docs/design.md#release-reports), on the demo site, loopback only (run `npm run build`
 * first). It builds two test-only versions of the about remote, as a section team would ship them: one that
 * rewrites the descriptions of its five pages (a change to those pages), one that adds a page and its menu
 * item (a change to every page's menu). It starts the site as `npm start` does on a fresh data folder (which
 * releases every remote on the stopped site, each verified and reported; that start's time is printed too),
 * then, RUNS times each, uploads a build with the machine-local token as `npm run release` does
 * (POST /api/releases/about) and measures until GET /api/releases/about/<id>/report answers, waits until the
 * release is served, rolls it back and measures until the rollback's report is kept. It prints every run, the
 * median, and what each report compared.
 */
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { c as createTar } from 'tar';
import type { ReleaseRecord, ReleaseReport } from '@site/contracts/schemas';
import { findLocalServer } from '@site/server/local-release';
import { startSite, type Site } from '@site/test-support/site';
import { waitFor } from '@site/test-support/wait-for';
import { isBuilt } from '../build.ts';
import { remotePackages, ROOT } from '../paths.ts';

const RUNS = 3;
const WAIT = { timeoutMs: 180_000, intervalMs: 50 };

const unbuilt = ['shell', ...remotePackages().map((r) => r.folder)].filter((folder) => !isBuilt(folder));
if (unbuilt.length > 0) {
  console.error(`Not built: ${unbuilt.join(', ')}. Run \`npm run build\` first.`);
  process.exit(1);
}

/**
 * Builds a copy of the about remote in e2e/.tmp/<name> (inside the repository, so its imports resolve) after
 * `change` rewrote its routes.tsx; returns the build folder.
 */
async function buildAbout(name: string, change: (routes: string) => string): Promise<string> {
  const dir = path.join(ROOT, 'e2e/.tmp', name);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  for (const item of ['src', 'package.json', 'webpack.config.ts']) {
    await cp(path.join(ROOT, 'mfe-about', item), path.join(dir, item), { recursive: true });
  }
  const routesFile = path.join(dir, 'src/routes.tsx');
  await writeFile(routesFile, change(await readFile(routesFile, 'utf8')));
  await promisify(execFile)(process.execPath, [path.join(ROOT, 'scripts/src/webpack/run.ts'), 'build'], { cwd: dir });
  return path.join(dir, 'dist');
}

/** A gzip tar of a build folder, as `npm run release` sends it. */
async function archive(dir: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of createTar({ gzip: true, cwd: dir, portable: true }, ['.'])) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-release-report-'));
let site: Site | undefined;
try {
  console.log('Building two test versions of the about remote …');
  const builds = {
    'five pages (descriptions)': await archive(
      await buildAbout('mfe-about-descriptions', (routes) =>
        // Each of the five pages' meta descriptions gains a sentence.
        routes.replace(/(handle\(\s*'[^']+',\s*'[^']+)'/g, "$1 Updated for the bench.'"),
      ),
    ),
    'every page (menu item)': await archive(
      await buildAbout(
        'mfe-about-menu',
        (routes) => `${routes}
routes.push({
  path: '/about-us/press-room',
  handle: handle('Press Room', 'News releases and media contacts of the practice.'),
  lazy: async () => ({ Component: () => <article><h1>Press Room</h1><p>Reporters can reach our media office.</p></article> }),
});
section.nav!.items.push({ title: 'Press Room', url: '/about-us/press-room' });
`,
      ),
    ),
  };

  console.log(`Starting the site on a fresh data folder (${dataDir}) …`);
  const started = performance.now();
  site = await startSite({ dataDir, readyTimeoutMs: 600_000 });
  const startMs = performance.now() - started;
  const server = await waitFor(() => findLocalServer(dataDir), { ...WAIT, what: 'the site’s local-release.json' });
  const authorization = `Bearer ${server.token}`;
  const get = async <T>(url: string) => {
    const response = await fetch(new URL(url, server.url), { headers: { authorization } });
    return response.ok ? ((await response.json()) as T) : undefined;
  };

  const rows: { name: string; release: number[]; rollback: number[]; reports: ReleaseReport[] }[] = [];
  let version = 0;
  for (const [name, body] of Object.entries(builds)) {
    const row = { name, release: [] as number[], rollback: [] as number[], reports: [] as ReleaseReport[] };
    rows.push(row);
    for (let run = 1; run <= RUNS; run++) {
      const asked = `1.9.${++version}-bench`;
      const uploaded = performance.now();
      const answer = await fetch(new URL(`/api/releases/about?version=${asked}`, server.url), {
        method: 'POST',
        headers: { 'content-type': 'application/gzip', authorization },
        body: new Uint8Array(body),
      });
      if (answer.status !== 202)
        throw new Error(`The release of ${asked} answered ${answer.status}: ${await answer.text()}`);
      const { id } = (await answer.json()) as { id: string };
      const report = await waitFor(() => get<ReleaseReport>(`/api/releases/about/${id}/report`), {
        ...WAIT,
        what: `the report of ${asked}`,
      });
      row.release.push(performance.now() - uploaded);
      row.reports.push(report);
      // Served before it is rolled back: the renderer's pass for it is over, and no measurement overlaps it.
      const record = await waitFor(
        async () => {
          const read = await get<ReleaseRecord>(`/api/releases/about/${id}`);
          return read && read.status !== 'verifying' ? read : undefined;
        },
        { ...WAIT, what: `${asked} to be served` },
      );
      if (record.status !== 'live') throw new Error(`${asked} ended ${record.status}: ${record.reason}`);
      const rolledAt = performance.now();
      const rolled = await fetch(new URL('/api/releases/about/rollback', server.url), {
        method: 'POST',
        headers: { authorization },
      });
      if (!rolled.ok) throw new Error(`The rollback of ${asked} answered ${rolled.status}`);
      await waitFor(() => get<ReleaseReport>(`/api/releases/about/${id}/report?kind=rollback`), {
        ...WAIT,
        what: `the rollback report of ${asked}`,
      });
      row.rollback.push(performance.now() - rolledAt);
      // The renderer switches back to a kept generation: give it its moment before the next upload.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
  }

  const ms = (n: number) => String(Math.round(n));
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  console.log(
    `\nnpm start on a fresh data folder (six remotes released on the stopped site), until ready: ${ms(startMs)} ms`,
  );
  console.log(`\n${RUNS} runs each, loopback; ms from the upload until the report is kept\n`);
  console.log(
    '| release | upload → report, median | runs | report duration_ms | pages compared / added / changed | rollback → its report, median |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) {
    const last = row.reports.at(-1)!;
    console.log(
      `| ${row.name} | ${ms(median(row.release))} | ${row.release.map(ms).join(', ')} | ` +
        `${row.reports.map((report) => report.duration_ms).join(', ')} | ` +
        `${last.pages_compared} / ${last.added.length} / ${last.changed.length} | ${ms(median(row.rollback))} |`,
    );
  }
} catch (error) {
  console.error((error as Error).message);
  if (site) console.error(site.output());
  process.exitCode = 1;
} finally {
  await site?.stop();
  await rm(dataDir, { recursive: true, force: true });
}
