import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { currentGenerationId, pagesDir, readManifest, type Lane } from '../render/generations.ts';
import { remotesByPageFile } from './generation-remotes.ts';

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
const cacheControlFor = (relative: string) => (HASHED.test(relative) ? IMMUTABLE : 'no-cache');

/** Files of a generation that are the renderer's own records (with any suffix), never served. */
const PRIVATE = /^_site\/manifest\.json|\.tmp$/;

/**
 * Bytes of stored files held in memory (raw, brotli and gzip together), least recently used dropped first:
 * a generation's pages, data and the shell's files are a few megabytes, so every file of the current one
 * stays, and no sequence of requests can grow the memory past this.
 */
const PAGE_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * True when `relative` is a generation file's path in its one spelling: segments separated by single
 * slashes, none empty, `.` or `..`, no backslash or NUL. Anything else names no file.
 */
const isNormalPath = (relative: string) =>
  !/[\\\0]/.test(relative) && relative.split('/').every((part) => part !== '' && part !== '.' && part !== '..');

/** A lane's generation's files (default the current one), read once each and held in memory. */
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
   * page just before a switch still gets that page's scripts and data. A path not in its normal spelling
   * (isNormalPath) or private to the renderer answers undefined.
   */
  get(relative: string, options?: { fromOlder?: boolean }): Promise<StoredFile | undefined>;
  /** Bytes held in memory now (raw, brotli and gzip), never more than the limit given at creation. */
  cachedBytes(): number;
  /**
   * The remotes whose code the page stored at `relative` (its document, e.g. `about-us/index.html`) was
   * rendered with, name → version, as the generation's manifest records them; undefined for a file that is no
   * page of the current generation. A page the browser renders (its render failed) names none.
   */
  remotesOf(relative: string): Record<string, string> | undefined;
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

const storedBytes = (file: StoredFile) => file.raw.length + (file.br?.length ?? 0) + (file.gz?.length ?? 0) || 1;

/**
 * The stored pages of `site` in one lane (`current` unless told; docs/design.md#releases), served from memory
 * (at most `maxBytes`, PAGE_CACHE_BYTES by default); call `refresh` when a generation may have switched. Only
 * files found are remembered, under their one spelling.
 */
export function createPageFiles(site: string, maxBytes = PAGE_CACHE_BYTES, lane: Lane = 'current'): PageFiles {
  let generation: string | undefined;
  let complete = false;
  // The kept older generations, newest first (their ids sort by creation time).
  let olderIds: string[] = [];
  // A new cache per generation: a read still in flight at a switch fills the old one, never the new.
  // Read from the generation's own folder, not through the lane's link: a file and the versions remotesOf
  // names for it come from one generation, even in the moment between a switch and this server's next look.
  const newCache = (id: string | undefined) =>
    new LRUCache<string, StoredFile>({
      maxSize: maxBytes,
      sizeCalculation: storedBytes,
      fetchMethod: async (key) => (id ? load(path.join(pagesDir(site), id, key), key) : undefined),
    });
  // Read from the disk each time, not remembered: a pass may purge a removed page's data from the older
  // generations after this one is served (docs/design.md#how-pages-arrive), and it must 404 from then on.
  const loadOlder = async (relative: string) => {
    for (const older of olderIds) {
      const found = await load(path.join(pagesDir(site), older, relative), relative);
      if (found) return found;
    }
    return undefined;
  };
  let cache = newCache(undefined);
  // The current generation's pages by document file: what each was rendered with (served-views.ts counts it).
  let remotesByFile = new Map<string, Record<string, string>>();
  let refreshing: Promise<boolean> = Promise.resolve(false);

  return {
    generation: () => generation,
    complete: () => complete,
    refresh() {
      // One look at a time, each after the one before: a slow look that started before a switch would
      // otherwise finish after a quicker one that started after it and leave the older manifest in place.
      const look = refreshing.then(async () => {
        const id = await currentGenerationId(site, lane);
        if (id === generation) return false;
        const [manifest, names] = await Promise.all([
          id ? readManifest(site, id) : undefined,
          readdir(pagesDir(site)).catch(() => [] as string[]),
        ]);
        // Every part of the switch at once, after every read, so no lookup sees a mix of two generations.
        generation = id;
        complete = manifest?.complete ?? false;
        remotesByFile = remotesByPageFile(manifest);
        olderIds = names
          .filter((name) => name.startsWith('g') && name !== id)
          .sort()
          .reverse();
        cache = newCache(id);
        return true;
      });
      refreshing = look.catch(() => false);
      return look;
    },
    async get(relative, { fromOlder = false } = {}) {
      if (!generation || PRIVATE.test(relative) || !isNormalPath(relative)) return undefined;
      const file = await cache.fetch(relative);
      if (file || !fromOlder) return file;
      return loadOlder(relative);
    },
    cachedBytes: () => cache.calculatedSize,
    remotesOf: (relative) => remotesByFile.get(relative),
  };
}
