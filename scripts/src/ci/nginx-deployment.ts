/**
 * The scale-out deployment, tried end to end (README "Behind nginx or a CDN"): Debian's nginx serves the
 * renderer's pages from a shared data folder and passes /api/ to two Node instances on one PostgreSQL, one of
 * them with the renderer and one without. Pages, the page views counted from the documents nginx serves, Web
 * Vitals reports, the API, a release and a rollback over HTTP with a deploy token, a canary judged on those
 * views, a canary for 0 % only its preview link shows, and an admin edit on the admin's own origin (nginx's
 * admin server block) must all work through nginx, and a page must carry the same security headers from nginx
 * as from Node, whatever the settings say. One node:test test per check, run in order (a later check builds on what an earlier
 * one changed); the instances' logs are printed after a failed run, and KEEP_DATA=1 keeps the data folder.
 *
 * Usage: DATABASE_URL=postgres://… node --test scripts/src/ci/nginx-deployment.ts (the database should be empty).
 */
import assert from 'node:assert/strict';
import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, afterEach, before, test } from 'node:test';
import { startSite, type Site } from '@site/test-support/site';
import { waitFor } from '@site/test-support/wait-for';
import { SHELL_START_SCRIPT_HASH } from '@site/api/security-policy';
import { securityHeadersOf } from '@site/server/nginx-headers';
import { currentGenerationId } from '@site/server/generations';
import { ROOT, remotePackages } from '../paths.ts';
import { releaseOverHttp, releaseRemote, callRemoteAction } from '../release.ts';
import { inlineScriptHash } from '../webpack/paint-first-plugin.ts';
import { startNginx } from './nginx.ts';
import { BROWSER_COMMAND, descendants } from './process-tree.ts';
import { buildAboutWithExtraPage, EXTRA_PAGE } from './test-remote.ts';
import { rawGet } from '@site/test-support/raw-get';
import { adminClient, adminRequest, type AdminClient } from '@site/test-support/admin-request';

const databaseUrl = process.env.DATABASE_URL;
const ports = { nginx: 8300, a: 8301, b: 8302 };
const origin = `http://127.0.0.1:${ports.nginx}`;
// The admin's own origin: the same nginx, told apart by Host (its admin server block). Node's fetch cannot
// name *.localhost, so calls to it go through adminRequest (loopback, with this Host).
const adminOrigin = `http://admin.localhost:${ports.nginx}`;
const ADMIN = { email: 'ci.admin@riverbend.example', password: 'a long ci passphrase for nginx' };

let dataDir = '';
let site = '';
const sites: Site[] = [];
let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
const logs: string[] = [];
let failed = false;
let watcher: NodeJS.Timeout | undefined;

const get = (url: string, headers: Record<string, string> = {}) => fetch(`${origin}${url}`, { headers });

/** Milliseconds since `started` (a performance.now() reading), in seconds with one decimal. */
const secondsSince = (started: number) => ((performance.now() - started) / 1000).toFixed(1);

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

/** Page views a canary needs before the instances' canary watch judges it. */
const CANARY_MIN_VIEWS = 40;
/** Distinct addresses the canary's errors must come from before it is rolled back. */
const CANARY_MIN_SOURCES = 10;

/** An instance on the shared data folder and database, behind nginx; its log is kept for a failed run. */
const startInstance = (port: number, renderer: boolean) =>
  startSite({
    dataDir,
    port,
    command: 'serve',
    env: {
      DATABASE_URL: databaseUrl,
      SITE_URL: origin,
      ADMIN_URL: adminOrigin,
      TRUST_PROXY: '127.0.0.1',
      RENDERER: renderer ? 'on' : 'off',
      // Few enough for the canary test to reach with simulated visitors.
      CANARY_MIN_VIEWS: String(CANARY_MIN_VIEWS),
      CANARY_MIN_SOURCES: String(CANARY_MIN_SOURCES),
      // A look every second rather than every 10 s: the rollback's time still shows the rest of the path.
      CANARY_WATCH_MS: '1000',
    },
    showErrors: true,
    onSpawn: (child) => instances.push(child),
    onLine: (line) => logs.push(`[${port}] ${line}`),
  });

