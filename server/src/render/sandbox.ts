/**
 * The render sandbox's parent side (docs/design.md#the-render-sandbox): every execution of a remote's Node
 * build (a pass's pages, a release's verification, a preview) runs in a separate Node process
 * (render-sandbox.ts) under Node's permission model, with an empty environment, a memory cap, and, when the
 * server runs as root, as user nobody in a network namespace of its own. The parent answers the sandbox's API
 * reads, enforces a time limit per page and per call, and starts a new sandbox for the pages left when one is
 * killed, so a remote that hangs, crashes or runs out of memory costs only its own pages.
 */
import { remoteForPath } from '@site/contracts/registry';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import type { Socket } from 'node:net';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { chmod, lstat, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';
import { BUILD_FILES, REMOTE_FOLDERS, ROOT } from '../paths.ts';
import type { RenderedPage, WorkerInput, WorkerOutput } from './page-renderer.ts';
import type { FromSandbox, SandboxInput, ToSandbox, WarmUp } from './sandbox-protocol.ts';
import { registryEntries } from '@site/contracts/registry';

/** How long a page, and a whole call, may take, and how much memory a sandbox may use. */
export interface SandboxLimits {
  /** Milliseconds one page may take, from the sandbox announcing it to its answer (RENDER_PAGE_TIMEOUT_MS). */
  pageTimeoutMs: number;
  /** Milliseconds a whole call may take, every sandbox it starts included (RENDER_PASS_TIMEOUT_MS). */
  passTimeoutMs: number;
  /** Megabytes of resident memory one sandbox may use, its V8 heap included (RENDER_SANDBOX_MEMORY_MB). */
  memoryMb: number;
  /** Megabytes one message from a sandbox may hold: a page's markup and data (RENDER_MESSAGE_MB). */
  messageMb: number;
  /** Sandboxes a call runs at once (RENDER_SANDBOXES). */
  concurrency: number;
  /**
   * One sandbox per owning remote (RENDER_SANDBOX_PER_REMOTE=1), so a remote's code never shares a process
   * with another remote's pages; otherwise one for the whole call (the default: a process start costs more).
   */
  perRemote: boolean;
}

/** Options of one renderInSandbox call. */
export interface SandboxOptions {
  /** Replaces any of the limits read from the environment. */
  limits?: Partial<SandboxLimits>;
  /** Where the sandbox's own output and the parent's notes go; default console.error. */
  log?: (line: string) => void;
  /** Ends the call when it aborts: its sandboxes are killed and its pages left fail with the signal's reason. */
  signal?: AbortSignal;
  /**
   * For the renderer's passes, which follow one another (docs/design.md#the-render-sandbox): takes the sandbox
   * the last such call with the same registry and allowed files kept, and keeps this one's in turn; where
   * none can be kept (a page failed), leaves a warm spare for the next call with the same allowed files. Not
   * for a verification, whose candidate folder goes away, nor a preview, whose drafts no later call may see.
   */
  spare?: boolean;
  /**
   * Called with each page as soon as its result is checked and taken, while the sandbox renders the next: the
   * renderer compresses and writes it meanwhile. A page handed here is final (it is also in the call's
   * `rendered`); one that fails or moves is never handed here.
   */
  onRendered?: (page: RenderedPage) => void;
}

/** How sandboxes are started on this machine (sandboxLauncher). */
export interface SandboxLauncher {
  /** The command put before node: `unshare --net --` and `setpriv …` when available, else nothing. */
  prefix: string[];
  /** The sandbox runs as user nobody (the server runs as root and setpriv works). */
  asNobody: boolean;
  /** The sandbox has a network namespace of its own with no interface up but loopback. */
  noNetwork: boolean;
}

/** What the sandboxes of this process have cost so far. */
export interface SandboxStats {
  /** Sandboxes started. */
  started: number;
  /** Sandboxes killed: over a limit, or left running after their answer. */
  killed: number;
  /** The highest resident memory any one sandbox reached, in megabytes (VmHWM; 0 where /proc is missing). */
  peakRssMb: number;
}

// From the repository root rather than import.meta, which the tests' CommonJS build of this file lacks.
const entry = () => path.join(ROOT, 'server', 'src', 'render', 'render-sandbox.ts');
const NOBODY = 65_534;
/** How often a sandbox's resident memory is read. */
const MEMORY_POLL_MS = 50;
/** A sandbox's output kept for the log: enough for a stack trace, never a flood. */
const OUTPUT_LIMIT = 16 * 1024;
/** API paths one call may read: a page reads a handful; a remote asking for more is flooding the API. */
const MAX_API_READS = 2_000;
const REASON_LIMIT = 500;

const positive = (value: string | undefined, fallback: number) => {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : fallback;
};

/**
 * The limits from the environment: RENDER_PAGE_TIMEOUT_MS (default 5000), RENDER_PASS_TIMEOUT_MS (default
 * 120 000), RENDER_SANDBOX_MEMORY_MB (default 512), RENDER_MESSAGE_MB (default 5) and RENDER_SANDBOXES
 * (default 2). A value that is not a positive number is ignored.
 */
function sandboxLimits(env: NodeJS.ProcessEnv = process.env): SandboxLimits {
  return {
    pageTimeoutMs: positive(env.RENDER_PAGE_TIMEOUT_MS, 5_000),
    passTimeoutMs: positive(env.RENDER_PASS_TIMEOUT_MS, 120_000),
    memoryMb: positive(env.RENDER_SANDBOX_MEMORY_MB, 512),
    messageMb: positive(env.RENDER_MESSAGE_MB, 5),
    concurrency: Math.floor(positive(env.RENDER_SANDBOXES, 2)),
    perRemote: env.RENDER_SANDBOX_PER_REMOTE === '1',
  };
}

let launcher: SandboxLauncher | undefined;

/**
 * How this machine starts a sandbox, found out once per process: as root, with `unshare --net` (a network
 * namespace with no network) and `setpriv` to user nobody when each works here (containers often refuse
 * `unshare`); as any other user, or where neither works, node alone. The permission model applies either way.
 */
export function sandboxLauncher(): SandboxLauncher {
  if (launcher) return launcher;
  const works = (command: string[]) =>
    spawnSync(command[0]!, [...command.slice(1), process.execPath, '-e', '0'], { stdio: 'ignore', timeout: 10_000 })
      .status === 0;
  const unshare = ['/usr/bin/unshare', '--net', '--'];
  const setpriv = [
    '/usr/bin/setpriv',
    `--reuid=${NOBODY}`,
    `--regid=${NOBODY}`,
    '--clear-groups',
    // Without it a root parent's capabilities could survive the change of user.
    '--inh-caps=-all',
    '--',
  ];
  const root = process.getuid?.() === 0;
  const noNetwork = root && existsSync(unshare[0]!) && works(unshare);
  const asNobody = root && existsSync(setpriv[0]!) && works(setpriv);
  launcher = { prefix: [...(noNetwork ? unshare : []), ...(asNobody ? setpriv : [])], asNobody, noNetwork };
  return launcher;
}

/** The folder of a remote's version from its entry URL, when it lies in one of the site's remote folders. */
function versionFolder(site: string, entry: string | undefined): string | undefined {
  if (!entry) return undefined;
  const dir = path.join(site, ...path.posix.dirname(entry).split('/').filter(Boolean));
  return isVersionFolder(site, dir) ? dir : undefined;
}

/** True when `dir` is a remote's version folder in `site` (versionFolder's answer). */
const isVersionFolder = (site: string, dir: string) =>
  Object.values(REMOTE_FOLDERS).some((folder) => dir.startsWith(path.join(site, folder) + path.sep));

/** True when `dir` is the shell's build or a remote's version folder (one of a sandbox's readable paths). */
const isBuildFolder = (input: Pick<SandboxInput, 'site' | 'shellDist'>, dir: string) =>
  dir === input.shellDist || isVersionFolder(input.site, dir);

/**
 * The Node builds in `dirs` as they are on disk: each file of each one's `server` folder, with its size and
 * modification time. A released version's folder never changes, but a shell rebuilt in place, or a version
 * folder changed by hand, must not be rendered by a kept sandbox that loaded the files before (keepSandbox).
 */
async function nodeBuildsOnDisk(dirs: string[]): Promise<string> {
  const folders = await Promise.all(
    dirs.map(async (dir) => {
      const serverDir = path.join(dir, BUILD_FILES.serverDir);
      const names = await readdir(serverDir, { recursive: true }).catch(() => []);
      const files = await Promise.all(
        names.map(async (name) => {
          const info = await stat(path.join(serverDir, name)).catch(() => undefined);
          return info?.isFile() ? `${name} ${info.size} ${info.mtimeMs}` : '';
        }),
      );
      return `${dir}\n${files.sort().join('\n')}`;
    }),
  );
  return folders.join('\n');
}

/**
 * Gives others read access to `dir` and everything in it (and entry to its folders) when `dir` itself lacks
 * it: a build's folder as an archive's modes left it. Leaves a folder that others can read as it is.
 */
async function openToOthers(dir: string): Promise<void> {
  const info = await stat(dir).catch(() => undefined);
  if (!info || (info.mode & 0o005) === 0o005) return;
  for (const entry of [dir, ...(await readdir(dir, { recursive: true })).map((name) => path.join(dir, name))]) {
    const mode = (await lstat(entry)).mode;
    if ((mode & 0o170000) === 0o040000) await chmod(entry, mode | 0o005);
    else if ((mode & 0o170000) === 0o100000) await chmod(entry, mode | 0o004);
  }
}

/** The `node_modules` folders Node's resolution looks in from `dir`, up to the file system's root. */
function nodeModulesAbove(dir: string): string[] {
  const found: string[] = [];
  for (let at = dir; ; at = path.dirname(at)) {
    if (path.basename(at) !== 'node_modules') found.push(path.join(at, 'node_modules'));
    if (at === path.dirname(at)) return found;
  }
}

/**
 * The files and folders a sandbox may read for `input`: the shell's build, the version folders of the remotes
 * its registry names (each entry, `previous` and canary: a candidate under verification is an entry too), the
 * sandbox's own source (`server/src`, `shared`, `contracts` and the package manifests on the way) and
 * `node_modules`. Nothing else: not the data folder, the database, the machine-local token or the site's
 * other versions.
 */
export function sandboxReadPaths(input: SandboxInput): string[] {
  const remotes = registryEntries(input.registry).flatMap(([, remote]) => [
    versionFolder(input.site, remote.entry),
    versionFolder(input.site, remote.previous?.entry),
    versionFolder(input.site, remote.canary?.entry),
  ]);
  return [
    ...new Set([
      input.shellDist,
      // Where Node looks for the packages the shell's build and the sandbox require (it asks about each).
      ...nodeModulesAbove(path.join(input.shellDist, 'server')),
      ...nodeModulesAbove(path.join(ROOT, 'server', 'src', 'render')),
      ...remotes.filter((dir): dir is string => dir !== undefined),
      path.join(ROOT, 'package.json'),
      path.join(ROOT, 'server', 'package.json'),
      path.join(ROOT, 'server', 'src'),
      path.join(ROOT, 'shared'),
      path.join(ROOT, 'contracts'),
    ]),
  ];
}

/**
 * The first of `paths` (that exists) which user nobody could not reach: a folder on the way without the
 * others' execute bit, or the path itself without their read bit. Undefined when nobody can read them all.
 */
function unreadableByNobody(paths: string[]): string | undefined {
  for (const target of paths) {
    if (!existsSync(target)) continue;
    for (let dir = path.dirname(target); dir !== path.dirname(dir); dir = path.dirname(dir)) {
      if ((statSync(dir).mode & 0o001) === 0) return dir;
    }
    if ((statSync(target).mode & 0o004) === 0) return target;
  }
  return undefined;
}

const running = new Set<ChildProcess>();
const stats: SandboxStats = { started: 0, killed: 0, peakRssMb: 0 };

/** What the sandboxes of this process have cost so far: started, killed, and the peak memory of any one. */
export function sandboxStats(): SandboxStats {
  return { ...stats };
}

let stopping = false;

/**
 * Ends every sandbox this process runs, the warm spare included, and refuses new ones (a shutdown): each call
 * in flight fails its pages left at once ("the server is stopping"), and a later call rejects.
 */
export function stopSandboxes(): void {
  stopping = true;
  spare = undefined;
  wantedSpare = undefined;
  kept.clear();
  for (const child of running) child.kill('SIGKILL');
}

/** A process's resident memory, or its peak (VmHWM), in megabytes; 0 where /proc cannot tell. */
function memoryMb(pid: number | undefined, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

const shorten = (reason: string) => (reason.length > REASON_LIMIT ? `${reason.slice(0, REASON_LIMIT)}…` : reason);

/** What the parent makes of one line from a sandbox: a message, or one it would not read. */
type Received = FromSandbox | { type: 'oversized' } | { type: 'unreadable' };

/**
 * Splits a sandbox's output channel into lines of at most `limit` bytes without ever holding more: a longer
 * line is dropped as it arrives and reported as `oversized` once its end is seen (a message never holds a raw
 * newline, so the next line is whole again).
 */
function lineReader(limit: number, onLine: (line: Received) => void) {
  let parts: Buffer[] = [];
  let size = 0;
  let oversized = false;
  return (chunk: Buffer) => {
    let from = 0;
    while (from < chunk.length) {
      const newline = chunk.indexOf(10, from);
      const end = newline === -1 ? chunk.length : newline;
      if (!oversized) {
        size += end - from;
        if (size > limit) {
          oversized = true;
          parts = [];
        } else parts.push(chunk.subarray(from, end));
      }
      if (newline === -1) return;
      let received: Received = { type: 'oversized' };
      if (!oversized) {
        try {
          received = JSON.parse(Buffer.concat(parts).toString('utf8')) as FromSandbox;
        } catch {
          received = { type: 'unreadable' };
        }
      }
      parts = [];
      size = 0;
      oversized = false;
      from = newline + 1;
      onLine(received);
    }
  };
}

/** A sandbox process: started for a call, or ahead of one as the warm spare. */
interface Sandbox {
  child: ChildProcess;
  /** Its command line: two sandboxes with the same one may read exactly the same files. */
  key: string;
  /** Sends a message to it; nothing when it has ended. */
  send(message: ToSandbox): void;
  /** Where its messages go once a call has taken it; until then they wait in `early`. */
  receive?: (message: Received) => void;
  early: Received[];
  /** Where its output goes: the log of the call that started it, then of the one that took it. */
  log: (line: string) => void;
  /** Resolves when the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  ended: boolean;
  /** Calls it has answered: a kept sandbox serves a few, then a fresh one takes over (CALLS_PER_SANDBOX). */
  calls: number;
}

/** Messages a spare may send before a call takes it (a `fatal`): more and it is not the sandbox's own code. */
const EARLY_LIMIT = 4;

/**
 * Starts a sandbox process running `command` (node under the permission model, render-sandbox.ts) for the
 * site `site` whose shell is `shellDist`: it loads the shell's Node build at once, and renders when sent its
 * input. Its messages come over a pipe of its own (fd 3), each line at most `messageBytes`.
 */
function startSandbox(command: string[], messageBytes: number, log: (line: string) => void): Sandbox {
  const child = spawn(command[0]!, command.slice(1), {
    cwd: ROOT,
    // Nothing from the server's environment: no database URL, mail credentials, tokens or data folder.
    // React's production build, and glibc's arenas kept few as before.
    env: { NODE_ENV: 'production', MALLOC_ARENA_MAX: '2', ...(process.env.TZ && { TZ: process.env.TZ }) },
    // Not Node's IPC channel, which would parse a message of any size: a pipe read by lineReader.
    stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
  });
  running.add(child);
  stats.started++;
  const channel = child.stdio[3] as Socket;
  const sandbox: Sandbox = {
    child,
    key: command.join('\0'),
    send: (message) => {
      if (!sandbox.ended && channel.writable) channel.write(`${JSON.stringify(message)}\n`, () => undefined);
    },
    early: [],
    log,
    exited: new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        sandbox.ended = true;
        running.delete(child);
        resolve({ code, signal });
      });
      // Spawning failed (no such command): it counts as ended without an answer.
      child.once('error', () => {
        sandbox.ended = true;
        running.delete(child);
        resolve({ code: null, signal: null });
      });
    }),
    ended: false,
    calls: 0,
  };
  channel.on('error', () => undefined);
  channel.on(
    'data',
    lineReader(messageBytes, (message) => {
      if (sandbox.receive) return sandbox.receive(message);
      sandbox.early.push(message);
      if (sandbox.early.length > EARLY_LIMIT) child.kill('SIGKILL');
    }),
  );
  let printed = 0;
  const forward = (chunk: Buffer) => {
    if (printed >= OUTPUT_LIMIT) return;
    const text = chunk.toString('utf8', 0, Math.min(chunk.length, OUTPUT_LIMIT - printed));
    printed += chunk.length;
    for (const line of text.split('\n').filter(Boolean)) sandbox.log(`render sandbox: ${line}`);
  };
  child.stdout!.on('data', forward);
  child.stderr!.on('data', forward);
  return sandbox;
}

