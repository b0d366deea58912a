import type { FastifyInstance } from 'fastify';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { WorkerInput, WorkerOutput } from '../render/page-renderer.ts';
import { siteDir } from '../paths.ts';
import { readRegistry, registryStore } from '../registry.ts';
import { createSiteServer } from '../site/site-server.ts';
import { fakeRemoteBuild, fakeShellDist } from '../test-support/fake-builds.ts';
import { createReleaseActions } from './actions.ts';
import { installRemote } from './install.ts';

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
/** What a visitor got, while each candidate was being verified, at its version's public address. */
const publicDuringVerification: number[] = [];

/** A stand-in render: each page renders unless its path says `broken`. */
async function renderPages(input: WorkerInput): Promise<WorkerOutput> {
  asked.push(input);
  const { version } = input.registry.remotes.about!;
  publicDuringVerification.push((await app.inject({ url: `/remotes/about/${version}/remoteEntry.js` })).statusCode);
  const failed = input.paths
    .filter((p) => p.includes('broken'))
    .map((p) => ({ path: p, reason: 'TypeError: x is undefined' }));
  return { rendered: [], moved: [], failed };
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'release-actions-'));
  site = siteDir(dataDir);
  work = path.join(dataDir, 'work');
  shellDist = await fakeShellDist(path.join(work, 'shell'));
  app = await createSiteServer({ dataDir });
  await app.listen({ port: 0, host: '127.0.0.1' });
  await installRemote({
    site,
    registry: registryStore(app.db, site),
    name: 'about',
    dist: await fakeRemoteBuild(work, 'first'),
    version: '1.0.0',
    shellDist,
    log: () => undefined,
  });
});
afterAll(async () => {
  await app?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const actions = () => {
  const address = app.server.address() as { port: number };
  const apiBase = `http://127.0.0.1:${address.port}`;
  return createReleaseActions({
    db: app.db,
    site,
    registry: registryStore(app.db, site),
    shellDist,
    verify: { apiBase, publicUrl: apiBase, renderPages },
  });
};

/** Accepts and completes a release as the release call does; returns the record as it ends. */
async function release(label: string, version: string, routes: string[]) {
  const entry = { name: 'about', basePaths: ['/about-us'], routes };
  const request = {
    remote: 'about',
    dist: await fakeRemoteBuild(work, label, { entry }),
    version,
    released_by: 'test',
    log: () => undefined,
  };
  const accepted = await actions().accept(request);
  expect(accepted).toMatchObject({ version, status: 'verifying' });
  return actions().complete(request, accepted);
}

it('renders the candidate’s pages with the candidate in the registry, and releases it when they render', async () => {
  const routes = ['/about-us/meet-our-team', '/about-us/history'];
  expect(await release('good', '1.1.0', routes)).toMatchObject({ version: '1.1.0', status: 'live', reason: null });
  expect((await readRegistry(site)).remotes.about).toMatchObject({ version: '1.1.0', previous: { version: '1.0.0' } });
  expect(asked.at(-1)).toMatchObject({ paths: routes, registry: { remotes: { about: { version: '1.1.0' } } } });
  expect(asked.at(-1)!.registry.remotes.about!.previous).toBeUndefined();
  // Verified from a candidate folder nothing serves; public only once it passed.
  expect(asked.at(-1)!.registry.remotes.about!.entry).toMatch(/^\/candidates\/about\/[0-9a-f-]{36}\/remoteEntry\.js$/);
  expect(publicDuringVerification.at(-1)).toBe(404);
  expect((await app.inject({ url: '/remotes/about/1.1.0/remoteEntry.js' })).statusCode).toBe(200);
});

it('fails a candidate whose page does not render, with the reason, leaving no folder and no registry change', async () => {
  const before = await readRegistry(site);
  const ended = await release('bad', '1.2.0', ['/about-us/meet-our-team', '/about-us/broken']);
  expect(ended.status).toBe('failed');
  expect(ended.reason).toContain('/about-us/broken: TypeError: x is undefined');
  expect(await readRegistry(site)).toEqual(before);
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
