import type { Registry } from '@site/contracts/types';
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
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

/**
 * A copy of the about build whose Node build was made against other `@site/shared` code: every file of it
 * names another content version, as a build of other shared code does. Its browser manifest is left as it
 * was, so the release's compatibility check (which reads the manifest) lets it through: Node's share scope is
 * what must refuse it (`strictVersion`), when its routes module loads.
 */
async function otherSharedAboutBuild(): Promise<string> {
  const dir = path.join(tmpdir(), `other-shared-about-${Date.now()}`);
  await cp(aboutDist, dir, { recursive: true });
  const serverDir = path.join(dir, 'server');
  const container = await readFile(path.join(serverDir, 'container.cjs'), 'utf8');
  const sharedVersion = /register\("@site\/shared", "([^"]+)"/.exec(container)![1]!;
  for (const file of await readdir(serverDir)) {
    const text = await readFile(path.join(serverDir, file), 'utf8');
    await writeFile(path.join(serverDir, file), text.replaceAll(sharedVersion, `${sharedVersion}-other`));
  }
  return dir;
}

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

  test('a version whose Node build needs other shared code is rendered with the previous version', async ({ page }) => {
    test.setTimeout(240_000);
    const previous = (await servedRegistry(page.request)).remotes.about!.version;
    const distDir = await otherSharedAboutBuild();
    const released = await releaseRemote('about', {
      version: '9.9.9-other-shared',
      distDir,
      build: false,
      site,
      verifyAgainst: false,
      log: () => undefined,
    });
    expect(released).toMatchObject({ version: '9.9.9-other-shared', changed: true });
    try {
      // The renderer renders the page again with the registry as it now is: the new version's routes module is
      // refused in Node, and the page is stored as the previous version renders it, with that version's files.
      await expect
        .poll(async () => (await page.request.get('/about-us/leadership')).text(), { timeout: 90_000 })
        .toContain('9.9.9-other-shared');
      const stored = await (await page.request.get('/about-us/leadership')).text();
      expect(stored).toMatch(/<div id="root" data-prerendered>.*<h1[^>]*>Leadership<\/h1>/s);
      const preloads = JSON.parse(
        /<script type="application\/json" id="page-preloads">(.*?)<\/script>/s.exec(stored)![1]!,
      );
      const scripts = (preloads as { href: string }[])
        .map(({ href }) => href)
        .filter((href) => href.startsWith('/remotes/about/'));
      expect(scripts.filter((href) => !href.endsWith('/remoteEntry.js')).length).toBeGreaterThan(0);
      for (const href of scripts.filter((each) => !each.endsWith('/remoteEntry.js'))) {
        expect(href).toContain(`/remotes/about/${previous}/`);
      }
    } finally {
      await changeRemote('about', 'rollback', { site, log: () => undefined });
      await expect
        .poll(async () => (await page.request.get('/about-us/leadership')).text(), { timeout: 90_000 })
        .not.toContain('9.9.9-other-shared');
      await rm(distDir, { recursive: true, force: true });
    }
  });
});
