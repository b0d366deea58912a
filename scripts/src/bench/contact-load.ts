/**
 * npm run bench:contact -- [--duration 20] [--concurrency 10] [--max 100000]: a bounded loopback load test of
 * the contact pipeline (DESIGN §8). It builds the API on a temporary PGlite with a local SMTP server
 * (smtp-server) on 127.0.0.1, posts valid contact forms from `concurrency` clients for `duration` seconds (or
 * until `max` requests), waits for the mail outbox to drain, and prints throughput, p50/p99 latency and the
 * count of submissions stored, mailed and received. The clients run in a worker thread so their work does not
 * share the server's event loop; the per-address rate limit is raised for this run only (all clients are
 * 127.0.0.1). Exits 1 when a request failed or stored and sent differ.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

interface LoadSettings {
  url: string;
  durationMs: number;
  concurrency: number;
  max: number;
}

interface LoadResult {
  latenciesMs: number[];
  statuses: Record<number, number>;
  errors: number;
  elapsedMs: number;
}

/** One visitor's form; the index keeps every submission distinct. */
const form = (i: number) => ({
  submit: true,
  name: `Load Visitor ${i}`,
  address: `${i} Main Street`,
  city: 'Dayton',
  state: 'OH',
  zip: '45402',
  phone: '937-555-0123',
  email: `visitor${i}@load.example`,
  comments: `Message ${i}: please call me back about an appointment.`,
  website: '',
});

/** The worker's part: `concurrency` loops posting forms until the time or the request budget runs out. */
async function runLoad({ url, durationMs, concurrency, max }: LoadSettings): Promise<LoadResult> {
  const result: LoadResult = { latenciesMs: [], statuses: {}, errors: 0, elapsedMs: 0 };
  const started = performance.now();
  const until = started + durationMs;
  let issued = 0;
  const client = async () => {
    while (performance.now() < until && issued < max) {
      const body = JSON.stringify(form((issued += 1)));
      const sent = performance.now();
      try {
        const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
        await response.arrayBuffer();
        result.latenciesMs.push(performance.now() - sent);
        result.statuses[response.status] = (result.statuses[response.status] ?? 0) + 1;
      } catch {
        result.errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  result.elapsedMs = performance.now() - started;
  return result;
}

/** The value at quantile `q` (0–1) of ascending `sorted`, nearest rank. */
function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

async function waitUntil(condition: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return condition();
}

async function main(): Promise<void> {
  // Loaded here, not at the top: the worker thread runs this file too and needs neither.
  const { buildApp } = await import('@site/api');
  const { SMTPServer } = await import('smtp-server');
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '20' },
      concurrency: { type: 'string', default: '10' },
      max: { type: 'string', default: '100000' },
      'drain-timeout': { type: 'string', default: '120' },
    },
  });
  const durationMs = Number(values.duration) * 1000;
  const concurrency = Number(values.concurrency);
  const max = Number(values.max);
  const drainTimeoutMs = Number(values['drain-timeout']) * 1000;
  if (![durationMs, concurrency, max, drainTimeoutMs].every((n) => Number.isFinite(n) && n > 0)) {
    throw new Error('--duration, --concurrency, --max and --drain-timeout take positive numbers.');
  }

  let received = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 100,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => {
        received += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpAddress = smtp.server.address();
  if (!smtpAddress || typeof smtpAddress !== 'object') throw new Error('The SMTP server has no port.');

  const dir = await mkdtemp(path.join(tmpdir(), 'contact-load-'));
  const app = await buildApp({
    pgliteDir: path.join(dir, 'db'),
    mediaDir: path.join(dir, 'media'),
    seed: false,
    mail: {
      smtp: { host: '127.0.0.1', port: smtpAddress.port, secure: false, auth: undefined },
      from: 'website@load.example',
      to: 'desk@load.example',
    },
    outboxIntervalMs: 1000,
    contactRateLimit: { max: 1_000_000_000, timeWindow: 60_000 },
  });
  try {
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    const settings: LoadSettings = { url: `${origin}/api/utilities/contact.php`, durationMs, concurrency, max };
    console.log(`contact load: ${concurrency} clients for ${durationMs / 1000} s (at most ${max} requests)…`);

    const worker = new Worker(new URL(import.meta.url), { workerData: settings });
    const load = await new Promise<LoadResult>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    await worker.terminate();

    const counts = async () => {
      const result = await app.db.execute<{ stored: number; sent: number; pending: number }>(
        `select count(*)::int as stored,
                count(*) filter (where mail_status = 'sent')::int as sent,
                count(*) filter (where mail_status = 'pending')::int as pending
           from contact_submissions`,
      );
      const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
      return rows[0] as { stored: number; sent: number; pending: number };
    };
    const drainStarted = performance.now();
    const drained = await waitUntil(async () => (await counts()).pending === 0, drainTimeoutMs);
    const drainMs = performance.now() - drainStarted;
    const { stored, sent, pending } = await counts();

    const sorted = [...load.latenciesMs].sort((a, b) => a - b);
    const ok = load.statuses[200] ?? 0;
    const total = load.latenciesMs.length + load.errors;
    const statuses = Object.entries(load.statuses)
      .map(([status, n]) => `${status}×${n}`)
      .join(', ');
    console.log(
      `requests:    ${total} in ${(load.elapsedMs / 1000).toFixed(1)} s (${statuses || 'none'}; ${load.errors} network errors)`,
    );
    console.log(`throughput:  ${(ok / (load.elapsedMs / 1000)).toFixed(0)} req/s answered 200`);
    console.log(
      `latency:     p50 ${quantile(sorted, 0.5).toFixed(1)} ms, p99 ${quantile(sorted, 0.99).toFixed(1)} ms, max ${(sorted.at(-1) ?? Number.NaN).toFixed(1)} ms`,
    );
    console.log(`stored:      ${stored} submissions`);
    console.log(`sent:        ${sent} marked sent, ${received} received by the SMTP server, ${pending} pending`);
    console.log(
      `outbox:      ${drained ? 'drained' : 'NOT drained'} ${(drainMs / 1000).toFixed(1)} s after the load ended`,
    );
    if (ok !== total || stored !== ok || sent !== stored || received !== stored) process.exitCode = 1;
  } finally {
    await app.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
    await rm(dir, { recursive: true, force: true });
  }
}

if (isMainThread) {
  await main();
} else {
  parentPort?.postMessage(await runLoad(workerData as LoadSettings));
}
