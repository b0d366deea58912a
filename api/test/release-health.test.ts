import './test-support/vm-modules.ts';
import type { Registry, RegistryRemote } from '@site/contracts/types';
import { and, eq, sql } from 'drizzle-orm';
import { client_errors, release_page_view_hours, release_page_views } from '../src/db/schema.ts';
import { countPageView, versionHealth } from '../src/ops/index.ts';
import { pruneViewHours } from '../src/releases/release-health.ts';
import { storeRegistry } from './test-support/registry.ts';
import { createTestApp, SETUP_TIMEOUT_MS } from './test-support/test-app.ts';
import type { TestApp } from './test-support/test-app.ts';

let testApp: TestApp;

/** A remote's registry entry at `version`, with overrides (previous, canary). */
function remoteEntry(name: string, version: string, overrides: Partial<RegistryRemote> = {}): RegistryRemote {
  return {
    version,
    entry: `/remotes/${name}/${version}/remoteEntry.js`,
    released_at: '2026-03-01T10:00:00.000Z',
    basePaths: [`/${name}`],
    ...overrides,
  };
}

const previous = (name: string, version: string) => ({
  version,
  entry: `/remotes/${name}/${version}/remoteEntry.js`,
});

/** The registry most tests run with: about with previous and canary versions, services with a previous one. */
const registry: Registry = {
  schemaVersion: 1,
  remotes: {
    about: remoteEntry('about', '1.4.0', {
      previous: previous('about', '1.3.0'),
      canary: { ...previous('about', '1.5.0-rc.1'), basePaths: ['/about-us'], percent: 10 },
    }),
    services: remoteEntry('services', '2.0.0', { previous: previous('services', '1.9.0') }),
  },
};

const writeRegistry = (value: Registry) => storeRegistry(testApp.app.db, value);

beforeAll(async () => {
  // On a site (with a release registry), as the web server runs the API.
  testApp = await createTestApp(undefined, { releaseRegistry: true });
  await writeRegistry(registry);
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await testApp?.close();
});

let address = 0;
/** Sends a request from a new visitor address each time, so the rate limits never interfere. */
const nextAddress = () => `198.51.${Math.floor((address += 1) / 250)}.${address % 250}`;

/** Posts a page view as the shell does. */
const view = (payload: unknown) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/page-views',
    payload: payload as object,
    remoteAddress: nextAddress(),
  });

/** Page views counted for each of `versions` of `remote`, in that order. */
const viewsOf = async (remote: string, versions: string[]) =>
  (await versionHealth(testApp.app.db, remote, versions)).map((line) => line.views);

describe('POST /api/page-views counts nothing per version', () => {
  it('answers 204 and adds no view for any remote and version a client names, forged or not', async () => {
    const rowsBefore = await testApp.app.db.select().from(release_page_views);
    for (const payload of [
      { path: '/about/leadership', remote: 'about', version: '1.4.0' },
      { path: '/about/leadership', remote: 'about', version: '1.5.0-rc.1' },
      { path: '/about', remote: 'about', version: '9.9.9' },
      { path: '/x', remote: 'constructor', version: '1.4.0' },
      { path: '/' },
    ]) {
      expect((await view(payload)).statusCode).toBe(204);
    }
    // Forged views of the canary from many addresses: views come from the documents the server served.
    for (let i = 0; i < 20; i += 1) await view({ path: '/about-us', remote: 'about', version: '1.5.0-rc.1' });
    expect(await testApp.app.db.select().from(release_page_views)).toEqual(rowsBefore);
  });

  it('still refuses a malformed remote or version with 400, naming the field', async () => {
    for (const [payload, field] of [
      [{ path: '/about', remote: 'About', version: '1.4.0' }, 'remote'],
      [{ path: '/about', remote: '../etc', version: '1.4.0' }, 'remote'],
      [{ path: '/about', remote: 'about', version: '1.4.0/../x' }, 'version'],
    ] as const) {
      const response = await view(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'validation_failed',
        fields: { [field]: expect.any(String) },
      });
    }
  });
});

describe('countPageView', () => {
  it('adds views to one row per remote and version, arriving together or in a batch', async () => {
    const [before] = await viewsOf('services', ['2.0.0']);
    await Promise.all(Array.from({ length: 20 }, () => countPageView(testApp.app.db, 'services', '2.0.0')));
    await countPageView(testApp.app.db, 'services', '2.0.0', 5);
    expect(await viewsOf('services', ['2.0.0'])).toEqual([before! + 25]);
    const rows = await testApp.app.db.select().from(release_page_views);
    expect(rows.find((r) => r.remote === 'services' && r.version === '2.0.0')).toEqual({
      remote: 'services',
      version: '2.0.0',
      views: before! + 25,
      updated_at: expect.any(String),
    });
  });
});