/** Lets this process exit while `sandbox` waits as a spare (a test's jest, a command-line tool), or not. */
function holdOpen(sandbox: Sandbox, hold: boolean) {
  for (const handle of [sandbox.child, ...sandbox.child.stdio.slice(1)] as (Socket | ChildProcess | null)[]) {
    if (hold) handle?.ref();
    else handle?.unref();
  }
}

/**
 * The warm spare (docs/design.md#the-render-sandbox): a sandbox started after a call, with that call's command
 * line, so the next call with the same allowed files finds Node started and the shell's Node build loaded. It
 * has run no remote's code: a remote's build is loaded only once a call's input names it.
 */
let spare: Sandbox | undefined;

/**
 * Sandboxes kept after a renderer's pass (docs/design.md#the-render-sandbox), by command line and registry:
 * the next pass with both the same takes one whose code, the remotes' included, has run already, and renders
 * with it warm. Verifications and previews never take one. At most KEPT_LIMIT, the least recently kept ended
 * first: the current registry's, and the one before a release, which a rollback returns to.
 */
const kept = new Map<string, Sandbox>();
const KEPT_LIMIT = 2;
/** Calls one kept sandbox answers before a fresh process takes over, so nothing it holds grows for long. */
const CALLS_PER_SANDBOX = 20;
/**
 * How often a kept sandbox's CPU time and memory are read while it waits, and how much CPU its main thread may
 * use from the moment it is kept: IDLE_CPU_MS, for the collection of the call's garbage (up to about 300 ms
 * seen on the demo site), and IDLE_CPU_SHARE of the time since. A waiting Node process uses next to none, so
 * more is code of a remote's still running (a busy loop goes over within a second), and it is ended.
 */
