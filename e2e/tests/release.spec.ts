import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { releaseRemote } from '@site/scripts/release';
import { readRegistry, writeRegistry } from '@site/server/registry';
import { expect, test } from '../support/fixtures.ts';

// The e2e server's data folder (see start-server.ts) and the about remote's build.
const site = path.resolve(process.cwd(), '../data/e2e/site');
const aboutDist = path.resolve(process.cwd(), '../mfe-about/dist');

/** A copy of the about build whose exposed routes module throws as soon as it is evaluated. */
async function brokenAboutBuild(): Promise<string> {
  const dir = path.join(tmpdir(), `broken-about-${Date.now()}`);
  await cp(aboutDist, dir, { recursive: true });
  const routesChunk = (await readdir(dir)).find((f) => /^__federation_expose_routes\..*\.js$/.test(f))!;
  await writeFile(path.join(dir, routesChunk), 'throw new Error("about routes are broken");');
  for (const f of await readdir(dir)) if (/\.(br|gz)$/.test(f)) await rm(path.join(dir, f));
  return dir;
}

test.describe('safe releases', () => {
  test.describe.configure({ mode: 'serial' });

  test('a broken remote is refused at release and visitors never see it', async ({ page, baseURL }) => {
    test.slow();
    const before = await readRegistry(site);
    const distDir = await brokenAboutBuild();
    await expect(
      releaseRemote('about', { version: '9.9.9-broken', distDir, site, verifyAgainst: baseURL!, log: () => undefined }),
    ).rejects.toThrow(/failed verification; the registry is unchanged/);
    expect(await readRegistry(site)).toEqual(before);
    // The version is not used up: its folder went with the refusal, so the fixed build can take the number.
    expect(await readdir(path.join(site, 'remotes/about'))).not.toContain('9.9.9-broken');
    await page.goto('/about-us/leadership');
    await expect(page.getByRole('heading', { level: 1, name: 'Leadership' })).toBeVisible();
    await rm(distDir, { recursive: true, force: true });
  });

  test('with the registry forced onto a broken version, visitors get the previous one and the error is reported', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const original = await readFile(path.join(site, 'registry.json'), 'utf8');
    const registry = await readRegistry(site);
    const about = registry.remotes.about!;
    registry.remotes.about = {
      ...about,
      version: '9.9.9-missing',
      entry: '/remotes/about/9.9.9-missing/remoteEntry.js',
      previous: { version: about.version, entry: about.entry },
    };
    await writeRegistry(site, registry);
    try {
      // The renderer renders the page again with the registry as it now is.
      await expect
        .poll(async () => (await page.request.get('/about-us/leadership')).text(), { timeout: 90_000 })
        .toContain('9.9.9-missing');
      const report = page.waitForRequest((r) => r.url().endsWith('/api/client-errors') && r.method() === 'POST');
      await page.goto('/about-us/leadership');
      await expect(page.getByRole('heading', { level: 1, name: 'Leadership' })).toBeVisible();
      expect((await report).postDataJSON()).toMatchObject({ remote: 'about', version: '9.9.9-missing' });
    } finally {
      await writeFile(path.join(site, 'registry.json'), original);
      // The tests after this one start from pages rendered with the registry restored.
      await expect
        .poll(async () => (await page.request.get('/about-us/leadership')).text(), { timeout: 90_000 })
        .not.toContain('9.9.9-missing');
    }
  });
});
