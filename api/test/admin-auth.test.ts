import './test-support/vm-modules.ts';
import { eq } from 'drizzle-orm';
import { LOGIN_LIMITS } from '../src/admin/auth/login-throttle.ts';
import { hashingOptions, PASSWORD_HASHING } from '../src/admin/auth/password.ts';
import { SESSION_IDLE_MS } from '../src/admin/auth/sessions.ts';
import { sessions, users } from '../src/db/schema.ts';
import { addUser, callerWith, postLogin, sessionCookie, signedIn } from './test-support/admin.ts';
import { createTestApp, SETUP_TIMEOUT_MS } from './test-support/test-app.ts';
import type { TestApp } from './test-support/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp(undefined, { mail: null });
}, SETUP_TIMEOUT_MS);
afterAll(() => testApp?.close());

const app = () => testApp.app;
const BAD_CREDENTIALS = { code: 'invalid_credentials', message: 'The e-mail address or password is not right.' };

describe('signing in', () => {
  it('answers the user and sets an HTTP-only, SameSite=Strict session cookie for the admin API only', async () => {
    const { user, password } = await addUser(app(), { role: 'admin', email: 'dana@riverbend.example' });
    const response = await postLogin(app(), ' Dana@Riverbend.example ', password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: { id: user.id, email: 'dana@riverbend.example', name: user.name, role: 'admin' },
    });
    const cookie = response.cookies.find((c) => c.name === 'admin_session');
    // It lives as long as the server honours an unused session: 30 minutes, not the 12-hour fixed end.
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/admin', maxAge: 30 * 60 });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Secure by configuration, although the request named localhost: the Host header decides nothing.
    expect(cookie?.secure).toBe(true);
    // The database keeps a hash of the token, never the token.
    const stored = await app().db.select().from(sessions).where(eq(sessions.user_id, user.id));
    expect(stored.map((s) => s.id)).not.toContain(cookie?.value);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('marks the cookie Secure on a public host too', async () => {
    const { user, password } = await addUser(app());
    const response = await app().inject({
      method: 'POST',
      url: '/api/admin/session',
      headers: { host: 'www.riverbend.example', origin: 'https://www.riverbend.example' },
      payload: { email: user.email, password },
      remoteAddress: '192.0.2.44',
    });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === 'admin_session')?.secure).toBe(true);
  });

  it('gives one answer for an unknown e-mail, a wrong password and a deactivated account', async () => {
    const { user, password } = await addUser(app());
    const unknown = await postLogin(app(), 'nobody@riverbend.example', password);
    const wrong = await postLogin(app(), user.email, `${password}x`);
    await app().db.update(users).set({ active: false }).where(eq(users.id, user.id));
    const deactivated = await postLogin(app(), user.email, password);
    for (const response of [unknown, wrong, deactivated]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: BAD_CREDENTIALS });
      expect(response.cookies).toEqual([]);
    }
  });

  it('refuses a malformed sign-in with the shared schema’s messages', async () => {
    const response = await postLogin(app(), 'not-an-email', '');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      email: 'Enter a valid e-mail address.',
      password: 'Enter your password.',
    });
  });

  it("stores the password as an argon2id hash with OWASP's parameters outside the test suites", async () => {
    // Production's parameters for this account: the suites otherwise hash with the least argon2id allows.
    const environment = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    const added = await addUser(app()).finally(() => {
      process.env.NODE_ENV = environment;
    });
    const [row] = await app().db.select().from(users).where(eq(users.id, added.user.id));
    expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.password_hash).not.toContain(added.password);
    // And it signs in, as a hash made with the suites' parameters does.
    expect((await postLogin(app(), added.user.email, added.password)).statusCode).toBe(200);
    expect(hashingOptions('production')).toEqual(PASSWORD_HASHING);
    expect(hashingOptions('development')).toEqual(PASSWORD_HASHING);
  });
});