const IDLE_POLL_MS = 1_000;
const IDLE_CPU_MS = 500;
const IDLE_CPU_SHARE = 0.05;

/**
 * The CPU time (user and system) of a process's main thread in milliseconds, from /proc (in clock ticks, 100 a
 * second in Linux's interface to programs); undefined where /proc cannot tell. The main thread only: a remote's
 * code runs there (a sandbox may start no thread), while V8's own threads go on compiling and collecting for a
 * while after a call.
 */
function cpuMs(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8').split(') ').at(-1)!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/**
 * Keeps `sandbox` under `key` for a later pass (kept), once its call is answered, unless the server is
 * stopping or /proc cannot tell its CPU time. While it waits it may not use the CPU or go over `limitMb` megabytes;
 * a message from it before a call takes it ends it too.
 */
function keepSandbox(key: string, sandbox: Sandbox, limitMb: number) {
  const used = cpuMs(sandbox.child.pid);
  const keptAt = performance.now();
  if (stopping || sandbox.ended || used === undefined) return sandbox.child.kill('SIGKILL');
  sandbox.receive = undefined;
  holdOpen(sandbox, false);
  kept.get(key)?.child.kill('SIGKILL');
  kept.delete(key);
  kept.set(key, sandbox);
  for (const [oldest, old] of kept) {
    if (kept.size <= KEPT_LIMIT) break;
    kept.delete(oldest);
    old.child.kill('SIGKILL');
  }
  const watch = setInterval(() => {
    if (kept.get(key) !== sandbox) return clearInterval(watch);
    const now = cpuMs(sandbox.child.pid);
    const rss = memoryMb(sandbox.child.pid, 'VmRSS');
    const waited = performance.now() - keptAt;
    if (now === undefined || now - used > IDLE_CPU_MS + IDLE_CPU_SHARE * waited || rss > limitMb) {
      sandbox.log(
        `render sandbox: a kept sandbox used ${now === undefined ? '?' : now - used} ms of CPU in ` +
          `${Math.round(waited)} ms and holds ${Math.round(rss)} MB while it waited; ended`,
      );
      kept.delete(key);
      stats.killed++;
      sandbox.child.kill('SIGKILL');
    }
  }, IDLE_POLL_MS);
  watch.unref();
  void sandbox.exited.then(() => {
    clearInterval(watch);
    if (kept.get(key) === sandbox) kept.delete(key);
  });
}

