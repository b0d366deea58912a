import './test-support/vm-modules.ts';
import { setup_tokens, users } from '../src/db/schema.ts';
import { issueSetupToken, SETUP_RATE_LIMIT, SETUP_TOKEN_TTL_MS } from '../src/admin/auth/setup.ts';
import { addUser, callerWith, postLogin, sessionCookie, SITE_ORIGIN } from './test-support/admin.ts';
import { buildSeedContent } from './test-support/builders.ts';
import { createTestApp, SETUP_TIMEOUT_MS, snapshotDatabase } from './test-support/test-app.ts';
import type { DatabaseSnapshot, TestApp } from './test-support/test-app.ts';

/**
 * The first admin from the first start: while no account exists, a start prints a one-time setup address;
 * /admin/setup creates the first admin with its token, once, and signs them in.
 */

// One app for the file; each test starts from its fresh, seeded database: no account, token or counter.
let testApp: TestApp;
let fresh: DatabaseSnapshot;
beforeAll(async () => {
  testApp = await createTestApp(buildSeedContent(), { mail: null });
  fresh = await snapshotDatabase(testApp.app.db);
}, SETUP_TIMEOUT_MS);
afterEach(() => fresh?.restore());
afterAll(() => testApp?.close());

const FIRST_ADMIN = { email: 'Dana.Reyes@Riverbend.Example', name: 'Dana Reyes', password: 'a long first password' };
let address = 0;
const postSetup = (payload: object, remoteAddress = `203.0.113.${(address += 1) % 250}`) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/admin/setup',
    headers: { origin: SITE_ORIGIN },
    payload,
    remoteAddress,
  });

describe('first-admin setup', () => {
  it('is needed on a fresh database, issues a token and creates the admin, signed in, exactly once', async () => {
    const anonymous = callerWith(testApp.app);
    expect((await anonymous('GET', '/api/admin/setup')).json()).toEqual({ needed: true });
    const token = await issueSetupToken(testApp.app.db);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const created = await postSetup({ token, ...FIRST_ADMIN });
    expect(created.statusCode).toBe(201);
    expect(created.json().user).toMatchObject({
      email: 'dana.reyes@riverbend.example',
      name: 'Dana Reyes',
      role: 'admin',
    });
    const session = await callerWith(testApp.app, sessionCookie(created))('GET', '/api/admin/session');
    expect(session.json().user.email).toBe('dana.reyes@riverbend.example');
    expect((await anonymous('GET', '/api/admin/setup')).json()).toEqual({ needed: false });

    // The same token again, or any other, is refused now that an admin exists; the password signs in.
    const again = await postSetup({ token, ...FIRST_ADMIN, email: 'someone@riverbend.example' });
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'setup_done']);
    expect(await testApp.app.db.select().from(setup_tokens)).toEqual([]);
    expect((await postLogin(testApp.app, FIRST_ADMIN.email.toLowerCase(), FIRST_ADMIN.password)).statusCode).toBe(200);
  });

  it('writes the creation to the audit log, which the new admin reads', async () => {
    const created = await postSetup({ token: await issueSetupToken(testApp.app.db), ...FIRST_ADMIN });
    const overview = await callerWith(testApp.app, sessionCookie(created))('GET', '/api/admin/audit');
    expect(JSON.stringify(overview.json())).toContain('created the first admin account at setup');
  });

  it('refuses a wrong or lapsed token with 403, and creates nobody', async () => {
    await issueSetupToken(testApp.app.db);
    const wrong = await postSetup({ token: 'A'.repeat(43), ...FIRST_ADMIN });
    expect([wrong.statusCode, wrong.json().error.code]).toEqual([403, 'setup_token_invalid']);

    const lapsed = await issueSetupToken(testApp.app.db, new Date(Date.now() - SETUP_TOKEN_TTL_MS - 1000));
    const late = await postSetup({ token: lapsed, ...FIRST_ADMIN });
    expect(late.statusCode).toBe(403);
    expect((await callerWith(testApp.app)('GET', '/api/admin/setup')).json()).toEqual({ needed: true });
  });

  it('explains each field it refuses: a malformed token, e-mail, empty name and short password', async () => {
    const response = await postSetup({ token: 'short', email: 'nope', name: ' ', password: 'short' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields).sort()).toEqual(['email', 'name', 'password', 'token']);
  });

  it('refuses NUL and line breaks in the name with a field message, and keeps other text as typed', async () => {
    const token = await issueSetupToken(testApp.app.db);
    for (const name of ['Dana\u0000Reyes', 'Dana\r\nBcc: x@evil.example']) {
      const refused = await postSetup({ token, ...FIRST_ADMIN, name });
      expect([refused.statusCode, Object.keys(refused.json().error.fields ?? {})]).toEqual([400, ['name']]);
    }
    const name = `Dana $' $\` $& "Reyes", </script>; ✓`;
    const created = await postSetup({ token, ...FIRST_ADMIN, name });
    expect([created.statusCode, created.json().user.name]).toEqual([201, name]);
  });

  it('creates one admin when two setups with valid tokens arrive together', async () => {
    const [first, second] = [await issueSetupToken(testApp.app.db), await issueSetupToken(testApp.app.db)];
    const answers = await Promise.all([
      postSetup({ token: first, ...FIRST_ADMIN }),
      postSetup({ token: second, ...FIRST_ADMIN, email: 'other@riverbend.example' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });

  it('issues no token once any account exists, even a deactivated one', async () => {
    await addUser(testApp.app, { role: 'editor' });
    await testApp.app.db.update(users).set({ active: false });
    expect(await issueSetupToken(testApp.app.db)).toBeNull();
    expect((await callerWith(testApp.app)('GET', '/api/admin/setup')).json()).toEqual({ needed: false });
  });

  it('refuses a setup sent from another site', async () => {
    const token = await issueSetupToken(testApp.app.db);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/setup',
      headers: { origin: 'https://evil.example' },
      payload: { token, ...FIRST_ADMIN },
    });
    expect(response.statusCode).toBe(403);
    expect((await callerWith(testApp.app)('GET', '/api/admin/setup')).json()).toEqual({ needed: true });
  });

  it(`answers 429 after ${SETUP_RATE_LIMIT.max} attempts from one address`, async () => {
    const from = '192.0.2.77';
    for (let i = 0; i < SETUP_RATE_LIMIT.max; i += 1) {
      expect((await postSetup({ token: 'B'.repeat(43), ...FIRST_ADMIN }, from)).statusCode).toBe(403);
    }
    expect((await postSetup({ token: 'B'.repeat(43), ...FIRST_ADMIN }, from)).statusCode).toBe(429);
  });
});
