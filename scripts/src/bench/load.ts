/**
 * npm run bench:load -- [--duration 60] [--home 4] [--home-rate 1000] [--api 4] [--contact 2] [--no-contact]
 * [--vitals 1000] [--nginx]: a
 * bounded load test on loopback of the production server: Home's HTML, the API's list calls and the contact
 * call, side by side for `duration` seconds, each from its own number of connections (one request at a time per
 * connection), and prints per call the requests, throughput, p50/p99/max latency and the error count, exiting 1
 * on any error. With `--vitals N`, visitors' Web Vitals beacons (`POST /api/vitals`, each from its own address)
 * are sent at N per second beside them, to see what they cost the pages (docs/design.md#web-vitals). With
 * `--home-rate N`, Home is asked for at N requests per second in all instead of as fast as its connections go:
 * a saturated server's latency only says it is saturated, while at a steady rate p99 shows whether other
 * requests make pages wait. The load
 * is autocannon's; latencies are whole milliseconds, as its histogram records them.
 *
 * By default it starts the site itself (as `npm start` does, on a temporary data folder: seeded, every remote
 * released, every page rendered before the load begins) and stops it afterwards; with `--nginx`, behind nginx
 * as the deployment runs it (server/nginx/site.conf: pages and files from the disk, the API passed to Node). SITE_URL=http://127.0.0.1:<port> measures a server already running instead (only
 * loopback addresses are accepted; contact posts are stored there, and mailed if it has SMTP set).
 *
 * Each contact post comes from its own visitor address (X-Forwarded-For, believed from loopback with
 * TRUST_PROXY=127.0.0.1, which the self-started server sets and a running one needs), so the per-address rate
 * limit stays on and its shared counters are part of what is measured. Clients run in worker threads, so
 * their work does not share the server's event loop (it shares the machine's cores).
 */
import autocannon from 'autocannon';
import { mkdtemp, rm } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { claimPort, startSite } from '@site/test-support/site';
import { startNginx } from '../ci/nginx.ts';
import { contactForm, runAutocannon } from './autocannon-support.ts';
import { servedVersion } from '@site/contracts/registry';
import type { Registry } from '@site/contracts/types';

type Kind = 'home' | 'api' | 'contact' | 'vitals';

interface ClientSettings {
  kind: Kind;
  origin: string;
  connections: number;
  durationS: number;
  /** Distinguishes the visitor addresses of this run's contact posts from another's. */
  seed: number;
  /** For `vitals`: the beacons per second, and the live version of about they report for; for `home`, its rate. */
  rate?: number;
  aboutVersion?: string;
}

interface ClientResult {
  kind: Kind;
  requests: number;
  ok: number;
  elapsedS: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  firstError: string | undefined;
}

/** The API's list calls the pages make (docs/requirements.md#api-calls, docs/design.md#api). */
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
const CONTACT_PATH = '/api/utilities/contact.php';

/** The made-up address of visitor `n` (10.x.y.z), so each post counts against a limit of its own. */
const visitorAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/**
 * The worker's part: autocannon from `connections` connections for `durationS` seconds. Every answer must be
 * a 200 of the type a visitor needs (HTML, JSON, or the contact call's `{ response: true }`); the others are
 * counted as errors with the first one described.
 */
