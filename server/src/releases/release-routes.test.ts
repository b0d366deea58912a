import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { c as createTar } from 'tar';
import { createDeployToken, revokeDeployToken } from '@site/api/ops';
import { provisionAccountIn } from '@site/api/admin-provision';
import { siteDir } from '../paths.ts';
import { registryStore } from '../registry.ts';
import { createSiteServer } from '../site/site-server.ts';
import { installRemote } from './install.ts';
import { fakeRemoteBuild, fakeShellDist } from '../test-support/fake-builds.ts';
import { waitFor } from '@site/test-support/wait-for';

/**
 * Releases over HTTP with deploy tokens: a team's CI uploads its build as a gzip tar and the registry names it;
 * every refused upload leaves nothing behind (no folder, no registry change, no used-up version).
 */

jest.setTimeout(30_000);

const MAX_BYTES = 256 * 1024;
/** Small limits, so the archive bombs stay small on disk and fast. */
const MAX_UNPACKED = 1024 * 1024;
const MAX_ENTRIES = 40;
const LOCAL_TOKEN = 'machine-local-token-for-the-tests-0123456789';
let dataDir: string;
let site: string;
let work: string;
let shellDist: string;
let app: FastifyInstance;
let aboutToken: string;
let servicesToken: string;
const admin = { id: null, email: 'ops@riverbend.example' };
const ADMIN = { email: 'ops.admin@riverbend.example', name: 'Ops Admin', password: 'a long test passphrase' };
const NEWS = { name: 'newsContact', basePaths: ['/news'], routes: ['/news'] };
const ABOUT = { name: 'about', basePaths: ['/about-us'], routes: ['/about-us/meet-our-team'] };

/** A fake build of about (or `entry.name`), in this test's work folder. */
const fakeBuild = (label: string, options?: Parameters<typeof fakeRemoteBuild>[2]) =>
  fakeRemoteBuild(work, label, options);

/** A gzip tar of a build folder's contents, as `npm run release -- --site` sends it. */
async function archiveOf(dir: string, extra: { preservePaths?: boolean; entries?: string[] } = {}): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const stream = createTar(
    { gzip: true, cwd: dir, portable: true, preservePaths: extra.preservePaths },
    extra.entries ?? ['.'],
  );
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const upload = (remote: string, version: string, body: Buffer, token?: string, query = '') =>
  app.inject({
    method: 'POST',
    url: `/api/releases/${remote}?version=${version}${query}`,
    headers: { 'content-type': 'application/gzip', ...(token && { authorization: `Bearer ${token}` }) },
    payload: body,
  });

/** The record of release `id` once its verification has ended (canary, live or failed). */
async function settled(id: string, token = aboutToken): Promise<{ status: string; reason: string | null }> {
  return waitFor(
    async () => {
      const record = (
        await app.inject({ url: `/api/releases/about/${id}`, headers: { authorization: `Bearer ${token}` } })
      ).json<{ status: string; reason: string | null }>();
      return record.status === 'verifying' ? undefined : record;
    },
    { what: `release ${id} to leave verifying`, timeoutMs: 10_000, intervalMs: 20 },
  );
}

/** What a refused upload must leave as it was: the registry, the about versions, and no work folders. */
async function state() {
  return {
    registry: await registryStore(app.db).read(),
    versions: (await readdir(path.join(site, 'remotes/about'))).sort(),
    leftovers: (await readdir(dataDir)).filter((name) => name.startsWith('.release-')),
  };
}

/**
 * The state before a request, once the work folders of releases accepted earlier are gone: an accepted release's
 * record settles a moment before its folder is removed, which is not what the request under test left.
 */
