/**
 * The scale-out deployment, tried end to end (README "Behind nginx or a CDN"): Debian's nginx serves the
 * renderer's pages from a shared data folder and passes /api/ to two Node instances on one PostgreSQL, one of
 * them with the renderer and one without. Pages, the API, a release, an admin edit and a rollback must all
 * work through nginx. Prints one line per check and "N passed, N failed"; exits 1 on any failure.
 *
 * Usage: DATABASE_URL=postgres://… node scripts/src/ci/nginx-deployment.ts (the database should be empty).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeNginxConfig } from '@site/server/nginx-config';
import { ROOT, remotePackages } from '../paths.ts';
import { releaseRemote, rollbackRemote } from '../release.ts';
import { BROWSER_COMMAND, descendants } from './process-tree.ts';
import { buildAboutWithExtraPage, EXTRA_PAGE } from './test-remote.ts';
import { rawGet } from '../../../server/src/test-support/raw-get.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('Set DATABASE_URL to an empty PostgreSQL database.');
  process.exit(2);
}
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const ports = { nginx: 8300, a: 8301, b: 8302 };
const origin = `http://127.0.0.1:${ports.nginx}`;
const ADMIN = { email: 'ci.admin@riverbend.example', password: 'a long ci passphrase for nginx' };

const dataDir = await mkdtemp(path.join(tmpdir(), 'nginx-deployment-'));
const site = path.join(dataDir, 'site');
const children: ChildProcess[] = [];
const logs: string[] = [];
let passed = 0;
let failed = 0;
let watcher: NodeJS.Timeout | undefined;

/** Runs one named check and prints its outcome. */
async function check(name: string, run: () => Promise<void>): Promise<void> {
  const started = performance.now();
  try {
    await run();
    passed += 1;
    console.log(`  ✓ ${name} (${Math.round(performance.now() - started)} ms)`);
  } catch (error) {
    failed += 1;
    console.log(`  ✗ ${name}: ${(error as Error).message}`);
  }
}

function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** Polls `probe` until it returns true, or throws after `timeoutMs`. */
async function waitFor(what: string, timeoutMs: number, probe: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await probe().catch(() => false)) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const get = (url: string, headers: Record<string, string> = {}) => fetch(`${origin}${url}`, { headers });

// The pages are rendered in Node (docs/decisions/0006-render-in-node.md): no process under a site instance may run a browser. The
// instances' process trees are looked at every 200 ms for the whole run, so a browser a pass starts and
// closes is seen too. (The release's verification runs Chromium from this script, not under an instance.)
const instances: ChildProcess[] = [];
const underInstances = new Map<number, string>();
const browsersUnderInstances = new Map<number, string>();
function lookUnderInstances(): void {
  for (const instance of instances) {
    if (!instance.pid || instance.exitCode !== null) continue;
    for (const { pid, cmdline } of descendants(instance.pid)) {
      underInstances.set(pid, cmdline);
      if (BROWSER_COMMAND.test(cmdline)) browsersUnderInstances.set(pid, cmdline);
    }
  }
}

