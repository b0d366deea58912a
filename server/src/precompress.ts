/**
 * The precompressed variants every served text file has beside it (`.br`, `.gz`), so neither this server nor
 * nginx (`gzip_static`) compresses per request: the renderer's pages, a build's and a release's files, the
 * audit's static copies.
 */
import { randomUUID } from 'node:crypto';
import { readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Brotli quality for files compressed once and served for as long as they exist: builds, releases. */
export const BROTLI_QUALITY_BUILD = constants.BROTLI_MAX_QUALITY;

/**
 * Brotli quality for what a render pass writes (docs/design.md#how-pages-arrive). Measured on the 82 documents
 * and data files of a demo generation: quality 5 took 121 ms in all, quality 10 took 803 ms and stored 10 %
 * less. At 5 the largest file is 11.9 KB, so every one still reaches a visitor within TCP's first window (ten
 * segments, about 14 KB), as at 10; the 0.7 s is a third of a full pass's CPU, and its compression had become
 * the tail that followed the last page.
 */
export const BROTLI_QUALITY_PAGES = 5;

/**
 * Writes `<file>.br` (brotli at `brotliQuality`, 0–11) and `<file>.gz` (gzip level 9) holding `bytes`, the
 * content of `file`. Each is written under a temporary name and renamed, so a variant hard-linked from an older
 * generation is replaced, never changed, and a reader never sees half a file.
 */
export async function writePrecompressed(file: string, bytes: Buffer, brotliQuality: number): Promise<void> {
  const variants: [string, () => Promise<Buffer>][] = [
    [
      `${file}.br`,
      // The size hint lets the encoder size its window to the file, not to the largest it could take.
      () =>
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
    ],
    [`${file}.gz`, () => gz(bytes, { level: 9 })],
  ];
  // One after the other: the renderer writes a few pages at once, and each brotli encoder holds megabytes.
  for (const [name, compress] of variants) await replaceFile(name, await compress());
}

/** Writes `data` to `file` under a temporary name and renames it into place. */
export async function replaceFile(file: string, data: Buffer): Promise<void> {
  const temp = `${file}.${randomUUID().slice(0, 8)}.tmp`;
  await writeFile(temp, data);
  await rename(temp, file);
}

/** The text files worth a compressed variant. */
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt|map)$/;

const mtimeOf = (file: string) =>
  stat(file).then(
    (s) => s.mtimeMs,
    () => -1,
  );

/**
 * Writes a .br and a .gz beside every text file in `dir` (recursively) that lacks them, at `brotliQuality`.
 * Files under 1 KB are left alone, and so are files whose .br and .gz are already there and no older (a build's
 * own, copied by a release or linked into a generation). With `only`, just the files whose path relative to
 * `dir` it accepts. Returns the number of files compressed.
 */
export async function precompress(
  dir: string,
  brotliQuality: number = BROTLI_QUALITY_BUILD,
  only: (relative: string) => boolean = () => true,
): Promise<number> {
  let count = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (!only(path.relative(dir, file))) continue;
    const { size, mtimeMs } = await stat(file);
    if (size < 1024) continue;
    const [brWritten, gzWritten] = await Promise.all([mtimeOf(`${file}.br`), mtimeOf(`${file}.gz`)]);
    if (brWritten >= mtimeMs && gzWritten >= mtimeMs) continue;
    await writePrecompressed(file, await readFile(file), brotliQuality);
    count += 1;
  }
  return count;
}
