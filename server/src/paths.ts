import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The repository root: the nearest folder up from the working directory whose package.json has workspaces. */
function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).workspaces) return dir;
    if (dir === path.dirname(dir)) throw new Error(`No workspace root above ${from}`);
  }
}

export const ROOT = findRoot(process.cwd());

/** Where runtime data lives: DATA_DIR or ./data (the database, media, released remotes, the registry, pages). */
export function dataDir(): string {
  return path.resolve(ROOT, process.env.DATA_DIR ?? 'data');
}

/** The released site: /remotes/<name>/<version>/ folders, registry.json and the stored pages. */
export function siteDir(base = dataDir()): string {
  return path.join(base, 'site');
}

/** The shell's build folder (index.html, boot.js and the hashed files). */
export const shellDist = () => path.join(ROOT, 'shell/dist');

/**
 * The shell build's unhashed files, which together name every hashed one: index.html and the entries it loads.
 * A rebuild that changes only code leaves index.html as it was (webpack does not rewrite unchanged files).
 */
export const SHELL_ENTRY_FILES = ['index.html', 'main.js', 'boot.js'];

/** The id of the JSON list of files the shell's boot.js preloads for a stored page ({ href, as }[]). */
export const PAGE_PRELOADS_ID = 'page-preloads';
