import './test-support/vm-modules.ts';
import { contact_submissions } from '../src/db/schema.ts';
import { callerWith, postLogin, signedIn } from './test-support/admin.ts';
import type { AdminCaller } from './test-support/admin.ts';
import { buildContactForm, buildSeedContent } from './test-support/builders.ts';
import { createTestApp, SETUP_TIMEOUT_MS } from './test-support/test-app.ts';
import type { TestApp } from './test-support/test-app.ts';

/** Contact messages, user accounts, the audit log and the dashboard, as their admin screens call them. */

let testApp: TestApp;
let admin: AdminCaller;
let adminEmail: string;
beforeAll(async () => {
  testApp = await createTestApp(buildSeedContent(), { mail: null });
  const signed = await signedIn(testApp.app, 'admin');
  admin = signed.call;
  adminEmail = signed.user.email;
}, SETUP_TIMEOUT_MS);
afterAll(() => testApp?.close());

async function addMessage(overrides: Partial<typeof contact_submissions.$inferInsert> = {}) {
  const { submit: _submit, ...form } = buildContactForm();
  const [row] = await testApp.app.db
    .insert(contact_submissions)
    .values({ ...form, client_address_hash: 'hash', ...overrides })
    .returning();
  return row!;
}

describe('contact messages', () => {
  it('lists newest first with read, handled and mail state, and filters unread ones', async () => {
    const older = await addMessage({ name: 'Older', created_at: '2026-01-01T10:00:00Z', mail_status: 'sent' });
    const newer = await addMessage({
      name: 'Newer',
      created_at: '2026-01-02T10:00:00Z',
      mail_attempts: 3,
      mail_last_error: 'connection refused',
    });
    const all = (await admin('GET', '/api/admin/messages')).json();
    expect(all.items.map((m: { id: number }) => m.id).slice(0, 2)).toEqual([newer.id, older.id]);
    expect(all.items[0]).toMatchObject({
      created_at: '2026-01-02T10:00:00.000Z',
      read_at: null,
      handled_at: null,
      mail_status: 'pending',
      mail_attempts: 3,
      mail_last_error: 'connection refused',
    });
    expect(all.items[1].mail_status).toBe('sent');

    await admin('PATCH', `/api/admin/messages/${older.id}`, { read: true });
    const unread = (await admin('GET', '/api/admin/messages?show=unread')).json();
    expect(unread.items.map((m: { id: number }) => m.id)).toContain(newer.id);
    expect(unread.items.map((m: { id: number }) => m.id)).not.toContain(older.id);
    expect(unread.total).toBe(unread.items.length);
  });

  it('marks a message read and handled; handling it again keeps the first time', async () => {
    const message = await addMessage();
    const handled = (await admin('PATCH', `/api/admin/messages/${message.id}`, { handled: true })).json();
    expect(handled.handled_at).toEqual(expect.any(String));
    expect(handled.read_at).toEqual(expect.any(String));
    const again = (await admin('PATCH', `/api/admin/messages/${message.id}`, { handled: true })).json();
    expect(again.handled_at).toBe(handled.handled_at);
    const reopened = (await admin('PATCH', `/api/admin/messages/${message.id}`, { handled: false })).json();
    expect(reopened).toMatchObject({ handled_at: null, read_at: handled.read_at });
  });

  it('exports every message as CSV, with formulas a visitor typed defused', async () => {
    await addMessage({ name: 'Pat "Quote" Lee', comments: '=HYPERLINK("http://evil.example")\nline two' });
    const response = await admin('GET', '/api/admin/messages/export.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="contact-messages-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = response.body;
    expect(text.startsWith('\ufeff"id","received","name","email","phone"')).toBe(true);
    expect(text).toContain('"Pat ""Quote"" Lee"');
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"")\nline two"`);
  });
});

