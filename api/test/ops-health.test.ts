import './test-support/vm-modules.ts';
import { sql } from 'drizzle-orm';
import type { MailStatus } from '../src/db/schema.ts';
import { contact_submissions } from '../src/db/schema.ts';
import { callerWith, signedIn } from './test-support/admin.ts';
import type { AdminCaller } from './test-support/admin.ts';
import { buildContactForm } from './test-support/builders.ts';
import { createTestApp, SETUP_TIMEOUT_MS } from './test-support/test-app.ts';
import type { TestApp } from './test-support/test-app.ts';

let testApp: TestApp;
let admin: AdminCaller;

beforeAll(async () => {
  // On a site, as the web server runs the API: the registry is the database's.
  testApp = await createTestApp(undefined, { releaseRegistry: true, mail: null });
  ({ call: admin } = await signedIn(testApp.app, 'admin'));
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await testApp?.close();
});
beforeEach(async () => {
  await testApp.app.db.delete(contact_submissions);
});

/**
 * Runs `check` while the registry's table cannot be read though the database answers (a schema out of step,
 * say), then puts the table back.
 */
async function withRegistryUnreadable(check: () => Promise<void>): Promise<void> {
  await testApp.app.db.execute(sql`alter table registry_remotes rename to registry_remotes_away`);
  try {
    await check();
  } finally {
    await testApp.app.db.execute(sql`alter table registry_remotes_away rename to registry_remotes`);
  }
}

/** Stores contact submissions with the given mail statuses, as the contact route and the outbox leave them. */
async function storeSubmissions(...statuses: MailStatus[]): Promise<void> {
  const { submit: _submit, ...form } = buildContactForm();
  await testApp.app.db
    .insert(contact_submissions)
    .values(statuses.map((mail_status) => ({ ...form, client_address_hash: 'x', mail_status })));
}

const health = async () => {
  const response = await testApp.app.inject({ url: '/api/health' });
  return { status: response.statusCode, body: response.json() };
};

const details = async (call: AdminCaller = admin) => {
  const response = await call('GET', '/api/admin/health');
  return { status: response.statusCode, body: response.json() };
};

describe('GET /api/health', () => {
  it('tells anyone only whether the instance is fine: no outbox depth, database or registry state', async () => {
    await storeSubmissions('pending', 'pending', 'sent', 'off');
    expect(await health()).toEqual({ status: 200, body: { status: 'ok' } });
    expect((await testApp.app.inject({ url: '/api/health/' })).json()).toEqual({ status: 'ok' });
  });

  it('answers an unreadable registry as degraded, still 200', async () => {
    await withRegistryUnreadable(async () => {
      expect(await health()).toEqual({ status: 200, body: { status: 'degraded' } });
    });
    expect(await health()).toEqual({ status: 200, body: { status: 'ok' } });
  });

  it('answers 503 when the database does not respond, so a load balancer stops sending traffic', async () => {
    const spy = jest.spyOn(testApp.app.db, 'execute').mockRejectedValueOnce(new Error('connection lost'));
    try {
      expect(await health()).toEqual({ status: 503, body: { status: 'error' } });
    } finally {
      spy.mockRestore();
    }
  });
});

describe('GET /api/admin/health', () => {
  it('answers 401 to someone not signed in and 403 to an editor', async () => {
    const signedOut = await details(callerWith(testApp.app));
    expect(signedOut.status).toBe(401);
    expect(JSON.stringify(signedOut.body)).not.toMatch(/outbox|pending|database|registry/);
    const editor = await signedIn(testApp.app, 'editor');
    expect((await details(editor.call)).status).toBe(403);
  });

  it('reports to an admin the database up, the outbox depth and the registry readable', async () => {
    await storeSubmissions('pending', 'pending', 'sent', 'off');
    expect(await details()).toEqual({
      status: 200,
      body: { status: 'ok', database: 'up', outbox: { pending: 2 }, registry: 'readable' },
    });
  });

  it('reports an unreadable registry as degraded', async () => {
    await withRegistryUnreadable(async () => {
      expect(await details()).toEqual({
        status: 200,
        body: { status: 'degraded', database: 'up', outbox: { pending: 0 }, registry: 'unreadable' },
      });
    });
    expect((await details()).body.registry).toBe('readable');
  });

  it('reports the database down with 503 when it does not answer the check', async () => {
    // The first call of `execute` is the health check's: the session lookup goes through the query builder.
    const spy = jest.spyOn(testApp.app.db, 'execute').mockRejectedValueOnce(new Error('connection lost'));
    try {
      expect(await details()).toEqual({
        status: 503,
        body: { status: 'error', database: 'down', outbox: { pending: null }, registry: 'readable' },
      });
    } finally {
      spy.mockRestore();
    }
  });
});
