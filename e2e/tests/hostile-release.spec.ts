import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { callRemoteAction, releaseOverHttp } from '@site/scripts/release';
import { adminClient, type AdminClient } from '@site/test-support/admin-request';
import { startSite, type Site } from '@site/test-support/site';
import { waitFor } from '@site/test-support/wait-for';
import { createAccount, createDeployToken } from '../support/admin-origin.ts';
import { expect, test } from '../support/fixtures.ts';
import { freshDataDir } from '../support/data-template.ts';

/**
 * A team holding only the about deploy token releases hostile Node builds over HTTP
 * (docs/design.md#the-render-sandbox, docs/design.md#threat-model): one that reads the environment, the data
 * folder's files and the loopback API and puts what it got in its pages, and one that busy-loops. The first
 * goes live contained (its pages show nothing secret), the second fails its verification at the time limit;
 * meanwhile every other section's pages render, and an edit elsewhere reaches its page and another remote's
 * rollback is served, both while the busy build is still being verified. Last, a live version whose Node build
 * needs other `@site/shared` code (which the verification would refuse) is stored as its previous version
 * renders it. One site of its own, on the port after the canary spec's.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const DATA_DIR = path.join(ROOT, 'data/e2e/hostile-release');
const PORT = Number(process.env.E2E_HOSTILE_PORT ?? Number(process.env.E2E_PORT ?? 8090) + 5);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ADMIN = { email: 'hostile.admin@riverbend.example', name: 'Hal Hostile', password: 'a hostile passphrase' };
/** In the site's environment: a payload that could read it would show it. */
const ENV_SECRET = 'e2e-env-secret-4c7d19';
/**
 * The release verification's time limit on this site: the busy loop's verification ends here. Long enough that
 * the edit and the other remote's rollback, made while it spins, are done well before it on a busy machine, and
 * that a good build's verification ends within it there too (15 s was seen to fail a good build on a CI machine
 * running at about 60 % of its usual speed, beside the other specs' sites).
 */
const VERIFY_TIMEOUT_MS = 30_000;

let site: Site | undefined;
let work = '';
const tokens = { about: '', services: '' };
let adminSession: AdminClient | undefined;
/** The renderer's lines, for a failure's message. */
const passLines: string[] = [];

test.describe.configure({ mode: 'serial' });

/**
 * The about build with `payload` after its Node container: the payload wraps the container's exports in
 * `inner`'s place, as an attacker editing the built file would.
 */
async function hostileAbout(label: string, payload: string): Promise<string> {
  const dist = path.join(work, label);
  await cp(path.join(ROOT, 'mfe-about/dist'), dist, { recursive: true });
  const container = path.join(dist, 'server/container.cjs');
  await writeFile(container, `${await readFile(container, 'utf8')}\n;(() => {\n${payload}\n})();\n`);
  return dist;
}

/** Reads every way it can, and renders what it got as each about page's markup. */
const READER = `
const DATA_DIR = ${JSON.stringify(DATA_DIR)};
const inner = module.exports;
const got = ['env=' + JSON.stringify(process.env)];
for (const [way, get] of [['require', () => require('node:fs')], ['getBuiltinModule', () => process.getBuiltinModule('node:fs')]]) {
  try { got.push(way + '=' + get().readFileSync(DATA_DIR + '/local-release.json', 'utf8')); }
  catch (error) { got.push(way + ' refused: ' + error.message); }
}
const loopback = (async () => {
  try { got.push('fetch=' + (await (await fetch(${JSON.stringify(`${ORIGIN}/api/admin/releases`)})).text())); }
  catch (error) { got.push('fetch refused: ' + error.message); }
  try { require('node:http'); got.push('http'); } catch (error) { got.push('http refused: ' + error.message); }
  return got.join(' | ');
})();
// Module Federation's container contract: init, and get answering a module's factory. A remote's Node build
// has no React of its own to require (it is the shell's, in the share scope): its page shows text.
module.exports = {
  init: (...args) => inner.init(...args),
  async get(name) {
    const factory = await inner.get(name);
    const text = await loopback;
    return () => {
      const exposed = factory();
      const routes = exposed.routes.map((route) => ({
        path: route.path,
        handle: route.handle,
        Component: () => 'stolen: ' + text,
      }));
      return { ...exposed, routes };
    };
  },
};`;

/**
 * Makes the Node build in `serverDir` one of other `@site/shared` code: every file of it names another content
 * version of `@site/shared`, as a build made against other shared code does (its browser files are left as
 * they are).
 */
async function otherSharedNodeBuild(serverDir: string): Promise<void> {
  const container = await readFile(path.join(serverDir, 'container.cjs'), 'utf8');
  const sharedVersion = /register\("@site\/shared", "([^"]+)"/.exec(container)![1]!;
  for (const file of await readdir(serverDir)) {
    const text = await readFile(path.join(serverDir, file), 'utf8');
    await writeFile(path.join(serverDir, file), text.replaceAll(sharedVersion, `${sharedVersion}-other`));
  }
}

