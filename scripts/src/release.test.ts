import { mkdtemp, readFile, readdir, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { changeRemote, contentHash, openLocalSite, releaseRemote, rollbackRemote, type LocalSite } from './release.ts';
import { readRegistry } from '@site/server/registry';
import {
  announceLocalReleases,
  findLocalServer,
  newLocalToken,
  withdrawLocalReleases,
} from '@site/server/local-release';
import { createSiteServer } from '@site/server/site-server';
import { listReleaseRecords } from '@site/api/ops';

// Precompressing with brotli is slow on a busy two-core machine.
jest.setTimeout(20_000);

let work: string;
let site: string;
const quiet = () => undefined;

const fakeShared = (reactVersion: string) => [
  { name: 'react', version: reactVersion, requiredVersion: `^${reactVersion}` },
];

/** A fake shell build providing react 19.3.1. */
async function fakeShell(): Promise<string> {
  const dir = path.join(work, 'shell');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'shell', shared: fakeShared('19.3.1') }));
  return dir;
}

/** The registry entry a build of the about remote carries (its build writes it from routes.tsx). */
const aboutEntry = {
  name: 'about',
  basePaths: ['/about-us'],
  routes: ['/about-us/meet-our-team'],
  nav: { title: 'About Us', url: '/about-us/meet-our-team', order: 1, items: [] },
};

/**
 * A fake remote build: a manifest (built against `react`), the registry entry the build writes, and one chunk
 * whose text is `body`.
 */
async function fakeBuild(name: string, body: string, react = '19.3.1', entry: object = aboutEntry): Promise<string> {
  const dir = path.join(work, 'builds', name);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'about', shared: fakeShared(react) }));
  await writeFile(path.join(dir, 'registry-entry.json'), JSON.stringify(entry));
  await writeFile(path.join(dir, 'remoteEntry.js'), `console.log(${JSON.stringify(body)});`.repeat(100));
  return dir;
}

const snapshot = async (dir: string) =>
  Object.fromEntries(
    await Promise.all(
      (await readdir(dir, { recursive: true, withFileTypes: true }))
        .filter((e) => e.isFile())
        .map(async (e) => [
          path.relative(dir, path.join(e.parentPath, e.name)),
          await readFile(path.join(e.parentPath, e.name), 'utf8'),
        ]),
    ),
  );

let shellDist: string;

beforeEach(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'release-'));
  site = path.join(work, 'site');
  shellDist = await fakeShell();
});

afterEach(() => rm(work, { recursive: true, force: true }));

