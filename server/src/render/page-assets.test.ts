import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pageAssets, readBuildFiles } from './page-assets.ts';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'page-assets-'));
  // A page whose block below the fold renders with it, and whose map loads in an effect; a fragment exposed.
  const imports = {
    'src/page.tsx': { js: ['page.js'], css: ['page.css'], nested: ['src/block.tsx', 'src/map.tsx', 'src/schemas.ts'] },
    'src/block.tsx': { js: ['block.js'], css: ['block.css'] },
    'src/map.tsx': { js: ['map.js'], css: ['map.css'] },
    'src/schemas.ts': { js: ['schemas.js'], css: [] },
  };
  await writeFile(path.join(dir, 'page-assets.json'), JSON.stringify({ imports }));
  await writeFile(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({
      exposes: [{ name: 'routes', assets: { js: { sync: ['routes.js'] }, css: { sync: [] } } }],
    }),
  );
  await writeFile(path.join(dir, 'block.css'), '.about-Xy12ab{margin:0;background:url(a.png)}');
  await writeFile(path.join(dir, 'map.css'), '.about-Map9zz .about-Pin7qq{color:red}');
});

afterAll(() => rm(dir, { recursive: true, force: true }));

describe("a page's stylesheets and preloads", () => {
  it("are its exposes' and routes' files, and those of the modules beneath that its markup shows", async () => {
    const build = await readBuildFiles(dir, '/remotes/about/1.0.0/');
    const shell = {
      ...build,
      publicPath: '/',
      imports: {},
      exposes: {},
      startupStyles: ['main.css'],
    };
    const assets = pageAssets({
      html: '<main class="about-Page1"><section class="x about-Xy12ab">block</section></main>',
      shell,
      shellModules: [],
      remotes: [
        {
          name: 'about',
          build,
          entry: '/remotes/about/1.0.0/remoteEntry.js',
          modules: ['src/page.tsx'],
          exposes: ['routes'],
        },
      ],
      owner: 'about',
    });
    expect(assets.styles).toEqual(['/main.css', '/remotes/about/1.0.0/page.css', '/remotes/about/1.0.0/block.css']);
    expect(assets.preloads.map(({ href }) => href)).toEqual([
      '/remotes/about/1.0.0/remoteEntry.js',
      '/remotes/about/1.0.0/routes.js',
      '/remotes/about/1.0.0/page.js',
      '/remotes/about/1.0.0/block.js',
    ]);
  });

  it('refuse a module a route declares that the build does not load lazily', async () => {
    const build = await readBuildFiles(dir, '/remotes/about/1.0.0/');
    const shell = { ...build, publicPath: '/', imports: {}, exposes: {}, startupStyles: [] };
    const page = (modules: string[]) =>
      pageAssets({
        html: '<main></main>',
        shell,
        shellModules: [],
        remotes: [{ name: 'about', build, entry: '/remotes/about/1.0.0/remoteEntry.js', modules }],
        owner: 'about',
      });
    expect(() => page(['src/pages.tsx'])).toThrow(
      'A route declares the module src/pages.tsx, which the build at /remotes/about/1.0.0/ does not load lazily',
    );
    expect(page(['src/page.tsx', 'src/schemas.ts']).preloads.map(({ href }) => href)).toEqual([
      '/remotes/about/1.0.0/remoteEntry.js',
      '/remotes/about/1.0.0/page.js',
      '/remotes/about/1.0.0/schemas.js',
    ]);
  });

  it('refuse, as unknown, module names a team could pick to reach past the build: constructor, __proto__, toString', async () => {
    const build = await readBuildFiles(dir, '/remotes/about/1.0.0/');
    const shell = { ...build, publicPath: '/', imports: {}, exposes: {}, startupStyles: [] };
    for (const module of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(() =>
        pageAssets({
          html: '<main></main>',
          shell,
          shellModules: [],
          remotes: [{ name: 'about', build, entry: '/remotes/about/1.0.0/remoteEntry.js', modules: [module] }],
          owner: 'about',
        }),
      ).toThrow(`A route declares the module ${module}, which the build at /remotes/about/1.0.0/ does not load lazily`);
    }
  });
});

