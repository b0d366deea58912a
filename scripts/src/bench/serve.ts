/**
 * npm run bench:serve: how fast the web server serves the stored pages, against Debian's nginx serving the same
 * files (the shipped server/nginx configuration), in the same run. It starts the site on a fresh data folder
 * (renderer on), waits until every page is stored, then runs autocannon against each server in turn, page by
 * page, on loopback only: 32 connections for 8 s each (--connections, --seconds), brotli or gzip accepted as a
 * browser does. Prints requests per second, p99 latency and the ratio to nginx.
 */
import autocannon from 'autocannon';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startSite, type Site } from '@site/test-support/site';
import { startNginx } from '../ci/nginx.ts';

const { values } = parseArgs({
  options: { connections: { type: 'string', default: '32' }, seconds: { type: 'string', default: '8' } },
});
const connections = Number(values.connections);
const seconds = Number(values.seconds);
const PAGES: [string, string][] = [
  ['Home', '/'],
  ['Meet Our Team', '/about-us/meet-our-team'],
  ['MRI', '/services/modalities/magnetic-resonance-imaging'],
];
const NGINX_PORT = 8402;

const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-serve-'));

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

let site: Site | undefined;
let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
try {
  site = await startSite({ dataDir, port: 8401, showErrors: true });
  nginx = await startNginx({ dataDir, port: NGINX_PORT, upstreams: [site.port] });

  console.log(`${connections} connections, ${seconds} s per run, loopback; nginx: 1 worker, gzip_static\n`);
  console.log('| page | this site, req/s | nginx, req/s | ratio | p99 (site / nginx) | bytes (site / nginx) |');
  console.log('|---|---|---|---|---|---|');
  for (const [name, pagePath] of PAGES) {
    const node = await load(`${site.url}${pagePath}`);
    const proxy = await load(`${nginx.url}${pagePath}`);
    const errors = node.errors + proxy.errors ? ` (errors: ${node.errors} / ${proxy.errors})` : '';
    console.log(
      `| ${name} | ${Math.round(node.rps)} | ${Math.round(proxy.rps)} | ${((100 * node.rps) / proxy.rps).toFixed(0)} % | ` +
        `${node.p99} / ${proxy.p99} ms | ${Math.round(node.bytes)} / ${Math.round(proxy.bytes)}${errors} |`,
    );
  }
} finally {
  await nginx?.stop();
  await site?.stop();
  await rm(dataDir, { recursive: true, force: true });
}
