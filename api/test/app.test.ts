import './test-support/vm-modules.ts';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { createTestApp, SETUP_TIMEOUT_MS } from './test-support/test-app.ts';
import type { TestApp } from './test-support/test-app.ts';

describe('buildApp options', () => {
  it('rejects a missing media folder and a non-postgres URL, naming each', async () => {
    await expect(buildApp({ mediaDir: '', databaseUrl: 'mysql://db/site' })).rejects.toThrow(
      /databaseUrl must be a postgres[\s\S]*mediaDir must not be empty/,
    );
  });
});

describe('buildApp with the demo content', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(undefined, { seed: true });
  }, SETUP_TIMEOUT_MS);
  afterAll(() => testApp?.close());

  it('seeds the demo content and writes its media', async () => {
    const team = (await testApp.app.inject({ url: '/api/physicians' })).json();
    expect(team.length).toBeGreaterThan(10);
    const withPhoto = team.find((p: { photo: string | null }) => p.photo !== null);
    expect(await readdir(path.join(testApp.mediaDir, 'physicians'))).toContain(withPhoto.photo);
    expect((await testApp.app.inject({ url: '/api/settings' })).json().organization_name).toEqual(expect.any(String));
  });

  it('answers every list the site calls with 200 and JSON', async () => {
    for (const url of [
      '/api/quickfacts/',
      '/api/residents',
      '/api/fellows',
      '/api/modalities',
      '/api/subspecialties',
      '/api/news/',
      '/api/locations',
      '/api/frequently-called-numbers',
      '/api/practice-contacts',
      '/api/testimonials',
      '/api/rotator',
      '/api/outreach-events',
    ]) {
      const response = await testApp.app.inject({ url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      expect(Array.isArray(response.json())).toBe(true);
    }
  });
});
