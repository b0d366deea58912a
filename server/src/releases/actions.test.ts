import type { FastifyInstance } from 'fastify';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { WorkerInput, WorkerOutput } from '../render/page-renderer.ts';
import { siteDir } from '../paths.ts';
import { endCanaryLane, startGeneration, writeLanes, type Lane } from '../render/generations.ts';
import { laneRegistries, registryStore } from '../registry.ts';
import { createSiteServer } from '../site/site-server.ts';
import { brokenPagesOf, fakeRemoteBuild, fakeShellDist, installFirstAbout } from '../test-support/fake-builds.ts';
import { createReleaseRecord, getReleaseRecord } from '@site/api/ops';
import { createReleaseActions } from './actions.ts';
import { installRemote } from './install.ts';
import { waitFor } from '@site/test-support/wait-for';

/**
 * Verification on the server: a release's public pages are rendered in Node with the candidate before the
 * registry names it; a page that fails refuses the release, and nothing of it stays (no folder, no record).
 */

jest.setTimeout(30_000);

let dataDir: string;
let site: string;
let work: string;
let shellDist: string;
let app: FastifyInstance;
const asked: WorkerInput[] = [];
/** The signal each render was given: what ends its sandbox. */
const signals: (AbortSignal | undefined)[] = [];
/** What a visitor got, while each candidate was being verified, at its version's public address. */
const publicDuringVerification: number[] = [];

/** A stand-in render: each page renders unless its path says `broken`. */
async function renderPages(input: WorkerInput, options?: { signal?: AbortSignal }): Promise<WorkerOutput> {
  asked.push(input);
  signals.push(options?.signal);
  const { version } = input.registry.remotes.about!;
  // 9.x hangs, as a build kept alive by a timer or a fetch that never settles would.
  if (version.startsWith('9.')) return new Promise<WorkerOutput>(() => undefined);
  // 8.x fails with the kind of message Node gives, naming a server folder.
  if (version.startsWith('8.')) {
    const where = path.join(site, 'remotes/about', version, 'server/container.cjs');
    return { rendered: [], moved: [], failed: [{ path: input.paths[0]!, reason: `Cannot find module '${where}'` }] };
  }
  publicDuringVerification.push((await app.inject({ url: `/remotes/about/${version}/remoteEntry.js` })).statusCode);
  return { rendered: [], moved: [], failed: brokenPagesOf(input.paths) };
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'release-actions-'));
  site = siteDir(dataDir);
  work = path.join(dataDir, 'work');
  shellDist = await fakeShellDist(path.join(work, 'shell'));
  app = await createSiteServer({ dataDir });
  await app.listen({ port: 0, host: '127.0.0.1' });
  await installFirstAbout({ site, db: app.db, work, shellDist });
  for (const version of ['1.0.0', '1.1.0']) {
    await installRemote({
      site,
      registry: registryStore(app.db),
      name: 'services',
      dist: await fakeRemoteBuild(work, `services-${version}`, { entry: SERVICES }),
      version,
      shellDist,
      log: () => undefined,
    });
  }
});

