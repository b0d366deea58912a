import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { scaffoldRemote } from '@site/scripts/new-remote';
import { changeRemote, releaseRemote } from '@site/scripts/release';
import { expect, test } from '../support/fixtures.ts';

const run = promisify(execFile);
const ROOT = path.resolve(process.cwd(), '..');
// The e2e server's data folder (see start-server.ts).
const site = path.join(ROOT, 'data/e2e/site');
const SLUG = 'press-kit';
const NAME = 'pressKit';

/** Paths git reports as changed or new, one per line: what a change touches. */
async function changedPaths(): Promise<Set<string>> {
  const { stdout } = await run('git', ['status', '--porcelain', '--untracked-files=all'], { cwd: ROOT });
  return new Set(stdout.split('\n').filter(Boolean));
}

test.describe('a seventh section, scaffolded', () => {
  test.describe.configure({ mode: 'serial' });

  test.afterAll(async () => {
    // Take the section off the site again, so later tests see the six sections they know. The registry is the
    // running server's database's: the retirement goes through it, and a section never released is no error.
    await changeRemote(NAME, 'retire', { site, log: () => undefined }).catch((error: Error) => {
      if (!error.message.includes(`The registry has no remote named "${NAME}"`)) throw error;
    });
    await rm(path.join(ROOT, `mfe-${SLUG}`), { recursive: true, force: true });
  });

  test('touches only its folder, builds, passes its own test and lint, and once released has its page and menu item on every page', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(300_000);
    const before = await changedPaths();
    const made = await scaffoldRemote(SLUG, { title: 'Press Kit' });
    const touched = [...(await changedPaths())].filter((line) => !before.has(line));
    expect(touched.length).toBeGreaterThan(0);
    expect(touched.filter((line) => !line.startsWith(`?? mfe-${SLUG}/`))).toEqual([]);

    // Jest and ESLint find the new folder by its name; the build writes its registry entry from its routes.
    await run(process.execPath, [path.join(ROOT, 'scripts/src/webpack/run.ts'), 'build'], { cwd: made.dir });
    await run(
      process.execPath,
      [
        '--experimental-vm-modules',
        '--no-warnings=ExperimentalWarning',
        'node_modules/jest/bin/jest.js',
        '--selectProjects',
        `mfe-${SLUG}`,
      ],
      { cwd: ROOT },
    );
    await run(process.execPath, ['node_modules/eslint/bin/eslint.js', '--max-warnings=0', `mfe-${SLUG}`], {
      cwd: ROOT,
    });

    await releaseRemote(NAME, { version: '1.0.0', build: false, site, verifyAgainst: false, log: () => undefined });
    await expect
      .poll(async () => (await page.request.get(made.path)).status(), { timeout: 60_000, intervals: [250] })
      .toBe(200);
    await expect
      .poll(async () => (await (await page.request.get('/contact')).text()).includes(`href="${made.path}"`), {
        timeout: 60_000,
        intervals: [250],
      })
      .toBe(true);

    await page.goto('/contact');
    await expect(page.locator('html')).toHaveAttribute('data-shell', 'ready');
    await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Press Kit' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Press Kit' })).toBeVisible();
    await expect(page).toHaveTitle(/^Press Kit \| /);
    expect(consoleErrors).toEqual([]);
  });
});
