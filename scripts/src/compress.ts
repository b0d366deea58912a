import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { BROTLI_QUALITY_BUILD, writePrecompressed } from '@site/server/precompress';

const COMPRESSIBLE = /\.(js|css|html|json|svg|txt|map)$/;

const mtimeOf = (file: string) =>
  stat(file).then(
    (s) => s.mtimeMs,
    () => -1,
  );

/**
 * Writes a .br and a .gz beside every text file in `dir` (recursively) so the server sends them without
 * compressing per request. Files under 1 KB are left alone, and so are files whose .br and .gz are already
 * there and no older (a build's own, copied by a release). Returns the number of files compressed.
 */
export async function precompress(dir: string): Promise<number> {
  let count = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const { size, mtimeMs } = await stat(file);
    if (size < 1024) continue;
    const [brWritten, gzWritten] = await Promise.all([mtimeOf(`${file}.br`), mtimeOf(`${file}.gz`)]);
    if (brWritten >= mtimeMs && gzWritten >= mtimeMs) continue;
    await writePrecompressed(file, await readFile(file), BROTLI_QUALITY_BUILD);
    count += 1;
  }
  return count;
}
