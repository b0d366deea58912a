import { existsSync } from 'node:fs';
import { chmod, cp, mkdtemp, readFile, readdir, rm, writeFile, mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  changeRemote,
  contentHash,
  openLocalSite,
  ReleaseFailed,
  releaseRemote,
  rollbackRemote,
  type LocalSite,
} from './release.ts';
import { startGeneration } from '@site/server/generations';
import { registryStore } from '@site/server/registry';
import {
  THIS_MACHINE,
  announceLocalReleases,
  findLocalServer,
  newLocalToken,
  withdrawLocalReleases,
} from '@site/server/local-release';
import { createSiteServer } from '@site/server/site-server';
import { getCanaryPlan, listReleaseRecords } from '@site/api/ops';
import { sql } from 'drizzle-orm';
// Builds whose Node builds render for real in the render sandbox: every release is verified by rendering.
import { writeFixtureBuild, writeFixtureShell, type FixtureRemote } from '../../server/src/releases/report-builds.ts';

// Precompressing with brotli, and rendering in the sandbox, are slow on a busy two-core machine.
jest.setTimeout(30_000);

let work: string;
let site: string;
/** Gives `site` a stored generation (with no page), as the renderer's first pass would: the site has been served. */
async function storePages(site: string) {
  const draft = await startGeneration(site);
  await draft.commit({ shell: 's', nav: 'n', complete: true, pages: {} });
}

const quiet = () => undefined;

/** The about remote with one page whose heading is `heading`. */
const aboutRemote = (heading = 'Meet Our Team'): FixtureRemote => ({
  name: 'about',
  basePaths: ['/about-us'],
  nav: { title: 'About Us', url: '/about-us/meet-our-team', order: 1, items: [] },
  pages: {
    '/about-us/meet-our-team': {
      title: 'Meet Our Team',
      main: `<h1>${heading}</h1><p>Radiologists who read every study with care.</p>`,
    },
  },
});

/** A build of about (or `remote`) that renders, named `label`; `heading` makes its content differ. */
const build = (label: string, heading?: string, remote = aboutRemote(heading)) =>
  writeFixtureBuild(work, label, remote);

/**
 * A build that is refused before anything renders: a manifest built against `react`, the registry entry, and
 * one chunk whose text is `body`.
 */
async function unrenderedBuild(name: string, body: string, react = '19.3.1'): Promise<string> {
  const dir = path.join(work, 'builds', name);
  await mkdir(dir, { recursive: true });
  const shared = [{ name: 'react', version: react, requiredVersion: `^${react}` }];
  await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'about', shared }));
  const entry = { name: 'about', basePaths: ['/about-us'], routes: ['/about-us/meet-our-team'] };
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
/** A data folder whose database the API has seeded with the demo content, as a stopped site's first release does. */
let seeded: string;

beforeAll(async () => {
  seeded = await mkdtemp(path.join(tmpdir(), 'release-seeded-'));
  await (await openLocalSite(path.join(seeded, 'site'), await writeFixtureShell(path.join(seeded, 'shell')))).close();
}, 60_000);

afterAll(() => rm(seeded, { recursive: true, force: true }));

beforeEach(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'release-'));
  // Readable to others, as a site's folders are: a root test run renders as user nobody.
  await chmod(work, 0o755);
  site = path.join(work, 'site');
  shellDist = await writeFixtureShell(path.join(work, 'shell'));
});

afterEach(() => rm(work, { recursive: true, force: true }));

/**
 * Gives this test's data folder the database seeded once in beforeAll. Seeding the demo content takes seconds,
 * and copying the database's folder about one (it holds over a thousand files), so only the tests that open a
 * database call it.
 */
const copySeededDatabase = () => cp(path.join(seeded, 'db'), path.join(work, 'db'), { recursive: true });