async function runClients({
  kind,
  origin,
  connections,
  durationS,
  seed,
  rate,
  aboutVersion,
}: ClientSettings): Promise<ClientResult> {
  let failures = 0;
  let firstError: string | undefined;
  const expect =
    (label: string, type: RegExp, accept: (body: string) => boolean = () => true) =>
    (status: number, body: string, _context: object, headers: IncomingHttpHeaders = {}) => {
      const contentType = Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-type')?.[1];
      if (status === 200 && type.test(String(contentType)) && accept(body)) return;
      failures += 1;
      firstError ??= `${label}: ${status}`;
    };
  let posted = 0;
  /**
   * A request's setup that posts `body(n)` as JSON from visitor n's own address (X-Forwarded-For), a new visitor
   * per request, so per-address limits stay on and count each visitor apart.
   */
  const fromNewVisitor =
    (body: (n: number) => unknown) =>
    (request: autocannon.Request): autocannon.Request => {
      const n = seed * 1_000_000 + (posted += 1);
      return {
        ...request,
        headers: { ...request.headers, 'content-type': 'application/json', 'x-forwarded-for': visitorAddress(n) },
        body: JSON.stringify(body(n)),
      };
    };
  const requests: autocannon.Request[] = {
    home: [{ path: '/', headers: { accept: 'text/html' }, onResponse: expect('home', /^text\/html/) }],
    api: API_LISTS.map((url) => ({ path: url, onResponse: expect(url, /^application\/json/) })),
    contact: [
      {
        path: CONTACT_PATH,
        method: 'POST' as const,
        setupRequest: fromNewVisitor(contactForm),
        // The answer is under the API's 1 KB compression threshold, so its body arrives as text.
        onResponse: expect('contact', /^application\/json/, (body) => {
          try {
            return (JSON.parse(body) as { response?: unknown }).response === true;
          } catch {
            return false;
          }
        }),
      },
    ],
    vitals: [
      {
        path: '/api/vitals',
        method: 'POST' as const,
        // A visitor's own address each: the per-address limit holds a few dozen reports per visitor.
        setupRequest: fromNewVisitor((n) => ({
          remote: 'about',
          version: aboutVersion,
          route: '/about-us/leadership',
          metrics: [
            { name: 'LCP', value: 900 + (n % 2000) },
            { name: 'INP', value: 40 + (n % 200) },
            { name: 'CLS', value: (n % 10) / 100 },
            { name: 'TTFB', value: 50 + (n % 300) },
          ],
        })),
        onResponse: (status: number) => {
          if (status === 204) return;
          failures += 1;
          firstError ??= `vitals: ${status}`;
        },
      },
    ],
  }[kind];
  // Compressed as a browser accepts it: the API compresses its lists on the fly, which is part of the cost.
  const options: autocannon.Options = {
    url: origin,
    connections,
    duration: durationS,
    headers: { 'accept-encoding': 'br, gzip' },
    requests,
    excludeErrorStats: true,
    ...(rate && { overallRate: rate }),
  };
  const result = await runAutocannon(options);
  const responses = result.requests.total;
  return {
    kind,
    requests: responses + result.errors,
    ok: responses - failures,
    elapsedS: result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: failures + result.errors,
    firstError: firstError ?? (result.errors ? `${kind}: ${result.errors} connection errors or timeouts` : undefined),
  };
}

/**
 * Throws unless Home is a stored page carrying the site data and each API list answers JSON. Checked once,
 * with fetch decoding the compressed bodies, because autocannon hands bodies over as text.
 */
async function checkAnswers(origin: string): Promise<void> {
  const home = await fetch(`${origin}/`, { headers: { accept: 'text/html' } });
  if (home.status !== 200 || !/id="?site-data/.test(await home.text())) throw new Error(`home: ${home.status}`);
  for (const url of API_LISTS) {
    const response = await fetch(`${origin}${url}`);
    const body: unknown = await response.json();
    if (response.status !== 200 || typeof body !== 'object') throw new Error(`${url}: ${response.status}`);
  }
}

function isLoopbackUrl(url: string): boolean {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname);
}

/**
 * Starts the site on a temporary data folder, behind nginx when `behindNginx`; returns the origin to load and
 * how to stop it all. Every remote is released, so every page is rendered by the first pass and no render pass
 * competes with the load.
 */
