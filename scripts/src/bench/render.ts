/**
 * npm run bench:render: how fast the renderer brings the stored pages up to date (docs/decisions/0006-render-in-node.md), on a fresh data
 * folder, loopback only (run `npm run build` first). It builds the test-only about remote that adds Press Room
 * (scripts/src/ci/test-remote.ts), starts the site as `npm start` does (nothing left to build), waits for
 * /_site/ready, creates the first admin at the one-time setup address the site prints and signs in over HTTP,
 * then measures each of these 3 times and prints the median, min–max and every run, in ms:
 * - full pass: the time the renderer logs for a pass that renders every page ("… removed in X ms"). Run 1 is
 *   the first pass at start (a cold renderer process); runs 2 and 3 are the passes caused by the billing alert
 *   edits of runs 1 and 2 below: the settings are an input of every page, so such a pass renders them all
 *   (checked: it kept none). Its second row is the part the sandboxes took, from the call until the last page
 *   came back ("rendered (in X ms)"); the rest is reading the inputs, planning and writing.
 * - site-wide edit: PUT /api/admin/settings with a new billing alert text; from its answer until every page
 *   file of the current generation (pages/current/_site/manifest.json) contains the text. It is found in the
 *   settings each document inlines for the shell (the header's alert itself is drawn in the browser, when
 *   opened), written in the same file, by the same pass, as the page's markup.
 * - one-page edit: PUT /api/admin/news/<id> with a new title for the newest story; until its stored page has it.
 * - release: releaseRemote of the test remote as a new version (no verification in Chromium); until every
 *   stored page links /about-us/press-room. Then it is rolled back, and the rollback awaited, its pages and its
 *   release report (made by the server after it answers) included, before the next run.
 * At the end: the renderer's peak resident memory (VmHWM of the server's child running renderer-process.ts),
 * the highest peak of any one render sandbox (the renderer logs it after each pass) and how many chromium processes run under the site (expected 0). Files are
 * polled every 50 ms; every wait gives up after 60 s. Render failures the site logged are listed last.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, realpath, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { currentDir, type GenerationManifest } from '@site/server/generations';
import { findLocalServer } from '@site/server/local-release';
import { adminClient, type AdminClient } from '@site/test-support/admin-request';
import { startSite, type Site } from '@site/test-support/site';
import { waitFor, type WaitForOptions } from '@site/test-support/wait-for';
import { isBuilt } from '../build.ts';
import { buildAboutWithExtraPage, EXTRA_PAGE } from '../ci/test-remote.ts';
import { remotePackages, siteDir } from '../paths.ts';
import { BROWSER_COMMAND, descendants } from '../ci/process-tree.ts';
import { releaseRemote, rollbackRemote } from '../release.ts';

const RUNS = 3;
const TIMEOUT_MS = 60_000;
/** Every wait: files polled every 50 ms, given up after 60 s. */
const WAIT: WaitForOptions = { timeoutMs: TIMEOUT_MS, intervalMs: 50 };
const ADMIN = { email: 'bench.admin@riverbend.example', name: 'Bench Admin', password: 'a long bench passphrase' };
// The renderer's line after each pass that wrote a generation (renderer.ts).
const PASS_LINE =
  /pages: generation (\S+): (\d+) rendered \(in (\d+) ms\), (\d+) left to the browser, (\d+) kept, \d+ removed in (\d+) ms/;
// The renderer's process after each pass (renderer-process.ts): the highest memory any one sandbox reached.
const SANDBOX_LINE = /pages: render sandboxes: .*peak (\d+) MB/;
let sandboxPeakMb = 0;
const PROBLEM_LINE = /could not be rendered|render pass failed|could not start|render queue check failed/;

const unbuilt = ['shell', ...remotePackages().map((r) => r.folder)].filter((folder) => !isBuilt(folder));
if (unbuilt.length > 0) {
  console.error(`Not built: ${unbuilt.join(', ')}. Run \`npm run build\` first.`);
  process.exit(1);
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-render-'));
const site = siteDir(dataDir);
const passes = new Map<string, { rendered: number; renderMs: number; left: number; kept: number; ms: number }>();
const problems: string[] = [];
let setupToken: string | undefined;
let server: Site | undefined;
let admin: AdminClient | undefined;
let testRemoteDir: string | undefined;

/**
 * Calls the admin API as the signed-in admin, on the admin's own origin (loopback with its Host, since fetch
 * cannot name `*.localhost`); the session cookie is kept by the client.
 */
async function api<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await admin!.request(method, url, body, { timeoutMs: TIMEOUT_MS });
  if (response.status >= 300) throw new Error(`${method} ${url} answered ${response.status}: ${response.body}`);
  return response.json<T>();
}