describe('release and rollback', () => {
  // One opening of the site's database per test, as npm start does: opening PGlite takes seconds.
  let local: LocalSite;
  beforeEach(async () => {
    await copySeededDatabase();
    local = await openLocalSite(site, shellDist);
  }, 60_000);
  afterEach(() => local.close());

  it('releases into an immutable versioned folder and points the registry at it', async () => {
    const result = await releaseRemote('about', {
      version: '1.0.0',
      distDir: await build('a'),
      site,
      local,
      shellDist,
      log: quiet,
    });
    expect(result).toMatchObject({ name: 'about', version: '1.0.0', changed: true });
    const registry = await local.registry();
    expect(registry.remotes.about).toMatchObject({
      version: '1.0.0',
      entry: '/remotes/about/1.0.0/remoteEntry.js',
      basePaths: ['/about-us'],
    });
    // The database holds the registry; the site folder keeps no copy (each generation of pages keeps its own).
    expect(existsSync(path.join(site, 'registry.json'))).toBe(false);
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
      distDir: await build('s', undefined, {
        name: 'services',
        basePaths: ['/services'],
        pages: { '/services': { title: 'Services', main: '<h1>Services</h1>' } },
      }),
      site,
      local,
      shellDist,
      log: quiet,
    });
    await releaseRemote('about', {
      version: '1.0.0',
      distDir: await build('a'),
      site,
      local,
      shellDist,
      log: quiet,
    });
    const servicesBefore = await snapshot(path.join(site, 'remotes/services'));
    const aboutOneBefore = await snapshot(path.join(site, 'remotes/about/1.0.0'));
    const registryBefore = await local.registry();

    await releaseRemote('about', {
      version: '1.1.0',
      distDir: await build('b', 'Meet Our Physicians'),
      site,
      local,
      shellDist,
      log: quiet,
    });

    const registry = await local.registry();
    expect(registry.remotes.about).toMatchObject({ version: '1.1.0', previous: { version: '1.0.0' } });
    expect(registry.remotes.services).toEqual(registryBefore.remotes.services);
    expect(await snapshot(path.join(site, 'remotes/services'))).toEqual(servicesBefore);
    expect(await snapshot(path.join(site, 'remotes/about/1.0.0'))).toEqual(aboutOneBefore);
  });

  it('rolls back to the previous version without a rebuild, and refuses when there is none', async () => {
    await releaseRemote('about', {
      version: '1.0.0',
      distDir: await build('a'),
      site,
      local,
      shellDist,
      log: quiet,
    });
    await expect(rollbackRemote('about', { site, local, log: quiet })).rejects.toThrow('no previous version');
    await releaseRemote('about', {
      version: '1.1.0',
      distDir: await build('b', 'Meet Our Physicians'),
      site,
      local,
      shellDist,
      log: quiet,
    });
    await releaseRemote('about', {
      version: '1.2.0',
      distDir: await build('c', 'Meet Our Radiologists'),
      site,
      local,
      shellDist,
      log: quiet,
    });

    // The answer a rollback through the running server's release call gives, on a stopped site too.
    expect(await rollbackRemote('about', { site, local, log: quiet })).toEqual({
      remote: 'about',
      from: '1.2.0',
      to: '1.1.0',
      status: 'rolled_back',
      release_id: expect.any(String),
    });

    const registry = await local.registry();
    expect(registry.remotes.about).toMatchObject({
      version: '1.1.0',
      entry: '/remotes/about/1.1.0/remoteEntry.js',
      previous: { version: '1.0.0' },
    });
  });

  it('refuses to overwrite a released version with a different build, and accepts the same build again', async () => {
    await releaseRemote('about', {
      version: '1.0.0',
      distDir: await build('a'),
      site,
      local,
      shellDist,
      log: quiet,
    });
    await expect(
      releaseRemote('about', {
        version: '1.0.0',
        distDir: await build('b', 'Meet the Changed Team'),
        site,
        local,
        shellDist,
        log: quiet,
      }),
    ).rejects.toThrow('already released with different content');
    const again = await releaseRemote('about', {
      version: '1.0.0',
      distDir: await build('a'),
      site,
      local,
      shellDist,
      log: quiet,
    });
    expect(again.changed).toBe(false);
  });

  it('releases a changed build at a taken version under a version of its own when asked (npm start)', async () => {
    const first = { version: '1.0.0', site, local, shellDist, log: quiet };
    await releaseRemote('about', { ...first, distDir: await build('a') });
    const changed = await releaseRemote('about', {
      ...first,
      distDir: await build('b', 'Meet the Changed Team'),
      suffixChangedBuild: true,
    });
    expect(changed.version).toMatch(/^1\.0\.0-[0-9a-f]{10}$/);
    expect((await local.registry()).remotes.about).toMatchObject({
      version: changed.version,
      previous: { version: '1.0.0' },
    });
    const same = await releaseRemote('about', {
      ...first,
      distDir: await build('a'),
      suffixChangedBuild: true,
    });
    expect(same).toMatchObject({ version: '1.0.0', changed: true });
  });

  it('refuses a remote built against a react the shell cannot satisfy, leaving the registry untouched', async () => {
    await releaseRemote('about', {
      version: '1.0.0',
      distDir: await build('a'),
      site,
      local,
      shellDist,
      log: quiet,
    });
    const before = await local.registry();
    await expect(
      releaseRemote('about', {
        version: '2.0.0',
        distDir: await unrenderedBuild('b', 'two', '20.0.0'),
        site,
        local,
        shellDist,
        log: quiet,
      }),
    ).rejects.toThrow('react: the remote was built with 20.0.0 and needs ^20.0.0, but the shell provides 19.3.1.');
    expect(await local.registry()).toEqual(before);
    await expect(readdir(path.join(site, 'remotes/about'))).resolves.toEqual(['1.0.0']);
  });

  it('verifies a release by rendering its pages in Node and returns its report and record, with the site stopped', async () => {
    const options = { site, local, shellDist, log: quiet };
    // On a fresh data folder no page is stored yet: verified, without a report.
    const first = await releaseRemote('about', { ...options, version: '1.0.0', distDir: await build('a') });
    expect(first.record).toMatch(/\/api\/releases\/about\/[0-9a-f-]{36}$/);
    expect(first.report).toBeUndefined();
    await storePages(site);
    const result = await releaseRemote('about', {
      ...options,
      version: '1.1.0',
      distDir: await build('b', 'Meet Our Physicians'),
    });
    expect(result.record).toMatch(/\/api\/releases\/about\/[0-9a-f-]{36}$/);
    expect(result.report).toMatchObject({
      kind: 'release',
      version: '1.1.0',
      base_version: '1.0.0',
      added: [],
      removed: [],
      unchanged: [],
      refused_by: null,
    });
    expect(result.report!.changed.map((page) => page.path)).toEqual(['/about-us/meet-our-team']);
    expect(result.report!.changed[0]!.text_diff).toEqual([
      { op: 'equal', text: 'Meet Our ' },
      { op: 'delete', text: 'Team' },
      { op: 'insert', text: 'Physicians' },
      { op: 'equal', text: ' Radiologists who read every study with care.' },
    ]);
  });

  it('refuses a build that fails to render, with the site stopped, naming the page, and keeps nothing of it', async () => {
    const options = { site, local, shellDist, log: quiet };
    await releaseRemote('about', { ...options, version: '1.0.0', distDir: await build('a') });
    const before = await local.registry();
    const broken = aboutRemote();
    broken.pages['/about-us/meet-our-team']!.throws = 'team data is undefined';
    const refused = releaseRemote('about', {
      ...options,
      version: '1.1.0',
      distDir: await build('broken', undefined, broken),
    });
    await expect(refused).rejects.toThrow('/about-us/meet-our-team: team data is undefined');
    await expect(refused).rejects.toBeInstanceOf(ReleaseFailed);
    expect(await local.registry()).toEqual(before);
    expect(await readdir(path.join(site, 'remotes/about'))).toEqual(['1.0.0']);
  });

  it('refuses a release whose report breaks a rule, with the site stopped, and says which', async () => {
    const options = { site, local, shellDist, log: quiet };
    await releaseRemote('about', { ...options, version: '1.0.0', distDir: await build('a') });
    await storePages(site);
    const refused = await releaseRemote('about', {
      ...options,
      version: '1.1.0',
      distDir: await build('b', 'Meet Our Physicians'),
      rules: { max_changed_pages: 0 },
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ReleaseFailed);
    expect((refused as ReleaseFailed).report?.refused_by).toBe(
      'max_changed_pages: 1 page added, removed or changed (0 added, 0 removed, 1 changed), more than 0',
    );
    expect((await local.registry()).remotes.about?.version).toBe('1.0.0');
  });
});

