import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { GenerationManifest } from '../../server/src/render/generations.ts';
import { BROWSER_COMMAND, descendants } from '../../scripts/src/ci/process-tree.ts';

/**
 * The site renders its pages without a browser (docs/decisions/0006-render-in-node.md): `npm start` on a fresh data folder, with no
 * Chromium anywhere it could find one (a PATH of only node_modules/.bin and Node's own folder, and
 * CHROMIUM_PATH pointing nowhere), still stores every page with its markup, and no process under it ever runs
 * Chromium. The built shell and remotes are reused (the e2e run builds first), so only the release into the
 * new data folder and the first render pass are timed here.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');

/** A free TCP port on the loopback interface. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

let dataDir: string | undefined;
let server: ChildProcess | undefined;
let output = '';
/** Every browser process seen under the site, from the first look to the last. */
const browsersSeen = new Map<number, string>();
/** Every process seen under the site, so the report says what was looked at. */
const processesSeen = new Map<number, string>();
let sampler: NodeJS.Timeout | undefined;

function sample(): void {
  if (!server?.pid || server.exitCode !== null) return;
  for (const { pid, cmdline } of descendants(server.pid)) {
    processesSeen.set(pid, cmdline);
    if (BROWSER_COMMAND.test(cmdline)) browsersSeen.set(pid, cmdline);
  }
}

async function stopServer(): Promise<void> {
  if (sampler) clearInterval(sampler);
  if (server && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    const stopped = await Promise.race([
      exited.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000)),
    ]);
    if (!stopped) {
      server.kill('SIGKILL');
      await exited;
    }
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}

test.afterAll(stopServer);

test('npm start with no browser reachable stores every page rendered, and runs no Chromium', async () => {
  test.setTimeout(240_000);
  dataDir = await mkdtemp(path.join(tmpdir(), 'no-browser-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // Nothing of the machine's PATH: /usr/bin (Debian's chromium) is out of reach, and so is /bin.
  const { PATH: _path, CHROMIUM_PATH: _chromium, ...env } = process.env;
  const started = Date.now();
  server = spawn(process.execPath, ['scripts/src/start.ts'], {
    cwd: ROOT,
    env: {
      ...env,
      PATH: [path.join(ROOT, 'node_modules/.bin'), path.dirname(process.execPath)].join(path.delimiter),
      CHROMIUM_PATH: '/nonexistent',
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: origin,
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Both streams are read to their end, so the site never blocks on a full pipe; the tail is kept for a failure.
  for (const stream of [server.stdout!, server.stderr!]) {
    stream.setEncoding('utf8').on('data', (chunk: string) => {
      output = (output + chunk).slice(-20_000);
    });
  }
  sampler = setInterval(sample, 100);
  const exited = new Promise<never>((_, reject) =>
    server!.once('exit', (code, signal) =>
      reject(new Error(`The site exited (${code ?? signal}) before it was ready:\n${output}`)),
    ),
  );
  exited.catch(() => undefined);
  const ready = expect
    .poll(
      () =>
        fetch(`${origin}/_site/ready`).then(
          (r) => r.ok,
          () => false,
        ),
      { message: 'The site did not become ready', timeout: 180_000, intervals: [250] },
    )
    .toBe(true);
  await Promise.race([ready, exited]);
  const readyMs = Date.now() - started;
  sample();

  const xml = await (await fetch(`${origin}/sitemap.xml`)).text();
  const sitemap = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(sitemap.length).toBeGreaterThan(10);

  const current = path.join(dataDir, 'site/pages/current');
  const manifest = JSON.parse(await readFile(path.join(current, '_site/manifest.json'), 'utf8')) as GenerationManifest;
  const notRendered = Object.entries(manifest.pages)
    .filter(([, record]) => record.kind !== 'rendered')
    .map(([pagePath, record]) => `${pagePath} (${record.kind})`);
  expect(notRendered, 'pages the manifest does not record as rendered').toEqual([]);
  expect(manifest.complete).toBe(true);

  const withoutMarkup: string[] = [];
  for (const pagePath of sitemap) {
    const record = manifest.pages[pagePath];
    if (!record) {
      withoutMarkup.push(`${pagePath} (no record in the manifest)`);
      continue;
    }
    const stored = await readFile(path.join(current, record.file), 'utf8');
    if (!stored.includes('data-prerendered') || !stored.includes('<h1')) withoutMarkup.push(pagePath);
    // And the server hands out that very document.
    const served = await fetch(`${origin}${pagePath}`);
    if (served.status !== 200 || (await served.text()) !== stored) withoutMarkup.push(`${pagePath} (served otherwise)`);
  }
  expect(withoutMarkup, 'sitemap pages whose stored document has no rendered markup').toEqual([]);

  sample();
  clearInterval(sampler);
  const browsers = [...browsersSeen].map(([pid, cmdline]) => `${pid}: ${cmdline}`);
  expect(browsers, 'browser processes under the site').toEqual([]);
  // The look at /proc found the site's own processes (the renderer's among them), so it did look.
  expect([...processesSeen.values()].some((cmdline) => cmdline.includes('renderer-process'))).toBe(true);
  console.log(
    `no-browser: ready after ${(readyMs / 1000).toFixed(1)} s; ${sitemap.length} sitemap pages, ` +
      `${Object.keys(manifest.pages).length} records, all rendered; ${processesSeen.size} processes seen under the site`,
  );
});
