/**
 * Test fixtures for the render sandbox (docs/design.md#the-render-sandbox): a site folder with a minimal shell
 * Node build and remotes whose Node builds are written from source here, among them hostile ones, one per way
 * a remote's code could reach past its pages. Used by sandbox.test.ts; nothing that ships imports it.
 */
import type { Registry } from '@site/contracts/types';
import { chmod, cp, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { releasedDir } from '../paths.ts';
import { releasedEntryUrl } from '../registry.ts';

/** The secrets a fixture site keeps where a remote's code must not reach them. */
export const SECRETS = {
  /** Set in the parent's environment during the tests. */
  env: 'postgres://renderer:env-secret-5b1f@db.internal/site',
  /** `DATA_DIR/local-release.json`'s token. */
  localToken: 'local-token-secret-93ac',
  /** A file in the database's folder. */
  database: 'database-secret-77d2',
};

/** The sandbox's channel to its parent, as a remote's code could find it: the writable socket on fd 3. */
const CHANNEL = `process._getActiveHandles().find((handle) => handle._handle && handle._handle.fd === 3)`;

/**
 * The payloads, one per vector: each is the body of an async function `(api) => string` run when the hostile
 * remote renders its page; what it returns becomes that page's markup, so a secret it got hold of would show.
 * `api.fetchApi` is the page's legitimate data access; `api.dataDir` and `api.apiBase` are what an attacker
 * would know of the machine.
 */
const HOSTILE_PAYLOADS = {
  /** Reads the environment. */
  environment: `return 'env:' + JSON.stringify(process.env);`,
  /** Reads the database's files and the machine-local token, every way it might. */
  readFiles: `
    const files = [api.dataDir + '/local-release.json', api.dataDir + '/db/PG_VERSION'];
    const ways = {
      require: () => require('fs'),
      requireNode: () => require('node:fs'),
      getBuiltinModule: () => process.getBuiltinModule('node:fs'),
      binding: () => process.binding('fs'),
      moduleLoad: () => module.constructor._load('fs', module),
      // A parent outside the remote's folder: the resolve hook lets it through, the permission model does not.
      fakeParent: () => module.constructor._load('fs', { id: '.', filename: api.root + '/node_modules/x.js', paths: [] }),
      importFs: async () => await import('node:fs'),
    };
    const out = [];
    for (const [way, get] of Object.entries(ways)) {
      try {
        const fs = await get();
        for (const file of files) out.push(way + ':' + fs.readFileSync(file, 'utf8'));
      } catch (error) { out.push(way + ' refused: ' + error.code); }
    }
    return out.join('\\n');`,
  /** Writes a file into the site folder. */
  writeFile: `
    const out = [];
    const outside = (id) => module.constructor._load(id, { id: '.', filename: api.root + '/node_modules/x.js', paths: [] });
    for (const get of [() => require('node:fs'), () => process.getBuiltinModule('fs'), () => module.constructor._load('fs', module), () => outside('fs')]) {
      try { get().writeFileSync(api.site + '/written-by-a-remote', 'x'); out.push('wrote'); }
      catch (error) { out.push('refused ' + error.code); }
    }
    return out.join(',');`,
  /** Starts a process that would leave a file behind. */
  startProcess: `
    const out = [];
    const outside = (id) => module.constructor._load(id, { id: '.', filename: api.root + '/node_modules/x.js', paths: [] });
    for (const get of [() => require('node:child_process'), () => process.getBuiltinModule('child_process'), () => module.constructor._load('child_process', module), () => outside('child_process')]) {
      try { out.push(String(get().execSync('id; touch ' + api.site + '/started-by-a-remote'))); }
      catch (error) { out.push('refused ' + error.code); }
    }
    try { new (outside('worker_threads').Worker)('1', { eval: true }); out.push('worker'); } catch (error) { out.push('refused ' + error.code); }
    return out.join(',');`,
  /** Calls the API over loopback itself, and through the page's data access for what is not an API path. */
  network: `
    const out = [];
    const target = api.apiBase + '/api/admin/releases';
    const outside = (id) => module.constructor._load(id, { id: '.', filename: api.root + '/node_modules/x.js', paths: [] });
    try { await fetch(target); out.push('fetched'); } catch (error) { out.push('fetch refused ' + error.message); }
    for (const get of [() => require('node:http'), () => process.getBuiltinModule('http'), () => module.constructor._load('net', module), () => outside('http')]) {
      try {
        const lib = get();
        await new Promise((resolve, reject) => (lib.get ? lib.get(target, resolve) : lib.connect(new URL(api.apiBase).port, '127.0.0.1', resolve)).on('error', reject));
        out.push('connected');
      } catch (error) { out.push('refused ' + (error.code || error.message)); }
    }
    for (const key of ['http://evil.example/api/x', '//evil.example/api/x', '/admin/login']) {
      try { await api.fetchApi(key); out.push('read ' + key); } catch (error) { out.push('refused ' + error.message); }
    }
    return out.join(',');`,
  /** A busy loop: the sandbox's own event loop never runs again. */
  busyLoop: `for (;;) {}`,
  /** A promise that never settles. */
  neverSettles: `return new Promise(() => {});`,
  /** Allocates 2 GiB and touches every page of it. */
  allocate: `return String(Buffer.alloc(2 * 1024 ** 3).fill(1).length);`,
  /** Throws. */
  throws: `throw new Error('the hostile remote threw');`,
  /** Ends the process. */
  exits: `process.exit(3);`,
  /** Claims another remote's page over the sandbox's channel to its parent (found among its open handles). */
  forgesPage: `
    const forged = JSON.stringify({ type: 'rendered', page: { path: '/good/b', html: 'defaced', swrData: {}, title: '', description: '', remotes: {}, assets: { styles: [], preloads: [] } } });
    ${CHANNEL}.write(forged + '\\n');
    return 'forged';`,
  /** Answers with 6 MB of markup: more than a page's message may hold. */
  oversized: `return '<main>' + 'x'.repeat(6 * 1024 * 1024) + '</main>';`,
  /** Floods the channel to its parent with small messages, then never answers. */
  floods: `
    const line = JSON.stringify({ type: 'fetch', id: 1, key: '/api/settings' }) + '\\n';
    for (let i = 0; i < 100000; i++) ${CHANNEL}.write(line);
    return new Promise(() => {});`,
  /**
   * Behaves while its files lie under a \`/candidates/\` folder (a release's verification), and hangs its page in a
   * busy loop once released.
   */
  candidateOnly: `
    if (!__dirname.includes('/candidates/')) for (;;) {}
    return '<main>behaving ' + path + '</main>';`,
  /** Replaces the shell's renderPage, so every page rendered after its own in the same process is defaced. */
  tampersLater: `
    for (const loaded of Object.values(require.cache)) {
      if (typeof loaded.exports.renderPage === 'function') loaded.exports.renderPage = async ({ path }) =>
        ({ path, html: 'defaced', swrData: {}, title: '', description: '', remotes: [], exposes: {}, modules: { shell: [], remotes: {} } });
    }
    return 'answered';`,
  /** Answers, then runs a busy loop a moment later, when its sandbox may be waiting for the next pass. */
  spinsLater: `setTimeout(() => { for (;;) {} }, 200); return 'answered';`,
  /**
   * Answers; then, when its sandbox is kept and the next call's input comes, claims the sandbox could not start
   * and ends it, before any page of that call.
   */
  sabotagesNextCall: `
    ${CHANNEL}.on('data', (chunk) => {
      if (!String(chunk).includes('"type":"render"')) return;
      ${CHANNEL}.write(JSON.stringify({ type: 'fatal', reason: 'forged by a remote' }) + '\\n');
      process.exit(0);
    });
    return 'answered';`,
  /** Answers; then, when its sandbox is kept and the next call's input comes, spins before any page of it. */
  hangsNextCall: `
    ${CHANNEL}.on('data', (chunk) => { if (String(chunk).includes('"type":"render"')) for (;;) {} });
    return 'answered';`,
  /** Answers, but keeps its event loop alive with a timer. */
  keepsRunning: `setInterval(() => {}, 1000); return 'answered';`,
  /** Says which user it runs as and whether it can reach any network (on a root server: nobody, none). */
  whoAmI: `
    const interfaces = Object.keys(require('node:os').networkInterfaces());
    return 'uid:' + process.getuid() + ' interfaces:' + interfaces.join('+');`,
} as const;

/** The name of one hostile payload. */
export type HostileVector = keyof typeof HOSTILE_PAYLOADS;

/** What a fixture site gives a test. */
export interface FixtureSite {
  dataDir: string;
  site: string;
  shellDist: string;
  registry: Registry;
}

/**
 * The shell's Node build: renders a page of the remote whose base path it is under by calling that remote's
 * `routes.render(path, context)`, and `/` itself; reads `/api/settings` through fetchApi like a real page. Its
 * `nodeRemotes` does what Module Federation's runtime does with a container: init, then get a module's factory.
 */
const SHELL_RENDER_PAGE = `
exports.nodeRemotes = (registry, loadContainer) => async (name, module) => {
  const { container } = await loadContainer(name, registry.remotes[name].entry);
  await container.init({});
  return (await container.get('./' + module))();
};
exports.renderPage = async ({ path, registry, loadRemote, fetchApi }) => {
  const owner = Object.entries(registry.remotes).find(([, r]) => r.basePaths.some((b) => path === b || path.startsWith(b + '/')));
  const settings = await fetchApi('/api/settings');
  const swrData = { '/api/settings': settings };
  let html = '<main>shell ' + path + '</main>';
  if (owner) {
    const routes = await loadRemote(owner[0], 'routes');
    html = await routes.render(path, { fetchApi, site: SITE, dataDir: DATA_DIR, apiBase: API_BASE, root: process.cwd() });
  }
  return { path, html, swrData, title: 'Title ' + path, description: '', remotes: owner ? [owner[0]] : [], exposes: owner ? { [owner[0]]: ['routes'] } : {}, modules: { shell: [], remotes: {} } };
};`;

/** A remote's Node container (Module Federation's contract) whose page runs `payload` (a good remote's just renders its path). */
const container = (payload: string) => `
const routes = {
  async render(path, api) {
    ${payload}
  },
};
exports.init = () => {};
exports.get = async (module) => {
  if (module !== './routes') throw new Error('no ' + module);
  return () => routes;
};`;

const GOOD_PAYLOAD = `
  const settings = await api.fetchApi('/api/settings');
  return '<main>good ' + path + ' for ' + settings.organization_name + '</main>';`;

/** Writes a build's files the renderer reads (page-assets.json) and its Node file. */
async function writeBuild(dir: string, serverFile: string, source: string) {
  await mkdir(path.join(dir, 'server'), { recursive: true });
  await writeFile(path.join(dir, 'page-assets.json'), JSON.stringify({ imports: {} }));
  await writeFile(path.join(dir, 'server', serverFile), source);
}

/**
 * Writes a fixture site under `dataDir`: the secrets in the places a server keeps them (local-release.json,
 * the database's folder), a shell build, a `good` remote (`/good`) and a `hostile` one (`/hostile`) whose page
 * runs the payload of `vector`. `apiBase` is what the shell's pages are told the API is (for the payloads). The
 * folders are made readable by others, as a site's folders are, so a root test run can use user nobody.
 */
export async function writeFixtureSite(dataDir: string, vector: HostileVector, apiBase: string): Promise<FixtureSite> {
  const site = path.join(dataDir, 'site');
  const shellDist = path.join(dataDir, 'shell');
  await chmod(dataDir, 0o755);
  await mkdir(path.join(dataDir, 'db'), { recursive: true });
  await writeFile(path.join(dataDir, 'db', 'PG_VERSION'), SECRETS.database);
  await writeFile(path.join(dataDir, 'local-release.json'), JSON.stringify({ token: SECRETS.localToken }));
  const header = `const SITE = ${JSON.stringify(site)}, DATA_DIR = ${JSON.stringify(dataDir)}, API_BASE = ${JSON.stringify(apiBase)};`;
  await writeBuild(shellDist, 'render-page.cjs', header + SHELL_RENDER_PAGE);
  const remotes: Registry['remotes'] = {};
  for (const [name, payload] of [
    ['good', GOOD_PAYLOAD],
    ['hostile', HOSTILE_PAYLOADS[vector]],
  ] as const) {
    await writeBuild(releasedDir(site, name, '1.0.0'), 'container.cjs', container(payload));
    remotes[name] = {
      version: '1.0.0',
      entry: releasedEntryUrl(name, '1.0.0'),
      basePaths: [`/${name}`],
      routes: [],
    };
  }
  return { dataDir, site, shellDist, registry: { schemaVersion: 1, remotes } };
}

/**
 * Copies the fixture's hostile build to a candidate folder, `site/candidates/hostile/<id>/`, as a release's
 * upload is put before its verification (releases/install.ts); returns the registry entry naming it.
 */
export async function hostileCandidate(fixture: FixtureSite, id = 'c1'): Promise<Registry['remotes'][string]> {
  const released = releasedDir(fixture.site, 'hostile', '1.0.0');
  await cp(released, path.join(fixture.site, 'candidates', 'hostile', id), { recursive: true });
  return { ...fixture.registry.remotes.hostile!, version: '1.0.1', entry: `/candidates/hostile/${id}/remoteEntry.js` };
}