// Neither needs the site's database: they run before one is copied or opened.
describe('before any database', () => {
  it('refuses an unknown remote by name', async () => {
    await expect(releaseRemote('billing', { site, shellDist, log: quiet })).rejects.toThrow('Unknown remote "billing"');
    // Refused before the site's database is opened (which would create one in the data folder).
    expect(existsSync(path.join(work, 'db'))).toBe(false);
  });

  it('hashes builds by content, ignoring precompressed copies', async () => {
    const a = await unrenderedBuild('a', 'same');
    const before = await contentHash(a);
    await writeFile(path.join(a, 'remoteEntry.js.gz'), 'zzz');
    expect(await contentHash(a)).toBe(before);
    await writeFile(path.join(a, 'remoteEntry.js'), 'different');
    expect(await contentHash(a)).not.toBe(before);
  });
});

/** A port nothing listens on now, for a server whose release verification reads its own API. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

describe('release while the site runs on the data folder', () => {
  beforeEach(copySeededDatabase);

  /**
   * The web server on this test's data folder, listening on loopback and announced to the commands on this
   * machine (local-release.json) with a machine-local token, as `npm start` runs it. The caller closes it.
   */
  async function runningSite() {
    const localToken = newLocalToken();
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const app = await createSiteServer({
      dataDir: work,
      releases: { shellDist, localToken, verify: { apiBase: url, publicUrl: url } },
    });
    try {
      await app.listen({ port, host: '127.0.0.1' });
      await announceLocalReleases(work, url, localToken);
    } catch (error) {
      await app.close();
      throw error;
    }
    return { app, url };
  }

  it('goes through the running server with its machine-local token, and opens no database of its own', async () => {
    const { app, url } = await runningSite();
    try {
      // The embedded database is the server's: a second opening would be refused (databaseTarget) or corrupt it.
      const first = await releaseRemote('about', {
        version: '1.0.0',
        distDir: await build('a'),
        site,
        shellDist,
        log: quiet,
      });
      expect(first).toMatchObject({ name: 'about', version: '1.0.0', changed: true });
      const second = await releaseRemote('about', {
        version: '1.1.0',
        distDir: await build('b', 'Meet Our Physicians'),
        site,
        shellDist,
        log: quiet,
      });
      // Verified by the server, which kept the report the command gets back with the record's address.
      expect(second.record).toMatch(new RegExp(`^${url}/api/releases/about/[0-9a-f-]{36}$`));
      expect(second.report?.changed.map((page) => page.path)).toEqual(['/about-us/meet-our-team']);
      expect((await registryStore(app.db).read()).remotes.about).toMatchObject({
        version: '1.1.0',
        previous: { version: '1.0.0' },
      });
      expect(await listReleaseRecords(app.db, 'about')).toEqual([
        expect.objectContaining({ version: '1.1.0', status: 'live', released_by: 'this machine (npm run release)' }),
        expect.objectContaining({ version: '1.0.0', status: 'superseded' }),
      ]);

      const broken = aboutRemote();
      broken.pages['/about-us/meet-our-team']!.throws = 'team data is undefined';
      const before = await registryStore(app.db).read();
      await expect(
        releaseRemote('about', {
          version: '1.2.0',
          distDir: await build('broken', undefined, broken),
          site,
          shellDist,
        }),
      ).rejects.toThrow('/about-us/meet-our-team: team data is undefined');
      expect(await registryStore(app.db).read()).toEqual(before);

      expect(await changeRemote('about', 'rollback', { site, log: quiet })).toMatchObject({
        from: '1.1.0',
        to: '1.0.0',
      });
      expect((await registryStore(app.db).read()).remotes.about?.version).toBe('1.0.0');
      await withdrawLocalReleases(work);
      expect(await findLocalServer(work)).toBeUndefined();
    } finally {
      await app.close();
    }
  });

  it('releases a canary for 0 % with its preview link on a stopped site and through the running one, and gives it a share', async () => {
    const handover = /\/_site\/handover\/[\w-]{43}$/;
    // The site stopped: the command's own opening of the database makes the link, for when the site runs.
    const stopped = await openLocalSite(site, shellDist);
    let link: string;
    try {
      const options = { site, local: stopped, shellDist, log: quiet };
      await releaseRemote('about', { ...options, version: '1.0.0', distDir: await build('a') });
      const { preview } = await releaseRemote('about', {
        ...options,
        version: '1.1.0',
        distDir: await build('b', 'Meet Our Physicians'),
        canary: 0,
      });
      expect(preview).toEqual({
        url: expect.stringMatching(handover),
        version: '1.1.0',
        expires_at: expect.any(String),
        note: 'The site is stopped: the link works once it runs.',
      });
      link = new URL(preview!.url).pathname;
      expect((await stopped.registry()).remotes.about?.canary).toMatchObject({ version: '1.1.0', percent: 0 });
    } finally {
      await stopped.close();
    }

    const { app, url } = await runningSite();
    try {
      // What the stopped site's command did is in the audit log, as this machine, as over HTTP.
      const audited = (await app.db.execute(
        sql`select user_email, action, summary from audit_log where entity = 'deploy_token' order by id`,
      )) as unknown as { rows: unknown[] };
      expect(audited.rows).toEqual([
        { user_email: THIS_MACHINE.email, action: 'release', summary: 'about 1.0.0' },
        {
          user_email: THIS_MACHINE.email,
          action: 'release',
          summary: 'about 1.1.0 as a canary for no visitor (a preview)',
        },
        {
          user_email: THIS_MACHINE.email,
          action: 'release',
          summary: expect.stringMatching(/^about canary 1\.1\.0: a preview link, working until \d{4}-/),
        },
      ]);
      // The link made while the site was stopped pins a browser now that it runs.
      const opened = await app.inject({ url: link });
      expect(opened.statusCode).toBe(303);
      expect(String(opened.headers['set-cookie'])).toMatch(/^rr_pin=/);
      // promote --canary 10: from the preview to a share; rollback ends it.
      expect(await changeRemote('about', 'share', { site, percent: 10, log: quiet })).toMatchObject({
        version: '1.1.0',
        percent: 10,
      });
      expect((await registryStore(app.db).read()).remotes.about?.canary).toMatchObject({
        version: '1.1.0',
        percent: 10,
      });
      await changeRemote('about', 'rollback', { site, log: quiet });

      // Through the running server: the link is on the site's origin, and works at once.
      const { preview } = await releaseRemote('about', {
        version: '1.2.0',
        distDir: await build('c', 'Meet Our Radiologists'),
        site,
        shellDist,
        canary: 0,
        log: quiet,
      });
      expect(preview).toEqual({
        url: expect.stringMatching(handover),
        version: '1.2.0',
        expires_at: expect.any(String),
      });
      expect(preview!.url.startsWith(`${url}/`)).toBe(true);
      expect(await listReleaseRecords(app.db, 'about')).toEqual([
        expect.objectContaining({ version: '1.2.0', status: 'canary', percent: 0 }),
        expect.objectContaining({ version: '1.1.0', status: 'rolled_back', percent: 0 }),
        expect.objectContaining({ version: '1.0.0', status: 'live' }),
      ]);
      await withdrawLocalReleases(work);
    } finally {
      await app.close();
    }
  });

  it('releases a staged canary and advances it, on a stopped site and through the running one', async () => {
    const staged = {
      canary: 10,
      stages: [
        { percent: 10, manual: false },
        { percent: 50, manual: true },
        { percent: 100, manual: false },
      ],
      step_minutes: 30,
    };
    const stopped = await openLocalSite(site, shellDist);
    try {
      const options = { site, local: stopped, shellDist, log: quiet };
      await releaseRemote('about', { ...options, version: '1.0.0', distDir: await build('a') });
      await releaseRemote('about', {
        ...options,
        version: '1.1.0',
        distDir: await build('b', 'Meet Our Physicians'),
        canary: 10,
        stages: staged,
      });
      // npm run release -- advance about: the manual stage's share.
      expect(await changeRemote('about', 'advance', { local: stopped })).toEqual({
        remote: 'about',
        version: '1.1.0',
        stage: 1,
        stages: 3,
        percent: 50,
        status: 'canary',
      });
    } finally {
      await stopped.close();
    }

    const { app } = await runningSite();
    try {
      expect((await registryStore(app.db).read()).remotes.about?.canary).toMatchObject({ percent: 50 });
      // Through the running server, with the machine-local token: its last stage, 100 %, promotes it.
      expect(await changeRemote('about', 'advance', { site, log: quiet })).toMatchObject({
        version: '1.1.0',
        percent: 100,
        status: 'live',
      });
      expect((await registryStore(app.db).read()).remotes.about).toMatchObject({ version: '1.1.0' });

      // A staged release through the running server sends its stages with it.
      await releaseRemote('about', {
        version: '1.2.0',
        distDir: await build('c', 'Meet Our Radiologists'),
        site,
        shellDist,
        canary: 10,
        stages: staged,
        log: quiet,
      });
      expect(await getCanaryPlan(app.db, 'about', '1.2.0')).toMatchObject({
        stages: staged.stages,
        step_minutes: 30,
        stage: 0,
      });
      await withdrawLocalReleases(work);
    } finally {
      await app.close();
    }
  });
});