function startInstance(port: number, renderer: boolean): ChildProcess {
  const child = spawn(process.execPath, [path.join(ROOT, 'server/src/serve-cli.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SITE_URL: origin,
      TRUST_PROXY: '127.0.0.1',
      RENDERER: renderer ? 'on' : 'off',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The instances' logs, kept for a failed run.
  child.stdout?.on('data', (chunk: Buffer) => logs.push(`[${port}] ${chunk.toString()}`));
  children.push(child);
  instances.push(child);
  return child;
}

try {
  console.log(`nginx deployment: data in ${dataDir}`);
  for (const { name } of remotePackages()) {
    await releaseRemote(name, { build: false, site, verifyAgainst: false, log: () => undefined });
  }
  startInstance(ports.a, true);
  startInstance(ports.b, false);
  watcher = setInterval(lookUnderInstances, 200);
  const conf = await writeNginxConfig({
    dataDir,
    listen: `127.0.0.1:${ports.nginx}`,
    upstreams: [`127.0.0.1:${ports.a}`, `127.0.0.1:${ports.b}`],
    outDir: path.join(dataDir, 'nginx'),
  });
  const tested = spawnSync(NGINX, ['-t', '-p', path.dirname(conf), '-c', conf], { encoding: 'utf8' });
  assert(tested.status === 0, `nginx refused the configuration:\n${tested.stderr}`);
  children.push(spawn(NGINX, ['-p', path.dirname(conf), '-c', conf, '-g', 'daemon off;'], { stdio: 'inherit' }));
  const ready = await waitFor('the first full render', 300_000, async () => (await get('/_site/ready')).ok);
  console.log(`  site ready through nginx after ${Math.round(ready / 1000)} s`);

  await check('pages: Home is a stored page with its content, gzip when asked', async () => {
    const home = await get('/', { 'accept-encoding': 'gzip' });
    assert(home.status === 200, `Home answered ${home.status}`);
    assert(home.headers.get('content-encoding') === 'gzip', 'no precompressed gzip');
    const html = await home.text();
    assert(html.includes('data-prerendered') && html.includes('<h1'), 'Home has no stored markup');
    assert(home.headers.get('content-security-policy')?.includes("script-src 'self'"), 'no CSP');
  });
  await check('pages: an unknown address answers 404 with the not-found page', async () => {
    const missing = await get('/no-such-page');
    assert(missing.status === 404, `answered ${missing.status}`);
    assert((await missing.text()).includes('Uh oh!'), 'not the not-found page');
  });
  await check("pages: the admin screens get the shell's document, scripts and remotes are immutable", async () => {
    const admin = await get('/admin/physicians');
    assert(admin.status === 200 && (await admin.text()).includes('site-data'), `admin answered ${admin.status}`);
    const registry = (await (await get('/registry.json')).json()) as { remotes: Record<string, { entry: string }> };
    const entry = await get(registry.remotes.about!.entry);
    assert(entry.status === 200, `the about remote's entry answered ${entry.status}`);
    assert(entry.headers.get('cache-control')?.includes('immutable'), 'remote entry not immutable');
  });
  await check("pages: the renderer's manifest stays private through nginx, however its path is spelled", async () => {
    const { port } = new URL(origin);
    const spellings = [
      '/_site/manifest.json',
      '/_site/./manifest.json',
      '/./_site/manifest.json',
      '/_site/%2e/manifest.json',
      '/_site/%2E%2Fmanifest.json',
      '//_site/manifest.json',
      '/_site//manifest.json',
      '/x/../_site/manifest.json',
      '/_site/%6danifest.json',
      '/_site/manifest.json.gz',
    ];
    for (const spelling of spellings) {
      // Over a plain socket: fetch would resolve the dots before nginx saw them.
      const { status, body } = await rawGet(Number(port), spelling);
      assert(status !== 200 && !body.includes('"pages"'), `${spelling} answered ${status} with the manifest`);
    }
  });
  await check('API: both instances answer through nginx', async () => {
    for (let i = 0; i < 4; i += 1) {
      const news = await get('/api/news/');
      assert(news.status === 200 && Array.isArray(await news.json()), `the news list answered ${news.status}`);
    }
    for (const port of [ports.a, ports.b]) {
      assert((await fetch(`http://127.0.0.1:${port}/api/health`)).ok, `instance ${port} is not healthy`);
    }
  });

  let sitemap: string[] = [];
  await check('release: a page added by a release is linked from every page within 60 s', async () => {
    const { distDir } = await buildAboutWithExtraPage();
    await releaseRemote('about', {
      version: '1.1.0-ci',
      distDir,
      site,
      verifyAgainst: origin,
      log: () => undefined,
    });
    const xml = await (await get('/sitemap.xml')).text();
    sitemap = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    const ms = await waitFor('every page linking the new page', 60_000, async () => {
      const pages = await Promise.all([...sitemap, EXTRA_PAGE.path].map(async (p) => (await get(p)).text()));
      return pages.every((html) => html.includes(`href="${EXTRA_PAGE.path}"`));
    });
    console.log(`    every page links ${EXTRA_PAGE.path} ${(ms / 1000).toFixed(1)} s after the release`);
  });

  await check('admin edit: a quick fact saved through nginx reaches Home within 30 s', async () => {
    const created = spawnSync(
      process.execPath,
      [path.join(ROOT, 'scripts/src/admin-create.ts'), '--email', ADMIN.email, '--name', 'CI Admin'],
      { cwd: ROOT, input: `${ADMIN.password}\n`, encoding: 'utf8', env: { ...process.env, DATABASE_URL: databaseUrl } },
    );
    assert(created.status === 0, `admin:create failed: ${created.stderr}`);
    const headers = { origin, 'content-type': 'application/json' };
    const session = await fetch(`${origin}/api/admin/session`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
    });
    assert(session.ok, `sign-in answered ${session.status}: ${await session.text()}`);
    const cookie = session.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const fact = { number: '31', title: 'Reading rooms open through the night' };
    const saved = await fetch(`${origin}/api/admin/quick-facts`, {
      method: 'POST',
      headers: { ...headers, cookie },
      body: JSON.stringify(fact),
    });
    assert(saved.ok, `saving answered ${saved.status}: ${await saved.text()}`);
    const ms = await waitFor('the quick fact on Home', 30_000, async () =>
      (await (await get('/')).text()).includes(fact.title),
    );
    console.log(`    Home shows the edit ${(ms / 1000).toFixed(1)} s after it was saved`);
  });

  await check('rollback: the added page and its links are gone within 10 s', async () => {
    await rollbackRemote('about', { site, log: () => undefined });
    const ms = await waitFor('the page gone', 10_000, async () => {
      if ((await get(EXTRA_PAGE.path)).status !== 404) return false;
      const pages = await Promise.all(
        sitemap.filter((p) => p !== EXTRA_PAGE.path).map(async (p) => (await get(p)).text()),
      );
      return pages.every((html) => !html.includes(`href="${EXTRA_PAGE.path}"`));
    });
    console.log(`    pages restored ${(ms / 1000).toFixed(1)} s after the rollback`);
  });

  await check('no browser: no process under the site instances ran Chromium, from start to now', async () => {
    lookUnderInstances();
    clearInterval(watcher);
    const renderers = [...underInstances.values()].filter((cmdline) => cmdline.includes('renderer-process'));
    assert(renderers.length > 0, "the look at /proc found no renderer's process under the instances");
    const browsers = [...browsersUnderInstances].map(([pid, cmdline]) => `${pid} ${cmdline.slice(0, 200)}`);
    assert(browsers.length === 0, `Chromium ran under the instances:\n${browsers.join('\n')}`);
    console.log(`    ${underInstances.size} processes seen under the instances, none a browser`);
  });
} catch (error) {
  failed += 1;
  console.log(`  ✗ the deployment did not start: ${(error as Error).message}`);
} finally {
  clearInterval(watcher);
  for (const child of children.reverse()) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  }
  if (!process.env.KEEP_DATA) await rm(dataDir, { recursive: true, force: true });
}
if (failed) console.log(`The instances' logs:\n${logs.join('')}`);
console.log(`nginx-deployment: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
