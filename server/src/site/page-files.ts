import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { currentDir, currentGenerationId, pagesDir, readManifest } from '../render/generations.ts';

/** One file of a generation, held in memory with its precompressed variants and its headers. */
export interface StoredFile {
  raw: Buffer;
  br?: Buffer;
  gz?: Buffer;
  etag: string;
  type: string;
  cacheControl: string;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Content-hashed names never change meaning: the shell's chunks and the pages' data files.
const HASHED = /(\.[0-9a-f]{10}\.(js|css)|^_site\/data\/[0-9a-f]+\.json)$/;

/** Cache-Control for a file of a generation, by its relative path. */
export const cacheControlFor = (relative: string) => (HASHED.test(relative) ? IMMUTABLE : 'no-cache');

/** Files of a generation that are the renderer's own records, never served. */
const PRIVATE = /^_site\/manifest\.json$|\.tmp$/;

/** The current generation's files, read once each and held in memory. */
export interface PageFiles {
  /** The id of the generation being served, or undefined before the first one. */
  generation(): string | undefined;
  /** True when the generation served has every page's markup in its document. */
  complete(): boolean;
  /** Re-reads which generation is current; true when it changed (the memory is then cleared). */
  refresh(): Promise<boolean>;
  /**
   * The file at `relative` (e.g. `about-us/leadership/index.html`) in the current generation. With
   * `fromOlder`, a file the current one lacks is looked for in the kept older ones: a browser that loaded a
   * page just before a switch still gets that page's scripts and data.
   */
  get(relative: string, options?: { fromOlder?: boolean }): Promise<StoredFile | undefined>;
}

const readOptional = (file: string) => readFile(file).catch(() => undefined);

async function load(file: string, relative: string): Promise<StoredFile | undefined> {
  const raw = await readOptional(file);
  if (!raw) return undefined;
  const [br, gz] = await Promise.all([readOptional(`${file}.br`), readOptional(`${file}.gz`)]);
  return {
    raw,
    ...(br && { br }),
    ...(gz && { gz }),
    etag: `"${createHash('sha1').update(raw).digest('base64url').slice(0, 22)}"`,
    type: TYPES[path.extname(relative)] ?? 'application/octet-stream',
    cacheControl: cacheControlFor(relative),
  };
}

/** The stored pages of `site`, served from memory; call `refresh` when a generation may have switched. */
export function createPageFiles(site: string): PageFiles {
  let generation: string | undefined;
  let complete = false;
  // The kept older generations, newest first (their ids sort by creation time).
  let olderIds: string[] = [];
  let cache = new Map<string, Promise<StoredFile | undefined>>();
  const older = new Map<string, Promise<StoredFile | undefined>>();

  return {
    generation: () => generation,
    complete: () => complete,
    async refresh() {
      const id = await currentGenerationId(site);
      if (id === generation) return false;
      generation = id;
      complete = id ? ((await readManifest(site, id))?.complete ?? false) : false;
      olderIds = (await readdir(pagesDir(site)).catch(() => [] as string[]))
        .filter((name) => name.startsWith('g') && name !== id)
        .sort()
        .reverse();
      cache = new Map();
      older.clear();
      return true;
    },
    async get(relative, { fromOlder = false } = {}) {
      if (!generation || PRIVATE.test(relative) || relative.split('/').some((part) => part === '..' || part === '')) {
        return undefined;
      }
      let hit = cache.get(relative);
      if (!hit) {
        hit = load(path.join(currentDir(site), relative), relative);
        cache.set(relative, hit);
        // Only files are remembered: any address may be asked for, and misses must not fill the memory.
        const asked = cache;
        void hit.then((found) => found || asked.delete(relative));
      }
      const file = await hit;
      if (file || !fromOlder) return file;
      let fallback = older.get(relative);
      if (!fallback) {
        fallback = (async () => {
          for (const older of olderIds) {
            const found = await load(path.join(pagesDir(site), older, relative), relative);
            if (found) return found;
          }
          return undefined;
        })();
        older.set(relative, fallback);
        void fallback.then((found) => found || older.delete(relative));
      }
      return fallback;
    },
  };
}
