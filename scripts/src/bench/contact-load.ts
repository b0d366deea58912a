/**
 * npm run bench:contact -- [--duration 20] [--concurrency 10] [--max 100000]: a bounded loopback load test of
 * the contact pipeline (docs/design.md#product-decisions). It builds the API on a temporary PGlite with a local SMTP server
 * (smtp-server) on 127.0.0.1, posts valid contact forms with autocannon from `concurrency` connections for
 * `duration` seconds (or until `max` requests), waits for the mail outbox to drain, and prints throughput,
 * p50/p99 latency (whole milliseconds, as autocannon records them) and the count of submissions stored, mailed
 * and received. The load runs in a worker thread so its work does not share the server's event loop; the
 * per-address rate limit is raised for this run only (all clients are 127.0.0.1). Exits 1 when a request
 * failed or stored and sent differ.
 */
import autocannon from 'autocannon';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { waitFor } from '@site/test-support/wait-for';
import { contactForm, runAutocannon } from './autocannon-support.ts';

interface LoadSettings {
  url: string;
  durationS: number;
  concurrency: number;
  max: number;
}

interface LoadResult {
  requests: number;
  /** Requests written, including those still unanswered when the time ran out (autocannon drops those). */
  sent: number;
  statuses: Record<string, number>;
  errors: number;
  elapsedS: number;
  p50: number;
  p99: number;
  max: number;
}

/** The worker's part: autocannon posting forms from `concurrency` connections until the time or `max` runs out. */
async function runLoad({ url, durationS, concurrency, max }: LoadSettings): Promise<LoadResult> {
  let issued = 0;
  const options: autocannon.Options = {
    url,
    connections: concurrency,
    duration: durationS,
    maxOverallRequests: max,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [{ setupRequest: (request) => ({ ...request, body: JSON.stringify(contactForm((issued += 1))) }) }],
  };
  const result = await runAutocannon(options);
  return {
    requests: result.requests.total + result.errors,
    sent: (result.requests as autocannon.Histogram & { sent: number }).sent,
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count ?? 0]),
    ),
    errors: result.errors,
    elapsedS: result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
  };
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
  const durationS = Number(values.duration);
  const concurrency = Number(values.concurrency);
  const max = Number(values.max);
  const drainTimeoutMs = Number(values['drain-timeout']) * 1000;
  if (![durationS, concurrency, max, drainTimeoutMs].every((n) => Number.isFinite(n) && n > 0)) {
    throw new Error('--duration, --concurrency, --max and --drain-timeout take positive numbers.');
  }
  // autocannon spreads `max` over the connections and refuses fewer requests than connections.
  if (max < concurrency) throw new Error('--max takes at least as many requests as --concurrency.');

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
    const settings: LoadSettings = { url: `${origin}/api/utilities/contact.php`, durationS, concurrency, max };
    console.log(`contact load: ${concurrency} clients for ${durationS} s (at most ${max} requests)…`);

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
    const drained = await waitFor(async () => (await counts()).pending === 0, {
      timeoutMs: drainTimeoutMs,
      intervalMs: 100,
    }).catch(() => false);
    const drainMs = performance.now() - drainStarted;
    const { stored, sent, pending } = await counts();

    const ok = load.statuses[200] ?? 0;
    const statuses = Object.entries(load.statuses)
      .map(([status, n]) => `${status}×${n}`)
      .join(', ');
    console.log(
      `requests:    ${load.requests} in ${load.elapsedS.toFixed(1)} s (${statuses || 'none'}; ${load.errors} network errors; ` +
        `${load.sent - load.requests} unanswered when the time ran out)`,
    );
    console.log(`throughput:  ${(ok / load.elapsedS).toFixed(0)} req/s answered 200`);
    console.log(`latency:     p50 ${load.p50} ms, p99 ${load.p99} ms, max ${load.max} ms`);
    console.log(`stored:      ${stored} submissions`);
    console.log(`sent:        ${sent} marked sent, ${received} received by the SMTP server, ${pending} pending`);
    console.log(
      `outbox:      ${drained ? 'drained' : 'NOT drained'} ${(drainMs / 1000).toFixed(1)} s after the load ended`,
    );
    // A post cut off when the time ran out may still have been stored, so stored lies between answered and sent.
    const storedAsPosted = stored >= ok && stored <= load.sent;
    if (ok !== load.requests || !storedAsPosted || sent !== stored || received !== stored) process.exitCode = 1;
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