async function stateBefore() {
  await waitFor(async () => (await state()).leftovers.length === 0, { what: 'earlier releases to clean up' });
  return state();
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'site-releases-'));
  site = siteDir(dataDir);
  work = path.join(dataDir, 'work');
  shellDist = await fakeShellDist(path.join(work, 'shell'));
  app = await createSiteServer({
    dataDir,
    releases: {
      shellDist,
      maxBytes: MAX_BYTES,
      maxUnpackedBytes: MAX_UNPACKED,
      maxEntries: MAX_ENTRIES,
      localToken: LOCAL_TOKEN,
    },
  });
  // In the server's own database: provisionAccount would open the directory once more before it.
  await provisionAccountIn(app.db, { ...ADMIN, role: 'admin' });
  const first = await fakeBuild('first');
  // A Node build beside the browser files, as every real build has: the renderer's, never a visitor's.
  await mkdir(path.join(first, 'server'));
  await writeFile(path.join(first, 'server', 'container.cjs'), 'module.exports = "private";');
  await installRemote({
    site,
    registry: registryStore(app.db),
    name: 'about',
    dist: first,
    version: '1.0.0',
    shellDist,
    log: () => undefined,
  });
  // Another remote that owns /news, claimed at its first release.
  await installRemote({
    site,
    registry: registryStore(app.db),
    name: 'newsContact',
    dist: await fakeBuild('news', { entry: NEWS }),
    version: '1.0.0',
    shellDist,
    log: () => undefined,
  });
  aboutToken = (await createDeployToken(app.db, admin, { remote: 'about', label: 'about team CI' })).token;
  servicesToken = (await createDeployToken(app.db, admin, { remote: 'services', label: 'services team CI' })).token;
}, 60_000);

