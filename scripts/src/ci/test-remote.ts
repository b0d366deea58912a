import { execFile } from 'node:child_process';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** The page the test-only version of the about remote adds. */
export const EXTRA_PAGE = { path: '/about-us/press-room', title: 'Press Room' };

/**
 * Builds a test-only version of the about remote that adds one page and its menu item to its routes.tsx, as a
 * section team would ship it, in a folder of its own under e2e/.tmp (inside the repository, so its imports
 * resolve): `e2e/.tmp/mfe-about-press-<label>`, emptied first. Specs that run at the same time pass labels of
 * their own, or one would empty the folder the other is building or releasing from. Returns the build folder,
 * which carries the registry entry the build wrote from those routes.
 */
export async function buildAboutWithExtraPage(label: string): Promise<{ distDir: string }> {
  const dir = path.join(ROOT, `e2e/.tmp/mfe-about-press-${label}`);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  for (const item of ['src', 'package.json', 'webpack.config.ts']) {
    await cp(path.join(ROOT, 'mfe-about', item), path.join(dir, item), { recursive: true });
  }
  const routesFile = path.join(dir, 'src/routes.tsx');
  const routes = await readFile(routesFile, 'utf8');
  await writeFile(
    routesFile,
    `${routes}
routes.push({
  path: '${EXTRA_PAGE.path}',
  handle: handle('${EXTRA_PAGE.title}', 'News releases and media contacts of the practice.'),
  lazy: async () => ({
    Component: () => (
      <article>
        <h1>${EXTRA_PAGE.title}</h1>
        <p>Reporters can reach our media office for interviews and photographs.</p>
      </article>
    ),
  }),
});
section.nav!.items.push({ title: '${EXTRA_PAGE.title}', url: '${EXTRA_PAGE.path}' });
`,
  );
  await promisify(execFile)(process.execPath, [path.join(ROOT, 'scripts/src/webpack/run.ts'), 'build'], { cwd: dir });
  return { distDir: path.join(dir, 'dist') };
}
