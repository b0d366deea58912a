/**
 * Debian's nginx with the configuration we ship (server/nginx/, README "Behind nginx or a CDN") in front of
 * running site instances: what the deployment check and bench:serve put in front of the Node servers.
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { writeNginxConfig } from '@site/server/nginx-config';
import { waitFor } from '@site/test-support/wait-for';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** What startNginx takes. */
export interface NginxOptions {
  /** The site's data folder; nginx serves its current generation, and its own files go to `<dataDir>/nginx`. */
  dataDir: string;
  /** The port nginx listens on, on 127.0.0.1. */
  port: number;
  /** The Node instances' ports on 127.0.0.1, which /api/ and /_site/ready are passed to. */
  upstreams: number[];
  /** The instances' ADMIN_URL, which the admin server block answers; default `http://admin.localhost:<port>`. */
  adminUrl?: string;
}

/**
 * Writes the configuration, has nginx test it (throws with nginx's complaint if it refuses), starts nginx in the
 * foreground (NGINX_PATH, default /usr/sbin/nginx) and resolves once it answers HTTP. `stop` sends SIGTERM and
 * resolves when its master process has exited (it waits for its workers first).
 */
export async function startNginx({
  dataDir,
  port,
  upstreams,
  adminUrl = `http://admin.localhost:${port}`,
}: NginxOptions): Promise<{ url: string; stop(): Promise<void> }> {
  const conf = await writeNginxConfig({
    dataDir,
    listen: `127.0.0.1:${port}`,
    upstreams: upstreams.map((upstream) => `127.0.0.1:${upstream}`),
    outDir: path.join(dataDir, 'nginx'),
    adminUrl,
  });
  const prefix = ['-p', path.dirname(conf), '-c', conf];
  const tested = spawnSync(NGINX, ['-t', ...prefix], { encoding: 'utf8' });
  if (tested.status !== 0) throw new Error(`nginx refused the configuration:\n${tested.stderr}`);
  const child = spawn(NGINX, [...prefix, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const running = () => child.exitCode === null && child.signalCode === null;
  const stop = async () => {
    if (running()) child.kill('SIGTERM');
    await exited;
  };
  const url = `http://127.0.0.1:${port}`;
  const state = await waitFor(
    async () => {
      if (!running()) return 'exited';
      await fetch(url, { signal: AbortSignal.timeout(5000) }); // any answer: it listens (a refused one throws)
      return 'up';
    },
    { what: `nginx to answer on ${url}` },
  ).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  if (state === 'exited') throw new Error(`nginx exited (${child.exitCode ?? child.signalCode}) before it answered`);
  return { url, stop };
}