async function startOwnServer(behindNginx: boolean): Promise<{ origin: string; stop: () => Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-load-'));
  // The contact posts' visitor addresses (X-Forwarded-For) are believed from loopback, nginx's included.
  const site = await startSite({ dataDir, env: { TRUST_PROXY: '127.0.0.1' }, showErrors: true });
  const nginx = behindNginx
    ? await startNginx({ dataDir, port: await claimPort(0), upstreams: [site.port] }).catch(async (error: unknown) => {
        await site.stop();
        throw error;
      })
    : undefined;
  return {
    origin: nginx?.url ?? site.url,
    stop: async () => {
      await nginx?.stop();
      await site.stop();
      await rm(dataDir, { recursive: true, force: true });
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
      vitals: { type: 'string', default: '0' },
      'home-rate': { type: 'string', default: '0' },
      nginx: { type: 'boolean', default: false },
    },
  });
  const homeRate = Number(values['home-rate']);
  if (!Number.isInteger(homeRate) || homeRate < 0 || homeRate > 50_000) {
    throw new Error('--home-rate takes Home requests per second, a whole number from 0 (as fast as they go) to 50000.');
  }
  const vitalsRate = Number(values.vitals);
  if (!Number.isInteger(vitalsRate) || vitalsRate < 0 || vitalsRate > 5000) {
    throw new Error('--vitals takes the beacons per second, a whole number from 0 to 5000.');
  }
  const durationS = Number(values.duration);
  const connections: Record<Kind, number> = {
    home: Number(values.home),
    api: Number(values.api),
    contact: values['no-contact'] ? 0 : Number(values.contact),
    // Enough connections that the rate, not the answers' time, paces the beacons.
    vitals: vitalsRate > 0 ? 16 : 0,
  };
  const counts = [durationS, ...Object.values(connections)];
  if (
    !counts.every((n) => Number.isInteger(n) && n >= 0) ||
    durationS === 0 ||
    connections.home + connections.api > 64
  ) {
    throw new Error(
      '--duration takes a positive number; --home, --api and --contact whole numbers (at most 64 in all).',
    );
  }

  const siteUrl = process.env.SITE_URL;
  if (siteUrl && !isLoopbackUrl(siteUrl)) throw new Error(`SITE_URL must be a loopback address, not ${siteUrl}.`);
  if (siteUrl && values.nginx)
    throw new Error('--nginx starts nginx in front of the site it starts; not with SITE_URL.');
  const server = siteUrl
    ? { origin: siteUrl.replace(/\/$/, ''), stop: async () => undefined }
    : await startOwnServer(values.nginx);
  try {
    await checkAnswers(server.origin);
    const kinds = (Object.keys(connections) as Kind[]).filter((kind) => connections[kind] > 0);
    console.log(
      `load on ${server.origin} for ${durationS} s: ${kinds.map((k) => `${k} ×${connections[k]}`).join(', ')} connections…`,
    );
    const seed = Date.now() % 1000;
    const aboutVersion = servedVersion(
      (await (await fetch(`${server.origin}/registry.json`)).json()) as Registry,
      'about',
    );

    const results = await Promise.all(
      kinds.map((kind) => {
        const settings: ClientSettings = {
          kind,
          origin: server.origin,
          connections: connections[kind],
          durationS,
          seed,
          ...(kind === 'vitals' && { rate: vitalsRate, aboutVersion }),
          ...(kind === 'home' && homeRate > 0 && { rate: homeRate }),
        };
        const worker = new Worker(new URL(import.meta.url), { workerData: settings });
        return new Promise<ClientResult>((resolve, reject) => {
          worker.once('message', (result: ClientResult) => void worker.terminate().then(() => resolve(result)));
          worker.once('error', reject);
        });
      }),
    );

    console.table(
      results.map((r) => ({
        call: {
          home: homeRate > 0 ? `Home's HTML (GET /, ${homeRate}/s)` : "Home's HTML (GET /)",
          api: `API lists (${API_LISTS.length} calls)`,
          contact: 'contact (POST)',
          vitals: `Web Vitals beacons (POST, ${vitalsRate}/s)`,
        }[r.kind],
        connections: connections[r.kind],
        requests: r.requests,
        'req/s': Math.round(r.ok / r.elapsedS),
        'p50 ms': r.p50,
        'p99 ms': r.p99,
        'max ms': r.max,
        errors: r.errors,
      })),
    );
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