before(async () => {
  failed = true; // until the deployment is up
  assert.ok(databaseUrl, 'Set DATABASE_URL to an empty PostgreSQL database.');
  dataDir = await mkdtemp(path.join(tmpdir(), 'nginx-deployment-'));
  site = path.join(dataDir, 'site');
  console.log(`nginx deployment: data in ${dataDir}`);
  for (const { name } of remotePackages()) {
    await releaseRemote(name, { build: false, site, verifyAgainst: false, log: () => undefined });
  }
  watcher = setInterval(lookUnderInstances, 200);
  const started = performance.now();
  // Each stopped by after() even when the other failed to start.
  const starting = [startInstance(ports.a, true), startInstance(ports.b, false)];
  for (const result of await Promise.allSettled(starting)) if (result.status === 'fulfilled') sites.push(result.value);
  await Promise.all(starting);
  nginx = await startNginx({ dataDir, port: ports.nginx, upstreams: [ports.a, ports.b], adminUrl: adminOrigin });
  await waitFor(async () => (await get('/_site/ready')).ok, { timeoutMs: 300_000, what: 'the first full render' });
  console.log(`  site ready through nginx after ${secondsSince(started)} s`);
  failed = false;
});

afterEach((t) => {
  // Node 24 gives a test's context `passed` too; @types/node declares it for suites only.
  if ('passed' in t && !t.passed) failed = true;
});

after(async () => {
  clearInterval(watcher);
  await nginx?.stop();
  await Promise.all(sites.map((instance) => instance.stop()));
  if (failed && logs.length > 0) console.log(`The instances' logs:\n${logs.join('\n')}`);
  if (dataDir && !process.env.KEEP_DATA) await rm(dataDir, { recursive: true, force: true });
});

test('pages: Home is a stored page with its content, gzip when asked', async () => {
  const home = await get('/', { 'accept-encoding': 'gzip' });
  assert.ok(home.status === 200, `Home answered ${home.status}`);
  assert.ok(home.headers.get('content-encoding') === 'gzip', 'no precompressed gzip');
  const html = await home.text();
  assert.ok(html.includes('data-prerendered') && html.includes('<h1'), 'Home has no stored markup');
  assert.ok(home.headers.get('content-security-policy')?.includes("script-src 'self'"), 'no CSP');
});

test('pages: an unknown address answers 404 with the not-found page', async () => {
  const missing = await get('/no-such-page');
  assert.ok(missing.status === 404, `answered ${missing.status}`);
  assert.ok((await missing.text()).includes('Uh oh!'), 'not the not-found page');
});

test("pages: scripts and remotes are immutable; /admin on the public host redirects to the admin's origin", async () => {
  for (const [url, to] of [
    ['/admin/', `${adminOrigin}/admin/`],
    ['/admin', `${adminOrigin}/admin`],
    ['/admin/physicians?x=1', `${adminOrigin}/admin/physicians?x=1`],
  ]) {
    const answer = await fetch(`${origin}${url}`, { redirect: 'manual' });
    assert.equal(answer.status, 302, `${url} answered ${answer.status}`);
    assert.equal(answer.headers.get('location'), to);
  }
  // Never the admin API on the public host, with or without a session.
  const users = await fetch(`${origin}/api/admin/users`, { headers: { origin } });
  assert.equal(users.status, 404, `/api/admin/users on the public host answered ${users.status}`);
  const registry = (await (await get('/registry.json')).json()) as { remotes: Record<string, { entry: string }> };
  const entry = await get(registry.remotes.about!.entry);
  assert.ok(entry.status === 200, `the about remote's entry answered ${entry.status}`);
  assert.ok(entry.headers.get('cache-control')?.includes('immutable'), 'remote entry not immutable');
  // The shell's entry is content-hashed like its chunks: a repeat visit asks for none. The page names it only in
  // its inline start-up script's element, which adds it once the page has painted, and the policy nginx sends
  // allows that script by its hash.
  const homeAnswer = await get('/');
  const home = await homeAnswer.text();
  const entries = /<script data-entries="?([^">]+)"?>([\s\S]*?)<\/script>/.exec(home);
  assert.ok(entries, 'Home has no inline start-up script listing the entries');
  assert.ok(
    homeAnswer.headers.get('content-security-policy')?.includes(`'${inlineScriptHash(entries[2]!)}'`),
    "nginx's policy does not allow Home's start-up script",
  );
  const main = entries[1]!.split(' ').find((src) => /^\/main\.[0-9a-f]{10}\.js$/.test(src));
  assert.ok(main, 'the start-up script names no hashed main.js');
  const answer = await get(main);
  assert.ok(answer.status === 200, `${main} answered ${answer.status}`);
  assert.ok(answer.headers.get('cache-control')?.includes('immutable'), `${main} not immutable`);
});