describe('release and rollback', () => {
  // One opening of the site's database per test, as npm start does: opening PGlite takes seconds.
  let local: LocalSite;
  beforeEach(async () => {
    local = await openLocalSite(site, shellDist);
  }, 60_000);
  afterEach(() => local.close());

  it('releases into an immutable versioned folder and points the registry at it', async () => {
    const build = await fakeBuild('a', 'one');
    const result = await releaseRemote('about', {
      version: '1.0.0',
      distDir: build,
      site,
      local,
      shellDist,
      log: quiet,
    });
    expect(result).toMatchObject({ name: 'about', version: '1.0.0', changed: true });
    const registry = await readRegistry(site);
    expect(registry.remotes.about).toMatchObject({
      version: '1.0.0',
      entry: '/remotes/about/1.0.0/remoteEntry.js',
      basePaths: ['/about-us'],
    });
    expect(registry.remotes.about!.nav?.title).toBe('About Us');
    expect(registry.remotes.about!.routes).toContain('/about-us/meet-our-team');
    const files = await readdir(path.join(site, 'remotes/about/1.0.0'));
    expect(files).toEqual(
      expect.arrayContaining(['mf-manifest.json', 'remoteEntry.js', 'remoteEntry.js.br', 'remoteEntry.js.gz']),
    );
  });

  it('keeps the old version as previous and changes only that remote and the registry', async () => {
    await releaseRemote('services', {
      version: '2.0.0',
      distDir: await fakeBuild('s', 'services', undefined, {
        name: 'services',
        basePaths: ['/services'],
        routes: ['/services'],
      }),
      site,
      local,
      shellDist,
      log: quiet,
    });
    await releaseRemote('about', {
      version: '1.0.0',
      distDir: await fakeBuild('a', 'one'),
      site,
      local,
      shellDist,
      log: quiet,
    });
    const servicesBefore = await snapshot(path.join(site, 'remotes/services'));
    const aboutOneBefore = await snapshot(path.join(site, 'remotes/about/1.0.0'));
    const registryBefore = await readRegistry(site);

    await releaseRemote('about', {
      version: '1.1.0',
      distDir: await fakeBuild('b', 'two'),
      site,
      local,
      shellDist,
      log: quiet,
    });

    const registry = await readRegistry(site);
    expect(registry.remotes.about).toMatchObject({ version: '1.1.0', previous: { version: '1.0.0' } });
    expect(registry.remotes.services).toEqual(registryBefore.remotes.services);
    expect(await snapshot(path.join(site, 'remotes/services'))).toEqual(servicesBefore);
    expect(await snapshot(path.join(site, 'remotes/about/1.0.0'))).toEqual(aboutOneBefore);
  });

  it('rolls back to the previous version without a rebuild, and refuses when there is none', async () => {
    await releaseRemote('about', {
      version: '1.0.0',
      distDir: await fakeBuild('a', 'one'),
      site,
      local,
      shellDist,
      log: quiet,
    });
    await expect(rollbackRemote('about', { site, local, log: quiet })).rejects.toThrow('no previous version');
    await releaseRemote('about', {
      version: '1.1.0',
      distDir: await fakeBuild('b', 'two'),
      site,
      local,
      shellDist,
      log: quiet,
    });
    await releaseRemote('about', {
      version: '1.2.0',
      distDir: await fakeBuild('c', 'three'),
      site,
      local,
      shellDist,
      log: quiet,
    });

    expect(await rollbackRemote('about', { site, local, log: quiet })).toEqual({
      name: 'about',
      from: '1.2.0',
      to: '1.1.0',
      canary: false,
    });
    const registry = await readRegistry(site);
    expect(registry.remotes.about).toMatchObject({
      version: '1.1.0',
      entry: '/remotes/about/1.1.0/remoteEntry.js',
      previous: { version: '1.0.0' },
    });
  });

  it('refuses to overwrite a released version with a different build, and accepts the same build again', async () => {
    await releaseRemote('about', {
      version: '1.0.0',
      distDir: await fakeBuild('a', 'one'),
      site,
      local,
      shellDist,
      log: quiet,
    });
    await expect(
      releaseRemote('about', {
        version: '1.0.0',
        distDir: await fakeBuild('b', 'changed'),
        site,
        local,
        shellDist,
        log: quiet,
      }),
    ).rejects.toThrow('already released with different content');
    const again = await releaseRemote('about', {
      version: '1.0.0',
      distDir: await fakeBuild('a', 'one'),
      site,
      local,
      shellDist,
      log: quiet,
    });
    expect(again.changed).toBe(false);
  });

  it('releases a changed build at a taken version under a version of its own when asked (npm start)', async () => {
    const first = { version: '1.0.0', site, local, shellDist, log: quiet };
    await releaseRemote('about', { ...first, distDir: await fakeBuild('a', 'one') });
    const changed = await releaseRemote('about', {
      ...first,
      distDir: await fakeBuild('b', 'changed'),
      suffixChangedBuild: true,
    });
    expect(changed.version).toMatch(/^1\.0\.0-[0-9a-f]{10}$/);
    expect((await readRegistry(site)).remotes.about).toMatchObject({
      version: changed.version,
      previous: { version: '1.0.0' },
    });
    const same = await releaseRemote('about', {
      ...first,
      distDir: await fakeBuild('a', 'one'),
      suffixChangedBuild: true,
    });
    expect(same).toMatchObject({ version: '1.0.0', changed: true });
  });

  it('refuses a remote built against a react the shell cannot satisfy, leaving the registry untouched', async () => {
    await releaseRemote('about', {
      version: '1.0.0',
      distDir: await fakeBuild('a', 'one'),
      site,
      local,
      shellDist,
      log: quiet,
    });
    const before = await readRegistry(site);
    await expect(
      releaseRemote('about', {
        version: '2.0.0',
        distDir: await fakeBuild('b', 'two', '20.0.0'),
        site,
        local,
        shellDist,
        log: quiet,
      }),
    ).rejects.toThrow('react: the remote was built with 20.0.0 and needs ^20.0.0, but the shell provides 19.3.1.');
    expect(await readRegistry(site)).toEqual(before);
    await expect(readdir(path.join(site, 'remotes/about'))).resolves.toEqual(['1.0.0']);
  });

  it('refuses an unknown remote by name', async () => {
    await expect(releaseRemote('billing', { site, local, shellDist, log: quiet })).rejects.toThrow(
      'Unknown remote "billing"',
    );
  });

  it('hashes builds by content, ignoring precompressed copies', async () => {
    const a = await fakeBuild('a', 'same');
    const before = await contentHash(a);
    await writeFile(path.join(a, 'remoteEntry.js.gz'), 'zzz');
    expect(await contentHash(a)).toBe(before);
    await writeFile(path.join(a, 'remoteEntry.js'), 'different');
    expect(await contentHash(a)).not.toBe(before);
  });
});

describe('release while the site runs on the data folder', () => {
  it('goes through the running server with its machine-local token, and opens no database of its own', async () => {
    const localToken = newLocalToken();
    const app = await createSiteServer({ dataDir: work, releases: { shellDist, localToken } });
    try {
      const url = await app.listen({ port: 0, host: '127.0.0.1' });
      await announceLocalReleases(work, url, localToken);
      // The embedded database is the server's: a second opening would be refused (databaseTarget) or corrupt it.
      const first = await releaseRemote('about', {
        version: '1.0.0',
        distDir: await fakeBuild('a', 'one'),
        site,
        shellDist,
        log: quiet,
      });
      expect(first).toMatchObject({ name: 'about', version: '1.0.0', changed: true });
      await releaseRemote('about', {
        version: '1.1.0',
        distDir: await fakeBuild('b', 'two'),
        site,
        shellDist,
        log: quiet,
      });
      expect((await readRegistry(site)).remotes.about).toMatchObject({
        version: '1.1.0',
        previous: { version: '1.0.0' },
      });
      expect(await listReleaseRecords(app.db, 'about')).toEqual([
        expect.objectContaining({ version: '1.1.0', status: 'live', released_by: 'this machine (npm run release)' }),
        expect.objectContaining({ version: '1.0.0', status: 'superseded' }),
      ]);

      expect(await changeRemote('about', 'rollback', { site, log: quiet })).toMatchObject({
        from: '1.1.0',
        to: '1.0.0',
      });
      expect((await readRegistry(site)).remotes.about?.version).toBe('1.0.0');
      await withdrawLocalReleases(work);
      expect(await findLocalServer(work)).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