/**
 * The sandbox kept under `keptKey` when there is one that has stayed quiet, else the spare when its command
 * line is `command`'s, else a new sandbox (and the spare, if any, ended).
 */
function takeSandbox(
  command: string[],
  keptKey: string | undefined,
  messageBytes: number,
  log: (line: string) => void,
): Sandbox {
  const waiting = keptKey === undefined ? undefined : kept.get(keptKey);
  if (waiting) {
    kept.delete(keptKey!);
    if (!waiting.ended && waiting.early.length === 0) {
      holdOpen(waiting, true);
      waiting.log = log;
      return waiting;
    }
    waiting.child.kill('SIGKILL');
  }
  const key = command.join('\0');
  const ready = spare;
  spare = undefined;
  if (ready && ready.key === key && !ready.ended) {
    holdOpen(ready, true);
    ready.log = log;
    return ready;
  }
  ready?.child.kill('SIGKILL');
  return startSandbox(command, messageBytes, log);
}

/** A spare to start: its command line, its message bound, where its output goes and what it warms up with. */
interface SpareRequest {
  command: string[];
  messageBytes: number;
  log: (line: string) => void;
  warm: WarmUp;
}

/**
 * Starts the spare for `request.command` unless one is waiting for it already (or the server is stopping),
 * and sends it `request.warm`: the registry and settings it renders the shell's own pages with until a call
 * takes it.
 */