const SERVICES = { name: 'services', basePaths: ['/services'], routes: ['/services'] };
afterAll(async () => {
  await app?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const actions = (verifyTimeoutMs?: number, awaitServed?: { timeoutMs: number }) => {
  const address = app.server.address() as { port: number };
  const apiBase = `http://127.0.0.1:${address.port}`;
  return createReleaseActions({
    db: app.db,
    site,
    registry: registryStore(app.db),
    shellDist,
    verify: { apiBase, publicUrl: apiBase, renderPages },
    ...(verifyTimeoutMs !== undefined && { verifyTimeoutMs }),
    ...(awaitServed && { awaitServed }),
  });
};

/** Accepts a release and starts its completion as the release call does; `ended` is the record as it ends. */
async function start(label: string, version: string, routes: string[], using = actions()) {
  const entry = { name: 'about', basePaths: ['/about-us'], routes };
  const request = {
    remote: 'about',
    dist: await fakeRemoteBuild(work, label, { entry }),
    version,
    released_by: 'test',
    log: () => undefined,
  };
  const accepted = await using.accept(request);
  expect(accepted).toMatchObject({ version, status: 'verifying' });
  return { id: accepted.id, ended: using.complete(request, accepted) };
}

/** Accepts and completes a release as the release call does; returns the record as it ends. */
const release = async (label: string, version: string, routes: string[]) => (await start(label, version, routes)).ended;

/** The candidate folders of about left on disk. */
const candidates = () => readdir(path.join(site, 'candidates/about')).catch(() => []);

it('renders the candidate’s pages with the candidate in the registry, and releases it when they render', async () => {
  const routes = ['/about-us/meet-our-team', '/about-us/history'];
  expect(await release('good', '1.1.0', routes)).toMatchObject({ version: '1.1.0', status: 'live', reason: null });
  expect((await registryStore(app.db).read()).remotes.about).toMatchObject({
    version: '1.1.0',
    previous: { version: '1.0.0' },
  });
  expect(asked.at(-1)).toMatchObject({ paths: routes, registry: { remotes: { about: { version: '1.1.0' } } } });
  expect(asked.at(-1)!.registry.remotes.about!.previous).toBeUndefined();
  // Verified from a candidate folder nothing serves; public only once it passed.
  expect(asked.at(-1)!.registry.remotes.about!.entry).toMatch(/^\/candidates\/about\/[0-9a-f-]{36}\/remoteEntry\.js$/);
  expect(publicDuringVerification.at(-1)).toBe(404);
  expect((await app.inject({ url: '/remotes/about/1.1.0/remoteEntry.js' })).statusCode).toBe(200);
});

it('fails a candidate whose page does not render, with the reason, leaving no folder and no registry change', async () => {
  const before = await registryStore(app.db).read();
  const ended = await release('bad', '1.2.0', ['/about-us/meet-our-team', '/about-us/broken']);
  expect(ended.status).toBe('failed');
  expect(ended.reason).toContain('/about-us/broken: TypeError: x is undefined');
  expect(await registryStore(app.db).read()).toEqual(before);
  expect(await readdir(path.join(site, 'remotes/about'))).not.toContain('1.2.0');
  expect(publicDuringVerification.at(-1)).toBe(404);
  expect(await readdir(path.join(site, 'candidates/about'))).toEqual([]);
});

it('refuses at once, recording nothing, a release its checks refuse', async () => {
  const request = {
    remote: 'about',
    dist: await fakeRemoteBuild(work, 'old-react', { react: '18.3.1' }),
    version: '1.3.0',
    released_by: 'test',
    log: () => undefined,
  };
  await expect(actions().accept(request)).rejects.toMatchObject({ status: 422 });
  const records = (await app.db.execute('select version from release_records order by created_at')) as unknown as {
    rows: { version: string }[];
  };
  expect(records.rows.map((row) => row.version)).toEqual(['1.1.0', '1.2.0']);
});

describe('releases never wait on one another', () => {
  it('answers another remote’s rollback at once while a verification hangs, and its own rollback ends it', async () => {
    const using = actions();
    const before = asked.length;
    const { id, ended } = await start('hangs', '9.0.0', ['/about-us/meet-our-team'], using);
    await waitFor(async () => (asked.length > before ? true : undefined), { what: 'the verification to start' });

    const startedAt = performance.now();
    await expect(using.rollback('services', 'Rolled back by an admin.')).resolves.toMatchObject({ to: '1.0.0' });
    expect(performance.now() - startedAt).toBeLessThan(2000);
    expect((await registryStore(app.db).read()).remotes.services?.version).toBe('1.0.0');
    expect(await getReleaseRecord(app.db, 'about', id)).toMatchObject({ status: 'verifying' });

    const about = (await registryStore(app.db).read()).remotes.about!;
    await expect(using.rollback('about', 'Rolled back by an admin.')).resolves.toMatchObject({
      from: about.version,
      to: about.previous!.version,
    });
    const record = await ended;
    expect(record).toMatchObject({ status: 'failed' });
    expect(record.reason).toMatch(/^Cancelled while it was being verified: its remote was rolled back/);
    // The render itself is told to end: its sandbox is killed (sandbox.test.ts), not left to its own limits.
    expect(signals.at(-1)?.aborted).toBe(true);
    expect((signals.at(-1)?.reason as Error).message).toMatch(/^Cancelled while it was being verified/);
    expect(await readdir(path.join(site, 'remotes/about'))).not.toContain('9.0.0');
    expect(await candidates()).toEqual([]);
  });

  it('fails a verification that takes over its time limit, with the reason, and keeps nothing of it', async () => {
    const before = await registryStore(app.db).read();
    const { ended } = await start('hangs-long', '9.1.0', ['/about-us/meet-our-team'], actions(100));
    const record = await ended;
    expect(record).toMatchObject({ status: 'failed' });
    expect(record.reason).toContain('the verification did not end within');
    expect(signals.at(-1)?.aborted).toBe(true);
    expect((signals.at(-1)?.reason as Error).message).toContain('the verification did not end within');
    expect(await registryStore(app.db).read()).toEqual(before);
    expect(await readdir(path.join(site, 'remotes/about'))).not.toContain('9.1.0');
    expect(await candidates()).toEqual([]);
  });

  it('never puts a server folder in a release’s reason', async () => {
    const record = await release('names-a-path', '8.0.0', ['/about-us/meet-our-team']);
    expect(record.status).toBe('failed');
    expect(record.reason).toContain("Cannot find module 'site/remotes/about/8.0.0/server/container.cjs'");
    expect(record.reason).not.toContain(dataDir);
    expect(JSON.stringify(await getReleaseRecord(app.db, 'about', record.id))).not.toContain(dataDir);
  });

  it('at start, fails a record left verifying and removes leftover candidate and upload folders', async () => {
    const left = await createReleaseRecord(app.db, { remote: 'about', version: '7.0.0', released_by: 'test' });
    await mkdir(path.join(site, 'candidates/about/0b1e2c3d-left-over'), { recursive: true });
    await mkdir(path.join(dataDir, '.release-about-leftover/build'), { recursive: true });
    await app.close();
    app = await createSiteServer({ dataDir, releases: { shellDist } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    expect(await getReleaseRecord(app.db, 'about', left.id)).toMatchObject({
      status: 'failed',
      reason: 'The server stopped while the release was being verified.',
    });
    expect(await candidates()).toEqual([]);
    expect((await readdir(dataDir)).filter((name) => name.startsWith('.release-'))).toEqual([]);
    // And the site goes on releasing.
    expect(await release('after-restart', '1.5.0', ['/about-us/meet-our-team'])).toMatchObject({ status: 'live' });
  });
});

describe('where a renderer serves the pages', () => {
  const served = (timeoutMs: number) => actions(undefined, { timeoutMs });

  it('says live only once the current generation was rendered with the version, and records that moment', async () => {
    const { id, ended } = await start('served', '1.6.0', ['/about-us/meet-our-team'], served(30_000));
    // Named by the registry, not yet served: still verifying.
    await waitFor(async () => (await registryStore(app.db).read()).remotes.about?.version === '1.6.0', {
      what: 'the registry to name 1.6.0',
    });
    expect(await getReleaseRecord(app.db, 'about', id)).toMatchObject({ status: 'verifying' });
    // The renderer's pass: a generation rendered with the registry that names it.
    const draft = await startGeneration(site);
    await writeFile(path.join(draft.dir, 'registry.json'), JSON.stringify(await registryStore(app.db).read()));
    await draft.commit({ shell: 's', nav: 'n', complete: true, pages: {} });
    const switched = Date.now();
    const record = await ended;
    expect(record).toMatchObject({ status: 'live', reason: null });
    expect(new Date(record.updated_at).getTime()).toBeGreaterThanOrEqual(switched - 1000);
  });

  /** The renderer's pass, by hand: a generation of `lane` rendered with that lane's view of the database's registry. */
  const renderPass = async (lane: Lane = 'current') => {
    const lanes = laneRegistries(await registryStore(app.db).read());
    const draft = await startGeneration(site);
    await writeFile(
      path.join(draft.dir, 'registry.json'),
      JSON.stringify(lane === 'canary' ? lanes.canary : lanes.stable),
    );
    await draft.commit({ shell: 's', nav: 'n', complete: true, pages: {} }, lane);
  };
  const statusOf = async (id: string) => (await getReleaseRecord(app.db, 'about', id))?.status;
  /** True when `promise` has not settled within 200 ms. */
  const stillWaiting = (promise: Promise<unknown>) =>
    Promise.race([promise.then(() => false), new Promise((resolve) => setTimeout(() => resolve(true), 200))]);

  /**
   * Releases about `version` as a canary for `percent` % through `using` and plays the renderer's part, so its
   * record says `canary`; returns the accepted record.
   */
  const canaryServed = async (using: ReturnType<typeof served>, label: string, version: string, percent: number) => {
    const request = {
      remote: 'about',
      dist: await fakeRemoteBuild(work, label, {
        entry: { name: 'about', basePaths: ['/about-us'], routes: ['/about-us/meet-our-team'] },
      }),
      version,
      canary: percent,
      released_by: 'test',
      log: () => undefined,
    };
    const accepted = await using.accept(request);
    const completing = using.complete(request, accepted);
    await waitFor(async () => (await registryStore(app.db).read()).remotes.about?.canary?.version === version, {
      what: 'the registry to name the canary',
    });
    await renderPass('canary');
    await writeLanes(site, percent);
    expect(await completing).toMatchObject({ status: 'canary' });
    return accepted;
  };

  it('says live after a promotion, and back to live after a rollback, only once visitors get that version', async () => {
    const using = served(30_000);
    const accepted = await canaryServed(using, 'promoted', '1.8.0', 10);
    const stable = (await registryStore(app.db).read()).remotes.about!.version;

    // Promoted: the registry names it for everyone at once; the records change when a generation serves it.
    const promoting = using.promote('about');
    await waitFor(async () => (await registryStore(app.db).read()).remotes.about?.canary === undefined, {
      what: 'the registry to name 1.8.0 for everyone',
    });
    expect(await stillWaiting(promoting)).toBe(true);
    expect(await statusOf(accepted.id)).toBe('canary');
    await endCanaryLane(site);
    await renderPass();
    await expect(promoting).resolves.toMatchObject({ version: '1.8.0', previous: stable });
    expect(await statusOf(accepted.id)).toBe('live');

    // Rolled back: the earlier version is `live` again once a generation serves it.
    const rolling = using.rollback('about', 'Rolled back by an admin.');
    await waitFor(async () => (await registryStore(app.db).read()).remotes.about?.version === stable, {
      what: 'the registry to name the earlier version',
    });
    expect(await stillWaiting(rolling)).toBe(true);
    expect(await statusOf(accepted.id)).toBe('live');
    await renderPass();
    await expect(rolling).resolves.toMatchObject({ from: '1.8.0', to: stable, canary: false });
    expect(await statusOf(accepted.id)).toBe('rolled_back');
  });

  it('rolls back a canary once no visitor gets a canary page', async () => {
    const using = served(30_000);
    const accepted = await canaryServed(using, 'ended-canary', '1.9.0', 20);

    // The share changed: answered once the buckets give it.
    const sharing = using.setPercent('about', 30);
    expect(await stillWaiting(sharing)).toBe(true);
    await writeLanes(site, 30);
    await expect(sharing).resolves.toMatchObject({ version: '1.9.0', percent: 30 });

    const rolling = using.rollback('about', 'Rolled back by an admin.');
    await waitFor(async () => (await registryStore(app.db).read()).remotes.about?.canary === undefined, {
      what: 'the registry to drop the canary',
    });
    expect(await stillWaiting(rolling)).toBe(true);
    expect(await statusOf(accepted.id)).toBe('canary');
    await endCanaryLane(site);
    await expect(rolling).resolves.toMatchObject({ from: '1.9.0', canary: true });
    expect(await statusOf(accepted.id)).toBe('rolled_back');
  });

  it('answers a retirement once no generation a visitor gets names the remote', async () => {
    const using = served(30_000);
    const retiring = using.retire('about', 'Taken off by an admin.');
    await waitFor(async () => (await registryStore(app.db).read()).remotes.about === undefined, {
      what: 'the registry to drop about',
    });
    expect(await stillWaiting(retiring)).toBe(true);
    await renderPass();
    await expect(retiring).resolves.toMatchObject({ name: 'about' });
  });

  it('says live with the reason when no generation serves it within its time limit', async () => {
    const record = await (await start('never-served', '1.7.0', ['/about-us/meet-our-team'], served(1000))).ended;
    expect(record).toMatchObject({
      status: 'live',
      reason: 'Named by the registry, but no generation of pages served it within 1 s.',
    });
  });
});
