import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { mkdtemp, readlink, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { c as createTar } from 'tar';
import { createDeployToken } from '@site/api/ops';
import type { Registry } from '@site/contracts/types';
import { remoteForPath } from '@site/contracts/registry';
import { siteDir } from '../paths.ts';
import { readServedRegistry, registryStore } from '../registry.ts';
import { BUCKETS, bucketName, lanesDir } from '../render/generations.ts';
import type { RenderedPage, WorkerInput, WorkerOutput } from '../render/page-renderer.ts';
import { createRenderer, type Renderer } from '../render/renderer.ts';
import { createSiteServer } from '../site/site-server.ts';
import { fakeRemoteBuild, fakeShellDist, installFirstAbout } from '../test-support/fake-builds.ts';
import { waitFor } from '@site/test-support/wait-for';

/**
 * A private preview before any visitor (docs/design.md#releases): a canary for 0 % is installed and named, but
 * the renderer gives no bucket to it, so every visitor keeps the stable pages; its preview link pins each
 * browser that opens it to the canary; the team's token then gives it a share, and the lanes follow.
 */

jest.setTimeout(60_000);

const SITE_URL = 'https://www.riverbend.example';
const PAGE = '/about-us/meet-our-team';
const TEMPLATE =
  '<!doctype html><html><head><title>x</title></head><body><div id=root></div>' +
  '<script id=site-data type=application/json><!--SITE_DATA--></script></body></html>';

let dataDir: string;
let site: string;
let work: string;
let app: FastifyInstance;
let renderer: Renderer;
let aboutToken: string;
let servicesToken: string;

/**
 * A stand-in for the render sandbox: each page rendered as a heading, recording the owning remote at the version
 * its lane's registry names, as the shell's render does.
 */
async function renderPages(input: WorkerInput): Promise<WorkerOutput> {
  const rendered = input.paths.map((pagePath): RenderedPage => {
    const owner = remoteForPath(input.registry, pagePath)?.name;
    const remote = owner ? input.registry.remotes[owner] : undefined;
    return {
      path: pagePath,
      html: `<main><h1>${pagePath}</h1></main>`,
      swrData: {},
      title: `Title of ${pagePath}`,
      description: `About ${pagePath}`,
      remotes: owner && remote ? { [owner]: remote.version } : {},
      assets: { styles: [], preloads: [] },
    };
  });
  return { rendered, moved: [], failed: [] };
}

/** The site data a document inlines: its registry, with `pinned` for a pinned browser. */
const siteDataOf = (html: string) =>
  JSON.parse(/<script id="?site-data"?[^>]*>(.*?)<\/script>/s.exec(html)![1]!) as { registry: Registry };

/** The version of about the document at PAGE names, for a browser with `cookie`; and its answer. */
async function aboutFor(cookie?: string) {
  const answer = await app.inject({ url: PAGE, headers: cookie ? { cookie } : {} });
  expect(answer.statusCode).toBe(200);
  return { version: siteDataOf(answer.body).registry.remotes.about?.version, answer };
}

/** Where each bucket's link leads, as nginx and the Node server read the lanes. */
const laneLinks = async () =>
  Promise.all(Array.from({ length: BUCKETS }, (_, bucket) => readlink(path.join(lanesDir(site), bucketName(bucket)))));

/** A renderer's pass, then the server's look at the lanes. */
async function renderPass() {
  const pass = await renderer.pass(await registryStore(app.db).read());
  await app.rendering.refresh();
  return pass;
}

const call = (method: 'POST' | 'PUT', action: string, token: string, payload?: object) =>
  app.inject({
    method,
    url: `/api/releases/about/${action}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload && { payload }),
  });

async function archiveOf(dir: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of createTar({ gzip: true, cwd: dir, portable: true }, ['.'])) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'release-preview-'));
  site = siteDir(dataDir);
  work = path.join(dataDir, 'work');
  const shellDist = await fakeShellDist(path.join(work, 'shell'));
  await writeFile(path.join(shellDist, 'index.html'), TEMPLATE);
  app = await createSiteServer({
    dataDir,
    siteUrl: SITE_URL,
    // The server looks at the lanes when the test says (renderPass), and the release waits until it is served.
    generationPollMs: 600_000,
    releases: { shellDist, awaitServed: { timeoutMs: 10_000 } },
  });
  const apiBase = await app.listen({ port: 0, host: '127.0.0.1' });
  await installFirstAbout({ site, db: app.db, work, shellDist });
  renderer = createRenderer({ site, shellDist, apiBase, publicUrl: SITE_URL, log: () => undefined, renderPages });
  await renderPass();
  const admin = { id: null, email: 'ops@riverbend.example' };
  aboutToken = (await createDeployToken(app.db, admin, { remote: 'about', label: 'about team CI' })).token;
  servicesToken = (await createDeployToken(app.db, admin, { remote: 'services', label: 'services team CI' })).token;
}, 120_000);

afterAll(async () => {
  await app?.close();
  await rm(dataDir, { recursive: true, force: true });
});

it('keeps a released registry in the database and in the generation rendered with it, not in the site folder', async () => {
  expect(existsSync(path.join(site, 'registry.json'))).toBe(false);
  const served = await readServedRegistry(site);
  expect(served?.remotes.about?.version).toBe('1.0.0');
  expect(served).toEqual(await registryStore(app.db).read());
});

it('refuses a preview link while the remote has no canary, and to another remote’s token', async () => {
  const none = await call('POST', 'preview-link', aboutToken);
  expect(none.statusCode).toBe(409);
  expect(none.json().error.message).toMatch(/about has no canary to preview/);
  expect((await call('POST', 'preview-link', servicesToken)).statusCode).toBe(403);
});

it('releases a canary for 0 %: named and recorded as the canary, and no bucket is given it', async () => {
  const upload = await app.inject({
    method: 'POST',
    url: '/api/releases/about?version=2.0.0&canary=0',
    headers: { 'content-type': 'application/gzip', authorization: `Bearer ${aboutToken}` },
    payload: await archiveOf(await fakeRemoteBuild(work, 'second')),
  });
  expect(upload.statusCode).toBe(202);
  const { id } = upload.json<{ id: string }>();
  const record = await waitFor(
    async () => {
      const read = await app.inject({
        url: `/api/releases/about/${id}`,
        headers: { authorization: `Bearer ${aboutToken}` },
      });
      const body = read.json<{ status: string }>();
      return body.status === 'verifying' ? undefined : body;
    },
    { what: 'the release to leave verifying', timeoutMs: 15_000, intervalMs: 20 },
  );
  // Served at once: no visitor is to be given it, and none is (no wait until SERVE_TIMEOUT_MS, no reason).
  expect(record).toMatchObject({ status: 'canary', percent: 0, reason: null });
  expect((await registryStore(app.db).read()).remotes.about).toMatchObject({
    version: '1.0.0',
    canary: { version: '2.0.0', percent: 0 },
  });

  // The renderer gives it no lane: every bucket stays on the current generation.
  const pass = await renderPass();
  expect(pass).toMatchObject({ percent: 0 });
  expect(pass.canary).toBeUndefined();
  expect(new Set(await laneLinks())).toEqual(new Set(['../current']));
  // A new visitor, and one in bucket 00, the first a share would take: the stable version.
  const newcomer = await aboutFor();
  expect(newcomer.answer.headers['set-cookie']).toMatch(/^rr_bucket=\d\d;/);
  expect(newcomer.version).toBe('1.0.0');
  expect((await aboutFor('rr_bucket=00')).version).toBe('1.0.0');
});

it('hands out a preview link that pins each browser opening it to the canary; others stay on the stable version', async () => {
  const made = await call('POST', 'preview-link', aboutToken);
  expect(made.statusCode).toBe(201);
  const link = made.json<{ remote: string; url: string; version: string; expires_at: string }>();
  expect(link).toMatchObject({ remote: 'about', version: '2.0.0' });
  expect(link.url).toMatch(new RegExp(`^${SITE_URL}/_site/handover/[\\w-]{43}$`));
  expect(Date.parse(link.expires_at) - Date.now()).toBeGreaterThan(23 * 60 * 60 * 1000);
  const audit = (await app.db.execute(
    sql`select user_email, summary from audit_log where summary like '%preview link%'`,
  )) as { rows: { user_email: string; summary: string }[] };
  expect(audit.rows).toEqual([
    { user_email: 'deploy token "about team CI" (#1)', summary: expect.stringMatching(/^about canary 2\.0\.0:/) },
  ]);

  // Two reviewers open the same link: each lands on the canary's first page, pinned to it.
  for (const reviewer of [1, 2]) {
    const opened = await app.inject({ url: new URL(link.url).pathname });
    expect([reviewer, opened.statusCode, opened.headers.location]).toEqual([reviewer, 303, PAGE]);
    const pin = String(opened.headers['set-cookie']).split(';')[0]!;
    expect(pin).toMatch(/^rr_pin=/);
    const { version, answer } = await aboutFor(`rr_bucket=50; ${pin}`);
    expect(version).toBe('2.0.0');
    expect(siteDataOf(answer.body).registry.pinned).toEqual({ about: '2.0.0' });
    expect(answer.headers['cache-control']).toBe('no-store');
  }
  // A browser without the link, in any bucket: the stable version, unpinned.
  for (const bucket of ['00', '50']) {
    const { version, answer } = await aboutFor(`rr_bucket=${bucket}`);
    expect(version).toBe('1.0.0');
    expect(siteDataOf(answer.body).registry.pinned).toBeUndefined();
  }
});

it('moves the preview to a share with the team’s token, and the lanes then give the share the canary', async () => {
  expect((await call('PUT', 'canary', servicesToken, { percent: 10 })).statusCode).toBe(403);
  for (const percent of [100, -1, 2.5, '10']) {
    expect([percent, (await call('PUT', 'canary', aboutToken, { percent })).statusCode]).toEqual([percent, 400]);
  }
  // Answered once the share is served: after the renderer's pass that gives it its buckets.
  const setting = call('PUT', 'canary', aboutToken, { percent: 10 });
  await waitFor(async () => (await registryStore(app.db).read()).remotes.about?.canary?.percent === 10, {
    what: 'the registry to give the canary 10 %',
  });
  const pass = await renderPass();
  expect(pass).toMatchObject({ percent: 10, canary: { outcome: 'rendered' } });
  const set = await setting;
  expect([set.statusCode, set.json()]).toEqual([200, { remote: 'about', version: '2.0.0', percent: 10 }]);
  const links = await laneLinks();
  expect(links.slice(0, 10)).toEqual(Array(10).fill('../canary'));
  expect(new Set(links.slice(10))).toEqual(new Set(['../current']));
  expect((await aboutFor('rr_bucket=05')).version).toBe('2.0.0');
  expect((await aboutFor('rr_bucket=10')).version).toBe('1.0.0');

  // Ended, there is no canary to preview.
  const rolling = call('POST', 'rollback', aboutToken);
  await waitFor(async () => (await registryStore(app.db).read()).remotes.about?.canary === undefined, {
    what: 'the registry to end the canary',
  });
  expect((await call('POST', 'preview-link', aboutToken)).statusCode).toBe(409);
  // Answered once no visitor gets the canary: after the pass that ends its lane.
  await renderPass();
  expect((await rolling).statusCode).toBe(200);
  expect(new Set(await laneLinks())).toEqual(new Set(['../current']));
});