function keepSpare({ command, messageBytes, log, warm }: SpareRequest) {
  if (stopping || (spare && !spare.ended && spare.key === command.join('\0'))) return;
  spare?.child.kill('SIGKILL');
  const started = startSandbox(command, messageBytes, log);
  holdOpen(started, false);
  started.send({ type: 'warm', ...warm });
  spare = started;
  void started.exited.then(() => {
    if (spare === started) spare = undefined;
  });
}

/**
 * Ends the warm spare and the kept sandboxes, if any; the next call with `spare` starts a new one after it.
 */
export function stopSpare(): void {
  wantedSpare = undefined;
  spare?.child.kill('SIGKILL');
  spare = undefined;
  for (const sandbox of kept.values()) sandbox.child.kill('SIGKILL');
  kept.clear();
}

/**
 * Set by deferSpare: a call with `spare` only notes the spare it wants, and startSpare starts it. A spare's
 * start (Node, the shell's Node build) takes a core for a few hundred ms: the renderer starts it once its pass
 * has written its pages, rather than while it compresses them.
 */
let spareOnRequest = false;
let wantedSpare: SpareRequest | undefined;

/** From now on, the warm spare a call with `spare` leaves is started by startSpare (or again at its end: `false`). */
export function deferSpare(defer = true): void {
  spareOnRequest = defer;
}

