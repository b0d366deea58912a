import './test-support/vm-modules.ts';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc } from 'drizzle-orm';
import type { Registry } from '@site/contracts/types';
import { client_errors } from '../src/db/schema.ts';
import { CLIENT_ERROR_RATE_LIMIT } from '../src/ops/client-errors-routes.ts';
import { storeRegistry } from './test-support/registry.ts';
import { createTestApp, SETUP_TIMEOUT_MS } from './test-support/test-app.ts';
import type { TestApp } from './test-support/test-app.ts';

let testApp: TestApp;
let dir: string;
let registryPath: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'ops-client-errors-'));
  registryPath = path.join(dir, 'registry.json');
  testApp = await createTestApp(undefined, { registryPath });
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await testApp?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** A report as the shell sends it, with overrides. */
function buildReport(overrides: Record<string, unknown> = {}) {
  return {
    remote: 'about',
    version: '1.2.0',
    message: 'Loading chunk 42 failed.',
    path: '/about-us/leadership',
    ...overrides,
  };
}

let address = 0;
/** Posts a report; each call comes from a new address unless one is given. */
const report = (payload: object, remoteAddress = `198.51.100.${(address += 1) % 250}`) =>
  testApp.app.inject({ method: 'POST', url: '/api/client-errors', payload, remoteAddress });

const newestRow = async () =>
  (await testApp.app.db.select().from(client_errors).orderBy(desc(client_errors.id)).limit(1))[0];

function registryWith(remotes: Record<string, { version: string; released_at?: string; previous?: string }>): Registry {
  return {
    schemaVersion: 1,
    remotes: Object.fromEntries(
      Object.entries(remotes).map(([name, r]) => [
        name,
        {
          version: r.version,
          entry: `/remotes/${name}/${r.version}/remoteEntry.js`,
          basePaths: [`/${name}`],
          ...(r.released_at && { released_at: r.released_at }),
          ...(r.previous && {
            previous: { version: r.previous, entry: `/remotes/${name}/${r.previous}/remoteEntry.js` },
          }),
        },
      ]),
    ),
  };
}

describe('POST /api/client-errors', () => {
  it('stores the report and answers 204 with no body', async () => {
    const response = await report(buildReport());
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await newestRow()).toEqual({
      id: expect.any(Number),
      remote: 'about',
      version: '1.2.0',
      message: 'Loading chunk 42 failed.',
      path: '/about-us/leadership',
      created_at: expect.any(String),
    });
  });

  it('keeps no personal data: no query strings, fragments or e-mail addresses, and caps the texts', async () => {
    await report(
      buildReport({
        path: '/news/12?utm_source=mail&email=pat@home.example#top',
        message:
          'Failed to fetch https://site.example/api/news/?id=12&token=abc and /api/x?q=secret. ' +
          'User pat.visitor@home.example saw it? Yes.' +
          'x'.repeat(900),
      }),
    );
    const row = await newestRow();
    expect(row?.path).toBe('/news/12');
    expect(row?.message).toMatch(
      /^Failed to fetch https:\/\/site\.example\/api\/news\/ and \/api\/x User \[email\] saw it\? Yes\.x+$/,
    );
    expect(row?.message).toHaveLength(500);
  });

  it('refuses a malformed report with 400 and the field named', async () => {
    for (const [payload, field] of [
      [buildReport({ remote: '../etc' }), 'remote'],
      [buildReport({ path: 'https://elsewhere.example/' }), 'path'],
      [buildReport({ version: '' }), 'version'],
      [{ remote: 'about', version: '1.0.0', message: 'x' }, 'path'],
    ] as const) {
      const response = await report(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'validation_failed',
        fields: { [field]: expect.any(String) },
      });
    }
  });

  it(`answers 429 after ${CLIENT_ERROR_RATE_LIMIT.max} reports from one address in 10 minutes; others go on`, async () => {
    const busy = '203.0.113.77';
    for (let i = 0; i < CLIENT_ERROR_RATE_LIMIT.max; i += 1)
      expect((await report(buildReport(), busy)).statusCode).toBe(204);
    const refused = await report(buildReport(), busy);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    expect((await report(buildReport(), '203.0.113.78')).statusCode).toBe(204);
  });
});

describe('GET /api/client-errors/summary', () => {
  const releasedAt = '2026-03-01T12:00:00.000Z';

  beforeAll(async () => {
    await testApp.app.db.delete(client_errors);
    await storeRegistry(
      testApp.app.db,
      registryWith({
        about: { version: '2.0.0', released_at: releasedAt, previous: '1.9.0' },
        services: { version: '1.0.0', released_at: releasedAt },
      }),
    );
    const at = (iso: string) => ({ created_at: iso });
    await testApp.app.db.insert(client_errors).values([
      // Before the release: not counted.
      { remote: 'about', version: '1.9.0', message: 'old', path: '/about-us', ...at('2026-02-28T09:00:00.000Z') },
      { remote: 'about', version: '2.0.0', message: 'a', path: '/about-us', ...at('2026-03-01T12:05:00.000Z') },
      { remote: 'about', version: '2.0.0', message: 'b', path: '/about-us', ...at('2026-03-02T08:30:00.000Z') },
      { remote: 'about', version: '1.9.0', message: 'c', path: '/about-us', ...at('2026-03-01T13:00:00.000Z') },
      // Not in the registry: left out.
      { remote: 'retired', version: '0.1.0', message: 'd', path: '/x', ...at('2026-03-02T08:00:00.000Z') },
    ]);
  });

  it('counts reports per version since each remote’s release, with a line for every current version', async () => {
    const response = await testApp.app.inject({ url: '/api/client-errors/summary' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        remote: 'about',
        version: '2.0.0',
        count: 2,
        last_at: '2026-03-02T08:30:00.000Z',
        since: releasedAt,
        current: true,
      },
      {
        remote: 'about',
        version: '1.9.0',
        count: 1,
        last_at: '2026-03-01T13:00:00.000Z',
        since: releasedAt,
        current: false,
      },
      { remote: 'services', version: '1.0.0', count: 0, last_at: null, since: releasedAt, current: true },
    ]);
  });

  it('counts a report sent through the API at once', async () => {
    await report(buildReport({ remote: 'services', version: '1.0.0' }));
    const lines = (await testApp.app.inject({ url: '/api/client-errors/summary' })).json();
    expect(lines).toContainEqual(expect.objectContaining({ remote: 'services', version: '1.0.0', count: 1 }));
  });

  it('answers 403 to anyone but the server itself, including requests a proxy forwarded', async () => {
    const outside = await testApp.app.inject({ url: '/api/client-errors/summary', remoteAddress: '203.0.113.9' });
    expect(outside.statusCode).toBe(403);
    expect(outside.json().error.code).toBe('forbidden');
    const forwarded = await testApp.app.inject({
      url: '/api/client-errors/summary',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(forwarded.statusCode).toBe(403);
  });
});