afterAll(async () => {
  await app?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('a release over HTTP', () => {
  it('installs the uploaded build, names it in the registry and audits it under the token', async () => {
    const answer = await upload('about', '1.1.0', await archiveOf(await fakeBuild('second')), aboutToken);
    expect(answer.statusCode).toBe(202);
    const { id, ...release } = answer.json<{ id: string }>();
    expect(release).toEqual({ remote: 'about', version: '1.1.0', previous: '1.0.0', status: 'verifying' });
    expect(answer.headers.location).toBe(`/api/releases/about/${id}`);
    expect(await settled(id)).toMatchObject({ status: 'live', reason: null });
    const record = await app.inject({
      url: `/api/releases/about/${id}`,
      headers: { authorization: `Bearer ${aboutToken}` },
    });
    expect(record.json()).toMatchObject({
      id,
      version: '1.1.0',
      status: 'live',
      released_by: 'deploy token "about team CI" (#1)',
    });
    expect(
      (await app.inject({ url: `/api/releases/about/${id}`, headers: { authorization: `Bearer ${servicesToken}` } }))
        .statusCode,
    ).toBe(403);
    expect((await registryStore(app.db).read()).remotes.about).toMatchObject({
      version: '1.1.0',
      entry: '/remotes/about/1.1.0/remoteEntry.js',
      previous: { version: '1.0.0' },
    });
    const served = await app.inject({ method: 'GET', url: '/remotes/about/1.1.0/remoteEntry.js' });
    expect(served.body).toBe('console.log("second");');
    const audit = (await app.db.execute(sql`select user_email, summary from audit_log where action = 'release'`)) as {
      rows: unknown[];
    };
    expect(audit.rows).toEqual([{ user_email: 'deploy token "about team CI" (#1)', summary: 'about 1.1.0' }]);
  });

  it.each<[string, () => Promise<Awaited<ReturnType<typeof upload>>>, number]>([
    ['no token', async () => upload('about', '2.0.0', await archiveOf(await fakeBuild('n1'))), 401],
    [
      'an unknown token',
      async () => upload('about', '2.0.0', await archiveOf(await fakeBuild('n2')), 'rrdeploy_guess'),
      401,
    ],
    [
      "another remote's token",
      async () => upload('about', '2.0.0', await archiveOf(await fakeBuild('n3')), servicesToken),
      403,
    ],
    [
      'a wrong remote name',
      async () => upload('aboot', '2.0.0', await archiveOf(await fakeBuild('n4')), aboutToken),
      403,
    ],
    ['no version', async () => upload('about', '', await archiveOf(await fakeBuild('n5')), aboutToken), 400],
    [
      'a version that exists',
      async () => upload('about', '1.0.0', await archiveOf(await fakeBuild('n6')), aboutToken),
      409,
    ],
    [
      'a body that is not a gzip tar',
      async () => upload('about', '2.0.0', Buffer.from('not an archive'), aboutToken),
      400,
    ],
    [
      'paths outside its folder',
      async () => {
        const dir = await fakeBuild('n7');
        await writeFile(path.join(work, 'builds', 'outside.js'), 'evil()');
        return upload(
          'about',
          '2.0.0',
          await archiveOf(dir, { preservePaths: true, entries: ['.', '../outside.js'] }),
          aboutToken,
        );
      },
      400,
    ],
    [
      'an archive over the size limit',
      async () => {
        const dir = await fakeBuild('n8');
        await writeFile(
          path.join(dir, 'big.bin'),
          Buffer.from(Array.from({ length: MAX_BYTES * 2 }, () => Math.random() * 256)),
        );
        return upload('about', '2.0.0', await archiveOf(dir), aboutToken);
      },
      413,
    ],
    ...['1.0.0-' + 'a'.repeat(59), '...', '-rf', 'CON', '1.0', '01.0.0', '1.0.0/..'].map(
      (version) =>
        [
          `the version ${JSON.stringify(version.length > 20 ? `${version.slice(0, 12)}… (${version.length})` : version)}`,
          async () => upload('about', encodeURIComponent(version), await archiveOf(await fakeBuild('v')), aboutToken),
          400,
        ] as [string, () => Promise<Awaited<ReturnType<typeof upload>>>, number],
    ),
    [
      'an archive bomb of many small entries',
      async () => {
        const dir = await fakeBuild('bomb-many');
        await Promise.all(
          Array.from({ length: MAX_ENTRIES + 5 }, (_, i) => writeFile(path.join(dir, `f${i}.js`), `${i}`)),
        );
        return upload('about', '2.0.0', await archiveOf(dir), aboutToken);
      },
      413,
    ],
    [
      'an archive bomb of one large, highly compressible entry',
      async () => {
        const dir = await fakeBuild('bomb-large');
        await writeFile(path.join(dir, 'zeros.bin'), Buffer.alloc(MAX_UNPACKED * 4));
        const body = await archiveOf(dir);
        expect(body.length).toBeLessThan(MAX_BYTES / 4);
        return upload('about', '2.0.0', body, aboutToken);
      },
      413,
    ],
    ...(
      [
        ['a base path another remote owns', { ...ABOUT, basePaths: ['/about-us', '/news/1'] }, 'basePaths.1'],
        ['/admin/login as a base path', { ...ABOUT, basePaths: ['/about-us', '/admin/login'] }, 'basePaths.1'],
        ['/ as a base path', { ...ABOUT, basePaths: ['/'], routes: ['/'] }, 'basePaths.0'],
        ['/api as a base path', { ...ABOUT, basePaths: ['/api'], routes: ['/api/x'] }, 'basePaths.0'],
        ['a route outside its base paths', { ...ABOUT, routes: ['/news/1'] }, 'routes.0'],
        [
          'an external nav link',
          {
            ...ABOUT,
            nav: {
              title: 'About',
              url: '/about-us/meet-our-team',
              order: 1,
              items: [{ title: 'x', url: 'https://evil.example/' }],
            },
          },
          'nav.items.0.url',
        ],
        [
          'an external footer link',
          { ...ABOUT, footerLinks: [{ title: 'x', url: '//evil.example/a' }] },
          'footerLinks.0.url',
        ],
        [
          'a footer link that is no route of its own',
          { ...ABOUT, footerLinks: [{ title: 'x', url: '/about-us/x' }] },
          'footerLinks.0.url',
        ],
        ['basePaths: null', { name: 'about', basePaths: null }, 'basePaths'],
        ['no routes', { name: 'about', basePaths: ['/about-us'], routes: [] }, 'routes'],
        ['an unknown field', { ...ABOUT, script: 'x' }, ''],
        [
          'a title of 1,000 characters',
          { ...ABOUT, footerLinks: [{ title: 'x'.repeat(1000), url: '/about-us/meet-our-team' }] },
          'footerLinks.0.title',
        ],
      ] as const
    ).map(
      ([name, entry, field]) =>
        [
          `a registry entry with ${name} (naming ${field || 'the entry'})`,
          async () => {
            const answer = await upload(
              'about',
              '2.0.0',
              await archiveOf(await fakeBuild(`entry-${field}`, { entry: entry as typeof ABOUT })),
              aboutToken,
            );
            expect([answer.statusCode, Object.keys(answer.json().error.fields ?? { '': 1 })]).toEqual([
              answer.statusCode,
              [field],
            ]);
            return answer;
          },
          field.startsWith('basePaths.') && name.includes('another') ? 409 : 422,
        ] as [string, () => Promise<Awaited<ReturnType<typeof upload>>>, number],
    ),
    [
      'no remoteEntry.js',
      async () => upload('about', '2.0.0', await archiveOf(await fakeBuild('n9', { withEntry: false })), aboutToken),
      422,
    ],
    [
      'a build of another remote',
      async () =>
        upload(
          'about',
          '2.0.0',
          await archiveOf(
            await fakeBuild('n10', { entry: { name: 'services', basePaths: ['/services'], routes: ['/services'] } }),
          ),
          aboutToken,
        ),
      422,
    ],
    [
      'a build against other shared code',
      async () => upload('about', '2.0.0', await archiveOf(await fakeBuild('n11', { react: '20.0.0' })), aboutToken),
      422,
    ],
  ])('is refused for %s, leaving nothing behind', async (_case, send, status) => {
    const before = await stateBefore();
    const answer = await send();
    expect({ status: answer.statusCode, message: typeof answer.json().error.message }).toEqual({
      status,
      message: 'string',
    });
    expect(await state()).toEqual(before);
  });

  it('refuses a request without a valid token before reading its body', async () => {
    for (const token of [undefined, 'rrdeploy_guess', servicesToken]) {
      let read = false;
      const body = new Readable({
        read() {
          read = true;
          this.destroy(new Error('the body was read'));
        },
      });
      const answer = await app.inject({
        method: 'POST',
        url: '/api/releases/about?version=7.0.0',
        headers: {
          'content-type': 'application/gzip',
          'content-length': '1000000',
          ...(token && { authorization: `Bearer ${token}` }),
        },
        payload: body,
      });
      expect([token, answer.statusCode, read]).toEqual([token, token === servicesToken ? 403 : 401, false]);
    }
    expect((await state()).leftovers).toEqual([]);
  });

  it('takes one upload at a time per token: a second one while the first is sent is refused with 409', async () => {
    const before = await stateBefore();
    const slow = new PassThrough();
    const first = app.inject({
      method: 'POST',
      url: '/api/releases/about?version=7.0.0',
      headers: { 'content-type': 'application/gzip', authorization: `Bearer ${aboutToken}` },
      payload: slow,
    });
    slow.write(Buffer.from('not yet'));
    // The first upload holds its token once its token is checked, before its body has arrived.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = await upload('about', '7.0.1', await archiveOf(await fakeBuild('second-upload')), aboutToken);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('upload_in_flight');
    slow.end();
    expect((await first).statusCode).toBe(400);
    // Once the first is answered, the token may upload again.
    const third = await upload('about', 'bad', Buffer.from('x'), aboutToken);
    expect(third.json().error.code).toBe('bad_version');
    expect(await state()).toEqual(before);
  });

  it('never serves a version’s Node build: visitors get the browser files only', async () => {
    expect((await app.inject({ url: '/remotes/about/1.0.0/remoteEntry.js' })).statusCode).toBe(200);
    for (const url of [
      '/remotes/about/1.0.0/server/container.cjs',
      '/remotes/about/1.0.0/server/',
      '/remotes/about/1.0.0/SERVER/container.cjs',
      '/remotes/about/1.0.0/./server/container.cjs',
      '/remotes/about/1.0.0/%73erver/container.cjs',
    ]) {
      const answer = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect([url, answer.statusCode === 404 || answer.statusCode === 403, answer.body]).toEqual([
        url,
        true,
        expect.not.stringContaining('private'),
      ]);
    }
  });

  it('is refused once its token is revoked', async () => {
    const { token, deployToken } = await createDeployToken(app.db, admin, { remote: 'about', label: 'short-lived' });
    await revokeDeployToken(app.db, admin, deployToken.id);
    expect((await upload('about', '3.0.0', await archiveOf(await fakeBuild('r1')), token)).statusCode).toBe(401);
  });
});

describe('a rollback over HTTP', () => {
  it('points the registry back at the previous version, audited, and refuses when there is none', async () => {
    const rollback = (token: string) =>
      app.inject({
        method: 'POST',
        url: '/api/releases/about/rollback',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await rollback(servicesToken)).statusCode).toBe(403);
    const answer = await rollback(aboutToken);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ remote: 'about', to: '1.0.0', status: 'rolled_back' });
    expect((await registryStore(app.db).read()).remotes.about?.version).toBe('1.0.0');
    expect((await rollback(aboutToken)).statusCode).toBe(409);
  });
});

