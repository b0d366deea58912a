import { mkdtemp, rm, writeFile } from 'node:fs/promises';
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
});
