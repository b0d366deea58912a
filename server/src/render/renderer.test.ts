import type { Registry } from '@site/contracts/types';
import { remoteForPath } from '@site/contracts/registry';
import { buildLocation, buildNewsItem, buildPhysician, buildSettings } from '@site/test-support/builders';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, readlink, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  currentDir,
  currentGenerationId,
  KEPT_GENERATIONS,
  listGenerations,
  pagesDir,
  readManifest,
  type GenerationManifest,
} from './generations.ts';
import { answerHash } from './inputs.ts';
import type { RenderedPage, WorkerInput, WorkerOutput } from './page-renderer.ts';
import { createRenderer, documentFile, type PassResult, type RendererOptions } from './renderer.ts';
import { createPageFiles } from '../site/page-files.ts';
import { waitFor } from '@site/test-support/wait-for';

const PUBLIC_URL = 'https://www.riverbend.example';

// ---- The API the renderer reads: a stand-in whose answers each test sets. ----

let api: Server;
let apiBase: string;
/** The API's answers by path; a path not here answers 404. */
let answers: Map<string, unknown>;

beforeAll(async () => {
  api = createServer((request, response) => {
    const url = request.url!;
    if (!answers.has(url)) return response.writeHead(404).end();
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(answers.get(url)));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiBase = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));

const settings = buildSettings();
const news = [buildNewsItem({ id: 9, title: 'New MRI suite' }), buildNewsItem({ id: 7, title: 'Open house' })];
const physicians = [buildPhysician({ full_name: 'Ada Example, MD' })];

/** The API as the site starts in every test: settings, two news items, physicians and locations. */
function seedApi() {
  answers = new Map<string, unknown>([
    ['/api/settings', settings],
    ['/api/news/', news.map(({ id, title }) => ({ id, title }))],
    ...news.map((item): [string, unknown] => [`/api/news/${item.id}`, item]),
    ['/api/physicians', physicians],
    ['/api/locations', [buildLocation({ name: 'Riverbend Imaging' })]],
  ]);
}

// ---- The site: a registry, a shell build, and the pages the renderer derives from them. ----

/** The registry with `about` at `aboutVersion`; the admin screens and an unsafe path are never stored pages. */
const registryAt = (aboutVersion = '1.0.0'): Registry => ({
  schemaVersion: 1,
  remotes: {
    about: {
      version: aboutVersion,
      entry: `/remotes/about/${aboutVersion}/remoteEntry.js`,
      basePaths: ['/about-us'],
      routes: ['/about-us/leadership', '/about-us/history', '/about-us/<script>'],
    },
    newsContact: {
      version: '2.0.0',
      entry: '/remotes/newsContact/2.0.0/remoteEntry.js',
      basePaths: ['/news', '/contact-us'],
      routes: ['/news', '/contact-us'],
    },
    admin: {
      version: '1.0.0',
      entry: '/remotes/admin/1.0.0/remoteEntry.js',
      basePaths: ['/admin'],
      routes: ['/admin/news'],
    },
  },
});

/** Every page a pass stores for registryAt() and seedApi(), in the order the renderer asks for them. */
const SITE_PAGES = ['/', '/about-us/leadership', '/about-us/history', '/news', '/contact-us', '/news/9', '/news/7'];
const ALL_PAGES = [...SITE_PAGES, '/404'];
const ABOUT_PAGES = ['/about-us/leadership', '/about-us/history'];

/** The API paths each page reads: what the shell's render would record as SWR keys. */
const reads = (pagePath: string): string[] =>
  ({
    '/': ['/api/news/'],
    '/about-us/leadership': ['/api/physicians'],
    '/news': ['/api/news/'],
    '/contact-us': ['/api/locations'],
  })[pagePath] ?? (/^\/news\/\d+$/.test(pagePath) ? [`/api${pagePath}`] : []);

/**
 * Writes a shell build into `dist`: the index.html template (minified, as the build writes it) naming the
 * build's hashed entries and stylesheet, and a Node build that visitors must never be served.
 */
async function writeShell(dist: string, build: string) {
  await mkdir(path.join(dist, 'server'), { recursive: true });
  await writeFile(
    path.join(dist, 'index.html'),
    `<!doctype html><html><head><title>x</title><link href=/main.${build}.css rel=stylesheet></head>` +
      '<body><div id=root></div><script id=site-data type=application/json><!--SITE_DATA--></script>' +
      `<script data-entries=/main.${build}.js>/* boot */</script></body></html>`,
  );
  await writeFile(path.join(dist, `main.${build}.js`), `/* main ${build} */`);
  await writeFile(path.join(dist, `main.${build}.css`), `/* ${build} */`);
  await writeFile(path.join(dist, 'server', 'render-page.cjs'), '/* the Node build */');
}

/**
 * A stand-in for the render sandbox (renderInSandbox): renders each path in order from the API answers it
 * is given or fetches, as the render sandbox does, and reports the owning remote at its registry version, handing each
 * page over as it is rendered (unless `stream` is off). `failing` pages throw, `moved` pages move elsewhere,
 * `crash` fails the whole worker, `crashAt` fails it when it reaches that page, and `whileRendering` runs (and
 * is awaited) after a page's data is fetched and before its markup is made (an edit landing mid-pass).
 */
function fakeWorker() {
  const state = {
    failing: new Set<string>(),
    moved: new Set<string>(),
    crash: false,
    crashAt: undefined as string | undefined,
    stream: true,
    whileRendering: undefined as ((pagePath: string) => unknown) | undefined,
    /** The paths of each pass that rendered, in order. */
    passes: [] as string[][],
  };
  const renderPages = async (input: WorkerInput, onRendered?: (page: RenderedPage) => void): Promise<WorkerOutput> => {
    state.passes.push(input.paths);
    if (state.crash) throw new Error('The render worker exited (1) without an answer');
    const output: WorkerOutput = { rendered: [], moved: [], failed: [] };
    for (const pagePath of input.paths) {
      if (pagePath === state.crashAt) throw new Error('The render worker exited (1) without an answer');
      if (state.failing.has(pagePath)) {
        output.failed.push({ path: pagePath, reason: "Cannot read properties of undefined (reading 'title')" });
        continue;
      }
      if (state.moved.has(pagePath)) {
        output.moved.push(pagePath);
        continue;
      }
      const swrData: Record<string, unknown> = {};
      for (const key of reads(pagePath)) {
        // As the sandbox does: the answers the renderer read for the pass first, the API for the rest.
        if (input.answers?.has(key)) {
          swrData[key] = input.answers.get(key);
          continue;
        }
        const response = await fetch(new URL(key, input.apiBase));
        if (response.ok) swrData[key] = await response.json();
      }
      await state.whileRendering?.(pagePath);
      const owner = remoteForPath(input.registry, pagePath)?.name;
      const remote = owner ? input.registry.remotes[owner] : undefined;
      const page: RenderedPage = {
        path: pagePath,
        html: `<main><h1>${pagePath}</h1><pre>${JSON.stringify(swrData)}</pre></main>`,
        swrData,
        title: `Title of ${pagePath}`,
        description: `About ${pagePath}`,
        remotes: owner && remote ? { [owner]: remote.version } : {},
        assets: { styles: [], preloads: remote ? [{ href: remote.entry, as: 'script' }] : [] },
      };
      output.rendered.push(page);
      if (state.stream) onRendered?.(page);
    }
    return output;
  };
  return { state, renderPages };
}

// ---- One site folder per test. ----

let dir: string;
let site: string;
let shellDist: string;
let logged: string[];
/** The database's registry, which the coordinator hands each pass; the tests set it as releases would. */
let registry: Registry;
const useRegistry = (next: Registry) => {
  registry = next;
};

beforeEach(async () => {
  seedApi();
  dir = await mkdtemp(path.join(tmpdir(), 'renderer-'));
  site = path.join(dir, 'site');
  shellDist = path.join(dir, 'shell');
  logged = [];
  useRegistry(registryAt());
  await writeShell(shellDist, 'a1');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** A renderer over this test's site with a fake worker; `options` replaces any option. */
function setup(options: Partial<RendererOptions> = {}) {
  const worker = fakeWorker();
  const created = createRenderer({
    site,
    shellDist,
    apiBase,
    publicUrl: PUBLIC_URL,
    log: (line) => logged.push(line),
    renderPages: worker.renderPages,
    ...options,
  });
  // Each pass gets the registry as it is when the pass is asked for, as the coordinator reads it after a claim.
  const renderer = { pass: () => created.pass(registry), close: () => created.close() };
  return { renderer, worker: worker.state };
}

/** A generation's manifest, which must exist. */
const manifestOf = async (id: string): Promise<GenerationManifest> => {
  const manifest = await readManifest(site, id);
  if (!manifest) throw new Error(`generation ${id} has no manifest`);
  return manifest;
};
/** A file of a generation (by id, or the current one), as stored. */
const fileOf = (relative: string, id = 'current') => readFile(path.join(pagesDir(site), id, relative), 'utf8');
/** The JSON a document inlines for the shell (#site-data). */
const siteData = (html: string) =>
  JSON.parse(/<script id=site-data type=application\/json>(.*?)<\/script>/s.exec(html)![1]!) as Record<string, unknown>;
/** The ids of the generations on disk, newest first. */
const generationIds = async () => (await listGenerations(site)).map((m) => m.id);
/** The inode of a generation's file: equal inodes are one file, linked into both generations. */
const inode = async (id: string, relative: string) => (await stat(path.join(pagesDir(site), id, relative))).ino;
const sorted = (paths: string[]) => [...paths].sort();
/** The page data files of a generation. */
const dataFiles = (id: string) => readdir(path.join(pagesDir(site), id, '_site/data'));

describe('the first pass', () => {
  it("renders every public page of the registry and the news, and the not-found page, in the sitemap's order", async () => {
    const { renderer, worker } = setup();
    const result = await renderer.pass();
    expect(result).toEqual<PassResult>({
      generation: expect.any(String),
      outcome: 'rendered',
      rendered: ALL_PAGES,
      failed: [],
      percent: 0,
      ms: expect.any(Number),
    });
    // Neither the admin screens nor a path that is not safe as a file name become stored pages.
    expect(worker.passes).toEqual([ALL_PAGES]);
    expect(await currentGenerationId(site)).toBe(result.generation);
    expect(await generationIds()).toEqual([result.generation]);
  });

  it('stores each page as a document with the markup, head facts, registry and settings, in three encodings', async () => {
    const { renderer } = setup();
    await renderer.pass();
    const html = await fileOf('about-us/leadership/index.html');
    expect(html).toContain('<div id="root" data-prerendered><main><h1>/about-us/leadership</h1>');
    expect(html).toContain('Ada Example, MD');
    expect(html).toContain('<title>Title of /about-us/leadership</title>');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/about-us/leadership" />`);
    const data = siteData(html);
    expect(data).toMatchObject({ registry: registryAt(), settings, path: '/about-us/leadership' });
    // The API answers the markup was made from, in an immutable file the document names.
    expect(data.pageData).toMatch(/^\/_site\/data\/[0-9a-f]{24}\.json$/);
    expect(JSON.parse(await fileOf(String(data.pageData).slice(1)))).toEqual({ '/api/physicians': physicians });
    const stored = path.join(currentDir(site), 'about-us/leadership/index.html');
    expect(brotliDecompressSync(await readFile(`${stored}.br`)).toString()).toBe(html);
    expect(gunzipSync(await readFile(`${stored}.gz`)).toString()).toBe(html);

    expect(await fileOf('index.html')).toContain('<h1>/</h1>');
    // The not-found page is no address of its own: no canonical link.
    const notFound = await fileOf('404.html');
    expect(notFound).toContain('<h1>/404</h1>');
    expect(notFound).not.toContain('canonical');
  });

  it("records each page's inputs in the manifest: the shell build, menus, the remote it loaded, each answer it read", async () => {
    const { renderer } = setup();
    const { generation } = await renderer.pass();
    const manifest = await manifestOf(generation);
    expect(manifest.complete).toBe(true);
    expect(sorted(Object.keys(manifest.pages))).toEqual(sorted(ALL_PAGES));
    expect(manifest.pages['/about-us/leadership']).toEqual({
      file: 'about-us/leadership/index.html',
      kind: 'rendered',
      rendered_at: expect.any(String),
      inputs: {
        shell: manifest.shell,
        nav: manifest.nav,
        remotes: { about: '1.0.0' },
        data: { '/api/settings': answerHash(settings), '/api/physicians': answerHash(physicians) },
      },
      assets: { styles: [], preloads: [{ href: '/remotes/about/1.0.0/remoteEntry.js', as: 'script' }] },
      dataFile: expect.stringMatching(/^_site\/data\/[0-9a-f]{24}\.json$/),
    });
    expect(manifest.pages['/']!.inputs.remotes).toEqual({});
    for (const pagePath of ALL_PAGES) expect(manifest.pages[pagePath]!.file).toBe(documentFile(pagePath));
  });

  it("writes the sitemap, robots.txt, the registry and the admin screens' document beside the pages", async () => {
    const { renderer } = setup();
    await renderer.pass();
    const locs = [...(await fileOf('sitemap.xml')).matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(SITE_PAGES.map((p) => `${PUBLIC_URL}${p}`));
    expect(await fileOf('robots.txt')).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(JSON.parse(await fileOf('registry.json'))).toEqual(registryAt());
    // The generation's copy is the only one: the site folder keeps none beside it.
    expect(existsSync(path.join(site, 'registry.json'))).toBe(false);
    const shell = await fileOf('_site/shell.html');
    expect(shell).toContain('<div id="root"></div>');
    expect(siteData(shell)).toEqual({ registry: registryAt(), settings });
  });

  it('compresses a shell file whose build has not yet written its .br and .gz (a rebuild under a running site)', async () => {
    // Over 1 KB, as only such files get variants; the build's own would arrive after the renderer saw index.html.
    const big = `/* ${'main '.repeat(400)} */`;
    await writeFile(path.join(shellDist, 'main.a1.js'), big);
    const { renderer } = setup();
    await renderer.pass();
    const dir = currentDir(site);
    expect(brotliDecompressSync(await readFile(path.join(dir, 'main.a1.js.br'))).toString()).toBe(big);
    expect(gunzipSync(await readFile(path.join(dir, 'main.a1.js.gz'))).toString()).toBe(big);
    // Written in the generation, not in the shell's build folder, which stays the build's own.
    await expect(readFile(path.join(shellDist, 'main.a1.js.br'))).rejects.toThrow();
  });

  it("carries the shell's browser files with the pages, but not its template or its Node build", async () => {
    const { renderer } = setup();
    await renderer.pass();
    const files = await readdir(currentDir(site));
    expect(files).toEqual(expect.arrayContaining(['main.a1.js', 'main.a1.css']));
    expect(await fileOf('main.a1.css')).toBe('/* a1 */');
    // index.html here is Home's document, not the template.
    expect(await fileOf('index.html')).toContain('data-prerendered');
    expect(files).not.toContain('server');
  });

  it('refuses to run before the shell is built, and writes nothing', async () => {
    await rm(path.join(shellDist, 'index.html'));
    const { renderer } = setup();
    await expect(renderer.pass()).rejects.toThrow('npm run build -- shell');
    expect(existsSync(pagesDir(site))).toBe(false);
  });
});

describe('a later pass', () => {
  it('changes nothing when no input changed', async () => {
    const { renderer, worker } = setup();
    const first = await renderer.pass();
    const second = await renderer.pass();
    expect(second).toMatchObject({ generation: first.generation, outcome: 'unchanged', rendered: [], failed: [] });
    expect(worker.passes).toHaveLength(1);
    expect(await generationIds()).toEqual([first.generation]);
  });

  it('renders only the pages that read an API answer that changed, and carries the rest over as they were', async () => {
    const { renderer } = setup();
    const first = await renderer.pass();
    const edited = [buildPhysician({ full_name: 'Ada Example, MD, PhD' })];
    answers.set('/api/physicians', edited);

    const second = await renderer.pass();
    expect(second).toMatchObject({ outcome: 'rendered', rendered: ['/about-us/leadership'], failed: [] });
    expect(second.generation).not.toBe(first.generation);
    expect(await currentGenerationId(site)).toBe(second.generation);
    expect(await fileOf('about-us/leadership/index.html')).toContain('Ada Example, MD, PhD');
    // The generation visitors had until now still holds the page as it was.
    expect(await fileOf('about-us/leadership/index.html', first.generation)).not.toContain('PhD');

    const before = await manifestOf(first.generation);
    const after = await manifestOf(second.generation);
    expect(after.pages['/about-us/leadership']!.inputs.data['/api/physicians']).toBe(answerHash(edited));
    for (const kept of ALL_PAGES.filter((p) => p !== '/about-us/leadership')) {
      expect([kept, after.pages[kept]]).toEqual([kept, before.pages[kept]]);
      // The same file, linked: not written again.
      expect([kept, await inode(second.generation, documentFile(kept))]).toEqual([
        kept,
        await inode(first.generation, documentFile(kept)),
      ]);
    }
    // The line the render benchmark reads (scripts/src/bench/render.ts), with the reason.
    expect(logged).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^pages: generation ${second.generation}: 1 rendered \\(in \\d+ ms\\), 0 left to the browser, ` +
            `${ALL_PAGES.length - 1} kept, 0 removed in \\d+ ms \\(1 × data /api/physicians\\)$`,
        ),
      ),
    );
  });

  it("renders only a released remote's pages, and a rollback switches back without rendering", async () => {
    const { renderer, worker } = setup();
    const first = await renderer.pass();
    useRegistry(registryAt('1.1.0'));
    const release = await renderer.pass();
    expect(release).toMatchObject({ outcome: 'rendered', rendered: ABOUT_PAGES });
    expect((await manifestOf(release.generation)).pages['/about-us/history']!.inputs.remotes).toEqual({
      about: '1.1.0',
    });
    expect(JSON.parse(await fileOf('registry.json')).remotes.about.version).toBe('1.1.0');

    useRegistry(registryAt('1.0.0'));
    const rollback = await renderer.pass();
    expect(rollback).toMatchObject({ generation: first.generation, outcome: 'switched', rendered: [], failed: [] });
    expect(await currentGenerationId(site)).toBe(first.generation);
    expect(JSON.parse(await fileOf('registry.json')).remotes.about.version).toBe('1.0.0');
    expect(worker.passes).toHaveLength(2);
    expect(await generationIds()).toEqual([release.generation, first.generation]);
    expect(logged).toContain(`pages: switched back to generation ${first.generation}, rendered from the same inputs`);

    expect(await renderer.pass()).toMatchObject({ generation: first.generation, outcome: 'unchanged' });
  });

  it('a release of a remote no page names (the admin) makes a generation whose admin document names it, rendering nothing', async () => {
    const { renderer, worker } = setup();
    const first = await renderer.pass();
    const withAdmin = (version: string): Registry => {
      const registry = registryAt();
      registry.remotes.admin = {
        ...registry.remotes.admin!,
        version,
        entry: `/remotes/admin/${version}/remoteEntry.js`,
      };
      return registry;
    };
    useRegistry(withAdmin('1.1.0'));
    const release = await renderer.pass();
    expect(release).toMatchObject({ outcome: 'rendered', rendered: [], failed: [] });
    expect(release.generation).not.toBe(first.generation);
    expect(worker.passes).toHaveLength(1);
    const adminVersion = async () =>
      (siteData(await fileOf('_site/shell.html')).registry as Registry).remotes.admin!.version;
    expect(await adminVersion()).toBe('1.1.0');
    expect(JSON.parse(await fileOf('registry.json')).remotes.admin.version).toBe('1.1.0');
    // Its pages are the first generation's, carried over unrendered.
    expect(await fileOf('about-us/history/index.html')).toContain('<h1>/about-us/history</h1>');

    useRegistry(withAdmin('1.0.0'));
    expect(await renderer.pass()).toMatchObject({ generation: first.generation, outcome: 'switched' });
    expect(await adminVersion()).toBe('1.0.0');
  });

  it('renders a canary generation beside the current one, points its share of buckets at it, and a promotion switches to it without rendering', async () => {
    const { renderer, worker } = setup();
    const first = await renderer.pass();
    const withCanary = registryAt('1.0.0');
    withCanary.remotes.about!.canary = {
      version: '1.1.0',
      entry: '/remotes/about/1.1.0/remoteEntry.js',
      basePaths: ['/about-us'],
      routes: withCanary.remotes.about!.routes!,
      percent: 30,
    };
    useRegistry(withCanary);
    const trial = await renderer.pass();
    expect(trial).toMatchObject({ generation: first.generation, outcome: 'unchanged', percent: 30 });
    expect(trial.canary).toMatchObject({ outcome: 'rendered', rendered: ABOUT_PAGES });
    const canaryRegistry = JSON.parse(await fileOf('registry.json', 'canary')) as Registry;
    expect(canaryRegistry.remotes.about).toMatchObject({ version: '1.1.0', previous: { version: '1.0.0' } });
    // Visitors outside the canary never learn of it.
    expect(JSON.parse(await fileOf('registry.json')).remotes.about).not.toHaveProperty('canary');
    const lanes = path.join(pagesDir(site), 'lanes');
    expect(await readlink(path.join(lanes, '00'))).toBe('../canary');
    expect(await readlink(path.join(lanes, '29'))).toBe('../canary');
    expect(await readlink(path.join(lanes, '30'))).toBe('../current');
    expect(await readlink(path.join(lanes, '99'))).toBe('../current');
    expect(await fileOf('about-us/history/index.html', 'lanes/05')).toBe(
      await fileOf('about-us/history/index.html', 'canary'),
    );

    const promoted = registryAt('1.1.0');
    promoted.remotes.about!.previous = { version: '1.0.0', entry: '/remotes/about/1.0.0/remoteEntry.js' };
    useRegistry(promoted);
    const promotion = await renderer.pass();
    expect(promotion).toMatchObject({ outcome: 'switched', generation: trial.canary!.generation, percent: 0 });
    expect(worker.passes).toHaveLength(2);
    expect(await currentGenerationId(site, 'canary')).toBeUndefined();
    expect(await readlink(path.join(lanes, '00'))).toBe('../current');
  });

  it('starts from the kept generation that needs the fewest pages rendered', async () => {
    const { renderer } = setup();
    const first = await renderer.pass();
    useRegistry(registryAt('1.1.0'));
    await renderer.pass();
    // A rollback and an edit at once: the first generation lacks one page, the release's lacks three.
    useRegistry(registryAt('1.0.0'));
    answers.set('/api/news/9', { ...news[0], title: 'New MRI suite opens' });

    const third = await renderer.pass();
    expect(third).toMatchObject({ outcome: 'rendered', rendered: ['/news/9'] });
    const before = await manifestOf(first.generation);
    const after = await manifestOf(third.generation);
    for (const page of ABOUT_PAGES) {
      expect(after.pages[page]).toEqual(before.pages[page]);
      expect(await inode(third.generation, documentFile(page))).toBe(await inode(first.generation, documentFile(page)));
    }
  });

  it('starts from the current generation when an older one needs as much work', async () => {
    const { renderer } = setup();
    const first = await renderer.pass();
    const firstData = await dataFiles(first.generation);
    answers.set('/api/physicians', [buildPhysician({ full_name: 'Second Name, MD' })]);
    const newer = await renderer.pass();
    // An edit undone: the first generation matches again and is current; the newer one stays on disk.
    answers.set('/api/physicians', physicians);
    expect(await renderer.pass()).toMatchObject({ outcome: 'switched', generation: first.generation });
    const onlyNewer = (await dataFiles(newer.generation)).filter((file) => !firstData.includes(file));
    expect(onlyNewer).not.toHaveLength(0);

    // Neither matches a third answer: each needs Leadership rendered, and the current one is the base.
    answers.set('/api/physicians', [buildPhysician({ full_name: 'Third Name, MD' })]);
    const third = await renderer.pass();
    expect(third).toMatchObject({ outcome: 'rendered', rendered: ['/about-us/leadership'] });
    const thirdData = await dataFiles(third.generation);
    // Every data file of the first generation but Leadership's old one, which no page names any more.
    const leadership = path.basename((await manifestOf(first.generation)).pages['/about-us/leadership']!.dataFile!);
    expect(thirdData).toEqual(expect.arrayContaining(firstData.filter((file) => !file.startsWith(leadership))));
    expect(thirdData).not.toContain(leadership);
    for (const file of onlyNewer) expect(thirdData).not.toContain(file);
  });

  it('renders every page again after the shell is rebuilt, and brings its new files', async () => {
    const { renderer } = setup();
    const first = await renderer.pass();
    await writeShell(shellDist, 'b2');
    const second = await renderer.pass();
    expect(second).toMatchObject({ outcome: 'rendered', rendered: ALL_PAGES });
    expect((await manifestOf(second.generation)).shell).not.toBe((await manifestOf(first.generation)).shell);
    expect(await fileOf('main.b2.css')).toBe('/* b2 */');
    expect(await fileOf('news/index.html')).toContain('/main.b2.css');
  });

  it('renders every page again when the site moves to another address, each naming the new one', async () => {
    await setup().renderer.pass();
    const moved = 'https://imaging.example.org';
    const second = await setup({ publicUrl: moved }).renderer.pass();
    expect(second).toMatchObject({ outcome: 'rendered', rendered: ALL_PAGES });
    expect(await fileOf('news/index.html')).toContain(`<link rel="canonical" href="${moved}/news"`);
    expect(await fileOf('sitemap.xml')).toContain(`<loc>${moved}/news</loc>`);
  });

  it('renders every page again when the settings change', async () => {
    const { renderer } = setup();
    await renderer.pass();
    const edited = { ...settings, billing_alert_text: 'Our billing company has a new number.' };
    answers.set('/api/settings', edited);
    const second = await renderer.pass();
    expect(second).toMatchObject({ outcome: 'rendered', rendered: ALL_PAGES });
    expect(siteData(await fileOf('contact-us/index.html')).settings).toEqual(edited);
    expect(siteData(await fileOf('_site/shell.html')).settings).toEqual(edited);
  });

  it('removes a page the site no longer has, and renders again a page whose answer no longer comes', async () => {
    const { renderer } = setup();
    const first = await renderer.pass();
    answers.set('/api/news/', [{ id: 9, title: news[0]!.title }]);
    answers.delete('/api/news/7');
    answers.delete('/api/locations');

    const second = await renderer.pass();
    expect(second).toMatchObject({ outcome: 'rendered', rendered: ['/', '/news', '/contact-us'] });
    const manifest = await manifestOf(second.generation);
    expect(manifest.pages['/news/7']).toBeUndefined();
    expect(manifest.pages['/contact-us']!.inputs.data).toEqual({ '/api/settings': answerHash(settings) });
    for (const suffix of ['', '.br', '.gz']) {
      expect(existsSync(path.join(currentDir(site), `news/7/index.html${suffix}`))).toBe(false);
      // Purged from the generation visitors had until now too: unpublished means gone.
      expect(existsSync(path.join(pagesDir(site), first.generation, `news/7/index.html${suffix}`))).toBe(false);
    }
    expect(await fileOf('sitemap.xml')).not.toContain('/news/7');
    expect(logged).toContainEqual(expect.stringMatching(/ 1 removed in /));
  });

  it('purges an unpublished story from every kept generation, page and data, so its old addresses answer 404', async () => {
    const { renderer } = setup();
    // Three generations that each hold story 7: the first pass, then two edits elsewhere.
    const kept = [await renderer.pass()];
    answers.set('/api/physicians', [buildPhysician({ full_name: 'Ada Example, MD, PhD' })]);
    kept.push(await renderer.pass());
    answers.set('/api/locations', [buildLocation({ name: 'Riverbend Imaging North' })]);
    kept.push(await renderer.pass());
    /** The data files of generation `id` whose content names story 7. */
    const holdingStory = async (id: string) => {
      const names = (await dataFiles(id)).filter((name) => name.endsWith('.json'));
      const holding: string[] = [];
      for (const name of names) if ((await fileOf(`_site/data/${name}`, id)).includes('Open house')) holding.push(name);
      return holding;
    };
    const storyData = String(siteData(await fileOf('news/7/index.html')).pageData).slice(1);
    const listData = String(siteData(await fileOf('news/index.html')).pageData).slice(1);
    for (const { generation } of kept) expect((await holdingStory(generation)).length).toBeGreaterThan(0);
    const files = createPageFiles(site);
    await files.refresh();
    expect(await files.get(storyData)).toBeDefined();

    // Story 7 set back to draft: the API lists it no more, and its own answer is a 404.
    answers.set('/api/news/', [{ id: 9, title: news[0]!.title }]);
    answers.delete('/api/news/7');
    const after = await renderer.pass();

    for (const id of [...kept.map((pass) => pass.generation), after.generation]) {
      expect([id, await holdingStory(id)]).toEqual([id, []]);
      expect([id, existsSync(path.join(pagesDir(site), id, 'news/7/index.html'))]).toEqual([id, false]);
      expect((await manifestOf(id)).pages['/news/7']).toBeUndefined();
      for (const relative of [storyData, listData]) {
        for (const suffix of ['', '.br', '.gz']) {
          expect(existsSync(path.join(pagesDir(site), id, `${relative}${suffix}`))).toBe(false);
        }
      }
    }
    // As the web server answers: the old addresses find nothing, in the current generation or an older one.
    await files.refresh();
    for (const relative of [storyData, listData, 'news/7/index.html']) {
      expect(await files.get(relative, { fromOlder: true })).toBeUndefined();
    }
    // Other pages keep their documents and data everywhere.
    expect(await fileOf('about-us/leadership/index.html', kept[1]!.generation)).toContain('PhD');
    expect(logged).toContainEqual(expect.stringMatching(/^pages: removed content purged from the kept generations/));
  });
});

describe('a page whose render fails', () => {
  it("is stored as the shell's document for the browser to render, and the generation says it is not complete", async () => {
    const { renderer, worker } = setup();
    worker.failing.add('/news/9');
    const result = await renderer.pass();
    expect(result).toMatchObject({
      outcome: 'rendered',
      rendered: ALL_PAGES.filter((p) => p !== '/news/9'),
      failed: ['/news/9'],
    });
    const html = await fileOf('news/9/index.html');
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/news/9" />`);
    expect(siteData(html)).toEqual({ registry: registryAt(), settings });
    const manifest = await manifestOf(result.generation);
    expect(manifest.complete).toBe(false);
    expect(manifest.pages['/news/9']).toMatchObject({ file: 'news/9/index.html', kind: 'shell' });
    expect(logged).toContain(
      "pages: /news/9 could not be rendered: Cannot read properties of undefined (reading 'title')",
    );
  });

  it('is tried again on the next pass, alone, and the generation is complete once it renders', async () => {
    const { renderer, worker } = setup();
    worker.failing.add('/news/9');
    await renderer.pass();
    const again = await renderer.pass();
    expect(again).toMatchObject({ outcome: 'rendered', rendered: [], failed: ['/news/9'] });

    worker.failing.clear();
    const fixed = await renderer.pass();
    expect(fixed).toMatchObject({ outcome: 'rendered', rendered: ['/news/9'], failed: [] });
    expect(await fileOf('news/9/index.html')).toContain('<div id="root" data-prerendered><main><h1>/news/9</h1>');
    expect((await manifestOf(fixed.generation)).complete).toBe(true);
    expect(await renderer.pass()).toMatchObject({ outcome: 'unchanged' });
  });
});

describe('what a record claims', () => {
  it('is the answers the markup was rendered from, so an edit landing during a pass is rendered by the next', async () => {
    const { renderer, worker } = setup();
    const edited = [buildPhysician({ full_name: 'Edited Meanwhile, MD' })];
    worker.whileRendering = (pagePath) => {
      if (pagePath === '/about-us/leadership') answers.set('/api/physicians', edited);
    };
    const first = await renderer.pass();
    expect((await manifestOf(first.generation)).pages['/about-us/leadership']!.inputs.data['/api/physicians']).toBe(
      answerHash(physicians),
    );
    worker.whileRendering = undefined;
    expect(await renderer.pass()).toMatchObject({ outcome: 'rendered', rendered: ['/about-us/leadership'] });
    expect(await fileOf('about-us/leadership/index.html')).toContain('Edited Meanwhile, MD');
  });

  it('is the answers the pass compared, handed to the render, so an edit landing between the two waits for the next pass', async () => {
    const worker = fakeWorker();
    let landing: unknown;
    const { renderer } = setup({
      renderPages: (input, onRendered) => {
        if (landing) answers.set('/api/physicians', landing);
        return worker.renderPages(input, onRendered);
      },
    });
    await renderer.pass();
    const compared = [buildPhysician({ full_name: 'Compared Then, MD' })];
    answers.set('/api/physicians', compared);
    landing = [buildPhysician({ full_name: 'Landed Later, MD' })];
    const second = await renderer.pass();
    expect(second).toMatchObject({ outcome: 'rendered', rendered: ['/about-us/leadership'] });
    expect(await fileOf('about-us/leadership/index.html')).toContain('Compared Then, MD');
    expect((await manifestOf(second.generation)).pages['/about-us/leadership']!.inputs.data['/api/physicians']).toBe(
      answerHash(compared),
    );
    landing = undefined;
    expect(await renderer.pass()).toMatchObject({ outcome: 'rendered', rendered: ['/about-us/leadership'] });
    expect(await fileOf('about-us/leadership/index.html')).toContain('Landed Later, MD');
  });

  it('is the settings handed to the pass, so a settings edit during a pass renders every page on the next', async () => {
    const { renderer, worker } = setup();
    worker.whileRendering = () => answers.set('/api/settings', { ...settings, phone: '(937) 555-0199' });
    const first = await renderer.pass();
    expect(siteData(await fileOf('index.html')).settings).toEqual(settings);
    expect((await manifestOf(first.generation)).pages['/']!.inputs.data['/api/settings']).toBe(answerHash(settings));
    worker.whileRendering = undefined;
    expect(await renderer.pass()).toMatchObject({ outcome: 'rendered', rendered: ALL_PAGES });
  });
});

describe('the renderer', () => {
  it("leaves a page the router moved elsewhere to the not-found document: it writes no document of the page's own", async () => {
    const { renderer, worker } = setup();
    worker.moved.add('/news/7');
    const result = await renderer.pass();
    expect(result.rendered).not.toContain('/news/7');
    expect(result.failed).toEqual([]);
    expect(existsSync(path.join(currentDir(site), 'news/7/index.html'))).toBe(false);
    expect(await fileOf('404.html')).toContain('<h1>/404</h1>');
  });

  it('removes the earlier document of a page the router now moves elsewhere, so the not-found page answers', async () => {
    const { renderer, worker } = setup();
    await renderer.pass();
    expect(existsSync(path.join(currentDir(site), 'news/7/index.html'))).toBe(true);
    worker.moved.add('/news/7');
    answers.set('/api/settings', { ...settings, phone: '(937) 555-0142' });
    await renderer.pass();
    for (const file of ['index.html', 'index.html.br', 'index.html.gz']) {
      expect(existsSync(path.join(currentDir(site), 'news/7', file))).toBe(false);
    }
  });

  it('runs passes one after another: a pass asked for during another sees what that one wrote', async () => {
    const { renderer, worker } = setup();
    const [first, second] = await Promise.all([renderer.pass(), renderer.pass()]);
    expect(first.outcome).toBe('rendered');
    expect(second).toMatchObject({ generation: first.generation, outcome: 'unchanged' });
    expect(worker.passes).toHaveLength(1);
    await renderer.close();
  });

  it('keeps serving the current generation when a pass fails, leaves no draft, and renders on the next pass', async () => {
    const { renderer, worker } = setup();
    const first = await renderer.pass();
    answers.set('/api/physicians', [buildPhysician({ full_name: 'After The Crash, MD' })]);
    worker.crash = true;
    await expect(renderer.pass()).rejects.toThrow('without an answer');
    expect(await currentGenerationId(site)).toBe(first.generation);
    expect(await readdir(pagesDir(site))).toEqual(expect.not.arrayContaining([expect.stringMatching(/^\.draft-/)]));
    expect(await generationIds()).toEqual([first.generation]);

    worker.crash = false;
    expect(await renderer.pass()).toMatchObject({ outcome: 'rendered', rendered: ['/about-us/leadership'] });
  });

  it('writes each page into the new generation as it is rendered, while the pages after it render', async () => {
    const { renderer, worker } = setup();
    let writtenEarly = false;
    worker.whileRendering = async (pagePath) => {
      if (pagePath !== '/404') return;
      // The last page waits until an earlier one is on the disk: a pass that wrote only at the end never gets here.
      const drafts = async () => (await readdir(pagesDir(site))).filter((name) => name.startsWith('.draft-'));
      writtenEarly = await waitFor(
        async () => {
          for (const draft of await drafts()) {
            if (existsSync(path.join(pagesDir(site), draft, 'news/index.html.br'))) return true;
          }
          return undefined;
        },
        { timeoutMs: 5_000, what: "the news page's document in the draft" },
      );
    };
    const result = await renderer.pass();
    expect(writtenEarly).toBe(true);
    expect(result.rendered).toEqual(ALL_PAGES);
    expect(await fileOf('news/index.html')).toContain('<h1>/news</h1>');
  });

  it('writes the pages a render hands over only at its end, as well', async () => {
    const { renderer, worker } = setup();
    worker.stream = false;
    const result = await renderer.pass();
    expect(result.rendered).toEqual(ALL_PAGES);
    const manifest = await manifestOf(result.generation);
    expect(sorted(Object.keys(manifest.pages))).toEqual(sorted(ALL_PAGES));
    for (const pagePath of ALL_PAGES) {
      const html = await fileOf(documentFile(pagePath));
      expect(html).toContain(`<h1>${pagePath}</h1>`);
      expect(
        brotliDecompressSync(await readFile(path.join(currentDir(site), `${documentFile(pagePath)}.br`))).toString(),
      ).toBe(html);
    }
  });

  it('leaves no half-written generation when the render fails after some pages were written', async () => {
    const { renderer, worker } = setup();
    const first = await renderer.pass();
    // Every page is stale; the render writes a few, then its sandbox dies.
    answers.set('/api/settings', { ...settings, phone: '(937) 555-0199' });
    worker.whileRendering = async (pagePath) => {
      if (pagePath !== '/news/9') return;
      await waitFor(
        async () => {
          for (const name of await readdir(pagesDir(site))) {
            if (!name.startsWith('.draft-')) continue;
            const html = await readFile(path.join(pagesDir(site), name, 'news/index.html'), 'utf8').catch(() => '');
            if (html.includes('555-0199')) return true;
          }
          return undefined;
        },
        { timeoutMs: 5_000, what: "the news page's new document in the draft" },
      );
    };
    worker.crashAt = '/news/7';
    await expect(renderer.pass()).rejects.toThrow('without an answer');
    expect(await currentGenerationId(site)).toBe(first.generation);
    expect(await generationIds()).toEqual([first.generation]);
    expect(await readdir(pagesDir(site))).toEqual(expect.not.arrayContaining([expect.stringMatching(/^\.draft-/)]));
    expect(await fileOf('news/index.html')).not.toContain('555-0199');

    worker.crashAt = undefined;
    worker.whileRendering = undefined;
    expect(await renderer.pass()).toMatchObject({ outcome: 'rendered', rendered: ALL_PAGES });
    expect(await fileOf('news/index.html')).toContain('555-0199');
  });

  it("writes one data file for pages that read the same answers, and keeps the earlier generation's when unchanged", async () => {
    const { renderer } = setup();
    const first = await renderer.pass();
    const firstManifest = await manifestOf(first.generation);
    // '/' and '/news' read the same answers: one file.
    expect(firstManifest.pages['/']!.dataFile).toBe(firstManifest.pages['/news']!.dataFile);
    // The settings are no API answer a page's data holds: every page is rendered again, its data file is the same.
    answers.set('/api/settings', { ...settings, phone: '(937) 555-0177' });
    const second = await renderer.pass();
    expect(second.rendered).toEqual(ALL_PAGES);
    const dataFile = firstManifest.pages['/news']!.dataFile!;
    expect((await manifestOf(second.generation)).pages['/news']!.dataFile).toBe(dataFile);
    for (const suffix of ['', '.br', '.gz']) {
      expect(await inode(second.generation, `${dataFile}${suffix}`)).toBe(
        await inode(first.generation, `${dataFile}${suffix}`),
      );
    }
  });

  it(`keeps the newest ${KEPT_GENERATIONS} generations and removes older ones`, async () => {
    const { renderer } = setup();
    const made: string[] = [];
    for (let edit = 0; edit <= KEPT_GENERATIONS + 1; edit++) {
      answers.set('/api/physicians', [buildPhysician({ full_name: `Edit ${edit}, MD` })]);
      made.push((await renderer.pass()).generation);
    }
    const kept = made.slice(-KEPT_GENERATIONS).reverse();
    expect(await generationIds()).toEqual(kept);
    const links = ['current', 'lanes', 'lanes.json'];
    expect(sorted((await readdir(pagesDir(site))).filter((name) => !links.includes(name)))).toEqual(sorted(kept));
    expect(await currentGenerationId(site)).toBe(made.at(-1));
  });

  it("renders in a sandbox of its own by default, and fails the pass when the shell's Node build is missing", async () => {
    await rm(path.join(shellDist, 'server'), { recursive: true });
    const { renderer } = setup({ renderPages: undefined });
    await expect(renderer.pass()).rejects.toThrow('render-page.cjs');
    expect(await currentGenerationId(site)).toBeUndefined();
    expect(await readdir(pagesDir(site))).toEqual([]);
  });
});
