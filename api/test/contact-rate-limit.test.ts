import './test-support/vm-modules.ts';
import { CONTACT_RATE_LIMIT } from '../src/routes/contact.ts';
import { buildContactForm } from './test-support/builders.ts';
import { createTestApp, SETUP_TIMEOUT_MS } from './test-support/test-app.ts';
import type { TestApp } from './test-support/test-app.ts';

// Its own file: the limit is fixed when the route is registered, so this needs an app built with the option.
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp(undefined, { mail: null, contactRateLimit: { max: 15, timeWindow: 60_000 } });
}, SETUP_TIMEOUT_MS);
afterAll(() => testApp?.close());

const post = () =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/utilities/contact.php',
    payload: buildContactForm(),
    remoteAddress: '203.0.113.250',
  });

describe('buildApp contactRateLimit (raised for the load bench only)', () => {
  it('replaces the default per-address limit', async () => {
    expect(CONTACT_RATE_LIMIT.max).toBeLessThan(15);
    for (let i = 0; i < 15; i += 1) expect((await post()).statusCode).toBe(200);
    const refused = await post();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
  });
});