test("admin origin: nginx's admin server block passes the admin's document, remote and files to Node, and no section", async () => {
  const admin = (url: string) => adminRequest(adminOrigin, url);
  const document = await admin('/admin/physicians');
  assert.equal(document.status, 200, `the admin document answered ${document.status}`);
  const island = /<script id="?site-data"?[^>]*>(.*?)<\/script>/s.exec(document.body);
  assert.ok(island, 'the admin document carries no site data');
  const { registry } = JSON.parse(island[1]!) as { registry: { remotes: Record<string, { entry: string }> } };
  assert.deepEqual(Object.keys(registry.remotes), ['admin'], 'the admin document names a section remote');
  const policy = String(document.headers['content-security-policy']);
  assert.ok(policy.includes(`script-src 'self' '${SHELL_START_SCRIPT_HASH}';`), policy);
  assert.match(policy, /frame-ancestors 'none'/);
  assert.equal(document.headers['cache-control'], 'no-store');
  assert.equal((await admin(registry.remotes.admin!.entry)).status, 200, "the admin remote's entry");
  const scripts = [...document.body.matchAll(/(?:src=|href=|data-entries=[^>]*)"?(\/main\.[0-9a-f]{10}\.js)/g)];
  assert.ok(scripts.length > 0, 'the admin document names no shell script');
  for (const [, script] of scripts) assert.equal((await admin(script!)).status, 200, script);
  const sections = (await (await get('/registry.json')).json()) as { remotes: Record<string, { entry: string }> };
  // No section's code, page or data; the generation's top-level files (the shell's build, the sitemap) are served.
  for (const url of [sections.remotes.about!.entry, '/about-us', '/about-us/meet-our-team', '/_site/shell.html']) {
    const answer = await admin(url);
    assert.equal(answer.status, 404, `${url} answered ${answer.status} on the admin's origin`);
  }
  assert.equal((await admin('/')).headers.location, '/admin/');
  assert.equal((await admin('/api/settings')).status, 200, 'the public reads the screens show');
});

test("pages: the renderer's manifest stays private through nginx, however its path is spelled", async () => {
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
    const { status, body } = await rawGet(ports.nginx, spelling);
    assert.ok(status !== 200 && !body.includes('"pages"'), `${spelling} answered ${status} with the manifest`);
  }
});

test('API: both instances answer through nginx', async () => {
  for (let i = 0; i < 4; i += 1) {
    const news = await get('/api/news/');
    assert.ok(news.status === 200 && Array.isArray(await news.json()), `the news list answered ${news.status}`);
  }
  for (const port of [ports.a, ports.b]) {
    assert.ok((await fetch(`http://127.0.0.1:${port}/api/health`)).ok, `instance ${port} is not healthy`);
  }
});

let sitemap: string[] = [];
let deployToken = '';
test('release: a page added by a release over HTTP with a deploy token is linked from every page within 60 s', async (t) => {
  // The token as an operator makes it on the server; the team's CI then sends its build through nginx.
  const created = spawnSync(
    process.execPath,
    [path.join(ROOT, 'scripts/src/token-create.ts'), '--remote', 'about', '--label', 'about team CI'],
    { cwd: ROOT, encoding: 'utf8', env: { ...process.env, DATABASE_URL: databaseUrl } },
  );
  assert.ok(created.status === 0, `token:create failed: ${created.stderr}`);
  deployToken = created.stdout.trim().split('\n').at(-1)!;
  const { distDir } = await buildAboutWithExtraPage('nginx');
  const sent = performance.now();
  const answer = await releaseOverHttp('about', { site: origin, token: deployToken, version: '1.1.0-ci', distDir });
  assert.deepEqual([answer.remote, answer.version, answer.status], ['about', '1.1.0-ci', 'live']);
  t.diagnostic(`the release over HTTP answered live ${secondsSince(sent)} s after the upload began`);
  const xml = await (await get('/sitemap.xml')).text();
  sitemap = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const started = performance.now();
  await waitFor(
    async () => {
      const pages = await Promise.all([...sitemap, EXTRA_PAGE.path].map(async (p) => (await get(p)).text()));
      return pages.every((html) => html.includes(`href="${EXTRA_PAGE.path}"`));
    },
    { timeoutMs: 60_000, intervalMs: 250, what: 'every page linking the new page' },
  );
  t.diagnostic(`every page links ${EXTRA_PAGE.path} ${secondsSince(started)} s after the release`);
});

let admin: AdminClient | undefined;
/**
 * An admin signed in on the admin's origin through nginx: the first call makes the account with
 * `npm run admin:create` (as an operator would) and signs in; later calls reuse the session.
 */
async function signedInAdmin(): Promise<AdminClient> {
  if (admin) return admin;
  const created = spawnSync(
    process.execPath,
    [path.join(ROOT, 'scripts/src/admin-create.ts'), '--email', ADMIN.email, '--name', 'CI Admin'],
    { cwd: ROOT, input: `${ADMIN.password}\n`, encoding: 'utf8', env: { ...process.env, DATABASE_URL: databaseUrl } },
  );
  assert.ok(created.status === 0, `admin:create failed: ${created.stderr}`);
  const client = adminClient(adminOrigin);
  await client.signIn(ADMIN.email, ADMIN.password);
  // The session is the admin origin's alone: the public host answers 404 with it.
  const stolen = await fetch(`${origin}/api/admin/users`, { headers: { origin, cookie: client.cookie } });
  assert.equal(stolen.status, 404, `the public host answered ${stolen.status} to the admin's session`);
  admin = client;
  return admin;
}

/** The public address a one-time hand-over link (`SITE_URL/_site/handover/<code>`) leads to, and its cookies. */
async function openHandover(url: string): Promise<{ location: string; cookies: string[] }> {
  const link = new URL(url);
  assert.equal(link.origin, origin, 'the hand-over link is not on the public site');
  assert.match(link.pathname, /^\/_site\/handover\/[\w-]{43}$/);
  const opened = await fetch(`${origin}${link.pathname}`, { redirect: 'manual' });
  assert.equal(opened.status, 303, `the hand-over link answered ${opened.status}`);
  // Once only.
  assert.equal((await fetch(`${origin}${link.pathname}`, { redirect: 'manual' })).status, 404);
  return {
    location: opened.headers.get('location') ?? '',
    cookies: opened.headers.getSetCookie().map((c) => c.split(';')[0]!),
  };
}

test('admin edit: a quick fact saved through nginx reaches Home within 30 s', async (t) => {
  const admin = await signedInAdmin();
  const fact = { number: '31', title: 'Reading rooms open through the night' };
  const saved = await admin.request('POST', '/api/admin/quick-facts', fact);
  assert.ok(saved.status < 300, `saving answered ${saved.status}: ${saved.body}`);
  const started = performance.now();
  await waitFor(async () => (await (await get('/')).text()).includes(fact.title), {
    timeoutMs: 30_000,
    intervalMs: 250,
    what: 'the quick fact on Home',
  });
  t.diagnostic(`Home shows the edit ${secondsSince(started)} s after it was saved`);
});

test("preview: a draft's private address through nginx is rendered by Node; Home stays the published one", async (t) => {
  const admin = await signedInAdmin();
  const [fact] = (await admin.request('GET', '/api/admin/quick-facts')).json<
    { id: number; position: number; number: string; title: string }[]
  >();
  const { id, position: _position, ...form } = fact!;
  const title = 'Radiologists read on site around the clock (draft)';
  const drafted = await admin.request('PUT', `/api/admin/quick-facts/${id}/draft`, { ...form, title });
  assert.ok(drafted.status < 300, `saving the draft answered ${drafted.status}: ${drafted.body}`);
  const started = performance.now();
  const opened = await admin.request('POST', `/api/admin/quick-facts/${id}/preview`);
  assert.equal(opened.status, 201);
  // A one-time link on the public site, which leads there to the preview's private address.
  const { location } = await openHandover(opened.json<{ url: string }>().url);
  assert.match(location, /\?preview=[\w-]{43}$/);
  const preview = await get(location);
  t.diagnostic(`the preview answered ${secondsSince(started)} s after it was asked for`);
  assert.equal(preview.status, 200);
  const html = await preview.text();
  assert.ok(html.includes(title) && html.includes('Preview of unpublished changes.'), 'the draft, with the banner');
  assert.equal(preview.headers.get('cache-control'), 'no-store');
  assert.equal(preview.headers.get('x-robots-tag'), 'noindex, nofollow');
  assert.ok(!(await (await get('/')).text()).includes(title), 'Home without the token is the published page');
  // A value that is not a token's form is no preview: the published page, with no database lookup.
  const junk = await get('/?preview=not-a-token');
  assert.equal(junk.status, 200);
  assert.ok(!(await junk.text()).includes(title), 'a junk preview value shows the draft');
  const discarded = await admin.request('DELETE', `/api/admin/quick-facts/${id}/draft`);
  assert.equal(discarded.status, 204);
});

test('security headers: with an analytics endpoint and a presentation saved, nginx and Node send the same', async (t) => {
  const admin = await signedInAdmin();
  const current = await admin.request('GET', '/api/admin/settings');
  assert.equal(current.status, 200, `reading the settings answered ${current.status}`);
  const presentation = 'https://docs.google.com/presentation/d/e/ci-reporting-upgrade/embed';
  const saved = await admin.request('PUT', '/api/admin/settings', {
    ...current.json<object>(),
    analytics_endpoint: 'https://stats.riverbend-ci.example/collect',
    presentation_embed_url: presentation,
    presentation_url: 'https://docs.google.com/presentation/d/e/ci-reporting-upgrade/pub',
  });
  assert.ok(saved.status < 300, `saving the settings answered ${saved.status}: ${saved.body}`);
  const started = performance.now();
  await waitFor(async () => (await (await get('/software-upgrades')).text()).includes('docs.google.com'), {
    timeoutMs: 30_000,
    intervalMs: 250,
    what: 'the presentation on /software-upgrades',
  });
  t.diagnostic(`/software-upgrades shows the presentation ${secondsSince(started)} s after the save`);

  const node = `http://127.0.0.1:${ports.a}`;
  // A new visitor's bucket cookie: the same attributes from both, in any order.
  const attributes = (response: Response) =>
    (response.headers.get('set-cookie') ?? '')
      .replace(/^rr_bucket=\d\d/, 'rr_bucket=NN')
      .split('; ')
      .sort();
  assert.deepEqual(attributes(await get('/')), attributes(await fetch(`${node}/`)));
  assert.deepEqual(attributes(await get('/')), [
    'HttpOnly',
    'Max-Age=31536000',
    'Path=/',
    'SameSite=Lax',
    'rr_bucket=NN',
  ]);
  for (const url of [
    '/software-upgrades',
    '/',
    '/privacy-policy',
    '/no-such-page',
    '/admin/settings',
    '/api/settings',
  ]) {
    // A visitor with a bucket: a new visitor's bucket is drawn at random, compared below. Redirects (the admin
    // screens' address) are compared as they are, not followed.
    const headers = { cookie: 'rr_bucket=42' };
    const [viaNginx, viaNode] = await Promise.all([
      fetch(`${origin}${url}`, { headers, redirect: 'manual' }),
      fetch(`${node}${url}`, { headers, redirect: 'manual' }),
    ]);
    assert.equal(viaNginx.status, viaNode.status, `${url}: nginx answered ${viaNginx.status}, Node ${viaNode.status}`);
    assert.deepEqual(
      securityHeadersOf(viaNginx.headers.entries()),
      securityHeadersOf(viaNode.headers.entries()),
      `${url}: the headers differ`,
    );
  }
  const policy = (await get('/software-upgrades')).headers.get('content-security-policy') ?? '';
  assert.match(policy, /frame-src [^;]*https:\/\/docs\.google\.com/);
  assert.match(policy, /connect-src 'self'(;|$)/);
  assert.ok(!policy.includes('riverbend-ci.example'), 'the policy names the analytics endpoint');

  // The page view goes to the site's own API through nginx; the endpoint cannot be reached, and that is no
  // concern of the visitor's.
  const pageView = await fetch(`${origin}/api/page-views`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: '/software-upgrades' }),
  });
  assert.equal(pageView.status, 204, `the page view answered ${pageView.status}`);
});

