/**
 * The render sandbox's parent side (docs/design.md#the-render-sandbox): every execution of a remote's Node
 * build (a pass's pages, a release's verification, a preview) runs in a separate Node process
 * (render-sandbox.ts) under Node's permission model, with an empty environment, a memory cap, and, when the
 * server runs as root, as user nobody in a network namespace of its own. The parent answers the sandbox's API
 * reads, enforces a time limit per page and per call, and starts a new sandbox for the pages left when one is
 * killed, so a remote that hangs, crashes or runs out of memory costs only its own pages.
 */
import { registryEntries, remoteForPath } from '@site/contracts/registry';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { chmod, lstat, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';
import { BUILD_FILES, REMOTE_FOLDERS, ROOT } from '../paths.ts';
import type { RenderedPage, WorkerInput, WorkerOutput } from './page-renderer.ts';
import type { SandboxInput } from './sandbox-protocol.ts';
import {
  CALLS_PER_SANDBOX,
  isStopping,
  keepSandbox,
  leaveSpare,
  memoryMb,
  stats,
  takeSandbox,
  type Sandbox,
  type SpareRequest,
} from './sandbox-processes.ts';

export { deferSpare, sandboxStats, startSpare, stopSandboxes, stopSpare } from './sandbox-processes.ts';

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

// From the repository root rather than import.meta, which the tests' CommonJS build of this file lacks.
const entry = () => path.join(ROOT, 'server', 'src', 'render', 'render-sandbox.ts');
const NOBODY = 65_534;
/** How often a sandbox's resident memory is read. */
const MEMORY_POLL_MS = 50;
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

const shorten = (reason: string) => (reason.length > REASON_LIMIT ? `${reason.slice(0, REASON_LIMIT)}…` : reason);

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
 * it cannot be. Every other sandbox of the call has ended when the promise settles. Rejects only when a
 * sandbox cannot start at all (the shell's Node build is missing, say), before any page of its own, or at once
 * when the server is stopping.
 */
export async function renderInSandbox(input: WorkerInput, options: SandboxOptions = {}): Promise<WorkerOutput> {
  if (isStopping()) throw new Error('The server is stopping: nothing more is rendered');
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
  const buildFolders = readable.filter((allowed) => isBuildFolder(shared, allowed));
  const how = sandboxLauncher();
  let prefix = how.prefix;
  if (how.asNobody) {
    // A build's own folders hold nothing secret: an archive's modes must not keep the sandbox from user nobody.
    for (const dir of buildFolders) {
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
          .update(await nodeBuildsOnDisk(buildFolders))
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
          (isStopping() ? 'the server is stopping' : stopReason) ??
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
      if (isStopping()) {
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
  if (options.spare) leaveSpare(next);
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
