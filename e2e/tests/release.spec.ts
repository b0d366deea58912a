import type { Registry } from '@site/contracts/types';
import { cp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { changeRemote, releaseRemote } from '@site/scripts/release';
import { expect, test } from '../support/fixtures.ts';

// The e2e server's data folder (see start-server.ts) and the about remote's build.
const site = path.resolve(process.cwd(), '../data/e2e/site');
const aboutDist = path.resolve(process.cwd(), '../mfe-about/dist');

/**
 * The registry the served pages were rendered with (`/registry.json`): the registry itself is the running
 * server's database's, which this process cannot open.
 */
const servedRegistry = async (request: APIRequestContext) =>
  (await (await request.get('/registry.json')).json()) as Registry;

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
    const before = await servedRegistry(page.request);
    const distDir = await brokenAboutBuild();
    await expect(
      releaseRemote('about', { version: '9.9.9-broken', distDir, site, verifyAgainst: baseURL!, log: () => undefined }),
    ).rejects.toThrow(/failed verification; the registry is unchanged/);
    expect(await servedRegistry(page.request)).toEqual(before);
    // The version is not used up: its folder went with the refusal, so the fixed build can take the number.
    expect(await readdir(path.join(site, 'remotes/about'))).not.toContain('9.9.9-broken');
    await page.goto('/about-us/leadership');
    await expect(page.getByRole('heading', { level: 1, name: 'Leadership' })).toBeVisible();
    await rm(distDir, { recursive: true, force: true });
  });

  test('with the registry forced onto a broken version, visitors get the previous one and the error is reported', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    // Released as a good build through the running site, then its folder deleted: the registry and the pages
    // name a version whose files are gone, as after a broken deploy. Rolled back afterwards.
    const released = await releaseRemote('about', {
      version: '9.9.9-missing',
      distDir: aboutDist,
      build: false,
      site,
      verifyAgainst: false,
      log: () => undefined,
    });
    expect(released).toMatchObject({ version: '9.9.9-missing', changed: true });
    try {
      // The renderer renders the page again with the registry as it now is; then the version's files go.
      await expect
        .poll(async () => (await page.request.get('/about-us/leadership')).text(), { timeout: 90_000 })
        .toContain('9.9.9-missing');
      await rm(path.join(site, 'remotes/about/9.9.9-missing'), { recursive: true, force: true });
      expect((await page.request.get('/remotes/about/9.9.9-missing/remoteEntry.js')).status()).toBe(404);
      const report = page.waitForRequest((r) => r.url().endsWith('/api/client-errors') && r.method() === 'POST');
      await page.goto('/about-us/leadership');
      await expect(page.getByRole('heading', { level: 1, name: 'Leadership' })).toBeVisible();
      expect((await report).postDataJSON()).toMatchObject({ remote: 'about', version: '9.9.9-missing' });
    } finally {
      await changeRemote('about', 'rollback', { site, log: () => undefined });
      // The tests after this one start from pages rendered with the registry restored.
      await expect
        .poll(async () => (await page.request.get('/about-us/leadership')).text(), { timeout: 90_000 })
        .not.toContain('9.9.9-missing');
    }
  });
});
