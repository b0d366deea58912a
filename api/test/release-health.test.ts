import './test-support/vm-modules.ts';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Registry, RegistryRemote } from '@site/contracts/types';
import { waitFor } from '@site/test-support/wait-for';
import { release_page_views } from '../src/db/schema.ts';
import { versionHealth } from '../src/ops/index.ts';
import { storeRegistry } from './test-support/registry.ts';
import { createTestApp, SETUP_TIMEOUT_MS } from './test-support/test-app.ts';
import type { TestApp } from './test-support/test-app.ts';

let testApp: TestApp;
let dir: string;

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
  dir = await mkdtemp(path.join(tmpdir(), 'release-health-'));
  // On a site (a registry file given), page views are counted for the versions the registry names.
  testApp = await createTestApp(undefined, { registryPath: path.join(dir, 'registry.json') });
  await writeRegistry(registry);
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await testApp?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
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

/** Posts a client error report for `version` of `remote`. */
const reportError = (remote: string, version: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/client-errors',
    payload: { remote, version, message: 'Loading chunk 7 failed.', path: `/${remote}` },
    remoteAddress: nextAddress(),
  });

/** Page views counted for each of `versions` of `remote`, in that order. */
const viewsOf = async (remote: string, versions: string[]) =>
  (await versionHealth(testApp.app.db, remote, versions)).map((line) => line.views);

describe('POST /api/page-views counts views per released version', () => {
  it('counts a view of the current, the previous and the canary version, and answers 204', async () => {
    const before = await viewsOf('about', ['1.4.0', '1.3.0', '1.5.0-rc.1']);
    for (const version of ['1.4.0', '1.4.0', '1.3.0', '1.5.0-rc.1']) {
      const response = await view({ path: '/about/leadership', remote: 'about', version });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
    }
    const after = await viewsOf('about', ['1.4.0', '1.3.0', '1.5.0-rc.1']);
    expect(after.map((n, i) => n - before[i]!)).toEqual([2, 1, 1]);
  });

  it('keeps the count alone: remote, version, views and when, nothing of the visitor’s', async () => {
    await view({ path: '/services/mri?patient=pat@home.example', remote: 'services', version: '2.0.0' });
    const rows = await testApp.app.db.select().from(release_page_views);
    const row = rows.find((r) => r.remote === 'services' && r.version === '2.0.0');
    expect(row).toEqual({ remote: 'services', version: '2.0.0', views: 1, updated_at: expect.any(String) });
    expect(JSON.stringify(rows)).not.toMatch(/patient|pat@|198\.51\./);
  });

  it('counts views arriving together, each once', async () => {
    const [before] = await viewsOf('about', ['1.4.0']);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => view({ path: '/about', remote: 'about', version: '1.4.0' })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(204));
    expect(await viewsOf('about', ['1.4.0'])).toEqual([before! + 20]);
  });

  it('counts nothing for a version or remote the registry does not name, or without both, and still answers 204', async () => {
    const rowsBefore = await testApp.app.db.select().from(release_page_views);
    for (const payload of [
      { path: '/about', remote: 'about', version: '9.9.9' },
      // Another remote's version.
      { path: '/about', remote: 'about', version: '2.0.0' },
      { path: '/made-up', remote: 'madeUp', version: '1.4.0' },
      // Names of the object prototype are not remotes either.
      { path: '/x', remote: 'constructor', version: '1.4.0' },
      { path: '/about', remote: 'about' },
      { path: '/about', version: '1.4.0' },
      { path: '/' },
    ]) {
      expect((await view(payload)).statusCode).toBe(204);
    }
    expect(await testApp.app.db.select().from(release_page_views)).toEqual(rowsBefore);
  });

  it('refuses a malformed remote or version with 400, naming the field', async () => {
    for (const [payload, field] of [
      [{ path: '/about', remote: 'About', version: '1.4.0' }, 'remote'],
      [{ path: '/about', remote: 'news-contact', version: '1.4.0' }, 'remote'],
      [{ path: '/about', remote: '../etc', version: '1.4.0' }, 'remote'],
      [{ path: '/about', remote: `a${'b'.repeat(40)}`, version: '1.4.0' }, 'remote'],
      [{ path: '/about', remote: 7, version: '1.4.0' }, 'remote'],
      [{ path: '/about', remote: 'about', version: '' }, 'version'],
      [{ path: '/about', remote: 'about', version: '1.4.0/../x' }, 'version'],
      [{ path: '/about', remote: 'about', version: '1.4 0' }, 'version'],
      [{ path: '/about', remote: 'about', version: '1'.repeat(65) }, 'version'],
    ] as const) {
      const response = await view(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'validation_failed',
        fields: { [field]: expect.any(String) },
      });
    }
    // The longest allowed of each is counted when the registry names it.
    const longRemote = `a${'b'.repeat(39)}`;
    const longVersion = `1.0.0-${'r'.repeat(58)}`;
    await writeRegistry({
      ...registry,
      remotes: { ...registry.remotes, [longRemote]: remoteEntry(longRemote, longVersion) },
    });
    await waitFor(
      async () => {
        expect((await view({ path: '/long', remote: longRemote, version: longVersion })).statusCode).toBe(204);
        return (await viewsOf(longRemote, [longVersion]))[0]! > 0;
      },
      { what: 'a view of the longest remote and version to be counted' },
    );
    await writeRegistry(registry);
  });

  it('counts a version once a release names it (within 2 s), and no longer one the registry dropped', async () => {
    const released: Registry = {
      ...registry,
      remotes: {
        ...registry.remotes,
        about: remoteEntry('about', '1.6.0', { previous: previous('about', '1.4.0') }),
      },
    };
    await writeRegistry(released);
    await waitFor(
      async () => {
        await view({ path: '/about', remote: 'about', version: '1.6.0' });
        return (await viewsOf('about', ['1.6.0']))[0]! > 0;
      },
      { what: 'a view of the newly released version to be counted' },
    );
    // The registry read just now no longer names the old previous version or the canary.
    const before = await viewsOf('about', ['1.3.0', '1.5.0-rc.1']);
    await view({ path: '/about', remote: 'about', version: '1.3.0' });
    await view({ path: '/about', remote: 'about', version: '1.5.0-rc.1' });
    expect(await viewsOf('about', ['1.3.0', '1.5.0-rc.1'])).toEqual(before);
    await writeRegistry(registry);
  });
});

