/** @jest-environment node */
import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { PageAssetsPlugin } from './page-assets-plugin.ts';
import type { DeclaredModules } from './route-paths.ts';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'page-assets-plugin-'));
  await mkdir(path.join(dir, 'src/pages'), { recursive: true });
  // A routes module whose page loads lazily, and a block the page loads lazily beneath it.
  await writeFile(path.join(dir, 'src/routes.js'), "export const load = () => import('./pages/page.js');\n");
  await writeFile(path.join(dir, 'src/pages/page.js'), "export const block = () => import('./block.js');\n");
  await writeFile(path.join(dir, 'src/pages/block.js'), 'export const text = 1;\n');
});

afterAll(() => rm(dir, { recursive: true, force: true }));

/** Builds the fixture with the plugin given `declared`; answers the build's errors and its page-assets.json. */
async function build(declared?: DeclaredModules) {
  const output = path.join(dir, `dist-${Math.random().toString(36).slice(2)}`);
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './src/routes.js',
    output: { path: output, chunkFilename: '[name].[contenthash:6].js' },
    plugins: [new PageAssetsPlugin(declared ? { declared: () => declared } : {})],
    infrastructureLogging: { level: 'error' },
  });
  const stats = await new Promise<webpack.Stats>((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  await new Promise((resolve) => compiler.close(resolve));
  const errors = stats.compilation.errors.map((error) => error.message);
  const assets = errors.length ? undefined : JSON.parse(await readFile(path.join(output, 'page-assets.json'), 'utf8'));
  return { errors, assets };
}

describe("a browser build's page-assets.json", () => {
  it('names the files of each module loaded lazily, and those loaded beneath it', async () => {
    const { errors, assets } = await build({ modules: ['src/pages/page.js'], undeclared: [] });
    expect(errors).toEqual([]);
    expect(Object.keys(assets.imports).sort()).toEqual(['src/pages/block.js', 'src/pages/page.js']);
    expect(assets.imports['src/pages/page.js'].nested).toEqual(['src/pages/block.js']);
    expect(assets.imports['src/pages/page.js'].js).toHaveLength(1);
  });

  it('fails the build on a declared module the build does not load lazily, and on a route that declares none', async () => {
    const { errors } = await build({ modules: ['src/pages/pages.js'], undeclared: ['/about-us/press-room'] });
    expect(errors).toEqual([
      expect.stringContaining(
        "A route's handle.modules names src/pages/pages.js, which this build does not load lazily",
      ),
      expect.stringContaining('The route /about-us/press-room loads lazily but has no handle.modules'),
    ]);
  });
});
