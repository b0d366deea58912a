/**
 * The whole site (web server, API and renderer) on a data folder of the caller's, for the browser tests,
 * benchmarks and CI checks: started as `npm start` or `npm run serve` would start it, ready once
 * `/_site/ready` answers 200, and stopped with every process it started.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { waitFor } from './wait-for.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ENTRIES = { start: 'scripts/src/start.ts', serve: 'server/src/serve-cli.ts' } as const;
/** Lines of output kept for a failure message. */
const KEPT_LINES = 200;
/** Milliseconds a site has to exit after SIGTERM: the server's own shutdown gives up after 25 s. */
const STOP_TIMEOUT_MS = 30_000;

/** What startSite takes. */
export interface SiteOptions {
  /** The data folder (DATA_DIR): database, media, released remotes, stored pages. The caller makes and removes it. */
  dataDir: string;
  /**
   * The site's environment on top of this process's, of which DATABASE_URL is left out: the site keeps its
   * database in `dataDir` unless given one here. PORT, HOST (127.0.0.1), DATA_DIR and SITE_URL (the site's
   * own origin) are set by startSite; SITE_URL may be set here instead.
   */
  env?: NodeJS.ProcessEnv;
  /** The port on 127.0.0.1, which must be free; default any free port. */
  port?: number;
  /**
   * `start` (default): as `npm start`, which builds what is missing and releases every remote into the data
   * folder before it serves. `serve`: as `npm run serve`, which serves what the data folder holds.
   */
  command?: keyof typeof ENTRIES;
  /** Called with the site's process as soon as it is spawned, before it is ready (to watch it from its start). */
  onSpawn?: (site: ChildProcess) => void;
  /** Called with each line the site prints on standard output (its log, the one-time admin setup address). */
  onLine?: (line: string) => void;
  /** Copies what the site writes on standard error to this process's standard error; default false. */
  showErrors?: boolean;
  /** Milliseconds to wait for `/_site/ready`; default 300 000 (a first render pass, or builds with `start`). */
  readyTimeoutMs?: number;
}

/** A running site. */
export interface Site {
  /** The site's origin, e.g. `http://127.0.0.1:8090` (no trailing slash). */
  url: string;
  /** The admin's own origin (ADMIN_URL), by default `http://admin.localhost:<port>` (no trailing slash). */
  adminUrl: string;
  port: number;
  /** The web server's process; the renderer and anything else it starts run in its process group. */
  process: ChildProcess;
  /** The last lines the site printed on standard output and standard error, for a failure message. */
  output(): string;
  /**
   * Sends SIGTERM to the site's process group and resolves once every process of it has exited; rejects (after
   * SIGKILL) if they have not within 30 s. Calling it again returns the same promise.
   */
  stop(): Promise<void>;
}

/** Process groups of the sites started and not yet stopped. */
const running = new Set<number>();

/**
 * Starts the site on `options.dataDir` and resolves once `/_site/ready` answers 200: the first generation of
 * pages is served (its `complete` may still be false while a page's render keeps failing; see
 * server/src/site/site-server.ts). Rejects, with the site stopped and its last output, if the site exits
 * first or is not ready within `readyTimeoutMs`.
 */
export async function startSite(options: SiteOptions): Promise<Site> {
  const port = await claimPort(options.port ?? 0);
  const url = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  // A process group of its own, so stop() reaches the renderer and its workers too, whatever they are doing.
  const child = spawn(process.execPath, [ENTRIES[options.command ?? 'start']], {
    cwd: ROOT,
    env: {
      ...inherited,
      SITE_URL: url,
      ...options.env,
      DATA_DIR: options.dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const group = child.pid!;
  running.add(group);
  stopRunningSitesOnExit();
  options.onSpawn?.(child);

  // Both streams are read to their end, so the site never blocks on a full pipe.
  const kept: string[] = [];
  const keep = (line: string) => {
    kept.push(line);
    if (kept.length > KEPT_LINES) kept.shift();
  };
  createInterface({ input: child.stdout! }).on('line', (line) => {
    keep(line);
    options.onLine?.(line);
  });
  createInterface({ input: child.stderr! }).on('line', (line) => {
    keep(line);
    if (options.showErrors) process.stderr.write(`${line}\n`);
  });
  const output = () => kept.join('\n');
  const exited = () => child.exitCode !== null || child.signalCode !== null;

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      const gone = () => exited() && !groupRunning(group);
      try {
        signalGroup(group, 'SIGTERM');
        await waitFor(gone, {
          timeoutMs: STOP_TIMEOUT_MS,
          intervalMs: 50,
          what: `the site's processes (group ${group}) to exit after SIGTERM`,
        }).catch(async (error: unknown) => {
          signalGroup(group, 'SIGKILL');
          await waitFor(gone, { what: `the site's processes (group ${group}) to exit after SIGKILL` });
          throw error;
        });
      } finally {
        running.delete(group);
      }
    })());

  const state = await waitFor(
    async () => {
      if (exited()) return 'exited';
      // 503 until the first generation of pages is served.
      const response = await fetch(`${url}/_site/ready`, { signal: AbortSignal.timeout(10_000) });
      return response.ok && 'ready';
    },
    { timeoutMs: options.readyTimeoutMs ?? 300_000, intervalMs: 100, what: `${url}/_site/ready to answer 200` },
  ).catch(async (error: Error) => {
    await stop();
    throw new Error(`${error.message}. The site's last lines:\n${output()}`, { cause: error });
  });
  if (state === 'exited') {
    await stop();
    throw new Error(`The site exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${output()}`);
  }
  const adminUrl = new URL(options.env?.ADMIN_URL ?? inherited.ADMIN_URL ?? `http://admin.localhost:${port}`).origin;
  return { url, adminUrl, port, process: child, output, stop };
}

/** Resolves with `port` once it is free on 127.0.0.1 (for 0, with a free port); rejects when it is taken. */
export function claimPort(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error) => reject(new Error(`Port ${port} on 127.0.0.1 is in use.`, { cause: error })));
    probe.listen(port, '127.0.0.1', () => {
      const { port: free } = probe.address() as AddressInfo;
      probe.close(() => resolve(free));
    });
  });
}

function signalGroup(group: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-group, signal);
  } catch {
    // every process of the group has exited already
  }
}

/**
 * Whether a process of `group` still runs. With /proc (Linux), zombies do not count: an orphaned renderer's
 * zombie stays for good under an init that does not reap.
 */
function groupRunning(group: number): boolean {
  try {
    process.kill(-group, 0);
  } catch {
    return false;
  }
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return true;
  }
  return pids.some((pid) => {
    try {
      // "pid (comm) state ppid pgrp …": the command may hold spaces and parentheses, so read after the last ')'.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return Number(pgrp) === group && state !== 'Z';
    } catch {
      return false; // exited meanwhile
    }
  });
}

let guarded = false;
/**
 * A site's process group is not this process's, so a terminal's Ctrl-C does not reach it, and it would outlive
 * a caller that exits without stop(). So the sites still running get SIGTERM when this process exits, and on
 * a stop signal this process has no handler of its own for (which is then raised again, to end it as before).
 */
function stopRunningSitesOnExit(): void {
  if (guarded) return;
  guarded = true;
  const stopAll = () => running.forEach((group) => signalGroup(group, 'SIGTERM'));
  process.once('exit', stopAll);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    if (process.listenerCount(signal) > 0) continue;
    process.once(signal, () => {
      stopAll();
      process.kill(process.pid, signal);
    });
  }
}
