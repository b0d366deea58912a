import './test-support/vm-modules.ts';
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { gracefulShutdown } from '../src/ops/shutdown.ts';
import { seedIfEmpty } from '../src/seed/seed.ts';
import { buildContactForm, buildSeedContent } from './test-support/builders.ts';
import { startSmtpSink } from './test-support/smtp-sink.ts';
import type { SmtpSink } from './test-support/smtp-sink.ts';
import { opsDatabase } from './test-support/ops.ts';
import { SETUP_TIMEOUT_MS } from './test-support/test-app.ts';
import { waitFor } from '@site/test-support/wait-for';

jest.setTimeout(SETUP_TIMEOUT_MS);

/** GET over a new TCP connection (no pooled keep-alive socket), resolving with status and body. */
function getFresh(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

describe('graceful shutdown', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink?.stop());

  it('finishes the request and the mail in flight, refuses new connections, then exits 0', async () => {
    const database = await opsDatabase();
    const app = await database.start({
      mail: {
        smtp: { host: '127.0.0.1', port: sink.port, secure: false, auth: undefined },
        from: undefined,
        to: 'desk@practice.example',
      },
      outboxIntervalMs: 0,
    });
    await seedIfEmpty(app.db, buildSeedContent());
    const events: string[] = [];
    let entered!: () => void;
    const inHandler = new Promise<void>((resolve) => (entered = resolve));
    // The request stays in flight until the test lets it finish, once it has seen new connections refused.
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    app.get('/test/slow', async () => {
      entered();
      await finished;
      return { done: true };
    });
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const submitted = await app.inject({
        method: 'POST',
        url: '/api/utilities/contact.php',
        payload: buildContactForm(),
      });
      expect(submitted.json()).toEqual({ response: true });
      // The mail server takes its time to accept, so the send is still in flight when the shutdown starts.
      sink.acceptDelayMs = 400;
      const mail = app.processOutbox().then((run) => {
        events.push('mail recorded');
        return run;
      });
      const slow = getFresh(`${origin}/test/slow`).then((result) => {
        events.push('response');
        return result;
      });
      await inHandler;
      await waitFor(() => sink.held === 1);

      const exits: number[] = [];
      const stopping = gracefulShutdown(app, {
        exit: (code) => {
          events.push('exit');
          exits.push(code);
        },
      })('SIGTERM');
      // The listener closes as the shutdown begins, while the request above is still held open.
      await waitFor(() =>
        getFresh(`${origin}/api/settings`).then(
          () => false,
          () => true,
        ),
      );
      await expect(getFresh(`${origin}/api/settings`)).rejects.toThrow(/ECONNREFUSED|ECONNRESET/);

      finish();
      await stopping;
      expect(await slow).toEqual({ status: 200, body: '{"done":true}' });
      expect(await mail).toEqual({ sent: 1, failed: 0 });
      expect(sink.received.map((m) => m.headers.subject)).toEqual(['Website contact: Jordan Visitor']);
      expect(exits).toEqual([0]);
      expect(events.indexOf('exit')).toBe(events.length - 1);
    } finally {
      await database.cleanUp();
    }
  });
});

describe('graceful shutdown when closing hangs', () => {
  /** An app whose close never finishes, with a silent logger. */
  const stuckApp = () =>
    ({
      close: () => new Promise<void>(() => undefined),
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    }) as unknown as FastifyInstance;

  it('exits 1 once the time allowed has passed', async () => {
    const exits: number[] = [];
    await gracefulShutdown(stuckApp(), { timeoutMs: 30, exit: (code) => exits.push(code) })('SIGTERM');
    expect(exits).toEqual([1]);
  });

  it('exits 1 at once on a second signal', async () => {
    const exits: number[] = [];
    const step = gracefulShutdown(stuckApp(), { timeoutMs: 60_000, exit: (code) => exits.push(code) });
    void step('SIGINT');
    void step('SIGINT');
    expect(exits).toEqual([1]);
  });
});
