import './test-support/vm-modules.ts';
import { cachedPinsForToken, pinVersion, unpin } from '../src/releases/release-pins.ts';
import { createTestApp, SETUP_TIMEOUT_MS } from './test-support/test-app.ts';
import type { TestApp } from './test-support/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
}, SETUP_TIMEOUT_MS);
afterAll(() => testApp?.close());

/** Counts the database reads `run` makes (every pin lookup is a select). */
async function readsDuring(run: () => Promise<unknown>): Promise<number> {
  const select = jest.spyOn(testApp.app.db, 'select');
  try {
    await run();
    return select.mock.calls.length;
  } finally {
    select.mockRestore();
  }
}

describe('the pins of an rr_pin cookie, for page requests', () => {
  it('answers a value that is not a token with no pins and no database lookup', async () => {
    for (const junk of ['1', 'x'.repeat(42), 'x'.repeat(44), `${'x'.repeat(42)}!`, 'a b', '']) {
      expect(await readsDuring(() => cachedPinsForToken(testApp.app.db, junk))).toBe(0);
      expect(await cachedPinsForToken(testApp.app.db, junk)).toBeUndefined();
    }
  });

  it('looks a well-formed unknown token up once, then remembers it has none', async () => {
    const unknown = 'an-unknown-pin-token-of-the-right-form-0000';
    expect(await readsDuring(() => cachedPinsForToken(testApp.app.db, unknown))).toBe(1);
    expect(await readsDuring(() => cachedPinsForToken(testApp.app.db, unknown))).toBe(0);
  });

  it('remembers live pins, and forgets them at once on a new pin or an unpin', async () => {
    const db = testApp.app.db;
    const { token } = await pinVersion(db, { token: undefined, remote: 'about', version: '1.1.0', created_by: 'qa' });
    expect(await cachedPinsForToken(db, token)).toEqual({ about: '1.1.0' });
    let pins: unknown;
    expect(await readsDuring(async () => (pins = await cachedPinsForToken(db, token)))).toBe(0);
    expect(pins).toEqual({ about: '1.1.0' });

    await pinVersion(db, { token, remote: 'news', version: '2.0.0', created_by: 'qa' });
    expect(await cachedPinsForToken(db, token)).toEqual({ about: '1.1.0', news: '2.0.0' });
    await unpin(db, token);
    expect(await cachedPinsForToken(db, token)).toBeUndefined();
  });
});