describe('the sign-in rate limit', () => {
  const { perAddressAndAccount, perAddress, perAccount } = LOGIN_LIMITS;

  it(`refuses an address after ${perAddressAndAccount} failures for one account, even the right password`, async () => {
    const { user, password } = await addUser(app());
    const address = '203.0.113.90';
    for (let i = 0; i < perAddressAndAccount; i += 1) {
      expect((await postLogin(app(), user.email, 'wrong password', address)).statusCode).toBe(401);
    }
    const locked = await postLogin(app(), user.email, password, address);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toEqual({
      code: 'rate_limited',
      message: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // Another account is not affected from that address, nor this one from another address.
    const other = await addUser(app());
    expect((await postLogin(app(), other.user.email, other.password, address)).statusCode).toBe(200);
    expect((await postLogin(app(), user.email, password, '203.0.113.91')).statusCode).toBe(200);
  });

  it('answers an unknown e-mail address the same way once it is locked', async () => {
    const address = '203.0.113.92';
    for (let i = 0; i < perAddressAndAccount; i += 1) await postLogin(app(), 'ghost@riverbend.example', 'x', address);
    expect((await postLogin(app(), 'ghost@riverbend.example', 'x', address)).statusCode).toBe(429);
  });

  it('forgets earlier failures of an account after a successful sign-in', async () => {
    const { user, password } = await addUser(app());
    const address = '203.0.113.93';
    for (let i = 0; i < perAddressAndAccount - 1; i += 1) await postLogin(app(), user.email, 'wrong', address);
    expect((await postLogin(app(), user.email, password, address)).statusCode).toBe(200);
    for (let i = 0; i < perAddressAndAccount - 1; i += 1) await postLogin(app(), user.email, 'wrong', address);
    expect((await postLogin(app(), user.email, password, address)).statusCode).toBe(200);
  });

  it(`stops one address after ${perAddress} failures across accounts`, async () => {
    const address = '203.0.113.200';
    for (let i = 0; i < perAddress; i += 1) {
      expect((await postLogin(app(), `guess${i}@riverbend.example`, 'x', address)).statusCode).toBe(401);
    }
    const { user, password } = await addUser(app());
    expect((await postLogin(app(), user.email, password, address)).statusCode).toBe(429);
    expect((await postLogin(app(), user.email, password, '203.0.113.201')).statusCode).toBe(200);
  });

  it(`counts an IPv6 guesser by its /64: ${perAddress} failures from as many addresses of one network stop it`, async () => {
    for (let i = 0; i < perAddress; i += 1) {
      const address = `2001:db8:5:6:${(i + 1).toString(16)}::1`;
      expect((await postLogin(app(), `v6guess${i}@riverbend.example`, 'x', address)).statusCode).toBe(401);
    }
    const { user, password } = await addUser(app());
    expect((await postLogin(app(), user.email, password, '2001:db8:5:6:abcd::99')).statusCode).toBe(429);
    expect((await postLogin(app(), user.email, password, '2001:db8:5:7::1')).statusCode).toBe(200);
  });

  it('lets the owner in from a browser that signed in before, while guessing from elsewhere is refused', async () => {
    const { user, password } = await addUser(app());
    const first = await postLogin(app(), user.email, password, '192.0.2.10');
    expect(first.cookies.find((c) => c.name === 'admin_device')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/admin/session',
      secure: true,
    });
    const knownBrowser = sessionCookie(first, 'admin_device');
    const elsewhere = await addUser(app());
    const otherBrowser = sessionCookie(
      await postLogin(app(), elsewhere.user.email, elsewhere.password),
      'admin_device',
    );

    // Guesses spread over addresses until the account is closed to every browser it does not know.
    const guessers = Array.from({ length: perAccount / perAddressAndAccount }, (_, i) => `198.18.0.${i + 1}`);
    for (const address of guessers) {
      const tries = Array.from({ length: perAddressAndAccount }, () => postLogin(app(), user.email, 'guess', address));
      for (const response of await Promise.all(tries)) expect(response.statusCode).toBe(401);
    }
    expect((await postLogin(app(), user.email, password, guessers[0])).statusCode).toBe(429);
    expect((await postLogin(app(), user.email, password, '192.0.2.11')).statusCode).toBe(429);
    expect((await postLogin(app(), user.email, password, '192.0.2.11', otherBrowser)).statusCode).toBe(429);
    expect((await postLogin(app(), user.email, password, '192.0.2.11', 'admin_device=forged')).statusCode).toBe(429);

    // The owner's browser gets in, from its own address or another, the guesser's included.
    for (const address of ['192.0.2.10', '192.0.2.12', guessers[0]!]) {
      expect((await postLogin(app(), user.email, password, address, knownBrowser)).statusCode).toBe(200);
    }
    // The guesser's address stays refused.
    expect((await postLogin(app(), user.email, password, guessers[0])).statusCode).toBe(429);
  });

  it(`limits a known browser's own failures to ${perAddressAndAccount}, apart from anyone else's`, async () => {
    const { user, password } = await addUser(app());
    const knownBrowser = sessionCookie(await postLogin(app(), user.email, password, '192.0.2.20'), 'admin_device');
    for (let i = 0; i < perAddressAndAccount; i += 1) {
      expect((await postLogin(app(), user.email, 'wrong', '192.0.2.20', knownBrowser)).statusCode).toBe(401);
    }
    expect((await postLogin(app(), user.email, password, '192.0.2.20', knownBrowser)).statusCode).toBe(429);
    expect((await postLogin(app(), user.email, password, '192.0.2.21')).statusCode).toBe(200);
  });
});

describe('the sign-in rate limit under parallel requests', () => {
  const statuses = (responses: { statusCode: number }[]) => ({
    checked: responses.filter((r) => r.statusCode === 401).length,
    refused: responses.filter((r) => r.statusCode === 429).length,
  });

  it(`checks only ${LOGIN_LIMITS.perAddressAndAccount} of 14 wrong passwords sent at once for one account`, async () => {
    const { user } = await addUser(app());
    const responses = await Promise.all(
      Array.from({ length: 14 }, () => postLogin(app(), user.email, 'wrong password', '203.0.113.150')),
    );
    expect(statuses(responses)).toEqual({
      checked: LOGIN_LIMITS.perAddressAndAccount,
      refused: 14 - LOGIN_LIMITS.perAddressAndAccount,
    });
  });

  it('checks only one of 20 attempts sent at once from an address one failure short of its limit', async () => {
    const address = '203.0.113.151';
    for (let i = 0; i < LOGIN_LIMITS.perAddress - 1; i += 1) {
      expect((await postLogin(app(), `spray${i}@riverbend.example`, 'x', address)).statusCode).toBe(401);
    }
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => postLogin(app(), `burst${i}@riverbend.example`, 'x', address)),
    );
    expect(statuses(responses)).toEqual({ checked: 1, refused: 19 });
  });
});

