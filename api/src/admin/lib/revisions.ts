/**
 * Revisions (docs/design.md#product-decisions, docs/design.md#data): each save of an edited record keeps the
 * record's full values from before the save, who saved and when, so staff can see what changed and restore an
 * earlier version. A record keeps its newest REVISIONS_KEPT revisions and every one younger than
 * REVISIONS_KEPT_YEARS, whichever is more. Pictures stay in the media store while a kept revision names them,
 * so restoring a version brings its picture back.
 */
import { and, desc, eq, lt, notInArray, or, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { REVISIONS_KEPT, REVISIONS_KEPT_YEARS, revisionChanges } from '@site/contracts/schemas';
import type { AdminSessionUser, RevisionAction } from '@site/contracts/schemas';
import type { Database } from '../../db/client.ts';
import { revisions } from '../../db/schema.ts';

/** Who saved: a signed-in user, or a job of the site's own (id null) under a name staff recognise. */
export type RevisionAuthor = Pick<AdminSessionUser, 'email'> & { id: number | null };

/**
 * The pictures of one kind of record: its table, the columns that name files in the media store, and `unused`,
 * where pruning adds the files nothing names any more. The caller removes those once its transaction has
 * committed (lib/record-write.ts): removed before, a rolled-back save would bring back a revision or a
 * record naming a file that is gone.
 */
export interface RevisionMedia {
  table: PgTable;
  columns: readonly string[];
  unused: Set<string>;
}

/**
 * Keeps a revision of a record's values before a save: `values` is the record as it was (empty when it did
 * not exist). With `after` (the record as the save left it), nothing is kept when the save changed no field,
 * and false is returned. Then prunes the record's revisions (pruneRevisions); with `media`, picture files only
 * the pruned revisions named are added to `media.unused`. `db` is the save's transaction, so the record, its
 * revision and its audit line are written together or not at all; call it before looking for the files the
 * save replaced, so the revision keeps them.
 */
export async function recordRevision(
  db: Database,
  user: RevisionAuthor,
  entry: { entity: string; entityId: number; action: RevisionAction; values: object; after?: object | undefined },
  media?: RevisionMedia,
): Promise<boolean> {
  if (entry.after && revisionChanges(entry.values, entry.after).length === 0) return false;
  await db.insert(revisions).values({
    entity: entry.entity,
    entity_id: entry.entityId,
    user_id: user.id,
    user_email: user.email,
    action: entry.action,
    values: entry.values as Record<string, unknown>,
  });
  await pruneRevisions(db, entry.entity, entry.entityId, media);
  return true;
}

/**
 * Deletes the revisions of one record that are neither among its newest REVISIONS_KEPT nor younger than
 * REVISIONS_KEPT_YEARS (the database's clock, the one that stamped them). With `media`, each picture a deleted
 * revision named is added to `media.unused` unless a record or a kept revision still names it.
 */
async function pruneRevisions(db: Database, entity: string, entityId: number, media?: RevisionMedia): Promise<void> {
  const ofRecord = and(eq(revisions.entity, entity), eq(revisions.entity_id, entityId));
  const newest = db
    .select({ id: revisions.id })
    .from(revisions)
    .where(ofRecord)
    .orderBy(desc(revisions.created_at), desc(revisions.id))
    .limit(REVISIONS_KEPT);
  const pruned = await db
    .delete(revisions)
    .where(
      and(
        ofRecord,
        lt(revisions.created_at, sql`now() - make_interval(years => ${REVISIONS_KEPT_YEARS})`),
        notInArray(revisions.id, newest),
      ),
    )
    .returning({ values: revisions.values });
  if (!media) return;
  const files = new Set(pruned.flatMap(({ values }) => media.columns.map((column) => values[column])));
  for (const file of files) {
    if (typeof file !== 'string' || file === '') continue;
    const columns = media.table as unknown as Record<string, AnyPgColumn>;
    const rows = await db.$count(media.table, or(...media.columns.map((column) => eq(columns[column]!, file))));
    if (rows === 0 && !(await isNamedByRevision(db, entity, media.columns, file))) {
      media.unused.add(file);
    }
  }
}

/**
 * True when a kept revision of an `entity` record names `file` in one of `columns`: the picture must stay in
 * the media store, so restoring that revision shows it again.
 */
export async function isNamedByRevision(
  db: Database,
  entity: string,
  columns: readonly string[],
  file: string,
): Promise<boolean> {
  const names = columns.map((column) => sql`${revisions.values} ->> ${column} = ${file}`);
  return (await db.$count(revisions, and(eq(revisions.entity, entity), or(...names)))) > 0;
}
