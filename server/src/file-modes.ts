/**
 * File modes of the data folder (docs/design.md#threat-model, "Private files"). The server runs with umask 077,
 * so whatever it writes is its own alone (the database, tokens, uploads in progress), except what others must
 * read: the site folder, which nginx serves from the disk and the render sandbox reads as user nobody, is
 * opened explicitly (folders 0755, files 0644) by whoever writes into it, and `DATA_DIR` itself is 0711, so
 * others may pass through it to `site/` and `media/` without listing it.
 */
import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';

/** The process's umask while the server runs: new files 0600, new folders 0700. */
export const SERVER_UMASK = 0o077;
/** DATA_DIR: others may pass through, not list it. */
const DATA_DIR_MODE = 0o711;
/** Modes of what others read (the site, media) and of what is the server's alone. */
const PUBLIC_DIR = 0o755;
export const PUBLIC_FILE = 0o644;
const PRIVATE_DIR = 0o700;
const PRIVATE_FILE = 0o600;

/** Modes read (and set) at a time in a tree. */
const MODES_AT_ONCE = 16;
/** Entries of DATA_DIR others must read: the site (nginx, the render sandbox) and media (nginx's /media/). */
const PUBLIC_ENTRIES = new Set(['site', 'media']);

/** Sets `target`'s permission bits to `mode` when they differ; true when it changed them. */
async function setMode(target: string, mode: number): Promise<boolean> {
  const info = await lstat(target).catch(() => undefined);
  if (!info || info.isSymbolicLink() || (info.mode & 0o777) === mode) return false;
  await chmod(target, mode);
  return true;
}

/**
 * Sets every folder under `root` (itself included) to `dirMode` and every file to `fileMode`; symbolic links
 * are left alone (their targets are in the tree, or are not this tree's). Returns how many modes changed; a
 * missing `root` changes nothing. Throws when a chmod fails (a file of another user).
 */
async function setTree(root: string, dirMode: number, fileMode: number): Promise<number> {
  const info = await lstat(root).catch(() => undefined);
  if (!info || info.isSymbolicLink()) return 0;
  if (!info.isDirectory()) return Number(await setMode(root, fileMode));
  let changed = Number(await setMode(root, dirMode));
  // A few at a time: a generation or a build holds hundreds of files, each a system call or two.
  const limit = pLimit(MODES_AT_ONCE);
  const entries = (await readdir(root, { recursive: true, withFileTypes: true })).filter(
    (entry) => entry.isDirectory() || entry.isFile(),
  );
  const results = await Promise.all(
    entries.map((entry) =>
      limit(() => setMode(path.join(entry.parentPath, entry.name), entry.isDirectory() ? dirMode : fileMode)),
    ),
  );
  for (const result of results) changed += Number(result);
  return changed;
}

/**
 * Opens `root` and everything in it to others to read (folders 0755, files 0644): what the renderer writes
 * into a generation and a release copies into a version folder, as nginx and the sandbox as nobody need.
 * Returns how many modes changed.
 */
export const openTree = (root: string): Promise<number> => setTree(root, PUBLIC_DIR, PUBLIC_FILE);

/** Makes `root` and everything in it the server's alone (folders 0700, files 0600). Returns the modes changed. */
const closeTree = (root: string): Promise<number> => setTree(root, PRIVATE_DIR, PRIVATE_FILE);

/**
 * Opens each folder from `from` down to `to` (both included, `to` inside `from`) to others (0755), so a folder
 * made under umask 077 on the way to a public file does not hide it. Returns how many modes changed.
 */
export async function openFolders(from: string, to: string): Promise<number> {
  const relative = path.relative(from, to);
  if (relative.startsWith('..') || path.isAbsolute(relative)) throw new Error(`${to} is not inside ${from}.`);
  let changed = Number(await setMode(from, PUBLIC_DIR));
  let at = from;
  for (const part of relative.split(path.sep).filter(Boolean)) {
    at = path.join(at, part);
    changed += Number(await setMode(at, PUBLIC_DIR));
  }
  return changed;
}

/**
 * Prepares DATA_DIR at a server's start (docs/design.md#threat-model): sets the process's umask to 077, makes
 * the folder if missing, sets it to 0711, opens `site/` and `media/` (0755/0644), and closes everything else
 * in it (0700/0600): the database's files (`db/`), `local-release.json`, upload folders and anything a later
 * version adds, which is private until said otherwise. Fixes a folder an earlier version left readable.
 * Returns how many modes it changed. Throws when a mode cannot be set (a file of another user).
 */
export async function prepareDataDir(dataDir: string): Promise<{ changed: number }> {
  process.umask(SERVER_UMASK);
  await mkdir(dataDir, { recursive: true });
  let changed = Number(await setMode(dataDir, DATA_DIR_MODE));
  for (const name of await readdir(dataDir)) {
    const target = path.join(dataDir, name);
    changed += PUBLIC_ENTRIES.has(name) ? await openTree(target) : await closeTree(target);
  }
  return { changed };
}
