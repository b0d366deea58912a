import './test-support/vm-modules.ts';
import { and, desc, eq } from 'drizzle-orm';
import type { Registry } from '@site/contracts/types';
import { client_errors } from '../src/db/schema.ts';
import { ignoredReports } from '../src/client-errors/client-errors.ts';
import { CLIENT_ERROR_RATE_LIMIT, CLIENT_ERRORS_PER_SOURCE } from '../src/client-errors/client-errors-routes.ts';
import { versionHealth } from '../src/releases/release-health.ts';
import { storeRegistry } from './test-support/registry.ts';
import { createTestApp, SETUP_TIMEOUT_MS } from './test-support/test-app.ts';
import type { TestApp } from './test-support/test-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  // On a site, as the web server runs the API: reports are judged against the registry in the database.
  testApp = await createTestApp(undefined, { releaseRegistry: true });
  // Before the first report: the route reads the registry at most every 2 s, and these tests never wait.
  await storeRegistry(testApp.app.db, {
    schemaVersion: 1,
    remotes: {
      ...registryWith({
        about: { version: '1.2.0', released_at: '2026-01-01T00:00:00.000Z', previous: '1.1.0' },
        services: { version: '1.0.0', released_at: '2026-01-01T00:00:00.000Z' },
      }).remotes,
      education: {
        version: '3.0.0',
        entry: '/remotes/education/3.0.0/remoteEntry.js',
        basePaths: ['/education'],
        released_at: '2026-01-01T00:00:00.000Z',
        canary: {
          version: '3.1.0',
          entry: '/remotes/education/3.1.0/remoteEntry.js',
          basePaths: ['/education'],
          percent: 10,
          released_at: '2026-06-01T00:00:00.000Z',
        },
      },
    },
  });
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await testApp?.close();
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
      source: expect.stringMatching(/^[0-9a-f]{4}$/),
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

describe('POST /api/client-errors counts only what a visitor of a released version could send', () => {
  /** Stored reports of `version` of `remote`. */
  const stored = async (remote: string, version: string) =>
    (
      await testApp.app.db
        .select()
        .from(client_errors)
        .where(and(eq(client_errors.remote, remote), eq(client_errors.version, version)))
    ).length;
  /** The count of ignored reports for `remote` and `reason`, 0 without a row. */
  const ignored = async (remote: string, reason: string) =>
    (await ignoredReports(testApp.app.db)).find((line) => line.remote === remote && line.reason === reason)?.count ?? 0;

  afterEach(() => jest.restoreAllMocks());

  it('ignores a version that is not live or canary (one not released yet, the previous one), counted per remote', async () => {
    const before = await ignored('about', 'not_live');
    for (const version of ['4.0.0', '1.1.0', '4.0.0']) {
      expect((await report(buildReport({ version }))).statusCode).toBe(204);
    }
    expect(await stored('about', '4.0.0')).toBe(0);
    expect(await stored('about', '1.1.0')).toBe(0);
    expect(await ignored('about', 'not_live')).toBe(before + 3);
    // A remote the registry does not name is counted under no name: made-up names add no rows.
    const unnamedBefore = await ignored('', 'not_live');
    await report(buildReport({ remote: 'madeUp' }));
    await report(buildReport({ remote: 'constructor' }));
    expect(await ignored('', 'not_live')).toBe(unnamedBefore + 2);
    expect((await ignoredReports(testApp.app.db)).map((line) => line.remote)).not.toContain('madeUp');
  });

  it('ignores a report sent before its version was released, and counts the canary after its release', async () => {
    // 2026-05-31: the day before education 3.1.0's canary was released.
    jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-05-31T12:00:00.000Z'));
    await report(buildReport({ remote: 'education', version: '3.1.0' }));
    expect(await stored('education', '3.1.0')).toBe(0);
    expect(await ignored('education', 'before_release')).toBe(1);
    jest.restoreAllMocks();
    await report(buildReport({ remote: 'education', version: '3.1.0' }));
    expect(await stored('education', '3.1.0')).toBe(1);
  });

  it(`counts ${CLIENT_ERRORS_PER_SOURCE.max} reports from one address for one version a minute, and tells sources apart`, async () => {
    const before = await stored('services', '1.0.0');
    const repeatedBefore = await ignored('services', 'repeated');
    // One address, and another in the same IPv6 /64: one source.
    for (let i = 0; i < 4; i += 1)
      await report(buildReport({ remote: 'services', version: '1.0.0' }), '2001:db8:5:6::1');
    await report(buildReport({ remote: 'services', version: '1.0.0' }), '2001:db8:5:6::2');
    expect(await stored('services', '1.0.0')).toBe(before + CLIENT_ERRORS_PER_SOURCE.max);
    expect(await ignored('services', 'repeated')).toBe(repeatedBefore + 5 - CLIENT_ERRORS_PER_SOURCE.max);
    // Two more addresses: three sources in all, however many reports.
    await report(buildReport({ remote: 'services', version: '1.0.0' }), '192.0.2.10');
    await report(buildReport({ remote: 'services', version: '1.0.0' }), '192.0.2.11');
    expect(before).toBe(0);
    const [line] = await versionHealth(testApp.app.db, 'services', ['1.0.0']);
    expect(line).toMatchObject({ errors: CLIENT_ERRORS_PER_SOURCE.max + 2, sources: 3 });
  });

  it('counts the reports the rate limit refused', async () => {
    const before = await ignored('', 'rate_limited');
    const busy = '203.0.113.90';
    for (let i = 0; i <= CLIENT_ERROR_RATE_LIMIT.max; i += 1) await report(buildReport(), busy);
    expect((await report(buildReport(), busy)).statusCode).toBe(429);
    expect(await ignored('', 'rate_limited')).toBe(before + 2);
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
