import type { ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { GenerationManifest } from '@site/server/generations';
import { BROWSER_COMMAND, descendants } from '@site/scripts/process-tree';
import { startSite, type Site } from '@site/test-support/site';

/**
 * The site renders its pages without a browser (docs/decisions/0006-render-in-node.md): `npm start` on a fresh data folder, with no
 * Chromium anywhere it could find one (a PATH of only node_modules/.bin and Node's own folder, and
 * CHROMIUM_PATH pointing nowhere), still stores every page with its markup, and no process under it ever runs
 * Chromium. The built shell and remotes are reused (the e2e run builds first), so only the release into the
 * new data folder and the first render pass are timed here.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');

let dataDir: string | undefined;
let site: Site | undefined;
/** Every browser process seen under the site, from the first look to the last. */
const browsersSeen = new Map<number, string>();
/** Every process seen under the site, so the report says what was looked at. */
const processesSeen = new Map<number, string>();
let sampler: NodeJS.Timeout | undefined;

function sample(server: ChildProcess): void {
  if (!server.pid || server.exitCode !== null) return;
  for (const { pid, cmdline } of descendants(server.pid)) {
    processesSeen.set(pid, cmdline);
    if (BROWSER_COMMAND.test(cmdline)) browsersSeen.set(pid, cmdline);
  }
}

test.afterAll(async () => {
  clearInterval(sampler);
  await site?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

test('npm start with no browser reachable stores every page rendered, and runs no Chromium', async () => {
  test.setTimeout(240_000);
  dataDir = await mkdtemp(path.join(tmpdir(), 'no-browser-'));
  const started = Date.now();
  site = await startSite({
    dataDir,
    // Nothing of the machine's PATH: /usr/bin (Debian's chromium) is out of reach, and so is /bin.
    env: {
      PATH: [path.join(ROOT, 'node_modules/.bin'), path.dirname(process.execPath)].join(path.delimiter),
      CHROMIUM_PATH: '/nonexistent',
    },
    readyTimeoutMs: 180_000,
    onSpawn: (server) => (sampler = setInterval(() => sample(server), 100)),
  });
  const readyMs = Date.now() - started;
  const origin = site.url;
  sample(site.process);

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

  sample(site.process);
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
