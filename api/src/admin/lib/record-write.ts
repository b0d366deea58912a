/**
 * One admin write of an edited record (docs/design.md#product-decisions): the record, its revision and its audit
 * line in one database transaction, and the picture files around it, ordered so that no record or revision ever
 * names a missing file and a failed write leaves no file of its own behind.
 */
import { access } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, ne, or } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { removeMedia, writeMedia } from './images.ts';
import type { MediaKind } from './images.ts';
import type { RecordTarget, Values } from './record-targets.ts';
import { isNamedByRevision } from './revisions.ts';

/** A record's media folder: where its pictures are stored. */
export interface MediaFolder {
  dir: string;
  kind: MediaKind;
}

/**
 * Writes each `[name, data]` into the media store ahead of the transaction that will name them. Returns the
 * names that were not there before: the ones to take back if that transaction fails (a name already there is
 * the same picture, content-hashed, which another record or a revision may name). When a write fails, the
 * files this call added are removed and the error is rethrown.
 */
export async function addMediaFiles(folder: MediaFolder, files: readonly [string, Buffer][]): Promise<string[]> {
  const added: string[] = [];
  try {
    for (const [name, data] of files) {
      const existed = await access(path.join(folder.dir, folder.kind, name)).then(
        () => true,
        () => false,
      );
      await writeMedia(folder.dir, folder.kind, name, data);
      if (!existed) added.push(name);
    }
  } catch (error) {
    await removeFiles(folder, added);
    throw error;
  }
  return added;
}

/**
 * Runs `work` in one transaction: it writes the record, its revision and its audit line through `tx`, so a
 * failure in any of them leaves none of them. Files are handled around it: `added` (addMediaFiles, written
 * before) are removed when the transaction fails, and the files `work` puts in `unused` (pictures no record
 * or kept revision names any more) are removed only once it has committed. Returns what `work` returns;
 * rethrows its error, or the database's.
 */
export async function atomicWrite<T>(
  db: Database,
  folder: MediaFolder | undefined,
  added: readonly string[],
  work: (tx: Database, unused: Set<string>) => Promise<T>,
): Promise<T> {
  const unused = new Set<string>();
  let result: T;
  try {
    result = await db.transaction((tx) => work(tx, unused));
  } catch (error) {
    if (folder) await removeFiles(folder, added);
    throw error;
  }
  if (folder)
    await removeFiles(
      folder,
      [...unused].filter((file) => !added.includes(file)),
    );
  return result;
}

async function removeFiles(folder: MediaFolder, files: readonly string[]): Promise<void> {
  // A file left behind only costs disk space, while the write it follows (or the error it reports) stands:
  // a failed removal must not turn either into another answer.
  for (const file of files) await removeMedia(folder.dir, folder.kind, file).catch(() => undefined);
}

/**
 * Adds to `unused` each picture `row` names, but those in `keep`, that no other record of `target` and no
 * kept revision names. Call it through the write's transaction, after its revision: a kept revision naming
 * the file keeps it, so restoring that revision shows the picture again.
 */
export async function findUnusedPictures(
  tx: Database,
  target: RecordTarget,
  row: Values,
  keep: readonly string[],
  unused: Set<string>,
): Promise<void> {
  const columns = target.media?.columns ?? [];
  const table = target.table as unknown as Record<string, AnyPgColumn>;
  for (const column of columns) {
    const file = row[column];
    if (typeof file !== 'string' || file === '' || keep.includes(file)) continue;
    const names = or(...columns.map((other) => eq(table[other]!, file)));
    if ((await tx.$count(target.table, and(names, ne(target.table.id, row.id as number)))) > 0) continue;
    if (!(await isNamedByRevision(tx, target.entity, columns, file))) unused.add(file);
  }
}