describe('sessions', () => {
  it('answers the signed-in user, and no user (200, not an error) without a session or with an unknown one', async () => {
    const { call, user } = await signedIn(app(), 'editor');
    const me = await call('GET', '/api/admin/session');
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({ id: user.id, role: 'editor' });

    const none = await callerWith(app())('GET', '/api/admin/session');
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ user: null });
    // Every other admin call still needs a session.
    expect((await callerWith(app())('GET', '/api/admin/physicians')).statusCode).toBe(401);

    const forged = await callerWith(app(), 'admin_session=forged-token')('GET', '/api/admin/session');
    expect(forged.json()).toEqual({ user: null });
    // The useless cookie is cleared.
    expect(forged.cookies.find((c) => c.name === 'admin_session')?.value).toBe('');
  });

  it('ends after 30 minutes without a request', async () => {
    const { call, user } = await signedIn(app());
    expect((await call('GET', '/api/admin/session')).statusCode).toBe(200);
    const idleSince = new Date(Date.now() - SESSION_IDLE_MS - 1000);
    await app().db.update(sessions).set({ last_seen_at: idleSince }).where(eq(sessions.user_id, user.id));
    expect((await call('GET', '/api/admin/session')).json().user).toBeNull();
  });

  it('stays alive while it is used, and ends at its fixed end whatever the activity', async () => {
    const { call, user } = await signedIn(app());
    const recently = new Date(Date.now() - SESSION_IDLE_MS + 60_000);
    await app().db.update(sessions).set({ last_seen_at: recently }).where(eq(sessions.user_id, user.id));
    expect((await call('GET', '/api/admin/session')).statusCode).toBe(200);
    const [touched] = await app().db.select().from(sessions).where(eq(sessions.user_id, user.id));
    expect(touched!.last_seen_at.getTime()).toBeGreaterThan(Date.now() - 10_000);

    await app()
      .db.update(sessions)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(sessions.user_id, user.id));
    expect((await call('GET', '/api/admin/session')).json().user).toBeNull();
  });

  it('gives the cookie the session’s time left, moved on by each request and never past the fixed end', async () => {
    const { call, user } = await signedIn(app());
    const maxAge = async () => {
      const response = await call('GET', '/api/admin/session');
      expect(response.statusCode).toBe(200);
      return response.cookies.find((c) => c.name === 'admin_session')?.maxAge;
    };
    const setSession = (values: Partial<typeof sessions.$inferInsert>) =>
      app().db.update(sessions).set(values).where(eq(sessions.user_id, user.id));

    // Idle for 20 minutes: the request moves the idle end 30 minutes on again.
    await setSession({ last_seen_at: new Date(Date.now() - 20 * 60_000) });
    expect(await maxAge()).toBeGreaterThanOrEqual(30 * 60 - 2);
    expect(await maxAge()).toBeLessThanOrEqual(30 * 60);
    // 10 minutes before the fixed end, activity cannot push the cookie beyond it.
    await setSession({ expires_at: new Date(Date.now() + 10 * 60_000) });
    const nearEnd = await maxAge();
    expect(nearEnd).toBeGreaterThanOrEqual(10 * 60 - 2);
    expect(nearEnd).toBeLessThanOrEqual(10 * 60);
  });

  it('ends on the server at logout: the old cookie no longer works', async () => {
    const { call, cookie, user } = await signedIn(app());
    const logout = await call('DELETE', '/api/admin/session');
    expect(logout.statusCode).toBe(204);
    expect(logout.cookies.find((c) => c.name === 'admin_session')?.value).toBe('');
    expect(await app().db.$count(sessions, eq(sessions.user_id, user.id))).toBe(0);
    expect((await callerWith(app(), cookie)('GET', '/api/admin/session')).json().user).toBeNull();
  });

  it('ends at once when an admin deactivates the account', async () => {
    const editor = await signedIn(app(), 'editor');
    const { call } = await signedIn(app(), 'admin');
    const response = await call('PATCH', `/api/admin/users/${editor.user.id}`, { active: false });
    expect(response.statusCode).toBe(200);
    expect((await editor.call('GET', '/api/admin/session')).json().user).toBeNull();
  });

  it('applies a role change on the next request', async () => {
    const editor = await signedIn(app(), 'editor');
    expect((await editor.call('GET', '/api/admin/users')).statusCode).toBe(403);
    const { call } = await signedIn(app(), 'admin');
    await call('PATCH', `/api/admin/users/${editor.user.id}`, { role: 'admin' });
    expect((await editor.call('GET', '/api/admin/users')).statusCode).toBe(200);
  });
});

