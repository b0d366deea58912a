import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { WorkerInput, WorkerOutput } from '../render/page-renderer.ts';
import { siteDir } from '../paths.ts';
import { registryStore } from '../registry.ts';
import { createSiteServer } from '../site/site-server.ts';
import { brokenPagesOf, fakeRemoteBuild, fakeShellDist, installFirstAbout } from '../test-support/fake-builds.ts';
import { getReleaseRecord } from '@site/api/ops';
import { createReleaseActions } from './actions.ts';
import { THIS_MACHINE } from './local-release.ts';
import { startRelease } from './start-release.ts';

/**
 * One start of a release for the release route and the stopped site's command: accepted, audited and its
 * previous version read before its verification starts; its completion resolves with the record as it ends, a
 * failed one too; a release refused at once is neither recorded nor audited.
 */

jest.setTimeout(30_000);

let dataDir: string;
let work: string;
let shellDist: string;
let app: FastifyInstance;
/** Opened by a test to let the verification under way end. */
let openGate: () => void = () => undefined;
let gate: Promise<void> = Promise.resolve();
/** The audit log's release lines as each verification started. */
const auditedAtRender: string[][] = [];

/** The release lines of the audit log, oldest first. */
const audited = async () =>
  (
    (await app.db.execute(
      sql`select user_email, summary from audit_log where entity = 'deploy_token' and action = 'release' order by id`,
    )) as unknown as { rows: { user_email: string; summary: string }[] }
  ).rows.map((row) => `${row.user_email}: ${row.summary}`);

/** A stand-in render: waits at the gate, then renders every page unless its path says `broken`. */
async function renderPages(input: WorkerInput): Promise<WorkerOutput> {
  auditedAtRender.push(await audited());
  await gate;
  return { rendered: [], moved: [], failed: brokenPagesOf(input.paths) };
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'start-release-'));
  work = path.join(dataDir, 'work');
  shellDist = await fakeShellDist(path.join(work, 'shell'));
  app = await createSiteServer({ dataDir });
  await app.listen({ port: 0, host: '127.0.0.1' });
  await installFirstAbout({ site: siteDir(dataDir), db: app.db, work, shellDist });
});

afterAll(async () => {
  await app?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const actions = () => {
  const apiBase = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  return createReleaseActions({
    db: app.db,
    site: siteDir(dataDir),
    registry: registryStore(app.db),
    shellDist,
    verify: { apiBase, publicUrl: apiBase, renderPages },
  });
};

/** A release request of about at `version`, its build's pages at `routes`. */
const requestOf = async (label: string, version: string, routes: string[], extra: { canary?: number } = {}) => ({
  remote: 'about',
  dist: await fakeRemoteBuild(work, label, { entry: { name: 'about', basePaths: ['/about-us'], routes } }),
  version,
  released_by: THIS_MACHINE.email,
  ...extra,
  log: () => undefined,
});

const machine = { actor: THIS_MACHINE, tokenId: null };

it('accepts and audits the release and reads the version it replaces before its verification starts', async () => {
  gate = new Promise((resolve) => (openGate = resolve));
  const request = await requestOf('good', '1.1.0', ['/about-us/meet-our-team']);
  const started = await startRelease(actions(), app.db, request, machine);

  expect(started.record).toMatchObject({ remote: 'about', version: '1.1.0', status: 'verifying' });
  expect(started.previous).toBe('1.0.0');
  expect(await getReleaseRecord(app.db, 'about', started.record.id)).toMatchObject({ status: 'verifying' });
  const line = `${THIS_MACHINE.email}: about 1.1.0`;
  expect(await audited()).toEqual([line]);

  openGate();
  await expect(started.completion).resolves.toMatchObject({ id: started.record.id, status: 'live' });
  // The line was there when the verification began, not written once it ended.
  expect(auditedAtRender.at(-1)).toEqual([line]);
  expect((await registryStore(app.db).read()).remotes.about).toMatchObject({ version: '1.1.0' });
});

it('resolves the completion with the failed record, audited all the same, when the verification refuses it', async () => {
  gate = Promise.resolve();
  const request = await requestOf('broken', '1.2.0', ['/about-us/meet-our-team', '/about-us/broken'], { canary: 10 });
  const started = await startRelease(actions(), app.db, request, machine);

  expect(started.previous).toBe('1.1.0');
  const ended = await started.completion;
  expect(ended).toMatchObject({ id: started.record.id, status: 'failed' });
  expect(ended.reason).toContain('/about-us/broken: TypeError: x is undefined');
  expect((await audited()).at(-1)).toBe(`${THIS_MACHINE.email}: about 1.2.0 as a canary for 10 % of visitors`);
  expect((await registryStore(app.db).read()).remotes.about).toMatchObject({ version: '1.1.0' });
  expect((await registryStore(app.db).read()).remotes.about?.canary).toBeUndefined();
});

it('throws the refusal of a release refused at once, with no record and no audit line', async () => {
  const before = await audited();
  const request = await requestOf('taken', '1.1.0', ['/about-us/meet-our-team']);
  await expect(startRelease(actions(), app.db, request, machine)).rejects.toMatchObject({ status: 409 });
  expect(await audited()).toEqual(before);
  const records = (await app.db.execute(sql`select version from release_records order by created_at`)) as unknown as {
    rows: { version: string }[];
  };
  expect(records.rows.map((row) => row.version)).toEqual(['1.1.0', '1.2.0']);
});
