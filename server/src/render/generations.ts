import { randomUUID } from 'node:crypto';
import {
  chmod,
  link,
  lstat,
  mkdir,
  readdir,
  readFile,
  readlink,
  rename,
  rm,
  symlink,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';
import { openFolders, PUBLIC_FILE } from '../file-modes.ts';
import { BROTLI_QUALITY_PAGES, replaceFile, writePrecompressed } from '../precompress.ts';
import type { PageRecord } from './inputs.ts';

/**
 * A generation: one complete, consistent set of stored pages (docs/decisions/0003-rendering-model.md), in its own folder under
 * `<site>/pages/`. `current` is a symbolic link to the one served; switching it is one rename, so a reader
 * (this server, nginx) sees the old set or the new one, never a mix. Old generations are kept a while, so a
 * rollback can switch back at once and a browser holding an older page still finds its files.
 */
export interface GenerationManifest {
  id: string;
  created_at: string;
  /** The shell build and registry the generation was rendered with. */
  shell: string;
  nav: string;
  /**
   * Every remote's version in the registry it was rendered with, the admin's too: its `_site/shell.html` names
   * them all, though no stored page may record a remote such as the admin. Absent in older manifests.
   */
  versions?: Record<string, string>;
  /** True when every page's markup is in its document (false when a page's render failed). */
  complete: boolean;
  pages: Record<string, PageRecord>;
}

/** Files linked into a generation at a time. */
const LINKS_AT_ONCE = 16;
/** How many generations stay on disk, the current one included. */
export const KEPT_GENERATIONS = 4;
const MANIFEST = '_site/manifest.json';
const CURRENT: Lane = 'current';

/** The folder of all generations in a site folder. */
export const pagesDir = (site: string) => path.join(site, 'pages');
/** The path nginx and the server read: the current generation, through its link. */
export const currentDir = (site: string) => path.join(pagesDir(site), CURRENT);

/**
 * The two links a visitor can be served from (docs/design.md#releases): `current`, the stable generation, and
 * `canary`, rendered with the canary registry while a canary runs.
 */
export type Lane = 'current' | 'canary';

/** The id of the lane's generation (default the current one), or undefined when there is none. */
export async function currentGenerationId(site: string, lane: Lane = CURRENT): Promise<string | undefined> {
  return readlink(path.join(pagesDir(site), lane)).then(
    (target) => path.basename(target),
    () => undefined,
  );
}

/** Buckets a visitor is assigned to, sticky in a cookie; a share of P % is buckets 00 to P-1. */
export const BUCKETS = 100;
/** The cookie holding a visitor's bucket, two digits (00–99). */
export const BUCKET_COOKIE = 'rr_bucket';
/** The bucket as its two-digit name. */
export const bucketName = (bucket: number) => String(bucket).padStart(2, '0');

/** The folder of bucket links: `lanes/NN` points at `../current` or `../canary`, for nginx's root. */
export const lanesDir = (site: string) => path.join(pagesDir(site), 'lanes');
const lanesFile = (site: string) => path.join(pagesDir(site), 'lanes.json');

/** The lane a bucket is served from while `percent` % of visitors are in the canary. */
export const laneOf = (bucket: number, percent: number): Lane => (bucket < percent ? 'canary' : CURRENT);

/**
 * Points each bucket's link at its lane for `percent` (0: every bucket at `current`), one rename each, and
 * records the share in lanes.json for the Node servers. Links already right are left alone, so a visitor's
 * lane changes only when the share does, and then only for the buckets that cross it.
 */
export async function writeLanes(site: string, percent: number): Promise<void> {
  await mkdir(lanesDir(site), { recursive: true });
  // nginx's root is a bucket's link in this folder: made under the server's umask 077, it is opened to others.
  await openFolders(site, lanesDir(site));
  for (let bucket = 0; bucket < BUCKETS; bucket += 1) {
    const link = path.join(lanesDir(site), bucketName(bucket));
    const target = `../${laneOf(bucket, percent)}`;
    if ((await readlink(link).catch(() => undefined)) === target) continue;
    const temp = `${link}.${randomUUID().slice(0, 8)}`;
    await symlink(target, temp);
    await rename(temp, link);
  }
  const recorded = JSON.stringify({ percent });
  if ((await readFile(lanesFile(site), 'utf8').catch(() => '')) !== recorded) {
    const temp = `${lanesFile(site)}.${randomUUID().slice(0, 8)}`;
    await writeFile(temp, recorded, { mode: PUBLIC_FILE });
    await chmod(temp, PUBLIC_FILE);
    await rename(temp, lanesFile(site));
  }
}

/** The canary's share as the renderer last recorded it; 0 when there is no canary. */
export async function readLanePercent(site: string): Promise<number> {
  const text = await readFile(lanesFile(site), 'utf8').catch(() => '');
  const percent = text ? Number((JSON.parse(text) as { percent?: unknown }).percent) : 0;
  return Number.isInteger(percent) && percent > 0 && percent < BUCKETS ? percent : 0;
}

/** Ends the canary lane: every bucket back on `current` first, then the `canary` link removed. */
export async function endCanaryLane(site: string): Promise<void> {
  await writeLanes(site, 0);
  await rm(path.join(pagesDir(site), 'canary'), { force: true });
}

/** A generation's manifest, or undefined when it is missing or unreadable. */
export async function readManifest(site: string, id: string): Promise<GenerationManifest | undefined> {
  try {
    return JSON.parse(await readFile(path.join(pagesDir(site), id, MANIFEST), 'utf8')) as GenerationManifest;
  } catch {
    return undefined;
  }
}

/** Every complete generation on disk, newest first. */
export async function listGenerations(site: string): Promise<GenerationManifest[]> {
  const names = await readdir(pagesDir(site)).catch(() => [] as string[]);
  const manifests = await Promise.all(
    names.filter((name) => name.startsWith('g')).map((name) => readManifest(site, name)),
  );
  return manifests
    .filter((m): m is GenerationManifest => Boolean(m))
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id));
}