/** Holds its sandbox's only thread as soon as a page asks for its routes. */
const BUSY_LOOP = `
const inner = module.exports;
module.exports = {
  init: (...args) => inner.init(...args),
  async get() { for (;;) {} },
};`;

/** Calls the admin API as the signed-in admin, on the admin's own origin (ADMIN_URL). */
async function admin<T>(method: string, url: string, body?: unknown): Promise<T> {
  const answer = await adminSession!.request(method, url, body);
  expect(answer.status, `${method} ${url}: ${answer.status} ${answer.body.slice(0, 200)}`).toBeLessThan(300);
  return JSON.parse(answer.body) as T;
}

/** What the admin's Releases screen says of about: its current version and its records, newest first. */
async function aboutReleases() {
  const overview = await admin<{
    remotes: { remote: string; current: { version: string }; history: { version: string; status: string }[] }[];
  }>('GET', '/api/admin/releases');
  return overview.remotes.find((entry) => entry.remote === 'about')!;
}

/** Every secret the site holds that a hostile build must never get into a page, record or answer. */
async function secrets(): Promise<string[]> {
  const local = JSON.parse(await readFile(path.join(DATA_DIR, 'local-release.json'), 'utf8')) as { token: string };
  return [ENV_SECRET, local.token, tokens.about, tokens.services, DATA_DIR];
}

/** The site's public pages but about's, from its sitemap. */
async function otherPages(): Promise<string[]> {
  const sitemap = await (await fetch(`${ORIGIN}/sitemap.xml`)).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1]!).pathname)
    .filter((pagePath) => !pagePath.startsWith('/about-us'));
}

/** Every page of `paths` answers 200 with its markup rendered on the server. */
async function expectRendered(paths: string[]) {
  expect(paths.length).toBeGreaterThan(10);
  const missing: string[] = [];
  for (const pagePath of paths) {
    const response = await fetch(`${ORIGIN}${pagePath}`);
    const html = await response.text();
    if (!response.ok || !html.includes('data-prerendered')) missing.push(`${pagePath} (${response.status})`);
  }
  expect(missing).toEqual([]);
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  await freshDataDir(DATA_DIR);
  work = await mkdtemp(path.join(tmpdir(), 'hostile-release-'));
  tokens.about = createDeployToken(DATA_DIR, 'about');
  tokens.services = createDeployToken(DATA_DIR, 'services');
  createAccount(DATA_DIR, ADMIN, 'admin');
  site = await startSite({
    dataDir: DATA_DIR,
    port: PORT,
    readyTimeoutMs: 240_000,
    onLine: (line) => {
      if (line.includes('pages: ')) passLines.push(line.slice(0, 300));
    },
    env: {
      HOSTILE_E2E_SECRET: ENV_SECRET,
      RELEASE_VERIFY_TIMEOUT_MS: String(VERIFY_TIMEOUT_MS),
      // Past the verification's limit: the busy build's first page is still spinning when that limit ends
      // the verification. At the default 5 s a page, its five about pages could fail one after another within
      // the 30 s, and the verification would end on them instead.
      RENDER_PAGE_TIMEOUT_MS: String(2 * VERIFY_TIMEOUT_MS),
    },
  });
  adminSession = adminClient(site.adminUrl, site.port);
  await adminSession.signIn(ADMIN.email, ADMIN.password);
  // A second services version, so that its rollback below has somewhere to go.
  await releaseOverHttp('services', {
    site: ORIGIN,
    token: tokens.services,
    version: '90.0.0',
    distDir: path.join(ROOT, 'mfe-services/dist'),
  });
});

test.afterAll(async () => {
  await site?.stop();
  if (work) await rm(work, { recursive: true, force: true });
});

test('a build that reads the environment, the data folder and the loopback API goes live with nothing of them', async () => {
  test.setTimeout(120_000);
  const released = await releaseOverHttp('about', {
    site: ORIGIN,
    token: tokens.about,
    version: '90.0.0',
    distDir: await hostileAbout('reader', READER),
  });
  expect(released.status).toBe('live');
  // Its pages show what it got: an environment without the server's, and every way out refused.
  const html = await waitFor(
    async () => {
      const page = await (await fetch(`${ORIGIN}/about-us/meet-our-team`)).text();
      return page.includes('stolen: ') ? page : undefined;
    },
    { timeoutMs: 30_000, intervalMs: 200, what: 'the reader build’s page' },
  );
  expect(html).toMatch(/require refused: .*getBuiltinModule refused: .*fetch refused: .*http refused: /);
  const record = await (
    await fetch(`${ORIGIN}/api/releases/about/${released.id}`, { headers: { authorization: `Bearer ${tokens.about}` } })
  ).text();
  const everything = html + record + JSON.stringify(released);
  for (const secret of await secrets()) expect(everything).not.toContain(secret);
  await expectRendered(await otherPages());
});

