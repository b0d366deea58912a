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

/** Remote federation names and the package folders that build them (DESIGN §2). */
export const REMOTE_FOLDERS: Record<string, string> = {
  about: 'mfe-about',
  services: 'mfe-services',
  education: 'mfe-education',
  patient: 'mfe-patient',
  newsContact: 'mfe-news-contact',
  admin: 'mfe-admin',
};

/** Where runtime data lives: DATA_DIR or ./data (the database, media, released remotes, the registry). */
export function dataDir(): string {
  return path.resolve(ROOT, process.env.DATA_DIR ?? 'data');
}

/** The released site: /remotes/<name>/<version>/ folders and registry.json. */
export function siteDir(base = dataDir()): string {
  return path.join(base, 'site');
}

/** The folder of a remote's package, by federation name or folder name; throws for an unknown remote. */
export function remoteFolder(name: string): { name: string; dir: string } {
  const entry = Object.entries(REMOTE_FOLDERS).find(([remote, folder]) => remote === name || folder === name);
  if (!entry) {
    throw new Error(`Unknown remote "${name}". Known remotes: ${Object.keys(REMOTE_FOLDERS).join(', ')}.`);
  }
  return { name: entry[0], dir: path.join(ROOT, entry[1]) };
}

/** The id of the JSON list of files the shell's boot.js preloads for a prerendered page ({ href, as }[]). */
export const PAGE_PRELOADS_ID = 'page-preloads';
