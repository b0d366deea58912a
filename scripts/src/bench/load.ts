/**
 * npm run bench:load -- [--duration 60] [--home 4] [--api 4] [--contact 2] [--no-contact]: a bounded load test
 * on loopback of the production server: Home's HTML, the API's list calls and the contact call, side by side
 * for `duration` seconds, each from its own number of connections (one request at a time per connection), and
 * prints per call the requests, throughput, p50/p99/max latency and the error count, exiting 1 on any error.
 *
 * By default it starts the site itself (createSiteServer on a temporary data folder, seeded, no prerendering)
 * and stops it afterwards. SITE_URL=http://127.0.0.1:<port> measures a server already running instead (only
 * loopback addresses are accepted; contact posts are stored there, and mailed if it has SMTP set).
 *
 * Each contact post comes from its own visitor address (X-Forwarded-For, believed from loopback with
 * TRUST_PROXY=127.0.0.1, which the self-started server sets and a running one needs), so the per-address rate
 * limit stays on and its shared counters are part of what is measured. Clients run in worker threads, so
 * their work does not share the server's event loop (it shares the machine's cores).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

type Kind = 'home' | 'api' | 'contact';

interface ClientSettings {
  kind: Kind;
  origin: string;
  connections: number;
  durationMs: number;
  /** Distinguishes the visitor addresses of this run's contact posts from another's. */
  seed: number;
}

interface ClientResult {
  kind: Kind;
  latenciesMs: number[];
  errors: number;
  firstError: string | undefined;
  elapsedMs: number;
}

/** The API's list calls the pages make (SPEC §7, DESIGN §5). */
const API_LISTS = [
  '/api/settings',
  '/api/physicians',
  '/api/residents',
  '/api/fellows',
  '/api/modalities',
  '/api/subspecialties',
  '/api/news/',
  '/api/quickfacts/',
  '/api/testimonials',
  '/api/rotator',
  '/api/locations',
  '/api/frequently-called-numbers',
  '/api/practice-contacts',
  '/api/outreach-events',
];