test('a busy-looping build fails at the verification limit while the rest of the site edits and releases', async () => {
  test.setTimeout(120_000);
  const [story] = await admin<{ id: number; title: string }[]>('GET', '/api/admin/news');
  expect(story).toBeDefined();
  const dist = await hostileAbout('busy', BUSY_LOOP);

  // Accepted, then verified in a sandbox that never answers: what follows happens while it spins.
  const releasing = releaseOverHttp('about', {
    site: ORIGIN,
    token: tokens.about,
    version: '91.0.0',
    distDir: dist,
    verifyTimeoutMs: 60_000,
  }).then(
    () => undefined,
    (error: Error) => error.message,
  );
  await waitFor(
    async () => {
      const { history } = await aboutReleases();
      return history.some((r) => r.version === '91.0.0' && r.status === 'verifying') ? true : undefined;
    },
    { timeoutMs: 30_000, intervalMs: 100, what: 'the busy build’s verification to start' },
  );

  /** True while the busy build is still being verified: what is done meanwhile did not wait for it. */
  const stillSpinning = async () =>
    (await aboutReleases()).history.some((r) => r.version === '91.0.0' && r.status === 'verifying');

  const title = `Edited while about spins ${Date.now().toString(36)}`;
  await admin('PUT', `/api/admin/news/${story!.id}`, { ...story, title });
  await waitFor(
    async () => ((await (await fetch(`${ORIGIN}/news/${story!.id}`)).text()).includes(title) ? true : undefined),
    {
      timeoutMs: VERIFY_TIMEOUT_MS,
      intervalMs: 100,
      what: () => `the news title "${title}" on /news/${story!.id}; the renderer said:\n${passLines.join('\n')}`,
    },
  );
  expect(await stillSpinning()).toBe(true);
  // Then a release action of another remote: answered once visitors get it (its pass follows the edit's), and
  // still while about spins.
  await expect(callRemoteAction('services', { site: ORIGIN, token: tokens.services })).resolves.toMatchObject({
    from: '90.0.0',
  });
  expect(await stillSpinning()).toBe(true);

  await expectRendered(await otherPages());

  const refused = await releasing;
  expect(refused).toContain(`the verification did not end within ${VERIFY_TIMEOUT_MS / 1000} s`);
  for (const secret of await secrets()) expect(refused).not.toContain(secret);
  // about stays on the version that went live before.
  expect((await aboutReleases()).current.version).toBe('90.0.0');
});

test('a live version whose Node build needs other shared code is stored as its previous version renders it', async () => {
  test.setTimeout(180_000);
  // Two good versions, each verified; then the live one's Node build is made one of other shared code, as a
  // registry forced onto such a version would have it. The release's verification refuses such a build.
  for (const version of ['92.0.0', '93.0.0']) {
    const released = await releaseOverHttp('about', {
      site: ORIGIN,
      token: tokens.about,
      version,
      distDir: path.join(ROOT, 'mfe-about/dist'),
    });
    expect(released.status).toBe('live');
  }
  await otherSharedNodeBuild(path.join(DATA_DIR, 'site/remotes/about/93.0.0/server'));

  // A site-wide edit: every page is rendered again, about's by its live version's Node build, which the share
  // scope refuses (strictVersion), and so by its previous one.
  const settings = await admin<Record<string, unknown>>('GET', '/api/admin/settings');
  const alert = `Rendered after the shared change ${Date.now().toString(36)}`;
  await admin('PUT', '/api/admin/settings', { ...settings, billing_alert_text: alert });
  const html = await waitFor(
    async () => {
      const page = await (await fetch(`${ORIGIN}/about-us/leadership`)).text();
      return page.includes(alert) ? page : undefined;
    },
    {
      timeoutMs: 60_000,
      intervalMs: 200,
      what: () => `the edit on /about-us/leadership; the renderer said:\n${passLines.join('\n')}`,
    },
  );
  expect(html).toMatch(/<div id="root" data-prerendered>.*<h1[^>]*>Leadership<\/h1>/s);
  const preloads = JSON.parse(
    /<script type="application\/json" id="page-preloads">(.*?)<\/script>/s.exec(html)![1]!,
  ) as {
    href: string;
  }[];
  const files = preloads
    .map(({ href }) => href)
    .filter((href) => href.startsWith('/remotes/about/') && !href.endsWith('/remoteEntry.js'));
  expect(files.length).toBeGreaterThan(0);
  for (const href of files) expect(href).toMatch(/^\/remotes\/about\/92\.0\.0\//);
});