/** Starts the warm spare the last call with `spare` asked for, if it is not waiting already. */
export function startSpare(): void {
  const wanted = wantedSpare;
  wantedSpare = undefined;
  if (wanted) keepSpare(wanted);
}

/** A reason from an AbortSignal's reason: its message, or a plain one. */
const abortReason = (signal: AbortSignal) =>
  signal.reason instanceof Error && signal.reason.message ? signal.reason.message : 'the render was cancelled';

/**
 * Renders `input.paths` in sandbox processes (docs/design.md#the-render-sandbox) and resolves with what was
 * rendered, moved elsewhere or could not be rendered, each page with its reason. By default one sandbox takes
 * the whole list; with `perRemote` the pages are grouped by the remote that owns them, each group in a
 * sandbox of its own, `limits.concurrency` at a time. A page past `pageTimeoutMs`, a page whose message is
 * over `messageMb`, or a sandbox over `memoryMb`, flooding its channel or ending without an answer, fails
 * that page (or pages) and a new sandbox takes the rest; the call past `passTimeoutMs`, or `options.signal`
 * aborting, fails every page left (the latter with the signal's reason). Each page rendered is also handed to
 * `options.onRendered` as its message is taken, before the call ends. With `options.spare`, the sandbox an
 * earlier such call kept (same registry and allowed files), else a warm spare with the same allowed files, is
 * used when there is one; the call's own sandbox is kept for the next (keepSandbox), or a spare started when
 * it cannot be. Every other sandbox of the call has ended when the promise settles. Rejects only when a sandbox cannot start at all (the
 * shell's Node build is missing, say), before any page of its own, or at once when the server is stopping.
 */
