import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { siteDir } from '../paths.ts';
import { pagesDir } from '../render/generations.ts';
import { SERVED_PAGE, viewsOf, writeServedGeneration } from '../test-support/served-pages.ts';
import { createSiteServer } from './site-server.ts';
import { BUCKET_HEADER, DOCUMENT_HEADER, GENERATION_HEADER, SERVED_VIEW_PATH } from './served-view-route.ts';

/**
 * The documents nginx serves from the disk, reported by its mirror: counted per lane and version only when the
 * site's trusted proxy (TRUST_PROXY) reports them, under the per-address limit the server's own documents share.
 */

jest.setTimeout(30_000);

let dataDir: string;
let app: FastifyInstance;
const PAGE = SERVED_PAGE;
/** A generation nginx may serve before this server's next look at the lanes. */
const NEWER = 'g0000000003-0000abcd';
let newer: string;
/** nginx's address as the instances see it, trusted by TRUST_PROXY. */
const PROXY = '127.0.0.1';

/** nginx's mirror of a visitor at `client` in `bucket` opening `document`, as site.conf sends it. */
const mirrored = (
  document: string,
  bucket: string,
  client: string,
  extra: { method?: 'GET' | 'HEAD'; remoteAddress?: string; headers?: Record<string, string> } = {},
) =>
  app.inject({
    method: extra.method ?? 'GET',
    url: SERVED_VIEW_PATH,
    remoteAddress: extra.remoteAddress ?? PROXY,
    headers: {
      [DOCUMENT_HEADER]: document,
      [BUCKET_HEADER]: bucket,
      'x-forwarded-for': client,
      'x-real-ip': client,
      ...extra.headers,
    },
  });

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'served-view-'));
  const site = siteDir(dataDir);
  // The two lanes as the renderer leaves them, the canary for buckets 00–09.
  await symlink(await writeServedGeneration(site, 'g000000001-stable', '1.0.0'), path.join(pagesDir(site), 'current'));
  await symlink(await writeServedGeneration(site, 'g000000002-canary', '2.0.0'), path.join(pagesDir(site), 'canary'));
  await writeFile(path.join(pagesDir(site), 'lanes.json'), JSON.stringify({ percent: 10 }));
  // Rendered and just linked as current, for all this server knows: it has not looked since.
  newer = await writeServedGeneration(site, NEWER, '3.0.0');
  process.env.TRUST_PROXY = PROXY;
  try {
    app = await createSiteServer({ dataDir, viewFlushMs: 60_000 });
  } finally {
    delete process.env.TRUST_PROXY;
  }
});
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});
afterEach(async () => {
  await app.rendering.views.flush();
  await app.db.execute(sql`delete from release_page_views`);
});

it("counts a document nginx served through the trusted proxy as a view of its lane's versions", async () => {
  const canary = await mirrored(PAGE, '05', '192.0.2.1');
  expect([canary.statusCode, canary.body, canary.headers['cache-control']]).toEqual([204, '', 'no-store']);
  await mirrored(`${PAGE}/?utm_source=letter`, '50', '192.0.2.1');
  await mirrored(PAGE, '99', '192.0.2.2, 192.0.2.1');
  expect(await viewsOf(app, '2.0.0')).toBe(1);
  expect(await viewsOf(app, '1.0.0')).toBe(2);
});

it('counts a document in the generation nginx says it served it from, which this server may not have seen yet', async () => {
  await mirrored(PAGE, '50', '192.0.2.30', { headers: { [GENERATION_HEADER]: newer } });
  await mirrored(PAGE, '05', '192.0.2.31', { headers: { [GENERATION_HEADER]: newer } });
  expect(await viewsOf(app, '3.0.0')).toBe(2);
  expect(await viewsOf(app, '1.0.0')).toBe(0);
  expect(await viewsOf(app, '2.0.0')).toBe(0);
  // No generation of that name, not a generation's form, or no page of it: nothing.
  for (const generation of [
    path.join(path.dirname(newer), 'g0000000009-0000abcd'),
    path.join(path.dirname(newer), 'lanes'),
    '/',
  ]) {
    await mirrored(PAGE, '50', '192.0.2.32', { headers: { [GENERATION_HEADER]: generation } });
  }
  await mirrored('/about-us/none', '50', '192.0.2.32', { headers: { [GENERATION_HEADER]: newer } });
  expect(await viewsOf(app, '3.0.0')).toBe(2);
  expect(await viewsOf(app, '1.0.0')).toBe(0);
});

it('counts nothing from a direct request, an unknown or other file, a HEAD, or what Node serves itself', async () => {
  const refused = [
    // Straight from the internet, or from the proxy's machine without a client: not the proxy's report.
    mirrored(PAGE, '05', '192.0.2.1', { remoteAddress: '203.0.113.9' }),
    app.inject({
      url: SERVED_VIEW_PATH,
      remoteAddress: PROXY,
      headers: { [DOCUMENT_HEADER]: PAGE, [BUCKET_HEADER]: '05' },
    }),
    // No page there, not a page's document, another spelling, no bucket.
    mirrored('/about-us/none', '05', '192.0.2.3'),
    mirrored('/sitemap.xml', '05', '192.0.2.3'),
    mirrored('/about-us//history', '05', '192.0.2.3'),
    mirrored(PAGE, '5', '192.0.2.3'),
    mirrored(PAGE, '', '192.0.2.3'),
    mirrored('about-us/history', '05', '192.0.2.3'),
    mirrored(PAGE, '05', '192.0.2.3', { method: 'HEAD' }),
    // A preview's and a pinned browser's documents: nginx passes them to an instance, which counts them itself.
    mirrored(`${PAGE}?preview=not-a-token`, '05', '192.0.2.3'),
    mirrored(PAGE, '05', '192.0.2.3', { headers: { cookie: 'rr_bucket=05; rr_pin=unknown' } }),
  ];
  for (const answer of await Promise.all(refused)) {
    expect([answer.statusCode, answer.body]).toEqual([204, '']);
  }
  expect(await viewsOf(app, '2.0.0')).toBe(0);
});

it('keeps the per-address limit, shared with the documents Node serves itself', async () => {
  const client = '198.51.100.7';
  for (let i = 0; i < 20; i += 1) {
    const served = await app.inject({
      url: PAGE,
      remoteAddress: PROXY,
      headers: { cookie: 'rr_bucket=05', 'x-forwarded-for': client },
    });
    expect(served.statusCode).toBe(200);
  }
  for (let i = 0; i < 20; i += 1) await mirrored(PAGE, '05', client);
  expect(await viewsOf(app, '2.0.0')).toBe(30);
  // Another address still counts.
  await mirrored(PAGE, '05', '198.51.100.8');
  expect(await viewsOf(app, '2.0.0')).toBe(31);
});