describe('versionHealth', () => {
  it('gives views, errors and the error rate of each asked version, in the asked order', async () => {
    // A remote of its own, so the views the tests above count do not matter here.
    const name = 'education';
    await writeRegistry({
      ...registry,
      remotes: {
        ...registry.remotes,
        [name]: remoteEntry(name, '3.0.0', {
          previous: previous(name, '2.9.0'),
          canary: { ...previous(name, '3.1.0'), basePaths: ['/education'], percent: 20 },
        }),
      },
    });
    await waitFor(
      async () => {
        await view({ path: '/education', remote: name, version: '3.0.0' });
        return (await viewsOf(name, ['3.0.0']))[0]! > 0;
      },
      { what: 'the registry naming education to be read' },
    );
    const [current] = await viewsOf(name, ['3.0.0']);
    for (let i = current!; i < 8; i += 1) await view({ path: '/education', remote: name, version: '3.0.0' });
    for (let i = 0; i < 4; i += 1) await view({ path: '/education', remote: name, version: '3.1.0' });
    await reportError(name, '3.0.0');
    for (let i = 0; i < 3; i += 1) await reportError(name, '3.1.0');
    // Reported, never viewed: the rate is unknown, not infinite.
    await reportError(name, '2.9.0');
    // The same version of another remote is not this one's.
    await reportError('about', '3.1.0');

    expect(await versionHealth(testApp.app.db, name, ['3.1.0', '3.0.0', '2.9.0', '0.0.1'])).toEqual([
      { version: '3.1.0', views: 4, errors: 3, error_rate: 0.75 },
      { version: '3.0.0', views: 8, errors: 1, error_rate: 0.125 },
      { version: '2.9.0', views: 0, errors: 1, error_rate: null },
      { version: '0.0.1', views: 0, errors: 0, error_rate: null },
    ]);
    await writeRegistry(registry);
  });

  it('gives nothing for no versions, and 0 errors at rate 0 for a clean version with views', async () => {
    expect(await versionHealth(testApp.app.db, 'services', [])).toEqual([]);
    const [line] = await versionHealth(testApp.app.db, 'services', ['2.0.0']);
    expect(line).toEqual({ version: '2.0.0', views: expect.any(Number), errors: 0, error_rate: 0 });
    expect(line!.views).toBeGreaterThan(0);
  });
});