describe('a canary over HTTP', () => {
  const call = (action: string, token = aboutToken) =>
    app.inject({ method: 'POST', url: `/api/releases/about/${action}`, headers: { authorization: `Bearer ${token}` } });
  const statusOf = async (id: string) =>
    (await app.inject({ url: `/api/releases/about/${id}`, headers: { authorization: `Bearer ${aboutToken}` } })).json<{
      status: string;
      reason: string | null;
    }>();

  it('refuses a share outside 0 to 99, and a bad commit, with nothing stored', async () => {
    const before = await stateBefore();
    for (const query of ['&canary=', '&canary=-1', '&canary=100', '&canary=half', '&commit=not-hex']) {
      const answer = await upload(
        'about',
        '4.0.0',
        await archiveOf(await fakeBuild(`c${query.length}`)),
        aboutToken,
        query,
      );
      expect([query, answer.statusCode]).toEqual([query, 400]);
    }
    expect(await state()).toEqual(before);
  });

  it('releases to a share of visitors, refuses a second canary, and promotes it to everyone', async () => {
    const stable = (await registryStore(app.db).read()).remotes.about!.version;
    const answer = await upload(
      'about',
      '4.0.0',
      await archiveOf(await fakeBuild('canary-4')),
      aboutToken,
      '&canary=50&commit=0123abcd',
    );
    expect(answer.statusCode).toBe(202);
    const { id } = answer.json<{ id: string }>();
    expect(answer.json()).toMatchObject({ version: '4.0.0', status: 'verifying' });
    expect(await settled(id)).toMatchObject({ status: 'canary' });
    expect((await registryStore(app.db).read()).remotes.about).toMatchObject({
      version: stable,
      canary: { version: '4.0.0', percent: 50, entry: '/remotes/about/4.0.0/remoteEntry.js' },
    });
    const second = await upload(
      'about',
      '4.0.1',
      await archiveOf(await fakeBuild('canary-41')),
      aboutToken,
      '&canary=10',
    );
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toMatch(/one canary at a time/);

    expect((await call('promote')).json()).toEqual({
      remote: 'about',
      version: '4.0.0',
      previous: stable,
      status: 'live',
    });
    expect((await registryStore(app.db).read()).remotes.about).toMatchObject({
      version: '4.0.0',
      previous: { version: stable },
    });
    expect((await registryStore(app.db).read()).remotes.about?.canary).toBeUndefined();
    expect(await statusOf(id)).toMatchObject({ status: 'live' });
    expect((await call('promote')).statusCode).toBe(409);
  });

  it('ends a canary on rollback, keeping the stable version, and records why', async () => {
    const answer = await upload(
      'about',
      '5.0.0',
      await archiveOf(await fakeBuild('canary-5')),
      aboutToken,
      '&canary=20',
    );
    const { id } = answer.json<{ id: string }>();
    expect(await settled(id)).toMatchObject({ status: 'canary' });
    const rolled = await call('rollback');
    expect(rolled.json()).toEqual({
      remote: 'about',
      from: '5.0.0',
      to: '4.0.0',
      status: 'rolled_back',
      // The record of the canary it ended: its rollback's report is kept with it when the site verifies releases.
      release_id: id,
    });
    expect((await registryStore(app.db).read()).remotes.about).toMatchObject({ version: '4.0.0' });
    expect((await registryStore(app.db).read()).remotes.about?.canary).toBeUndefined();
    expect(await statusOf(id)).toEqual(
      expect.objectContaining({ status: 'rolled_back', reason: 'Rolled back by deploy token "about team CI" (#1).' }),
    );
  });
});