describe('the origin check', () => {
  it('refuses a state-changing call from another site, even with a valid session', async () => {
    const { call } = await signedIn(app(), 'admin');
    const response = await call('PUT', '/api/admin/settings', {}, { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('cross_origin');
  });

  it('refuses one without an Origin unless the browser marks it same-origin', async () => {
    const { cookie } = await signedIn(app());
    const logout = (headers: Record<string, string>) =>
      app().inject({ method: 'DELETE', url: '/api/admin/session', headers: { cookie, ...headers } });
    expect((await logout({})).statusCode).toBe(403);
    expect((await logout({ origin: 'null' })).statusCode).toBe(403);
    expect((await logout({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await logout({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(204);
  });

  it('refuses a cross-site sign-in (login CSRF)', async () => {
    const { user, password } = await addUser(app());
    const response = await app().inject({
      method: 'POST',
      url: '/api/admin/session',
      headers: { origin: 'https://evil.example' },
      payload: { email: user.email, password },
    });
    expect(response.statusCode).toBe(403);
    expect(response.cookies).toEqual([]);
  });

  it('lets reads through without an Origin', async () => {
    const { cookie } = await signedIn(app());
    const response = await app().inject({ method: 'GET', url: '/api/admin/session', headers: { cookie } });
    expect(response.statusCode).toBe(200);
  });
});

describe('changing one’s password', () => {
  it('needs the current password, then ends the other sessions and keeps this one', async () => {
    const first = await signedIn(app());
    const second = callerWith(app(), sessionCookie(await postLogin(app(), first.user.email, first.password)));

    const wrong = await first.call('PUT', '/api/admin/session/password', {
      current_password: 'not it',
      new_password: 'a brand new passphrase',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ current_password: 'Your current password is not right.' });

    const short = await first.call('PUT', '/api/admin/session/password', {
      current_password: first.password,
      new_password: 'short',
    });
    expect(short.json().error.fields).toEqual({ new_password: 'Use at least 12 characters.' });

    const changed = await first.call('PUT', '/api/admin/session/password', {
      current_password: first.password,
      new_password: 'a brand new passphrase',
    });
    expect(changed.statusCode).toBe(204);
    expect((await first.call('GET', '/api/admin/session')).statusCode).toBe(200);
    expect((await second('GET', '/api/admin/session')).json().user).toBeNull();
    expect((await postLogin(app(), first.user.email, 'a brand new passphrase')).statusCode).toBe(200);
  });
});