describe('countPageView by the hour', () => {
  const hours = async (remote: string) =>
    testApp.app.db
      .select({
        version: release_page_view_hours.version,
        hour: sql<string>`to_char(${release_page_view_hours.hour} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
        views: release_page_view_hours.views,
      })
      .from(release_page_view_hours)
      .where(eq(release_page_view_hours.remote, remote))
      .orderBy(release_page_view_hours.hour, release_page_view_hours.version);

  it('adds the views to the UTC hour they were seen in as well as to the total', async () => {
    const name = 'patient';
    await countPageView(testApp.app.db, name, '4.0.0', 3, new Date('2026-03-02T10:05:00.000Z'));
    await countPageView(testApp.app.db, name, '4.0.0', 2, new Date('2026-03-02T10:59:59.999Z'));
    await countPageView(testApp.app.db, name, '4.0.0', 7, new Date('2026-03-02T11:00:00.000Z'));
    expect(await hours(name)).toEqual([
      { version: '4.0.0', hour: '2026-03-02T10:00:00.000Z', views: 5 },
      { version: '4.0.0', hour: '2026-03-02T11:00:00.000Z', views: 7 },
    ]);
    expect(await viewsOf(name, ['4.0.0'])).toEqual([12]);
  });

  it('deletes the hours older than 30 days, keeping the totals', async () => {
    const name = 'fellows';
    const now = new Date('2026-05-01T12:00:00.000Z');
    await countPageView(testApp.app.db, name, '1.0.0', 4, new Date('2026-03-31T11:00:00.000Z'));
    await countPageView(testApp.app.db, name, '1.0.0', 6, new Date('2026-04-01T12:00:00.000Z'));
    await pruneViewHours(testApp.app.db, now);
    expect(await hours(name)).toEqual([{ version: '1.0.0', hour: '2026-04-01T12:00:00.000Z', views: 6 }]);
    const [total] = await testApp.app.db
      .select({ views: release_page_views.views })
      .from(release_page_views)
      .where(and(eq(release_page_views.remote, name), eq(release_page_views.version, '1.0.0')));
    expect(total?.views).toBe(10);
  });
});

describe('versionHealth', () => {
  it('gives views, errors, sources and the error rate of each asked version, in the asked order', async () => {
    // A remote of its own, so the views the tests above count do not matter here.
    const name = 'education';
    await countPageView(testApp.app.db, name, '3.0.0', 8);
    await countPageView(testApp.app.db, name, '3.1.0', 4);
    const stored = (version: string, source: string, created_at = '2026-03-02T10:00:00.000Z') => ({
      remote: name,
      version,
      message: 'boom',
      path: '/education',
      source,
      created_at,
    });
    await testApp.app.db.insert(client_errors).values([
      stored('3.0.0', 'aaaa'),
      stored('3.1.0', 'aaaa'),
      stored('3.1.0', 'aaaa'),
      stored('3.1.0', 'bbbb'),
      // Reported, never viewed: the rate is unknown, not infinite.
      stored('2.9.0', 'cccc'),
      // Before 3.1.0's release: left out when asked from it on.
      stored('3.1.0', 'dddd', '2026-03-01T09:00:00.000Z'),
      // The same version of another remote is not this one's.
      { ...stored('3.1.0', 'eeee'), remote: 'about' },
    ]);

    expect(
      await versionHealth(testApp.app.db, name, ['3.1.0', '3.0.0', '2.9.0', '0.0.1'], {
        '3.1.0': '2026-03-01T10:00:00.000Z',
      }),
    ).toEqual([
      { version: '3.1.0', views: 4, errors: 3, sources: 2, error_rate: 0.75 },
      { version: '3.0.0', views: 8, errors: 1, sources: 1, error_rate: 0.125 },
      { version: '2.9.0', views: 0, errors: 1, sources: 1, error_rate: null },
      { version: '0.0.1', views: 0, errors: 0, sources: 0, error_rate: null },
    ]);
    // Without a release time, every stored report counts.
    expect((await versionHealth(testApp.app.db, name, ['3.1.0']))[0]).toMatchObject({ errors: 4, sources: 3 });
  });

  it('gives nothing for no versions, and 0 errors at rate 0 for a clean version with views', async () => {
    expect(await versionHealth(testApp.app.db, 'services', [])).toEqual([]);
    const [line] = await versionHealth(testApp.app.db, 'services', ['2.0.0']);
    expect(line).toEqual({ version: '2.0.0', views: expect.any(Number), errors: 0, sources: 0, error_rate: 0 });
    expect(line!.views).toBeGreaterThan(0);
  });
});