/** A generation's id as newGenerationId makes it: `g`, the time in base 36, `-`, eight hex digits. */
export const GENERATION_ID = /^g[0-9a-z]{9,}-[0-9a-f]{8}$/;

/** A new generation id that sorts after every earlier one. */
const newGenerationId = () => `g${Date.now().toString(36).padStart(9, '0')}-${randomUUID().slice(0, 8)}`;

/**
 * Links (or, across devices, copies) every file of `from` into `to`, keeping the relative paths; returns the
 * relative paths it linked.
 */
export async function linkTree(
  from: string,
  to: string,
  skip: (relative: string) => boolean = () => false,
): Promise<Set<string>> {
  const linked = new Set<string>();
  for (const entry of await readdir(from, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const relative = path.relative(from, path.join(entry.parentPath, entry.name));
    if (!skip(relative)) linked.add(relative);
  }
  for (const folder of new Set([...linked].map((relative) => path.dirname(path.join(to, relative))))) {
    await mkdir(folder, { recursive: true });
  }
  // A copy where a link cannot cross file systems, into a new file: never written through another tree's link.
  const copy = async (source: string, target: string) => {
    await rm(target, { force: true });
    await writeFile(target, await readFile(source));
  };
  // A few at a time: each is a system call or two, and a generation holds hundreds of files.
  const limit = pLimit(LINKS_AT_ONCE);
  await Promise.all(
    [...linked].map((relative) =>
      limit(async () => {
        const source = path.join(from, relative);
        const target = path.join(to, relative);
        await link(source, target).catch(async (error: NodeJS.ErrnoException) => {
          // A file there already is another tree's link: removed first, so that file is never written through.
          if (error.code !== 'EEXIST') return copy(source, target);
          await rm(target, { force: true });
          await link(source, target).catch(() => copy(source, target));
        });
      }),
    ),
  );
  return linked;
}

/**
 * Writes `content` at `relative` in a generation folder with its .br and .gz beside it. Each file is written
 * under a temporary name and renamed, so a file linked from an older generation is replaced, never changed.
 */
export async function writeCompressed(dir: string, relative: string, content: string | Buffer): Promise<void> {
  const file = path.join(dir, relative);
  await mkdir(path.dirname(file), { recursive: true });
  const bytes = typeof content === 'string' ? Buffer.from(content) : content;
  await replaceFile(file, bytes);
  await writePrecompressed(file, bytes, BROTLI_QUALITY_PAGES);
}

/**
 * True when `relative` and both its compressed variants are in the generation folder `dir`: a content-addressed
 * file (a page's data) that came in with the base generation's files need not be written again.
 */
export async function hasCompressed(dir: string, relative: string): Promise<boolean> {
  const found = await Promise.all(
    ['', '.br', '.gz'].map((suffix) =>
      lstat(path.join(dir, `${relative}${suffix}`)).then(
        (info) => info.isFile(),
        () => false,
      ),
    ),
  );
  return found.every(Boolean);
}

/** Removes a file and its compressed variants from a generation folder. */
export async function removeCompressed(dir: string, relative: string): Promise<void> {
  for (const suffix of ['', '.br', '.gz']) await rm(path.join(dir, `${relative}${suffix}`), { force: true });
}

/** A generation being written: its folder is not served until `commit`. */
export interface GenerationDraft {
  id: string;
  dir: string;
  /** Writes the manifest, moves the folder into place and points the lane (default `current`) at it. */
  commit(manifest: Omit<GenerationManifest, 'id' | 'created_at'>, lane?: Lane): Promise<GenerationManifest>;
  /** Deletes the draft (a failed pass). */
  discard(): Promise<void>;
}

/**
 * Starts a generation: a hidden folder holding the files of `base` (linked, not copied), or nothing. The
 * renderer then writes and removes what changed.
 */
export async function startGeneration(site: string, base?: string): Promise<GenerationDraft> {
  const id = newGenerationId();
  const dir = path.join(pagesDir(site), `.draft-${id}`);
  await mkdir(dir, { recursive: true });
  if (base) await linkTree(path.join(pagesDir(site), base), dir, (relative) => relative === MANIFEST);
  return {
    id,
    dir,
    async commit(content, lane = CURRENT) {
      const manifest: GenerationManifest = { id, created_at: new Date().toISOString(), ...content };
      await mkdir(path.dirname(path.join(dir, MANIFEST)), { recursive: true });
      await writeFile(path.join(dir, MANIFEST), JSON.stringify(manifest));
      await rename(dir, path.join(pagesDir(site), id));
      await switchGeneration(site, id, lane);
      return manifest;
    },
    discard: () => rm(dir, { recursive: true, force: true }),
  };
}

/**
 * Points the lane's link (default `current`) at generation `id` in one rename, then deletes all but the newest
 * KEPT_GENERATIONS, never one a lane points at.
 */
export async function switchGeneration(site: string, id: string, lane: Lane = CURRENT): Promise<void> {
  const temp = path.join(pagesDir(site), `.${lane}-${randomUUID().slice(0, 8)}`);
  await symlink(id, temp);
  await rename(temp, path.join(pagesDir(site), lane));
  await pruneGenerations(site);
}

/** Deletes drafts left by a renderer that died and generations past the newest KEPT_GENERATIONS. */
async function pruneGenerations(site: string): Promise<void> {
  const served = [await currentGenerationId(site), await currentGenerationId(site, 'canary')];
  const kept = (await listGenerations(site)).slice(0, KEPT_GENERATIONS).map((m) => m.id);
  for (const name of await readdir(pagesDir(site))) {
    const stale = name.startsWith('g') ? !kept.includes(name) && !served.includes(name) : name.startsWith('.draft-');
    // A draft younger than a minute may be another renderer's pass in progress.
    if (stale && !(name.startsWith('.draft-') && draftAgeMs(name) < 60_000)) {
      await rm(path.join(pagesDir(site), name), { recursive: true, force: true });
    }
  }
}

const draftAgeMs = (name: string) => Date.now() - parseInt(name.slice('.draft-g'.length).split('-')[0]!, 36);

/** The folder of a generation's page data files, relative to the generation. */
const DATA_DIR_RELATIVE = '_site/data';
const DATA_FILE_IN_DOCUMENT = /\/(_site\/data\/[0-9a-f]+\.json)/;

/**
 * The data file a stored page's document names (`_site/data/<hash>.json`), from its record or, for records
 * written before they named it, from the document itself; undefined for a page without one.
 */
async function pageDataFile(dir: string, record: PageRecord): Promise<string | undefined> {
  if (record.dataFile) return record.dataFile;
  if (record.kind !== 'rendered') return undefined;
  const html = await readFile(path.join(dir, record.file), 'utf8').catch(() => '');
  return DATA_FILE_IN_DOCUMENT.exec(html)?.[1];
}

/**
 * Deletes every data file in the generation folder `dir` that none of `pages` names (with its .br and .gz):
 * a new generation starts as links to its base's files, so without this it would keep serving the data of
 * pages it no longer has. Returns how many were deleted.
 */
export async function removeUnreferencedData(dir: string, pages: Record<string, PageRecord>): Promise<number> {
  const names = await readdir(path.join(dir, DATA_DIR_RELATIVE)).catch(() => [] as string[]);
  if (names.length === 0) return 0;
  const referenced = new Set(
    (await Promise.all(Object.values(pages).map((record) => pageDataFile(dir, record)))).filter(Boolean),
  );
  let removed = 0;
  for (const name of names) {
    if (!name.endsWith('.json')) continue;
    const relative = `${DATA_DIR_RELATIVE}/${name}`;
    if (referenced.has(relative)) continue;
    await removeCompressed(dir, relative);
    removed += 1;
  }
  return removed;
}

/**
 * Removes from every kept generation of `site` (docs/design.md#how-pages-arrive, "Unpublished means gone")
 * the pages `isGone` picks (given each page's path, record and generation id): their documents, and then
 * every data file no page left there names; each
 * generation's manifest is rewritten without them (temporary file and rename). Meant for a pass in which
 * content was removed (a story unpublished or deleted, a physician removed), so no kept generation goes on
 * serving it to an old address. Returns the pages and data files removed.
 */
export async function purgeGenerations(
  site: string,
  isGone: (pagePath: string, record: PageRecord, generation: string) => boolean,
): Promise<{ pages: number; dataFiles: number }> {
  const result = { pages: 0, dataFiles: 0 };
  for (const manifest of await listGenerations(site)) {
    const dir = path.join(pagesDir(site), manifest.id);
    const gone = Object.entries(manifest.pages).filter(([pagePath, record]) => isGone(pagePath, record, manifest.id));
    for (const [, record] of gone) await removeCompressed(dir, record.file);
    const pages = Object.fromEntries(
      Object.entries(manifest.pages).filter(([pagePath]) => !gone.some(([p]) => p === pagePath)),
    );
    result.dataFiles += await removeUnreferencedData(dir, pages);
    if (gone.length === 0) continue;
    result.pages += gone.length;
    const file = path.join(dir, MANIFEST);
    const temp = `${file}.${randomUUID().slice(0, 8)}.tmp`;
    await writeFile(temp, JSON.stringify({ ...manifest, pages }));
    await rename(temp, file);
  }
  return result;
}
