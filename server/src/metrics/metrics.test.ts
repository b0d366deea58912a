import type { FastifyInstance } from 'fastify';
import { adminSession } from '@site/test-support/admin-session';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import parsePrometheusTextFormat, { type ParsedFamily } from 'parse-prometheus-text-format';
import { provisionAccount } from '@site/api/admin-provision';
import { enqueueRender, keepCanaryJudgement, updateRegistryState } from '@site/api/ops';
import { siteDir } from '../paths.ts';
import { startCoordinator } from '../render/coordinator.ts';
import { startGeneration, writeCompressed } from '../render/generations.ts';
import type { PassResult } from '../render/renderer.ts';
import { createSiteServer } from '../site/site-server.ts';
import { requestKind } from './metrics.ts';
import { metricsTokenFrom } from './metrics-routes.ts';

/**
 * GET /metrics (docs/design.md#metrics): who may read it, that Prometheus' text format parser reads it, that
 * its figures follow what the site did, and that no request can add a series.
 */

jest.setTimeout(60_000);

const SITE = 'http://localhost:8080';
const ADMIN_ORIGIN = 'http://admin.localhost:8080';
const PUBLIC_HOST = 'localhost:8080';
const ADMIN_HOST = 'admin.localhost:8080';
const TOKEN = 'metrics-token-for-the-tests-0123456789';
const OUTSIDE = '203.0.113.9';
const ADMIN = { email: 'metrics.admin@riverbend.example', name: 'Metrics Admin', password: 'a long test passphrase' };
const EDITOR = { email: 'metrics.editor@riverbend.example', name: 'Metrics Editor', password: 'an editor passphrase' };

let dataDir: string;
let app: FastifyInstance;
let adminCookie: string;
let editorCookie: string;
const tokenBefore = process.env.METRICS_TOKEN;

