import './test-support/vm-modules.ts';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import type { AppOptions } from '../src/app.ts';
import { contact_submissions } from '../src/db/schema.ts';
import { seedIfEmpty } from '../src/seed/seed.ts';
import { buildContactForm, buildSeedContent } from './test-support/builders.ts';
import { startSmtpSink } from './test-support/smtp-sink.ts';
import type { SmtpSink } from './test-support/smtp-sink.ts';
import { onPostgres, SETUP_TIMEOUT_MS } from './test-support/test-app.ts';
import { waitFor } from '@site/test-support/wait-for';

// These tests close the app and open it again on the same data: a PGlite directory, or one PostgreSQL schema.
jest.setTimeout(SETUP_TIMEOUT_MS);

let sink: SmtpSink;
let tempDir: string;
let pgSchema: string | undefined;
const open: FastifyInstance[] = [];

beforeAll(async () => {
  sink = await startSmtpSink();
  tempDir = await mkdtemp(path.join(tmpdir(), 'api-mail-'));
  pgSchema = onPostgres ? `test_${randomBytes(6).toString('hex')}` : undefined;
});
afterAll(async () => {
  if (pgSchema) {
    const app = await start();
    await app.db.execute(sql.raw(`drop schema if exists "${pgSchema}" cascade`));
  }
  for (const app of open) await app.close();
  await sink?.stop();
  if (tempDir) await rm(tempDir, { recursive: true, force: true });
});
beforeEach(() => {
  sink.received.length = 0;
  sink.acceptDelayMs = 0;
});

/** Builds the app on the shared data; the outbox timer is off unless `options` sets it. */
async function start(options: Partial<AppOptions> = {}): Promise<FastifyInstance> {
  const app = await buildApp({
    databaseUrl: process.env.TEST_DATABASE_URL,
    pgSchema,
    pgliteDir: path.join(tempDir, 'db'),
    mediaDir: path.join(tempDir, 'media'),
    seed: false,
    mail: {
      smtp: { host: '127.0.0.1', port: sink.port, secure: false, auth: undefined },
      from: undefined,
      to: 'desk@practice.example',
    },
    outboxIntervalMs: 0,
    ...options,
  });
  open.push(app);
  await seedIfEmpty(app.db, buildSeedContent());
  return app;
}

async function stop(app: FastifyInstance): Promise<void> {
  open.splice(open.indexOf(app), 1);
  await app.close();
}

let lastOctet = 0;
async function submit(app: FastifyInstance, name: string): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/utilities/contact.php',
    payload: buildContactForm({ name }),
    remoteAddress: `192.0.2.${(lastOctet += 1)}`,
  });
  expect(response.json()).toEqual({ response: true });
}

const makeDue = (app: FastifyInstance) =>
  app.db
    .update(contact_submissions)
    .set({ next_attempt_at: sql`now()` })
    .where(eq(contact_submissions.mail_status, 'pending'));

const subjects = () => sink.received.map((mail) => mail.headers.subject).sort();

describe('the mail outbox across restarts', () => {
  it('sends what was queued while the mail server was down after the API restarts, once each', async () => {
    await sink.stop();
    const first = await start();
    await submit(first, 'Erin Restart');
    await submit(first, 'Flynn Restart');
    expect(await first.processOutbox()).toEqual({ sent: 0, failed: 2 });
    await stop(first);

    await sink.start();
    // The timed worker this time, not a direct call: it must pick the queue up on its own after a restart.
    const second = await start({ outboxIntervalMs: 50 });
    await second.ready();
    await makeDue(second);
    await waitFor(() => sink.received.length >= 2);
    // Passes chain: this one starts once the timed pass has recorded its sends, and finds nothing left to send.
    expect(await second.processOutbox()).toEqual({ sent: 0, failed: 0 });
    expect(subjects()).toEqual(['Website contact: Erin Restart', 'Website contact: Flynn Restart']);
    expect(sink.received[0]?.to).toEqual(['desk@practice.example']);
    await stop(second);
  });

  it('waits on close for a send in flight and records it before the database closes', async () => {
    const app = await start();
    await submit(app, 'Gale Inflight');
    sink.acceptDelayMs = 400;
    const run = app.processOutbox();
    // The server has the message and holds it unaccepted: the send is in flight when close() is called.
    await waitFor(() => sink.held === 1);
    expect(sink.received).toEqual([]);
    await stop(app);
    // close() returned only after the server accepted the message and the pass recorded it.
    expect(subjects()).toEqual(['Website contact: Gale Inflight']);
    await expect(run).resolves.toEqual({ sent: 1, failed: 0 });

    const reopened = await start();
    const [row] = await reopened.db
      .select()
      .from(contact_submissions)
      .where(eq(contact_submissions.name, 'Gale Inflight'));
    expect(row).toMatchObject({ mail_status: 'sent', mail_attempts: 1 });
    expect(await reopened.processOutbox()).toEqual({ sent: 0, failed: 0 });
    expect(sink.received).toHaveLength(1);
    await stop(reopened);
  });

  // Two API processes on one PostgreSQL server; PGlite belongs to one process, so this runs on PostgreSQL only.
  (onPostgres ? it : it.skip)('never sends a message twice when two instances drain one queue together', async () => {
    const a = await start();
    const b = await start();
    const names = Array.from({ length: 60 }, (_, i) => `Parallel ${String(i).padStart(2, '0')}`);
    for (const name of names) await submit(a, name);
    sink.acceptDelayMs = 5;
    const [runA, runB] = await Promise.all([a.processOutbox(), b.processOutbox()]);
    expect(runA.sent + runB.sent).toBe(60);
    // Both did some of the work, and between them every message went out exactly once.
    expect(runA.sent).toBeGreaterThan(0);
    expect(runB.sent).toBeGreaterThan(0);
    expect(subjects()).toEqual(names.map((name) => `Website contact: ${name}`));
    await stop(a);
    await stop(b);
  });
});