test('rollback: the added page and its links are gone within 10 s', async (t) => {
  await callRemoteAction('about', { site: origin, token: deployToken });
  const started = performance.now();
  await waitFor(
    async () => {
      if ((await get(EXTRA_PAGE.path)).status !== 404) return false;
      const pages = await Promise.all(
        sitemap.filter((p) => p !== EXTRA_PAGE.path).map(async (p) => (await get(p)).text()),
      );
      return pages.every((html) => !html.includes(`href="${EXTRA_PAGE.path}"`));
    },
    { timeoutMs: 10_000, intervalMs: 250, what: 'the page gone' },
  );
  t.diagnostic(`pages restored ${secondsSince(started)} s after the rollback`);
});

/** The page views the Releases screen shows for each of about's versions, and which one is current. */
async function aboutViews(): Promise<{ current: string; views: Record<string, number> }> {
  const answer = await (await signedInAdmin()).request('GET', '/api/admin/releases');
  assert.equal(answer.status, 200, `the Releases screen's call answered ${answer.status}`);
  const { remotes } = answer.json<{
    remotes: { remote: string; current: { version: string }; health: { version: string; views: number }[] }[];
  }>();
  const about = remotes.find((entry) => entry.remote === 'about');
  assert.ok(about, 'the Releases screen lists no about remote');
  return {
    current: about.current.version,
    views: Object.fromEntries(about.health.map(({ version, views }) => [version, views])),
  };
}