export async function renderInSandbox(input: WorkerInput, options: SandboxOptions = {}): Promise<WorkerOutput> {
  if (stopping) throw new Error('The server is stopping: nothing more is rendered');
  const limits = { ...sandboxLimits(), ...options.limits };
  const log = options.log ?? ((line: string) => console.error(line));
  const { signal } = options;
  const { apiBase, apiHeaders, paths, answers: known, ...shared } = input;
  const deadline = performance.now() + limits.passTimeoutMs;
  const messageBytes = Math.floor(limits.messageMb * 1024 * 1024);
  const origin = new URL(apiBase).origin;
  // One answer per API path for the whole call, every sandbox included: the pages of a pass see the same data.
  const answers = new Map<string, Promise<{ found: boolean; value?: unknown }>>(
    [...(known ?? [])].map(([key, value]) => [key, Promise.resolve({ found: true, value })]),
  );
  /** Paths read from the API by this call: the answers it was given do not count against MAX_API_READS. */
  let fetched = 0;
  const readApi = (key: string) => {
    let answer = answers.get(key);
    if (!answer) {
      const url = new URL(key, apiBase);
      // The sandbox names an API path; the parent never fetches anything else for it.
      if (!key.startsWith('/api/') || url.origin !== origin) {
        return Promise.reject(new Error(`${key.slice(0, 100)} is not an API path`));
      }
      if (fetched >= MAX_API_READS) return Promise.reject(new Error('too many API reads in one pass'));
      fetched++;
      answer = fetch(url, { headers: apiHeaders, signal: AbortSignal.timeout(limits.pageTimeoutMs) }).then(
        async (response) => {
          if (response.status === 404) return { found: false };
          if (!response.ok) throw new Error(`${key} answered ${response.status}`);
          return { found: true, value: (await response.json()) as unknown };
        },
      );
      answers.set(key, answer);
    }
    return answer;
  };
  const readable = sandboxReadPaths({ ...shared, paths });
  const how = sandboxLauncher();
  let prefix = how.prefix;
  if (how.asNobody) {
    // A build's own folders hold nothing secret: an archive's modes must not keep the sandbox from user nobody.
    for (const dir of readable.filter((allowed) => isBuildFolder(shared, allowed))) {
      await openToOthers(dir);
    }
    const blocked = unreadableByNobody(readable);
    if (blocked) {
      log(`render sandbox: user nobody cannot read ${blocked}; running as this user (make it world-readable)`);
      prefix = how.noNetwork ? how.prefix.slice(0, 3) : [];
    }
  }
  const command = [
    ...prefix,
    process.execPath,
    '--permission',
    ...readable.map((allowed) => `--allow-fs-read=${allowed}`),
    `--max-old-space-size=${limits.memoryMb}`,
    '--disable-warning=ExperimentalWarning',
    entry(),
    // Where the shell is, so that a spare loads it before any call: the rest of the input comes over the pipe.
    shared.site,
    shared.shellDist,
  ];
  // A renderer's pass with one sandbox may take the one the last pass with the same files and registry kept.
  const keptKey =
    options.spare && !limits.perRemote
      ? createHash('sha256')
          .update(command.join('\0'))
          .update(JSON.stringify(shared.registry))
          .update(await nodeBuildsOnDisk(readable.filter((allowed) => isBuildFolder(shared, allowed))))
          .digest('hex')
      : undefined;
  /** The call's sandbox, once it has answered every page, to keep for the next pass (keepSandbox). */
  let toKeep: Sandbox | undefined;

  const output: WorkerOutput = { rendered: [], moved: [], failed: [] };
  const fail = (pagePath: string, reason: string) => output.failed.push({ path: pagePath, reason: shorten(reason) });
  /** The sandboxes of this call still running, each with what ends it. */
  const mine = new Set<(reason: string) => void>();
  const onAbort = () => {
    for (const stop of mine) stop(abortReason(signal!));
  };
  signal?.addEventListener('abort', onAbort, { once: true });

  /** Runs one sandbox on `list`; resolves with the pages it did not settle and why it stopped, none when done. */
  const runSandbox = (list: string[]) =>
    new Promise<{ left: string[]; reason?: string; again?: boolean }>((resolve, reject) => {
      const sandbox = takeSandbox(command, keptKey, messageBytes, log);
      const { child } = sandbox;
      // A kept sandbox has run remotes' code already: what it says or does before its first page may be theirs.
      const wasKept = sandbox.calls > 0;
      const left = new Set(list);
      let current: string | undefined;
      let started = false;
      let stopReason: string | undefined;
      let fatal: string | undefined;
      let done = false;
      /** Pages of its list that failed: a sandbox with one is not kept, whatever state the failure left. */
      let failures = 0;
      let pageTimer: NodeJS.Timeout | undefined;
      // A page's start, its API reads and its answer, and a few more: past that, the sandbox floods the channel.
      let messagesLeft = MAX_API_READS + 3 * list.length + 16;
      const stop = (reason: string) => {
        if (stopReason !== undefined || done) return;
        stopReason = reason;
        stats.killed++;
        child.kill('SIGKILL');
      };
      mine.add(stop);
      const passTimer = setTimeout(
        () => stop(`the render ran past its limit of ${limits.passTimeoutMs} ms`),
        Math.max(0, deadline - performance.now()),
      );
      let peak = 0;
      const memoryTimer = setInterval(() => {
        const rss = memoryMb(child.pid, 'VmRSS');
        peak = Math.max(peak, rss);
        if (rss > limits.memoryMb) {
          stop(`the render sandbox went over its memory limit of ${limits.memoryMb} MB`);
        }
      }, MEMORY_POLL_MS);
      memoryTimer.unref();

      const settle = (pagePath: string) => {
        clearTimeout(pageTimer);
        left.delete(pagePath);
        current = undefined;
      };
      sandbox.receive = (message) => {
        if (stopReason !== undefined || done) return;
        if (--messagesLeft < 0) return stop('the render sandbox sent too many messages');
        switch (message.type) {
          case 'fetch':
            readApi(String(message.key)).then(
              (answer) => sandbox.send({ type: 'answer', id: message.id, ...answer }),
              (error: Error) => sandbox.send({ type: 'answer', id: message.id, error: error.message }),
            );
            return;
          case 'start':
            // Only a page of its own list, one at a time: a message that claims anything else is refused.
            if (current !== undefined || !left.has(message.path)) return stop('the render sandbox broke its protocol');
            started = true;
            current = message.path;
            clearTimeout(pageTimer);
            pageTimer = setTimeout(
              () => stop(`the page took longer than ${limits.pageTimeoutMs} ms to render`),
              limits.pageTimeoutMs,
            );
            return;
          case 'oversized':
            // Its markup and data (or whatever else it sent) are too big to store: that page fails, the rest go on.
            if (current === undefined) return stop('the render sandbox broke its protocol');
            fail(current, `the page's message was over the limit of ${limits.messageMb} MB`);
            failures++;
            settle(current);
            return;
          case 'rendered': {
            if (message.page?.path !== current) return stop('the render sandbox broke its protocol');
            settle(current);
            const page = message.page as RenderedPage;
            output.rendered.push(page);
            options.onRendered?.(page);
            return;
          }
          case 'moved':
          case 'failed':
            if (message.path !== current) return stop('the render sandbox broke its protocol');
            settle(current);
            if (message.type === 'moved') output.moved.push(message.path);
            else {
              fail(message.path, String(message.reason));
              failures++;
            }
            return;
          case 'fatal':
            // Only before any page of a fresh sandbox: once a remote's code has run, the message could be its own.
            if (!started && !wasKept) fatal = String(message.reason);
            return;
          case 'done':
            if (current !== undefined || left.size > 0) return stop('the render sandbox broke its protocol');
            done = true;
            peak = Math.max(peak, memoryMb(child.pid, 'VmHWM'));
            if (keptKey && !message.last && failures === 0 && ++sandbox.calls < CALLS_PER_SANDBOX) {
              // Kept for the next pass: what it holds is this call's registry's code, and no call's data.
              finish();
              toKeep = sandbox;
              return resolve({ left: [] });
            }
            // A sandbox whose event loop is held open (a pending timer) after its answer is not waited for.
            child.kill('SIGKILL');
            return;
          default:
            return stop('the render sandbox broke its protocol');
        }
      };
      /** Ends this call's hold on the sandbox: its limits and timers; false when that was done already. */
      let finished = false;
      const finish = () => {
        if (finished) return false;
        finished = true;
        sandbox.receive = undefined;
        mine.delete(stop);
        clearTimeout(pageTimer);
        clearTimeout(passTimer);
        clearInterval(memoryTimer);
        stats.peakRssMb = Math.max(stats.peakRssMb, peak);
        return true;
      };
      for (const message of sandbox.early.splice(0)) sandbox.receive(message);
      void sandbox.exited.then(({ code, signal: killedBy }) => {
        // Kept after its answer: its end later is no longer this call's.
        if (!finish()) return;
        if (done) return resolve({ left: [] });
        const reason =
          (stopping ? 'the server is stopping' : stopReason) ??
          (killedBy === 'SIGKILL' && !started
            ? 'the render sandbox was stopped'
            : `the render sandbox ended (${killedBy ?? `exit code ${code}`}) without an answer`);
        // A kept sandbox that fails before its first page (a remote's code waiting for the next call, say): a new
        // one takes the pages, as if it had never been kept.
        if (!started && wasKept) return resolve({ left: [...left], reason, again: true });
        if (!started && stopReason === undefined) {
          return reject(new Error(`The render sandbox could not start: ${fatal ?? reason}`));
        }
        if (current !== undefined) {
          fail(current, reason);
          left.delete(current);
        }
        resolve({ left: [...left], reason });
      });
      if (signal?.aborted) return stop(abortReason(signal));
      // Its code is loaded and has run: it announces its first page at once, or is not waited for.
      if (wasKept) {
        pageTimer = setTimeout(
          () => stop(`the kept render sandbox did not start a page within ${limits.pageTimeoutMs} ms`),
          limits.pageTimeoutMs,
        );
      }
      sandbox.send({ type: 'render', input: { ...shared, paths: list } });
    });

  /** Renders one owner's pages, starting sandboxes until every page is settled or the call's time is up. */
  const renderGroup = async (list: string[]) => {
    let left = list;
    while (left.length > 0) {
      if (stopping) {
        for (const pagePath of left) fail(pagePath, 'the server is stopping');
        return;
      }
      if (signal?.aborted) {
        for (const pagePath of left) fail(pagePath, abortReason(signal));
        return;
      }
      if (performance.now() >= deadline) {
        for (const pagePath of left) fail(pagePath, `the render ran past its limit of ${limits.passTimeoutMs} ms`);
        return;
      }
      const before = left.length;
      const ended = await runSandbox(left);
      left = ended.left;
      // A sandbox ended before its first page (the call's limit, its memory): the pages fail with it, not in a loop.
      // A kept one that did is the exception: the next sandbox is a new one (it was taken from the kept ones).
      if (left.length === before && !ended.again) {
        for (const pagePath of left) fail(pagePath, ended.reason ?? 'the render sandbox ended without an answer');
        return;
      }
    }
  };

  const groups = new Map<string, string[]>();
  for (const pagePath of paths) {
    const owner = limits.perRemote ? (remoteForPath(shared.registry, pagePath)?.name ?? '') : '';
    groups.set(owner, [...(groups.get(owner) ?? []), pagePath]);
  }
  const limit = pLimit(Math.max(1, limits.concurrency));
  try {
    await Promise.all([...groups.values()].map((list) => limit(() => renderGroup(list))));
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
  if (toKeep) {
    keepSandbox(keptKey!, toKeep, limits.memoryMb);
    return inOrder(paths, output);
  }
  // Ready for the next call, which most often has the same allowed files (an edit changes no version folder).
  const next: SpareRequest = {
    command,
    messageBytes,
    log,
    warm: { registry: shared.registry, settings: shared.settings },
  };
  if (options.spare && spareOnRequest) wantedSpare = next;
  else if (options.spare) keepSpare(next);
  return inOrder(paths, output);
}

/** `output` with its pages in the order of `paths`, as one sandbox would have answered. */
function inOrder(paths: string[], output: WorkerOutput): WorkerOutput {
  const order = new Map(paths.map((pagePath, index) => [pagePath, index]));
  const byOrder = (a: string, b: string) => order.get(a)! - order.get(b)!;
  output.rendered.sort((a, b) => byOrder(a.path, b.path));
  output.moved.sort(byOrder);
  output.failed.sort((a, b) => byOrder(a.path, b.path));
  return output;
}