describe("a team's build files, read as hostile input", () => {
  /** A build folder holding `pageAssets` as page-assets.json and, when given, `manifest` as mf-manifest.json. */
  async function buildWith(pageAssets: unknown, manifest?: unknown): Promise<string> {
    const folder = path.join(dir, `hostile-${Math.random().toString(36).slice(2)}`);
    await mkdir(folder);
    await writeFile(path.join(folder, 'page-assets.json'), JSON.stringify(pageAssets));
    if (manifest !== undefined) await writeFile(path.join(folder, 'mf-manifest.json'), JSON.stringify(manifest));
    return folder;
  }
  const read = async (pageAssets: unknown, manifest?: unknown) =>
    readBuildFiles(await buildWith(pageAssets, manifest), '/remotes/about/1.0.0/');
  const onlyModule = (files: unknown) => ({ imports: { 'src/page.tsx': files } });

  it('refuse file names that leave the build folder, name another origin or break out of an attribute', async () => {
    for (const file of [
      '../../news/1.0.0/page.css',
      'css/../../../admin.css',
      '/page.css',
      'https://evil.example/page.js',
      '//evil.example/page.js',
      'page.css" onload="alert(1)',
      'page.js?x=1',
      'x'.repeat(201),
    ]) {
      await expect(read(onlyModule({ js: [file], css: [] }))).rejects.toThrow(/not a list of at most 500 file/);
      await expect(read(onlyModule({ js: [], css: [file] }))).rejects.toThrow(/not a list of at most 500 file/);
    }
  });

  it('refuse lists of the wrong shape or over their bounds, and a file with no imports', async () => {
    await expect(read({})).rejects.toThrow('has no `imports` object');
    await expect(read({ imports: [] })).rejects.toThrow('has no `imports` object');
    await expect(read(onlyModule({ js: 'page.js', css: [] }))).rejects.toThrow(/scripts of src\/page.tsx/);
    await expect(read(onlyModule({ js: [], css: [3] }))).rejects.toThrow(/stylesheets of src\/page.tsx/);
    await expect(read(onlyModule(null))).rejects.toThrow(/scripts of src\/page.tsx/);
    const many = Array.from({ length: 501 }, (_, i) => `chunk-${i}.js`);
    await expect(read(onlyModule({ js: many, css: [] }))).rejects.toThrow(/at most 500/);
    await expect(read(onlyModule({ js: [], css: [], nested: ['x'.repeat(501)] }))).rejects.toThrow(/beneath/);
    const modules = Object.fromEntries(Array.from({ length: 5_001 }, (_, i) => [`src/m${i}.tsx`, { js: [], css: [] }]));
    await expect(read({ imports: modules })).rejects.toThrow('lists over 5000 modules');
  });

  it('refuse a manifest whose stylesheets or scripts leave the build folder', async () => {
    const assets = onlyModule({ js: ['page.js'], css: [] });
    const exposed = (css: string[]) => ({
      exposes: [{ name: 'routes', assets: { js: { sync: [] }, css: { sync: css } } }],
    });
    await expect(read(assets, exposed(['../../shell.css']))).rejects.toThrow(/stylesheets of routes/);
    await expect(read(assets, { shared: [{ assets: { css: { sync: ['/x.css'] } } }] })).rejects.toThrow(/shared/);
    // A well-formed one is read, and a module named like Object.prototype's members is a module like any other.
    const build = await read(
      { imports: { ...onlyModule({ js: ['page.js'], css: [] }).imports, constructor: { js: ['c.js'], css: [] } } },
      exposed(['routes.css']),
    );
    expect(build.exposes).toEqual({ routes: { js: [], css: ['routes.css'] } });
    expect(Object.keys(build.imports)).toEqual(['src/page.tsx', 'constructor']);
  });
});
