/**
 * npm run bench:serve: how fast the web server serves the stored pages, against Debian's nginx serving the same
 * files (the shipped server/nginx configuration), in the same run. It starts the site on a fresh data folder
 * (renderer on), waits until every page is stored, then runs autocannon against each server in turn, page by
 * page, on loopback only: 32 connections for 8 s each (--connections, --seconds), brotli or gzip accepted as a
 * browser does. Prints requests per second, p99 latency and the ratio to nginx.
 */
import autocannon from 'autocannon';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { writeNginxConfig } from '@site/server/nginx-config';
import { remotePackages, ROOT } from '../paths.ts';
import { releaseRemote } from '../release.ts';

const { values } = parseArgs({
  options: { connections: { type: 'string', default: '32' }, seconds: { type: 'string', default: '8' } },
});
const connections = Number(values.connections);
const seconds = Number(values.seconds);
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const PAGES: [string, string][] = [
  ['Home', '/'],
  ['Meet Our Team', '/about-us/meet-our-team'],
  ['MRI', '/services/modalities/magnetic-resonance-imaging'],
];
const ports = { node: 8401, nginx: 8402 };

const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-serve-'));
const children: ChildProcess[] = [];

async function waitUntilReady(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (
    !(await fetch(url).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error(`${url} was not ready within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** One autocannon run; returns requests per second (mean) and p99 latency in ms, with any errors counted. */
async function load(url: string): Promise<{ rps: number; p99: number; errors: number; bytes: number }> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { 'accept-encoding': 'br, gzip' },
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    bytes: result.throughput.average / Math.max(result.requests.average, 1),
  };
}

try {
  const site = path.join(dataDir, 'site');
  for (const { name } of remotePackages()) {
    await releaseRemote(name, { build: false, site, verifyAgainst: false, log: () => undefined });
  }
  const node = spawn(process.execPath, [path.join(ROOT, 'server/src/serve-cli.ts')], {
    env: { ...process.env, PORT: String(ports.node), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  children.push(node);
  await waitUntilReady(`http://127.0.0.1:${ports.node}/_site/ready`, 300_000);
  const conf = await writeNginxConfig({
    dataDir,
    listen: `127.0.0.1:${ports.nginx}`,
    upstreams: [`127.0.0.1:${ports.node}`],
    outDir: path.join(dataDir, 'nginx'),
  });
  const tested = spawnSync(NGINX, ['-t', '-p', path.dirname(conf), '-c', conf], { encoding: 'utf8' });
  if (tested.status !== 0) throw new Error(`nginx refused the configuration:\n${tested.stderr}`);
  children.push(spawn(NGINX, ['-p', path.dirname(conf), '-c', conf, '-g', 'daemon off;'], { stdio: 'inherit' }));
  await waitUntilReady(`http://127.0.0.1:${ports.nginx}/`, 10_000);

  console.log(`${connections} connections, ${seconds} s per run, loopback; nginx: 1 worker, gzip_static\n`);
  console.log('| page | this site, req/s | nginx, req/s | ratio | p99 (site / nginx) | bytes (site / nginx) |');
  console.log('|---|---|---|---|---|---|');
  for (const [name, pagePath] of PAGES) {
    const site = await load(`http://127.0.0.1:${ports.node}${pagePath}`);
    const nginx = await load(`http://127.0.0.1:${ports.nginx}${pagePath}`);
    const errors = site.errors + nginx.errors ? ` (errors: ${site.errors} / ${nginx.errors})` : '';
    console.log(
      `| ${name} | ${Math.round(site.rps)} | ${Math.round(nginx.rps)} | ${((100 * site.rps) / nginx.rps).toFixed(0)} % | ` +
        `${site.p99} / ${nginx.p99} ms | ${Math.round(site.bytes)} / ${Math.round(nginx.bytes)}${errors} |`,
    );
  }
} finally {
  for (const child of children.reverse()) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  await rm(dataDir, { recursive: true, force: true });
}