describe('a staged canary over HTTP', () => {
  const call = (action: string, token = aboutToken) =>
    app.inject({ method: 'POST', url: `/api/releases/about/${action}`, headers: { authorization: `Bearer ${token}` } });

  it('refuses stages out of form or order, or a step out of range, naming the field, with nothing stored', async () => {
    const before = await stateBefore();
    const refused: [string, string][] = [
      ['&canary=10&stages=10,fifty&step_minutes=30', 'stages'],
      ['&canary=10&stages=20,50&step_minutes=30', 'stages.0.percent'],
      ['&canary=10&stages=10,50,40&step_minutes=30', 'stages.2.percent'],
      ['&canary=10&stages=10,150&step_minutes=30', 'stages.1.percent'],
      ['&canary=10&stages=10,100&step_minutes=0', 'step_minutes'],
      ['&canary=10&stages=10,100&step_minutes=99999', 'step_minutes'],
      ['&canary=10&stages=10,100', 'step_minutes'],
      ['&canary=10&step_minutes=5', 'stages'],
      ['&stages=10,100&step_minutes=5', 'canary'],
    ];
    for (const [query, field] of refused) {
      const answer = await upload('about', '6.0.0', await archiveOf(await fakeBuild('staged-bad')), aboutToken, query);
      expect([query, answer.statusCode]).toEqual([query, 422]);
      const { error } = answer.json<{ error: { code: string; message: string; fields: Record<string, string> } }>();
      expect([query, error.code, error.fields]).toEqual([query, 'bad_stages', { [field]: error.message }]);
      expect(error.message.startsWith(`${field}: `)).toBe(true);
    }
    expect(await state()).toEqual(before);
  });

  it('releases a canary with stages, advances it stage by stage with the token, and promotes it at 100 %', async () => {
    // Released without stages: there is nothing to advance.
    const plain = await upload('about', '6.0.0', await archiveOf(await fakeBuild('plain-6')), aboutToken, '&canary=5');
    expect(await settled(plain.json<{ id: string }>().id)).toMatchObject({ status: 'canary' });
    const none = await call('canary/advance');
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toMatch(/released without stages/);
    await call('rollback');

    const answer = await upload(
      'about',
      '7.0.0',
      await archiveOf(await fakeBuild('staged-7')),
      aboutToken,
      '&canary=10&stages=10,50:manual,100&step_minutes=0.5',
    );
    expect(answer.statusCode).toBe(202);
    expect(await settled(answer.json<{ id: string }>().id)).toMatchObject({ status: 'canary' });
    expect((await registryStore(app.db).read()).remotes.about?.canary).toMatchObject({ version: '7.0.0', percent: 10 });
    const audited = (await app.db.execute(
      sql`select summary from audit_log where summary like 'about 7.0.0%' order by id`,
    )) as { rows: { summary: string }[] };
    expect(audited.rows.map((row) => row.summary)).toEqual([
      'about 7.0.0 as a canary for 10 % of visitors, in stages 10,50:manual,100 a step of 0.5 minutes apart',
    ]);

    const first = await call('canary/advance');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      remote: 'about',
      version: '7.0.0',
      stage: 1,
      stages: 3,
      percent: 50,
      status: 'canary',
    });
    expect((await registryStore(app.db).read()).remotes.about?.canary).toMatchObject({ percent: 50 });

    const last = await call('canary/advance');
    expect(last.json()).toEqual({
      remote: 'about',
      version: '7.0.0',
      stage: 2,
      stages: 3,
      percent: 100,
      status: 'live',
      previous: '4.0.0',
    });
    expect((await registryStore(app.db).read()).remotes.about).toMatchObject({ version: '7.0.0' });
    expect((await registryStore(app.db).read()).remotes.about?.canary).toBeUndefined();
    expect((await call('canary/advance')).statusCode).toBe(409);
    // Another remote's token moves nothing.
    expect((await call('canary/advance', servicesToken)).statusCode).toBe(403);
  });
});