/** A GET of `url` on `host` from `remoteAddress` (loopback unless told) with `headers`. */
const get = (url: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1', host = PUBLIC_HOST) =>
  app.inject({ method: 'GET', url, headers: { host, ...headers }, remoteAddress });

/** Scrapes from loopback and parses the text; fails the test on a line the parser does not take. */
async function scrape(): Promise<ParsedFamily[]> {
  return (await scrapeText()).families;
}
async function scrapeText(): Promise<{ text: string; families: ParsedFamily[] }> {
  const answer = await get('/metrics');
  expect(answer.statusCode).toBe(200);
  return { text: answer.body, families: parsePrometheusTextFormat(answer.body) };
}

/**
 * The `_count` line of histogram `name`'s series with `labels`, as Prometheus' text format writes it. The
 * parser folds a labelled histogram into one series (yunyu/parse-prometheus-text-format#13), so a test reads
 * such a count as the exact line it expects.
 */
const countLine = (name: string, labels: string, count: number) => `\n${name}_count{${labels}} ${count}\n`;

/** The family `name` of a scrape. */
function family(families: ParsedFamily[], name: string): ParsedFamily {
  const found = families.find((f) => f.name === name);
  if (!found) throw new Error(`no family ${name} in the scrape`);
  return found;
}

/** The value of `name`'s sample with exactly `labels` (none: the unlabelled one), as a number. */
function value(families: ParsedFamily[], name: string, labels: Record<string, string> = {}): number {
  const sample = family(families, name).metrics.find((m) => JSON.stringify(m.labels ?? {}) === JSON.stringify(labels));
  if (!sample) throw new Error(`no sample ${name}${JSON.stringify(labels)}`);
  return Number(sample.value ?? sample.count);
}

/** Every series of the site's own families, as `name{labels}` (histograms by their labels alone). */
function siteSeries(families: ParsedFamily[]): string[] {
  return families
    .filter((f) => f.name.startsWith('site_'))
    .flatMap((f) => f.metrics.map((m) => `${f.name}${JSON.stringify(m.labels ?? {})}`))
    .sort();
}

beforeAll(async () => {
  process.env.METRICS_TOKEN = TOKEN;
  dataDir = await mkdtemp(path.join(tmpdir(), 'metrics-'));
  const pgliteDir = path.join(dataDir, 'db');
  await provisionAccount({ pgliteDir, ...ADMIN, role: 'admin' });
  await provisionAccount({ pgliteDir, ...EDITOR, role: 'editor' });
  app = await createSiteServer({ dataDir, siteUrl: SITE, adminUrl: ADMIN_ORIGIN });
  const site = siteDir(dataDir);
  const draft = await startGeneration(site);
  await writeCompressed(draft.dir, 'index.html', '<h1>Home</h1>');
  await writeCompressed(draft.dir, 'about-us/leadership/index.html', '<h1>Leadership</h1>');
  await writeCompressed(draft.dir, '404.html', '<h1>Page Not Found</h1>');
  await draft.commit({ shell: 's', nav: 'n', complete: true, pages: {} });
  await app.rendering.refresh();
  // One remote with a canary, released a minute ago: the reports below judge against it.
  const released = new Date(Date.now() - 60_000).toISOString();
  await updateRegistryState(app.db, (state) => {
    state.registry.remotes.about = {
      version: '1.0.0',
      entry: '/remotes/about/1.0.0/remoteEntry.js',
      released_at: released,
      basePaths: ['/about-us'],
      canary: {
        version: '1.1.0',
        entry: '/remotes/about/1.1.0/remoteEntry.js',
        released_at: released,
        percent: 10,
        basePaths: ['/about-us'],
      },
    };
  });
  adminCookie = await adminSession(app, ADMIN, ADMIN_ORIGIN);
  editorCookie = await adminSession(app, EDITOR, ADMIN_ORIGIN);
});

afterAll(async () => {
  await app?.close();
  await rm(dataDir, { recursive: true, force: true });
  if (tokenBefore === undefined) delete process.env.METRICS_TOKEN;
  else process.env.METRICS_TOKEN = tokenBefore;
});

describe('who may read /metrics', () => {
  const refused = (answer: { statusCode: number; headers: Record<string, unknown>; body: string }) => {
    expect([answer.statusCode, answer.headers['cache-control'], answer.body]).toEqual([
      401,
      'no-store',
      expect.stringContaining('"code":"unauthorized"'),
    ]);
    expect(answer.body).not.toContain('site_');
  };

  it('refuses a caller from elsewhere without the token, with a wrong one or with a session', async () => {
    refused(await get('/metrics', {}, OUTSIDE));
    refused(await get('/metrics', { authorization: `Bearer ${TOKEN}x` }, OUTSIDE));
    refused(await get('/metrics', { authorization: `Bearer ${TOKEN.slice(0, -1)}` }, OUTSIDE));
    refused(await get('/metrics', { authorization: TOKEN }, OUTSIDE));
    refused(await get('/metrics', { cookie: adminCookie }, OUTSIDE));
  });

  it('refuses loopback through a proxy on this machine without the token', async () => {
    refused(await get('/metrics', { 'x-forwarded-for': OUTSIDE }));
    refused(await get('/metrics', { via: '1.1 nginx' }));
  });

  it('answers the right token from anywhere, and loopback without one, never to be cached', async () => {
    for (const answer of [
      await get('/metrics', { authorization: `Bearer ${TOKEN}` }, OUTSIDE),
      await get('/metrics', { authorization: `Bearer ${TOKEN}`, 'x-forwarded-for': OUTSIDE }),
      await get('/metrics'),
      await get('/metrics', {}, '::1'),
    ]) {
      expect([answer.statusCode, answer.headers['cache-control']]).toEqual([200, 'no-store']);
      expect(answer.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
      expect(answer.body).toContain('# TYPE site_http_requests_total counter');
    }
  });

  it("answers an admin's session on the admin origin at /api/admin/metrics, and no one else there", async () => {
    const forAdmin = await get('/api/admin/metrics', { cookie: adminCookie }, OUTSIDE, ADMIN_HOST);
    expect([forAdmin.statusCode, forAdmin.headers['cache-control']]).toEqual([200, 'no-store']);
    expect(forAdmin.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(family(parsePrometheusTextFormat(forAdmin.body), 'site_http_requests_total').type).toBe('COUNTER');

    const statusOf = async (headers: Record<string, string>, host = ADMIN_HOST) =>
      (await get('/api/admin/metrics', headers, OUTSIDE, host)).statusCode;
    expect(await statusOf({})).toBe(401);
    expect(await statusOf({ cookie: 'admin_session=not-a-session' })).toBe(401);
    expect(await statusOf({ cookie: editorCookie })).toBe(403);
    // The public origin has no admin API at all, cookie or not, token or not.
    expect(await statusOf({ cookie: adminCookie }, PUBLIC_HOST)).toBe(404);
    expect(await statusOf({ authorization: `Bearer ${TOKEN}` }, PUBLIC_HOST)).toBe(404);
    // The admin's origin serves only the admin: its /metrics is nothing, even from this machine.
    expect((await get('/metrics', { cookie: adminCookie }, '127.0.0.1', ADMIN_HOST)).statusCode).toBe(404);
  });
});

describe('what /metrics says', () => {
  it('counts requests, render passes, the queues, generations, canaries and client error reports', async () => {
    const before = await scrape();
    const pages2xx = value(before, 'site_http_requests_total', { kind: 'page', status_class: '2xx' });
    const api2xx = value(before, 'site_http_requests_total', { kind: 'api', status_class: '2xx' });
    const pages4xx = value(before, 'site_http_requests_total', { kind: 'page', status_class: '4xx' });

    expect((await get('/about-us/leadership')).statusCode).toBe(200);
    expect((await get('/no-such-page')).statusCode).toBe(404);
    expect((await get('/api/settings')).statusCode).toBe(200);
    const report = (version: string) =>
      app.inject({
        method: 'POST',
        url: '/api/client-errors',
        headers: { host: PUBLIC_HOST },
        remoteAddress: OUTSIDE,
        payload: { remote: 'about', version, message: 'boom', path: '/about-us/leadership' },
      });
    expect((await report('1.1.0')).statusCode).toBe(204); // the canary's: stored
    expect((await report('0.9.0')).statusCode).toBe(204); // no version live: ignored

    // Two render passes through the coordinator, the first failing, as the server's own coordinator reports them.
    await mkdir(path.join(dataDir, 'shell'), { recursive: true });
    let calls = 0;
    const coordinator = startCoordinator({
      db: app.db,
      shellDist: path.join(dataDir, 'shell'),
      pollMs: 20,
      failedPassBackoffMs: 1,
      log: () => undefined,
      onPass: (pass) => app.siteMetrics.observePass(pass),
      runPass: async (): Promise<PassResult> => {
        calls += 1;
        if (calls === 1) throw new Error('the render worker crashed');
        return {
          generation: 'g1',
          outcome: 'rendered',
          rendered: ['/', '/about-us/leadership'],
          failed: ['/news'],
          canary: { generation: 'g2', outcome: 'rendered', rendered: ['/about-us/leadership'], failed: [] },
          percent: 10,
          ms: 5,
        };
      },
    });
    await coordinator.idle();
    await coordinator.close();
    // Work waiting: one render job and one mail to the admins.
    await enqueueRender(app.db, 'metrics test');
    await app.db.execute(sql`insert into ops_mail (subject, body, mail_status) values ('s', 'b', 'pending')`);

    const { text, families: after } = await scrapeText();
    expect(value(after, 'site_http_requests_total', { kind: 'page', status_class: '2xx' })).toBe(pages2xx + 1);
    expect(value(after, 'site_http_requests_total', { kind: 'page', status_class: '4xx' })).toBe(pages4xx + 1);
    // The settings and the two reports (204).
    expect(value(after, 'site_http_requests_total', { kind: 'api', status_class: '2xx' })).toBe(api2xx + 3);
    // Each request counted is timed once.
    expect(family(after, 'site_http_request_duration_seconds').type).toBe('HISTOGRAM');
    const pageRequests = ['1xx', '2xx', '3xx', '4xx', '5xx']
      .map((status_class) => value(after, 'site_http_requests_total', { kind: 'page', status_class }))
      .reduce((a, b) => a + b);
    expect(text).toContain(countLine('site_http_request_duration_seconds', 'kind="page"', pageRequests));
    const pageSeconds = Number(/\nsite_http_request_duration_seconds_sum\{kind="page"\} (\S+)\n/.exec(text)?.[1]);
    expect(pageSeconds).toBeGreaterThan(0);
    expect(pageSeconds).toBeLessThan(60);

    expect(family(after, 'site_render_pass_duration_seconds').type).toBe('HISTOGRAM');
    for (const [outcome, count] of Object.entries({ failed: 1, rendered: 1, switched: 0, unchanged: 0 })) {
      expect(text).toContain(countLine('site_render_pass_duration_seconds', `outcome="${outcome}"`, count));
    }
    expect(value(after, 'site_render_pages_total', { result: 'rendered' })).toBe(3);
    expect(value(after, 'site_render_pages_total', { result: 'failed' })).toBe(1);

    expect(value(after, 'site_render_queue_depth')).toBe(1);
    const oldest = value(after, 'site_render_queue_oldest_job_age_seconds');
    expect(oldest).toBeGreaterThanOrEqual(0);
    expect(oldest).toBeLessThan(60);
    const age = value(after, 'site_generation_age_seconds', { lane: 'stable' });
    expect(age).toBeGreaterThanOrEqual(0);
    expect(age).toBeLessThan(600);
    expect(value(after, 'site_mail_outbox_depth', { outbox: 'ops' })).toBe(1);
    expect(value(after, 'site_mail_outbox_depth', { outbox: 'contact' })).toBe(0);

    expect(value(after, 'site_canary_share_percent', { remote: 'about' })).toBe(10);
    expect(value(after, 'site_canary_rule_error_margin', { remote: 'about' })).toBe(0.05);
    expect(value(after, 'site_release_errors', { remote: 'about', lane: 'canary' })).toBe(1);
    expect(value(after, 'site_release_errors', { remote: 'about', lane: 'stable' })).toBe(0);
    expect(value(after, 'site_release_views', { remote: 'about', lane: 'canary' })).toBe(0);
    // No views yet: no rate to show rather than a made-up one.
    expect(family(after, 'site_release_error_rate').metrics).toEqual([]);

    expect(value(after, 'site_client_error_reports_accepted_total')).toBe(1);
    expect(value(after, 'site_client_error_reports_ignored_total', { reason: 'not_live' })).toBe(1);
    expect(value(after, 'site_client_error_reports_ignored_total', { reason: 'repeated' })).toBe(0);

    // The process's own figures, under their standard names.
    expect(value(after, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
    expect(family(after, 'nodejs_eventloop_lag_seconds').type).toBe('GAUGE');
  });

  it("counts the Web Vitals samples kept and the reports ignored, and gives each canary's latest judgement", async () => {
    const vitals = (version: string, overrides: Record<string, unknown> = {}) =>
      app.inject({
        method: 'POST',
        url: '/api/vitals',
        headers: { host: PUBLIC_HOST, 'content-type': 'application/json' },
        remoteAddress: OUTSIDE,
        payload: JSON.stringify({
          remote: 'about',
          version,
          route: '/about-us/leadership',
          metrics: [
            { name: 'LCP', value: 1500 },
            { name: 'CLS', value: 0.01 },
          ],
          ...overrides,
        }),
      });
    const before = await scrape();
    // Not judged yet: no series rather than a made-up outcome.
    expect(family(before, 'site_canary_judgement').metrics).toEqual([]);
    const malformed = value(before, 'site_web_vitals_reports_ignored_total', { reason: 'malformed' });

    expect((await vitals('1.1.0')).statusCode).toBe(204); // the canary's
    expect((await vitals('1.0.0')).statusCode).toBe(204); // the stable version's
    expect((await vitals('1.0.0', { metrics: [] })).statusCode).toBe(400);
    await keepCanaryJudgement(app.db, {
      remote: 'about',
      canary_version: '1.1.0',
      stable_version: '1.0.0',
      percent: 10,
      outcome: 'failing',
      reason: 'LCP p75 of the canary is past its margin.',
      figures: {
        canary: { version: '1.1.0', views: 1, errors: 0, sources: 1, error_rate: 0 },
        stable: { version: '1.0.0', views: 1, errors: 0, sources: 1, error_rate: 0 },
        vitals: {
          LCP: { canary: { count: 1, p75: 1500 }, stable: { count: 1, p75: 1500 } },
          INP: { canary: { count: 0, p75: 0 }, stable: { count: 0, p75: 0 } },
          CLS: { canary: { count: 1, p75: 0.01 }, stable: { count: 1, p75: 0.01 } },
        },
      },
      judged_at: new Date().toISOString(),
    });

    const after = await scrape();
    expect(value(after, 'site_web_vitals_samples', { remote: 'about', lane: 'canary', metric: 'LCP' })).toBe(1);
    expect(value(after, 'site_web_vitals_samples', { remote: 'about', lane: 'stable', metric: 'CLS' })).toBe(1);
    expect(value(after, 'site_web_vitals_reports_ignored_total', { reason: 'malformed' })).toBe(malformed + 1);
    expect(value(after, 'site_web_vitals_reports_ignored_total', { reason: 'rate_limited' })).toBe(0);
    expect(
      ['healthy', 'failing', 'inconclusive'].map((outcome) =>
        value(after, 'site_canary_judgement', { remote: 'about', outcome }),
      ),
    ).toEqual([0, 1, 0]);
  });

  it('adds no series for any number of made-up addresses, methods and queries', async () => {
    await get('/'); // every kind's series exist from the start; this warms nothing up
    const before = siteSeries(await scrape());
    const random = () => Math.random().toString(36).slice(2);
    for (let i = 0; i < 60; i += 1) {
      const name = random();
      for (const url of [
        `/${name}`,
        `/${name}/${random()}.html?${random()}=1`,
        `/api/${name}`,
        `/api/admin/${name}`,
        `/remotes/${name}/1.0.0/remoteEntry.js`,
        `/_site/data/${name}.json`,
        `/media/${name}.webp`,
        `/%${name}`,
      ]) {
        await app.inject({
          method: i % 2 ? 'GET' : 'POST',
          url,
          headers: { host: PUBLIC_HOST },
          remoteAddress: OUTSIDE,
        });
      }
    }
    expect(siteSeries(await scrape())).toEqual(before);
  });
});

describe('requestKind', () => {
  it.each([
    ['/about-us/leadership', '/*', 'page'],
    ['/', '/', 'page'],
    ['/admin/news?x=1', '/*', 'page'],
    ['/main.0123456789.js', '/*', 'other'],
    ['/sitemap.xml', '/*', 'other'],
    ['/_site/ready', '/_site/ready', 'other'],
    ['/_site/shell.html', '/*', 'other'],
    ['/_site/data/abc.json', '/*', 'data'],
    ['/remotes/about/1.0.0/remoteEntry.js', '/remotes/*', 'remote_file'],
    ['/api/settings', '/api/settings', 'api'],
    ['/%61pi/settings', '/api/settings', 'api'],
    ['/media/x.webp', '/media/*', 'other'],
    ['/metrics', '/metrics', 'other'],
    ['/no-route', undefined, 'other'],
  ])('%s (route %s) is %s', (url, route, kind) => {
    expect(requestKind(url, route)).toBe(kind);
  });
});

describe('the metrics token', () => {
  it('is off when unset or empty, and stops the start when too short or spaced', () => {
    expect(metricsTokenFrom(undefined)).toBeUndefined();
    expect(metricsTokenFrom('')).toBeUndefined();
    expect(metricsTokenFrom(TOKEN)).toBe(TOKEN);
    expect(() => metricsTokenFrom('short')).toThrow(/METRICS_TOKEN/);
    expect(() => metricsTokenFrom('a token with spaces in it')).toThrow(/METRICS_TOKEN/);
  });
});