/** One request of `kind` (the i-th of its connection); throws when the answer is not what a visitor needs. */
async function request(kind: Kind, origin: string, i: number, seed: number): Promise<void> {
  if (kind === 'home') {
    const response = await fetch(`${origin}/`, { headers: { accept: 'text/html' } });
    const html = await response.text();
    if (response.status !== 200 || !/id="?site-data/.test(html)) throw new Error(`home: ${response.status}`);
    return;
  }
  if (kind === 'api') {
    const url = API_LISTS[i % API_LISTS.length]!;
    const response = await fetch(`${origin}${url}`);
    const body = await response.json();
    if (response.status !== 200 || typeof body !== 'object') throw new Error(`${url}: ${response.status}`);
    return;
  }
  const n = seed * 1_000_000 + i;
  const visitor = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  const response = await fetch(`${origin}/api/utilities/contact.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor },
    body: JSON.stringify({
      submit: true,
      name: `Load Visitor ${n}`,
      address: `${i} Main Street`,
      city: 'Dayton',
      state: 'OH',
      zip: '45402',
      phone: '937-555-0123',
      email: `visitor${n}@load.example`,
      comments: `Message ${n}: please call me back about an appointment.`,
      website: '',
    }),
  });
  const body = (await response.json()) as { response?: unknown };
  if (response.status !== 200 || body.response !== true) throw new Error(`contact: ${response.status}`);
}

/** The worker's part: `connections` loops of one request at a time until the time is up. */
async function runClients({ kind, origin, connections, durationMs, seed }: ClientSettings): Promise<ClientResult> {
  const result: ClientResult = { kind, latenciesMs: [], errors: 0, firstError: undefined, elapsedMs: 0 };
  const started = performance.now();
  const until = started + durationMs;
  let issued = 0;
  const connection = async () => {
    while (performance.now() < until) {
      const i = (issued += 1);
      const sent = performance.now();
      try {
        await request(kind, origin, i, seed);
        result.latenciesMs.push(performance.now() - sent);
      } catch (error) {
        result.errors += 1;
        result.firstError ??= (error as Error).message;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, connection));
  result.elapsedMs = performance.now() - started;
  return result;
}

/** The value at quantile `q` (0–1) of ascending `sorted`, nearest rank. */
function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

function isLoopbackUrl(url: string): boolean {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname);
}

/** Starts the site on a temporary data folder; returns its origin and how to stop it. */
async function startOwnServer(): Promise<{ origin: string; stop: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-load-'));
  // Set before the server is built: buildApp reads it (api config TRUST_PROXY).
  process.env.TRUST_PROXY = '127.0.0.1';
  const { createSiteServer } = await import('@site/server/site-server');
  const { createRenderer } = await import('@site/server/renderer');
  const { shellDist, siteDir } = await import('@site/server/paths');
  const app = await createSiteServer({ dataDir: dir, logger: false });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  // Home as a stored page the browser renders (no remotes are released in this folder, no Chromium needed).
  const renderer = createRenderer({
    site: siteDir(dir),
    shellDist: shellDist(),
    apiBase: origin,
    publicUrl: origin,
    capture: false,
  });
  await renderer.pass();
  await renderer.close();
  await app.rendering.files.refresh();
  return {
    origin,
    stop: async () => {
      await app.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '60' },
      home: { type: 'string', default: '4' },
      api: { type: 'string', default: '4' },
      contact: { type: 'string', default: '2' },
      'no-contact': { type: 'boolean', default: false },
    },
  });
  const durationMs = Number(values.duration) * 1000;
  const connections: Record<Kind, number> = {
    home: Number(values.home),
    api: Number(values.api),
    contact: values['no-contact'] ? 0 : Number(values.contact),
  };
  const counts = [durationMs, ...Object.values(connections)];
  if (
    !counts.every((n) => Number.isInteger(n) && n >= 0) ||
    durationMs === 0 ||
    connections.home + connections.api > 64
  ) {
    throw new Error(
      '--duration takes a positive number; --home, --api and --contact whole numbers (at most 64 in all).',
    );
  }

  const siteUrl = process.env.SITE_URL;
  if (siteUrl && !isLoopbackUrl(siteUrl)) throw new Error(`SITE_URL must be a loopback address, not ${siteUrl}.`);
  const server = siteUrl ? { origin: siteUrl.replace(/\/$/, ''), stop: async () => undefined } : await startOwnServer();
  try {
    const kinds = (Object.keys(connections) as Kind[]).filter((kind) => connections[kind] > 0);
    console.log(
      `load on ${server.origin} for ${durationMs / 1000} s: ${kinds.map((k) => `${k} ×${connections[k]}`).join(', ')} connections…`,
    );
    const seed = Date.now() % 1000;
    const results = await Promise.all(
      kinds.map((kind) => {
        const settings: ClientSettings = {
          kind,
          origin: server.origin,
          connections: connections[kind],
          durationMs,
          seed,
        };
        const worker = new Worker(new URL(import.meta.url), { workerData: settings });
        return new Promise<ClientResult>((resolve, reject) => {
          worker.once('message', (result: ClientResult) => void worker.terminate().then(() => resolve(result)));
          worker.once('error', reject);
        });
      }),
    );

    const rows = results.map((r) => {
      const sorted = [...r.latenciesMs].sort((x, y) => x - y);
      return {
        call: { home: "Home's HTML (GET /)", api: `API lists (${API_LISTS.length} calls)`, contact: 'contact (POST)' }[
          r.kind
        ],
        connections: connections[r.kind],
        requests: sorted.length + r.errors,
        'req/s': Math.round(sorted.length / (r.elapsedMs / 1000)),
        'p50 ms': Number(quantile(sorted, 0.5).toFixed(1)),
        'p99 ms': Number(quantile(sorted, 0.99).toFixed(1)),
        'max ms': Number((sorted.at(-1) ?? Number.NaN).toFixed(1)),
        errors: r.errors,
      };
    });
    console.table(rows);
    for (const r of results) if (r.firstError) console.error(`${r.kind}: first error: ${r.firstError}`);
    if (results.some((r) => r.errors > 0)) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

if (isMainThread) {
  await main();
} else {
  parentPort?.postMessage(await runClients(workerData as ClientSettings));
}
