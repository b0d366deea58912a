/**
 * The render sandboxes' processes (docs/design.md#the-render-sandbox), for the calls of renderInSandbox
 * (sandbox.ts): starting one, reading its channel in bounded lines, the warm spare started ahead of a call,
 * the processes kept from one renderer's pass for the next with the same registry and files (watched while
 * they wait), and the end of them all at a shutdown.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Socket } from 'node:net';
import { ROOT } from '../paths.ts';
import type { FromSandbox, ToSandbox, WarmUp } from './sandbox-protocol.ts';

/** What the sandboxes of this process have cost so far. */
export interface SandboxStats {
  /** Sandboxes started. */
  started: number;
  /** Sandboxes killed: over a limit, or left running after their answer. */
  killed: number;
  /** The highest resident memory any one sandbox reached, in megabytes (VmHWM; 0 where /proc is missing). */
  peakRssMb: number;
}

/** A sandbox's output kept for the log: enough for a stack trace, never a flood. */
const OUTPUT_LIMIT = 16 * 1024;

const running = new Set<ChildProcess>();
/** Counted here and by renderInSandbox (sandbox.ts); read through sandboxStats. */
export const stats: SandboxStats = { started: 0, killed: 0, peakRssMb: 0 };

/** What the sandboxes of this process have cost so far: started, killed, and the peak memory of any one. */
export function sandboxStats(): SandboxStats {
  return { ...stats };
}

let stopping = false;

/** True once stopSandboxes has run: no sandbox starts or is kept any more. */
export const isStopping = () => stopping;

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
export function memoryMb(pid: number | undefined, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

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
export interface Sandbox {
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
  /**
   * Calls after which it was kept (0: it is serving its first call); past CALLS_PER_SANDBOX it is not kept.
   */
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
export const CALLS_PER_SANDBOX = 20;
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
export function keepSandbox(key: string, sandbox: Sandbox, limitMb: number) {
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
export function takeSandbox(
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
export interface SpareRequest {
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

/**
 * Leaves `request`'s spare for the next call: started now, or noted for startSpare once deferSpare was called.
 */
export function leaveSpare(request: SpareRequest): void {
  if (spareOnRequest) wantedSpare = request;
  else keepSpare(request);
}

/** Starts the warm spare the last call with `spare` asked for, if it is not waiting already. */
export function startSpare(): void {
  const wanted = wantedSpare;
  wantedSpare = undefined;
  if (wanted) keepSpare(wanted);
}