describe('users', () => {
  it('creates an account that can sign in; refuses a second account with the same e-mail', async () => {
    const created = await admin('POST', '/api/admin/users', {
      email: 'New.Editor@Riverbend.example',
      name: 'New Editor',
      role: 'editor',
      password: 'a long enough passphrase',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ email: 'new.editor@riverbend.example', role: 'editor', active: true });
    expect(created.json()).not.toHaveProperty('password_hash');
    expect((await postLogin(testApp.app, 'new.editor@riverbend.example', 'a long enough passphrase')).statusCode).toBe(
      200,
    );

    const again = await admin('POST', '/api/admin/users', {
      email: 'new.editor@riverbend.example',
      name: 'Twin',
      role: 'admin',
      password: 'another long passphrase',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields).toEqual({ email: 'An account with this e-mail address already exists.' });
  });

  it(
    'never lets the last active admin be demoted or deactivated',
    async () => {
      const lone = await createTestApp(undefined, { mail: null });
      try {
        const { call, user } = await signedIn(lone.app, 'admin');
        for (const change of [{ role: 'editor' }, { active: false }]) {
          const refused = await call('PATCH', `/api/admin/users/${user.id}`, change);
          expect(refused.statusCode).toBe(409);
          expect(refused.json().error.code).toBe('last_admin');
        }
        const other = await call('POST', '/api/admin/users', {
          email: 'second@riverbend.example',
          name: 'Second Admin',
          role: 'admin',
          password: 'a long enough passphrase',
        });
        expect(other.statusCode).toBe(201);
        expect((await call('PATCH', `/api/admin/users/${user.id}`, { role: 'editor' })).statusCode).toBe(200);
      } finally {
        await lone.close();
      }
    },
    SETUP_TIMEOUT_MS,
  );

  it('lets an admin set a new password for someone who forgot theirs', async () => {
    const editor = await signedIn(testApp.app, 'editor');
    const reset = await admin('PUT', `/api/admin/users/${editor.user.id}/password`, {
      password: 'fresh passphrase 42',
    });
    expect(reset.statusCode).toBe(204);
    expect((await editor.call('GET', '/api/admin/session')).json().user).toBeNull();
    expect((await postLogin(testApp.app, editor.user.email, 'fresh passphrase 42')).statusCode).toBe(200);
  });
});

describe('the audit log and the dashboard', () => {
  it('records who changed what and when, newest first', async () => {
    const editor = await signedIn(testApp.app, 'editor');
    const created = (await editor.call('POST', '/api/admin/quick-facts', { number: '7', title: 'Hospitals' })).json();
    await editor.call('PUT', `/api/admin/quick-facts/${created.id}`, { number: '8', title: 'Hospitals' });
    const log = (await admin('GET', '/api/admin/audit?limit=2')).json();
    expect(log.items).toEqual([
      expect.objectContaining({
        user_email: editor.user.email,
        action: 'update',
        entity: 'quick fact',
        entity_id: created.id,
        summary: '8 Hospitals: number',
      }),
      expect.objectContaining({ action: 'create', summary: '7 Hospitals', user_email: editor.user.email }),
    ]);
    expect(new Date(log.items[0].created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(log.total).toBeGreaterThanOrEqual(2);
  });

  it('counts physicians, news and unread messages, and shows the latest messages and changes', async () => {
    const fresh = await addMessage({ name: 'Newest Visitor', created_at: '2030-01-01T00:00:00Z' });
    const dashboard = (await callerWith(testApp.app, undefined)('GET', '/api/admin/dashboard')).statusCode;
    expect(dashboard).toBe(401);
    const body = (await admin('GET', '/api/admin/dashboard')).json();
    const unread = (await admin('GET', '/api/admin/messages?show=unread&limit=1')).json().total;
    expect(body.counts).toEqual({ physicians: 0, news: 1, unread_messages: unread });
    expect(body.latest_messages[0]).toMatchObject({ id: fresh.id, name: 'Newest Visitor', read_at: null });
    expect(body.recent_changes.length).toBeGreaterThan(0);
    expect(body.recent_changes.some((c: { user_email: string }) => c.user_email === adminEmail)).toBe(true);
  });

  it('shows editors no account administration among the latest changes; admins see it', async () => {
    const editor = await signedIn(testApp.app, 'editor');
    await editor.call('POST', '/api/admin/quick-facts', { number: '3', title: 'Scanners' });
    const created = (
      await admin('POST', '/api/admin/users', {
        email: 'new.hire@riverbend.example',
        name: 'New Hire',
        role: 'editor',
        password: 'a long enough passphrase',
      })
    ).json();
    await admin('PATCH', `/api/admin/users/${created.id}`, { role: 'admin' });
    await admin('PUT', `/api/admin/users/${created.id}/password`, { password: 'another long passphrase' });
    await admin('PATCH', `/api/admin/users/${created.id}`, { active: false });
    await editor.call('PUT', '/api/admin/session/password', {
      current_password: editor.password,
      new_password: 'an editor’s new passphrase',
    });
    const seenBy = async (caller: AdminCaller) =>
      ((await caller('GET', '/api/admin/dashboard')).json().recent_changes as { entity: string }[]).map(
        (change) => change.entity,
      );

    const byAdmin = await seenBy(admin);
    expect(byAdmin.slice(0, 5)).toEqual(['user', 'user', 'user', 'user', 'user']);
    const byEditor = await seenBy(editor.call);
    expect(byEditor).not.toContain('user');
    // Still the latest changes, only without the accounts.
    expect(byEditor[0]).toBe('quick fact');
  });
});