/** The current generation's id and the HTML of its pages, read through one resolution of `current`. */
async function storedPages(): Promise<{ id: string; pages: [string, string][] }> {
  const dir = await realpath(currentDir(site));
  const manifest = JSON.parse(await readFile(path.join(dir, '_site/manifest.json'), 'utf8')) as GenerationManifest;
  const pages = await Promise.all(
    Object.entries(manifest.pages).map(
      async ([pagePath, record]) => [pagePath, await readFile(path.join(dir, record.file), 'utf8')] as [string, string],
    ),
  );
  return { id: manifest.id, pages };
}

/** Waits until every stored page (or only `only`) satisfies `ok`; returns the generation id and the time taken. */
async function untilPages(what: string, ok: (html: string) => boolean, only?: string) {
  const started = performance.now();
  let missing: string[] = [];
  const id = await waitFor(
    async () => {
      const { id, pages } = await storedPages().catch(() => ({ id: '', pages: [] as [string, string][] }));
      const checked: [string, string][] = only ? [[only, pages.find(([p]) => p === only)?.[1] ?? '']] : pages;
      missing = checked.filter(([, html]) => !ok(html)).map(([p]) => p);
      return id && missing.length === 0 ? id : undefined;
    },
    { ...WAIT, what: () => `${what}; pages not there yet: ${missing.join(', ')}` },
  );
  return { id, ms: performance.now() - started };
}

/** The rollback report of the release whose record is at `record`, once the server has kept it; else undefined. */
async function rollbackReport(record: string): Promise<true | undefined> {
  const local = await findLocalServer(dataDir);
  if (!local) throw new Error('The site wrote no local-release.json');
  const url = new URL(`${new URL(record).pathname}/report?kind=rollback`, local.url);
  const response = await fetch(url, { headers: { authorization: `Bearer ${local.token}` } });
  return response.ok || undefined;
}

/** The renderer's report of the pass that wrote generation `id` (it logs just after switching to it). */
const passOf = (id: string) => waitFor(() => passes.get(id), { ...WAIT, what: `the pass line for generation ${id}` });

