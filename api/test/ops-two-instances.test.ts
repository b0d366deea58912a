import './test-support/vm-modules.ts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppOptions } from '../src/app.ts';
import { CLIENT_ERROR_RATE_LIMIT } from '../src/client-errors/client-errors-routes.ts';
import { CONTACT_RATE_LIMIT } from '../src/routes/contact.ts';
import { readRegistryState, updateRegistryState } from '../src/releases/registry-state.ts';
import { seedIfEmpty } from '../src/seed/seed.ts';
import { addUser, callerWith, postLogin, sessionCookie } from './test-support/admin.ts';
import { buildContactForm, buildSeedContent } from './test-support/builders.ts';
import { opsDatabase } from './test-support/ops.ts';
import type { OpsDatabase } from './test-support/ops.ts';
import { startSmtpSink } from './test-support/smtp-sink.ts';
import type { SmtpSink } from './test-support/smtp-sink.ts';
import { onPostgres, SETUP_TIMEOUT_MS } from './test-support/test-app.ts';
import { waitFor } from '@site/test-support/wait-for';

// Two API instances behind one origin share one PostgreSQL (README "Running on more than one machine").
// PGlite belongs to one process, so this file runs on PostgreSQL only (CI runs the suite on both).
const describeOnPostgres = onPostgres ? describe : describe.skip;
jest.setTimeout(SETUP_TIMEOUT_MS);

let database: OpsDatabase;
let sink: SmtpSink;
let a: FastifyInstance;
let b: FastifyInstance;

beforeAll(async () => {
  if (!onPostgres) return;
  sink = await startSmtpSink();
  database = await opsDatabase();
  const options: Partial<AppOptions> = {
    mail: {
      smtp: { host: '127.0.0.1', port: sink.port, secure: false, auth: undefined },
      from: undefined,
      to: 'desk@practice.example',
    },
    // Both outbox workers run on their timers, as in production, only faster.
    outboxIntervalMs: 25,
  };
  // Started together: the migration lock makes them take turns on the empty schema.
  [a, b] = await Promise.all([database.start(options), database.start(options)]);
  await seedIfEmpty(a.db, buildSeedContent());
  await Promise.all([a.ready(), b.ready()]);
});
afterAll(async () => {
  await database?.cleanUp();
  await sink?.stop();
});

let octet = 0;
const postContact = (app: FastifyInstance, name: string, remoteAddress = `192.0.2.${(octet += 1) % 250}`) =>
  app.inject({ method: 'POST', url: '/api/utilities/contact.php', payload: buildContactForm({ name }), remoteAddress });

describeOnPostgres('two API instances on one PostgreSQL', () => {
  it('count one rate limit together: requests to either instance use up the same allowance', async () => {
    const visitor = '203.0.113.40';
    const statuses: number[] = [];
    for (let i = 0; i <= CONTACT_RATE_LIMIT.max; i += 1) {
      statuses.push((await postContact(i % 2 === 0 ? a : b, `Limited ${i}`, visitor)).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(CONTACT_RATE_LIMIT.max).fill(200), 429]);
    expect((await postContact(a, 'Limited again', visitor)).statusCode).toBe(429);

    const report = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/client-errors',
        payload: { remote: 'about', version: '1.0.0', message: 'boom', path: '/about-us' },
        remoteAddress: visitor,
      });
    for (let i = 0; i < CLIENT_ERROR_RATE_LIMIT.max; i += 1) await report(i % 2 === 0 ? b : a);
    expect((await report(a)).statusCode).toBe(429);
    expect((await report(b)).statusCode).toBe(429);
  });

  it('share admin sessions: signed in on one, recognised on the other, signed out everywhere at once', async () => {
    const { user, password } = await addUser(a, { role: 'editor' });
    const cookie = sessionCookie(await postLogin(a, user.email, password));
    expect((await callerWith(b, cookie)('GET', '/api/admin/session')).json()).toMatchObject({
      user: { email: user.email },
    });
    expect((await callerWith(b, cookie)('DELETE', '/api/admin/session')).statusCode).toBeLessThan(300);
    expect((await callerWith(a, cookie)('GET', '/api/admin/session')).json().user).toBeNull();
  });

  it('mail every submission exactly once while both outbox workers run, wherever it arrived', async () => {
    sink.received.length = 0;
    sink.acceptDelayMs = 5;
    const names = Array.from({ length: 40 }, (_, i) => `Shared ${String(i).padStart(2, '0')}`);
    await Promise.all(names.map((name, i) => postContact(i % 2 === 0 ? a : b, name)));

    const counts = async () => {
      const rows = await a.db.execute<{ status: string; n: number }>(
        sql`select mail_status as status, count(*)::int as n from contact_submissions where name like 'Shared %' group by 1`,
      );
      const list = (Array.isArray(rows) ? rows : (rows as { rows: { status: string; n: number }[] }).rows) as {
        status: string;
        n: number;
      }[];
      return Object.fromEntries(list.map((row) => [row.status, row.n]));
    };
    await waitFor(async () => (await counts()).sent === names.length, { timeoutMs: 20_000, intervalMs: 25 });
    // A duplicate would be sent by a pass still running after the last row was marked. Passes chain within an
    // instance, so one more pass on each waits for any such pass to finish.
    await Promise.all([a.processOutbox(), b.processOutbox()]);

    const subjects = sink.received.map((mail) => mail.headers.subject).filter((s) => s?.includes('Shared'));
    expect(subjects.sort()).toEqual(names.map((name) => `Website contact: ${name}`));
    expect(await counts()).toEqual({ sent: names.length });
  });

  it('share one registry: releases through either instance at once all land, none lost', async () => {
    // Each change reads the history and appends to it, the pattern a lost update would break without the lock.
    const release = (db: FastifyInstance['db'], version: string) =>
      updateRegistryState(db, async (state) => {
        const history = state.history.about ?? [];
        await new Promise((resolve) => setTimeout(resolve, 5));
        const entry = { version, entry: `/remotes/about/${version}/remoteEntry.js` };
        state.registry.remotes.about = { ...entry, basePaths: ['/about-us'] };
        state.history.about = [...history, entry];
      });
    const versions = Array.from({ length: 12 }, (_, i) => `1.${i}.0`);
    await Promise.all(versions.map((version, i) => release(i % 2 ? a.db : b.db, version)));
    const { registry, history } = await readRegistryState(b.db);
    expect(history.about!.map((entry) => entry.version).sort()).toEqual([...versions].sort());
    expect(registry.remotes.about!.version).toBe(history.about!.at(-1)!.version);
  });
});