test('views: the documents nginx serves are counted per version, each once, and no visitor can report one', async (t) => {
  const page = '/about-us/meet-our-team';
  // nginx serves a new generation the moment it is linked; each instance serves (and counts) it from its next
  // look at the lanes. The two documents an instance serves below are of the current generation once both have.
  const linked = await currentGenerationId(site);
  await waitFor(
    async () => {
      const seen = await Promise.all(
        [ports.a, ports.b].map(async (port) => (await fetch(`http://127.0.0.1:${port}/_site/ready`)).json()),
      );
      return seen.every((ready: { generation?: string }) => ready.generation === linked);
    },
    { timeoutMs: 10_000, intervalMs: 100, what: `both instances serving ${linked}` },
  );
  const { current, views: before } = await aboutViews();
  // Visitors, each from their own address (nginx passes it on), served the page from the disk.
  for (let visitor = 1; visitor <= 6; visitor += 1) {
    const served = await get(page, { 'x-forwarded-for': `192.0.2.${visitor}`, 'accept-encoding': 'gzip' });
    assert.equal(served.status, 200, `${page} answered ${served.status}`);
  }
  // Passed to an instance by nginx, which serves and counts them itself: a junk preview value, a pin of nothing.
  const junkPreview = await get(`${page}?preview=not-a-token`, { 'x-forwarded-for': '192.0.2.10' });
  assert.equal(junkPreview.status, 200, `the page with a junk preview value answered ${junkPreview.status}`);
  const noPin = await get(page, { cookie: 'rr_pin=unknown', 'x-forwarded-for': '192.0.2.11' });
  assert.equal(noPin.status, 200, `the page for a pin of nothing answered ${noPin.status}`);
  // No views: a HEAD, a miss, the report's address asked for from outside in any spelling, and a report sent to
  // an instance by anything but its trusted proxy.
  const head = await fetch(`${origin}${page}`, { method: 'HEAD', headers: { 'x-forwarded-for': '192.0.2.20' } });
  assert.equal(head.status, 200);
  assert.equal((await get('/about-us/no-such-page', { 'x-forwarded-for': '192.0.2.21' })).status, 404);
  const forged = { 'x-site-document': page, 'x-site-bucket': '50', 'x-forwarded-for': '192.0.2.22' };
  for (const spelling of [
    '/_site/served-view',
    '/_site/served-view?preview=not-a-token',
    '/_site/served-view/?preview=not-a-token',
    '/_site//served-view',
    '/_site/%73erved-view',
  ]) {
    const answer = await get(spelling, forged);
    assert.equal(answer.status, 404, `${spelling} answered ${answer.status} through nginx`);
  }
  const { 'x-forwarded-for': _client, ...unproxied } = forged;
  const direct = await fetch(`http://127.0.0.1:${ports.b}/_site/served-view`, { headers: unproxied });
  assert.equal(direct.status, 204);

  const expected = { ...before, [current]: (before[current] ?? 0) + 8 };
  const started = performance.now();
  let seen = before;
  await waitFor(async () => (seen = (await aboutViews()).views)[current] === expected[current], {
    timeoutMs: 15_000,
    intervalMs: 500,
    what: () => `8 more views of about ${current} (${JSON.stringify(before)} before, ${JSON.stringify(seen)} now)`,
  });
  t.diagnostic(`the views were on the Releases screen ${secondsSince(started)} s after the last page was served`);
  // After another flush of both instances: none counted twice, and no other version's figure moved.
  await new Promise((resolve) => setTimeout(resolve, 2500));
  assert.deepEqual((await aboutViews()).views, expected);
});