describe('a release from the server’s own machine', () => {
  const services = { name: 'services', basePaths: ['/services'], routes: ['/services'] };
  const fromHere = (headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    app.inject({
      method: 'POST',
      url: '/api/releases/services?version=1.0.0',
      headers: { 'content-type': 'application/gzip', authorization: `Bearer ${LOCAL_TOKEN}`, ...headers },
      payload: servicesBuild,
      remoteAddress,
    });
  let servicesBuild: Buffer;

  it('takes the machine-local token for any remote from the machine itself, and nowhere else', async () => {
    servicesBuild = await archiveOf(await fakeBuild('services-1', { entry: services }));
    expect((await fromHere({ 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(401);
    expect((await fromHere({}, '203.0.113.9')).statusCode).toBe(401);
    expect((await fromHere({ authorization: `Bearer ${LOCAL_TOKEN}x` })).statusCode).toBe(401);
    const answer = await fromHere();
    expect(answer.statusCode).toBe(202);
    const { id } = answer.json<{ id: string }>();
    const record = await waitFor(
      async () => {
        const read = await app.inject({
          url: `/api/releases/services/${id}`,
          headers: { authorization: `Bearer ${LOCAL_TOKEN}` },
        });
        const body = read.json<{ status: string; released_by: string }>();
        return body.status === 'verifying' ? undefined : body;
      },
      { what: 'the local release to settle', timeoutMs: 10_000, intervalMs: 20 },
    );
    expect(record).toMatchObject({ status: 'live', released_by: 'this machine (npm run release)' });
    expect((await registryStore(app.db).read()).remotes.services?.version).toBe('1.0.0');
  });

  it('takes a remote off the site, keeping its version folder, and says there is nothing left to take', async () => {
    const retire = (token: string) =>
      app.inject({ method: 'DELETE', url: '/api/releases/services', headers: { authorization: `Bearer ${token}` } });
    expect((await retire(aboutToken)).statusCode).toBe(403);
    const answer = await retire(servicesToken);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ remote: 'services', version: '1.0.0', status: 'retired' });
    expect((await registryStore(app.db).read()).remotes.services).toBeUndefined();
    expect(await readdir(path.join(site, 'remotes/services'))).toContain('1.0.0');
    expect((await retire(servicesToken)).statusCode).toBe(404);
  });
});

describe('the base paths a remote owns', () => {
  it('are claimed at its first release, never over another remote’s', async () => {
    const before = await stateBefore();
    const education = async (basePaths: string[], label: string) =>
      app.inject({
        method: 'POST',
        url: '/api/releases/education?version=1.0.0',
        headers: { 'content-type': 'application/gzip', authorization: `Bearer ${LOCAL_TOKEN}` },
        payload: await archiveOf(
          await fakeBuild(label, { entry: { name: 'education', basePaths, routes: [`${basePaths[0]}/x`] } }),
        ),
      });
    const overlapping = await education(['/news/archive'], 'education-news');
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json().error.fields).toEqual({ 'basePaths.0': expect.stringContaining('newsContact owns') });
    expect(await state()).toEqual(before);
    expect((await registryStore(app.db).read()).remotes.education).toBeUndefined();
  });

  const assign = (remote: string, basePaths: unknown, cookie?: string) =>
    app.inject({
      method: 'PUT',
      url: `/api/admin/releases/${remote}/base-paths`,
      headers: { origin: 'http://localhost', ...(cookie && { cookie }) },
      payload: { basePaths },
    });

  it('are changed only by an admin, audited, and then bound the remote’s releases', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/admin/session',
      headers: { origin: 'http://localhost' },
      payload: { email: ADMIN.email, password: ADMIN.password },
    });
    const session = [login.headers['set-cookie'] ?? []]
      .flat()
      .find((c) => c.startsWith('admin_session='))!
      .split(';')[0]!;
    const before = await stateBefore();
    expect((await assign('about', ['/about-us', '/press'])).statusCode).toBe(401);
    expect((await assign('about', ['/about-us', '/news'], session)).json()).toMatchObject({
      error: { code: 'refused', fields: { 'basePaths.1': expect.stringContaining('newsContact owns') } },
    });
    expect((await assign('about', ['/about-us', '/admin'], session)).statusCode).toBe(422);
    expect((await assign('about', ['/press'], session)).statusCode).toBe(409);
    expect(await state()).toEqual(before);

    const assigned = await assign('about', ['/about-us', '/press'], session);
    expect(assigned.json()).toEqual({ remote: 'about', basePaths: ['/about-us', '/press'] });
    const audit = (await app.db.execute(
      sql`select user_email, summary from audit_log where summary like 'about owns %'`,
    )) as { rows: unknown[] };
    expect(audit.rows).toEqual([{ user_email: ADMIN.email, summary: 'about owns /about-us, /press (was /about-us)' }]);

    const entry = { name: 'about', basePaths: ['/about-us', '/press'], routes: ['/about-us/meet-our-team', '/press'] };
    const answer = await upload('about', '8.0.0', await archiveOf(await fakeBuild('press', { entry })), aboutToken);
    expect(answer.statusCode).toBe(202);
    expect(await settled(answer.json<{ id: string }>().id)).toMatchObject({ status: 'live' });
    expect((await registryStore(app.db).read()).remotes.about?.basePaths).toEqual(['/about-us', '/press']);
  });
});
