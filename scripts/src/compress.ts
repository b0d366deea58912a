import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
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
    const content = await readFile(file);
    await writeFile(`${file}.br`, await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    await writeFile(`${file}.gz`, await gz(content, { level: 9 }));
    count += 1;
  }
  return count;
}