test("vitals: visitors' Web Vitals reports through nginx are counted for the version they ran", async () => {
  const { current } = await aboutViews();
  const admin = await signedInAdmin();
  /** The LCP samples stored for about's current version, all hours. */
  const samples = async () => {
    const answer = await admin.request('GET', '/api/admin/vitals?remote=about');
    assert.equal(answer.status, 200, `the vitals call answered ${answer.status}`);
    return answer
      .json<{ hours: { version: string; lane: string; metric: string; count: number }[] }>()
      .hours.filter((h) => h.version === current && h.lane === 'stable' && h.metric === 'LCP')
      .reduce((sum, h) => sum + h.count, 0);
  };
  const before = await samples();
  for (let visitor = 1; visitor <= 3; visitor += 1) {
    const report = await fetch(`${origin}/api/vitals`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${40 + visitor}` },
      body: JSON.stringify({
        remote: 'about',
        version: current,
        route: '/about-us/meet-our-team',
        metrics: [{ name: 'LCP', value: 1200 + visitor }],
      }),
    });
    assert.equal(report.status, 204, `a vitals report answered ${report.status} through nginx`);
  }
  // nginx spreads the reports over both instances; each stores its tally within its next write (2 s), and the
  // admin's read writes only its own instance's first.
  await waitFor(async () => (await samples()) >= before + 3, {
    timeoutMs: 10_000,
    intervalMs: 250,
    what: 'the three reports stored',
  });
  // After another write of both instances: none counted twice.
  await new Promise((resolve) => setTimeout(resolve, 2500));
  assert.equal(await samples(), before + 3);
});

/** The bucket nginx gave a new visitor, from its Set-Cookie; undefined without one. */
const bucketOf = (response: Response) => /rr_bucket=(\d\d)/.exec(response.headers.get('set-cookie') ?? '')?.[1];

/** A visitor's call from their own address (nginx passes it on; the instances trust it). */
const postAs = (address: string, url: string, body: unknown) =>
  fetch(`${origin}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });

test('canary: a 50 % canary over HTTP splits 1,000 new visitors near half, sticky, and a high error rate rolls it back within 60 s', async (t) => {
  const { distDir } = await buildAboutWithExtraPage('nginx');
  const answer = await releaseOverHttp('about', {
    site: origin,
    token: deployToken,
    version: '1.2.0-canary',
    distDir,
    canary: 50,
  });
  assert.equal(answer.status, 'canary');
  // The canary generation holds the added page; the stable one does not. The record says `canary` only once
  // the share is in effect, so every bucket in it gets the canary at once.
  const inShare = Array.from({ length: 50 }, (_, bucket) => String(bucket).padStart(2, '0'));
  const served = await Promise.all(
    inShare.map(async (bucket) => (await get(EXTRA_PAGE.path, { cookie: `rr_bucket=${bucket}` })).status),
  );
  assert.deepEqual(
    inShare.filter((_, index) => served[index] !== 200),
    [],
    'buckets in the share not served the canary when the record said canary',
  );
  assert.equal((await get(EXTRA_PAGE.path, { cookie: 'rr_bucket=99' })).status, 404);

  let inCanary = 0;
  for (let visitor = 0; visitor < 1000; visitor += 1) {
    const response = await get('/');
    const canaryPage = (await response.text()).includes(`href="${EXTRA_PAGE.path}"`);
    const bucket = Number(bucketOf(response));
    assert.equal(canaryPage, bucket < 50, `visitor ${visitor} in bucket ${bucket} got the wrong generation`);
    if (canaryPage) inCanary += 1;
  }
  // Each new visitor draws a bucket at random: the count is binomial (standard deviation about 16). Within 80 of
  // half, five deviations, a fair draw fails about once in two million runs; a 35 % or 65 % split would not pass.
  assert.ok(inCanary >= 420 && inCanary <= 580, `${inCanary} of 1,000 new visitors in the 50 % canary`);
  t.diagnostic(`${inCanary} of 1,000 new visitors got the canary`);
  for (let visit = 0; visit < 20; visit += 1) {
    assert.ok((await (await get('/', { cookie: 'rr_bucket=10' })).text()).includes(`href="${EXTRA_PAGE.path}"`));
  }

  // Simulated visitors, each from their own address: the canary's pages report errors, the stable ones do not.
  // Their pages come from nginx, which reports each document it served to an instance: the canary is judged on
  // those views.
  const openAs = (address: string, bucket: string, url: string) =>
    get(url, { cookie: `rr_bucket=${bucket}`, 'x-forwarded-for': address });
  for (let visitor = 0; visitor < CANARY_MIN_VIEWS; visitor += 1) {
    const address = `198.51.100.${visitor + 1}`;
    const views = [openAs(address, '00', EXTRA_PAGE.path), openAs(address, '99', '/about-us/meet-our-team')];
    for (const view of await Promise.all(views)) assert.equal(view.status, 200);
    if (visitor % 4 === 0) {
      const report = {
        remote: 'about',
        version: '1.2.0-canary',
        message: 'TypeError: x is undefined',
        path: EXTRA_PAGE.path,
      };
      assert.ok((await postAs(address, '/api/client-errors', report)).ok);
    }
  }
  const crossed = performance.now();
  await waitFor(async () => (await get(EXTRA_PAGE.path, { cookie: 'rr_bucket=00' })).status === 404, {
    timeoutMs: 60_000,
    intervalMs: 250,
    what: 'the canary rolled back',
  });
  // The instances, which serve pinned browsers and count nginx's views by the lanes, look at the lanes every
  // 500 ms: the next checks start once both have seen the canary end.
  for (const port of [ports.a, ports.b]) {
    await waitFor(
      async () =>
        (await fetch(`http://127.0.0.1:${port}${EXTRA_PAGE.path}`, { headers: { cookie: 'rr_bucket=00' } })).status ===
        404,
      { timeoutMs: 5_000, intervalMs: 100, what: `instance ${port} serving the canary's end` },
    );
  }
  t.diagnostic(
    `the canary was rolled back automatically and its pages gone ${secondsSince(crossed)} s after its error rate crossed the margin`,
  );
  const record = await (
    await get(`/api/releases/about/${answer.id}`, { authorization: `Bearer ${deployToken}` })
  ).json();
  assert.equal(record.status, 'rolled_back');
  assert.match(record.reason, /^Rolled back automatically\./);
});

test("pinning: an admin's pinned browser gets the pinned version's pages through nginx; others do not", async () => {
  const admin = await signedInAdmin();
  const pinned = await admin.request('POST', '/api/admin/releases/about/pin', { version: '1.2.0-canary' });
  assert.equal(pinned.status, 200, pinned.body);
  // The pin is set on the public site by its one-time hand-over link, never on the admin's origin.
  assert.ok(!pinned.cookies.some((c) => c.startsWith('rr_pin=')), "the admin's origin set a pin cookie");
  const { cookies } = await openHandover(pinned.json<{ url: string }>().url);
  const pin = cookies.find((c) => c.startsWith('rr_pin='))!;
  assert.ok(pin, 'the hand-over link set no pin');
  // The rolled-back canary's page exists only for the pinned browser, served by Node through nginx.
  const page = await get(EXTRA_PAGE.path, { cookie: pin });
  assert.equal(page.status, 200);
  assert.equal(page.headers.get('cache-control'), 'no-store');
  assert.match(await page.text(), /"pinned":\{"about":"1\.2\.0-canary"\}/);
  assert.equal((await get(EXTRA_PAGE.path)).status, 404);
  // A cookie that pins nothing gets the visitor's usual answer.
  const unknownPin = await get(EXTRA_PAGE.path, { cookie: 'rr_pin=unknown' });
  assert.equal(unknownPin.status, 404, await unknownPin.text());
  const unpinned = await fetch(`${origin}/api/releases/pin`, { method: 'DELETE', headers: { cookie: pin } });
  assert.equal(unpinned.status, 204);
  assert.equal((await get(EXTRA_PAGE.path, { cookie: pin })).status, 404);
});

test('preview: a canary for 0 % is served to no new visitor through nginx, and its preview link pins a browser', async () => {
  const { distDir } = await buildAboutWithExtraPage('nginx');
  const version = '1.3.0-preview';
  const release = { site: origin, token: deployToken, version, distDir, canary: 0 };
  assert.equal((await releaseOverHttp('about', release)).status, 'canary');
  for (let visitor = 0; visitor < 200; visitor += 1) {
    const response = await get('/');
    const preview = (await response.text()).includes(`href="${EXTRA_PAGE.path}"`);
    assert.ok(!preview, `new visitor ${visitor} in bucket ${bucketOf(response)} was given the preview`);
  }
  assert.equal((await get(EXTRA_PAGE.path, { cookie: 'rr_bucket=00' })).status, 404);

  const link = await callRemoteAction('about', { site: origin, token: deployToken, action: 'preview-link' });
  const url = new URL(String(link.url));
  assert.equal(url.origin, origin, 'the preview link is not on the public site');
  // Any number of reviewers: the link works for each browser that opens it.
  for (const reviewer of [1, 2]) {
    const opened = await fetch(`${origin}${url.pathname}`, { redirect: 'manual' });
    assert.equal(opened.status, 303, `reviewer ${reviewer}: the preview link answered ${opened.status}`);
    const pin = opened.headers
      .getSetCookie()
      .find((c) => c.startsWith('rr_pin='))
      ?.split(';')[0];
    assert.ok(pin, `reviewer ${reviewer}: the preview link set no pin`);
    const page = await get(EXTRA_PAGE.path, { cookie: `rr_bucket=50; ${pin}` });
    assert.equal(page.status, 200, `the pinned browser got ${page.status}`);
    assert.match(await page.text(), /"pinned":\{"about":"1\.3\.0-preview"\}/);
  }
  assert.equal((await get(EXTRA_PAGE.path, { cookie: 'rr_bucket=50' })).status, 404);
  await callRemoteAction('about', { site: origin, token: deployToken });
});

test('no browser: no process under the site instances ran Chromium, from start to now', (t) => {
  lookUnderInstances();
  clearInterval(watcher);
  const renderers = [...underInstances.values()].filter((cmdline) => cmdline.includes('renderer-process'));
  assert.ok(renderers.length > 0, "the look at /proc found no renderer's process under the instances");
  const browsers = [...browsersUnderInstances].map(([pid, cmdline]) => `${pid} ${cmdline.slice(0, 200)}`);
  assert.ok(browsers.length === 0, `Chromium ran under the instances:\n${browsers.join('\n')}`);
  t.diagnostic(`${underInstances.size} processes seen under the instances, none a browser`);
});