try {
  console.log('Building the test remote that adds Press Room …');
  const { distDir } = await buildAboutWithExtraPage('bench');
  testRemoteDir = path.dirname(distDir);

  console.log(`Starting the site (data folder ${dataDir}) …`);
  server = await startSite({
    dataDir,
    readyTimeoutMs: TIMEOUT_MS,
    onLine: (line) => {
      setupToken ??= /\/admin\/setup#token=([\w-]+)/.exec(line)?.[1];
      const match = PASS_LINE.exec(line);
      if (match) {
        const [rendered, renderMs, left, kept, ms] = match.slice(2).map(Number) as [
          number,
          number,
          number,
          number,
          number,
        ];
        passes.set(match[1]!, { rendered, renderMs, left, kept, ms });
        if (left > 0) problems.push(`generation ${match[1]}: ${left} pages left to the browser`);
      }
      if (PROBLEM_LINE.test(line)) problems.push(line.slice(0, 300));
      const sandboxes = SANDBOX_LINE.exec(line);
      if (sandboxes) sandboxPeakMb = Math.max(sandboxPeakMb, Number(sandboxes[1]));
    },
  });
  admin = adminClient(server.adminUrl);
  const token = await waitFor(() => setupToken, { ...WAIT, what: 'the setup address the site prints' });
  await api('POST', '/api/admin/setup', { token, ...ADMIN });
  await api('POST', '/api/admin/session', { email: ADMIN.email, password: ADMIN.password });
  const firstFull = async () => [...passes.values()].find((pass) => pass.kept === 0); // in the order logged
  const first = await waitFor(firstFull, { ...WAIT, what: 'a full pass logged at start' });
  const rendererPid = () => descendants(server!.process.pid!).find((p) => p.cmdline.includes('renderer-process'))?.pid;
  const startedRenderer = rendererPid();

  const times = {
    full: [first.ms],
    rendering: [first.renderMs],
    site: [] as number[],
    page: [] as number[],
    release: [] as number[],
  };
  const counts = { full: first.rendered, site: 0, page: 0, release: 0 };
  const stamp = Date.now().toString(36);
  for (let run = 1; run <= RUNS; run++) {
    const settings = await api<Record<string, unknown>>('GET', '/api/admin/settings');
    const alert = `Bench billing alert ${stamp} run ${run}`;
    await api('PUT', '/api/admin/settings', { ...settings, billing_alert_text: alert });
    const edited = await untilPages(`the billing alert "${alert}" on every page`, (html) => html.includes(alert));
    times.site.push(edited.ms);
    const pass = await passOf(edited.id);
    counts.site = pass.rendered + pass.left;
    if (pass.kept > 0) problems.push(`the pass after billing alert edit ${run} kept ${pass.kept} pages`);
    if (run < RUNS) {
      times.full.push(pass.ms);
      times.rendering.push(pass.renderMs);
    }

    const [story] = await api<Record<string, unknown>[]>('GET', '/api/admin/news');
    if (!story) throw new Error('The site has no news story to edit.');
    const title = `Bench headline ${stamp} run ${run}`;
    await api('PUT', `/api/admin/news/${story.id}`, { ...story, title }); // its schema drops id and photos
    const retitled = await untilPages(`the title "${title}"`, (html) => html.includes(title), `/news/${story.id}`);
    times.page.push(retitled.ms);
    counts.page = (await passOf(retitled.id)).rendered;

    const version = `1.1.0-bench.${run}`;
    const link = (html: string) => html.includes(`href="${EXTRA_PAGE.path}"`);
    const { record } = await releaseRemote('about', {
      version,
      distDir,
      site,
      verifyAgainst: false,
      log: () => undefined,
    });
    const released = await untilPages(`a link to ${EXTRA_PAGE.path} after releasing about ${version}`, link);
    times.release.push(released.ms);
    counts.release = (await passOf(released.id)).rendered;
    await rollbackRemote('about', { site, log: () => undefined });
    await untilPages(`no link to ${EXTRA_PAGE.path} after the rollback`, (html) => !link(html));
    // The server makes the rollback's report after it answers, in three sandboxes: the next run's pass would
    // share the cores with them.
    await waitFor(() => rollbackReport(record!), { ...WAIT, what: `the rollback report of about ${version}` });
  }

  const below = descendants(server.process.pid!);
  const renderer = rendererPid();
  if (renderer !== startedRenderer) problems.push('the renderer process was restarted: its peak covers the new one');
  const peak = renderer && /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${renderer}/status`, 'utf8'))?.[1];
  const chromium = below.filter((p) => BROWSER_COMMAND.test(p.cmdline)).length;

  const ms = (n: number) => String(Math.round(n));
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const rows: [string, number[], number][] = [
    ['full pass (renderer-reported)', times.full, counts.full],
    ['… of which the sandbox rendering', times.rendering, counts.full],
    ['billing alert edit → every stored page', times.site, counts.site],
    ['news title edit → its stored page', times.page, counts.page],
    ['release adding a page → every page links it', times.release, counts.release],
  ];
  console.log(`\n${RUNS} runs each, loopback; ms from the edit's answer (or the release) until the files show it\n`);
  console.log('| measurement | median, ms | min–max, ms | runs, ms | pages rendered by the pass |');
  console.log('|---|---|---|---|---|');
  for (const [name, values, pages] of rows) {
    const range = `${ms(Math.min(...values))}–${ms(Math.max(...values))}`;
    console.log(`| ${name} | ${ms(median(values))} | ${range} | ${values.map(ms).join(', ')} | ${pages} |`);
  }
  const mb = peak ? `${(Number(peak) / 1024).toFixed(0)} MB` : 'not found';
  console.log(`\nRenderer process peak resident memory (VmHWM): ${mb}`);
  console.log(`Render sandbox peak resident memory (VmHWM, the highest of any one sandbox): ${sandboxPeakMb} MB`);
  console.log(`Chromium processes under the site: ${chromium}`);
  console.log(problems.length ? `\nProblems the site reported:\n- ${problems.join('\n- ')}` : '\nNo render failures.');
} catch (error) {
  console.error((error as Error).message);
  const { exitCode, signalCode } = server?.process ?? {};
  if (exitCode != null || signalCode != null) {
    console.error(`The site exited (${exitCode ?? signalCode}). Its last lines:\n${server!.output()}`);
  }
  process.exitCode = 1;
} finally {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
  if (testRemoteDir) await rm(testRemoteDir, { recursive: true, force: true });
}
