import './test-support/vm-modules.ts';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MailStatus } from '../src/db/schema.ts';
import { contact_submissions } from '../src/db/schema.ts';
import { buildContactForm } from './test-support/builders.ts';
import { createTestApp, SETUP_TIMEOUT_MS } from './test-support/test-app.ts';
import type { TestApp } from './test-support/test-app.ts';

let testApp: TestApp;
let dir: string;
let registryPath: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'ops-health-'));
  registryPath = path.join(dir, 'registry.json');
  testApp = await createTestApp(undefined, { registryPath, mail: null });
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await testApp?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await writeFile(registryPath, JSON.stringify({ schemaVersion: 1, remotes: {} }));
  await testApp.app.db.delete(contact_submissions);
});

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

describe('GET /api/health', () => {
  it('reports the database up, the outbox depth and the registry readable', async () => {
    await storeSubmissions('pending', 'pending', 'sent', 'off');
    expect(await health()).toEqual({
      status: 200,
      body: { status: 'ok', database: 'up', outbox: { pending: 2 }, registry: 'readable' },
    });
  });

  it('reports an unreadable registry as degraded, still 200', async () => {
    await writeFile(registryPath, 'not json');
    expect(await health()).toEqual({
      status: 200,
      body: { status: 'degraded', database: 'up', outbox: { pending: 0 }, registry: 'unreadable' },
    });
    await rm(registryPath);
    expect((await health()).body.registry).toBe('unreadable');
  });

  it('answers 503 when the database does not respond, so a load balancer stops sending traffic', async () => {
    const spy = jest.spyOn(testApp.app.db, 'execute').mockRejectedValueOnce(new Error('connection lost'));
    try {
      expect(await health()).toEqual({
        status: 503,
        body: { status: 'error', database: 'down', outbox: { pending: null }, registry: 'readable' },
      });
    } finally {
      spy.mockRestore();
    }
  });
});
