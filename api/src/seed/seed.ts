/**
 * Loads seed content into an empty database (docs/design.md#data): once, in one transaction, and never again once any
 * content exists, so edits made after the first start are never overwritten and deleted rows never return.
 */
import { sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Physician, PhysicianCategory } from '@site/contracts/types';
import type { Database } from '../db/client.ts';
import {
  contentTables,
  frequently_called_numbers,
  locations,
  modalities,
  news,
  outreach_events,
  physicians,
  practice_contacts,
  quick_facts,
  rotator_slides,
  settings,
  subspecialties,
  testimonials,
} from '../db/schema.ts';
import { sanitizeHtml, sanitizeOptionalHtml } from '../lib/sanitize-html.ts';
import type { SeedContent } from './content.ts';

// Any constant works: every instance seeding this database must use the same one.
const SEED_LOCK_KEY = 7_310_452_002;

/**
 * Inserts `content` when every content table is empty and returns true; returns false and changes nothing
 * when any content exists. HTML fields pass through the sanitizer. Throws (and rolls back) on a database error.
 */
export async function seedIfEmpty(db: Database, content: SeedContent): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Two instances starting together on one PostgreSQL would both see empty tables; the lock, held until the
    // transaction ends, makes the second wait and then find the content the first inserted.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    for (const table of contentTables) {
      if ((await tx.$count(table)) > 0) return false;
    }

    const people = [
      ...content.physicians.map((p) => physicianRow(p, p.category)),
      ...content.residents.map((p) => physicianRow(p, 'resident')),
      ...content.fellows.map((p) => physicianRow(p, 'fellow')),
    ];
    await insertAll(tx, physicians, people);
    await insertAll(tx, modalities, content.modalities.map(positioned));
    await insertAll(tx, subspecialties, content.subspecialties.map(positioned));
    await insertAll(
      tx,
      news,
      content.news.map((item) => ({ ...item, full_text: sanitizeHtml(item.full_text) })),
    );
    await insertAll(tx, quick_facts, content.quickFacts.map(positioned));
    await insertAll(tx, testimonials, content.testimonials.map(positioned));
    await insertAll(tx, rotator_slides, content.rotator.map(positioned));
    await insertAll(tx, outreach_events, content.outreachEvents.map(positioned));
    await insertAll(tx, frequently_called_numbers, content.frequentlyCalledNumbers.map(positioned));
    await insertAll(tx, locations, content.locations.map(positioned));
    await insertAll(tx, practice_contacts, content.practiceContacts.map(positioned));
    await tx.insert(settings).values({ id: 1, ...content.settings });
    return true;
  });
}

/**
 * A physician row with its HTML fields sanitized. Residents and fellows take their category from the list
 * they come in, so a seed entry cannot land in the wrong list.
 */
function physicianRow(physician: Omit<Physician, 'id'>, category: PhysicianCategory): typeof physicians.$inferInsert {
  return {
    ...physician,
    category,
    biography: sanitizeOptionalHtml(physician.biography),
    why_msk: sanitizeOptionalHtml(physician.why_msk),
    why_radiology: sanitizeOptionalHtml(physician.why_radiology),
    what_did_you_like_dayton: sanitizeOptionalHtml(physician.what_did_you_like_dayton),
  };
}

/** Adds the list position, which keeps the seed's order for lists shown as given. */
function positioned<T extends object>(item: T, position: number): T & { position: number } {
  return { ...item, position };
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

// Drizzle rejects an insert with no rows, and a seed may well leave a list empty.
async function insertAll<TTable extends PgTable>(tx: Tx, table: TTable, rows: PgInsertValue<TTable>[]): Promise<void> {
  if (rows.length > 0) await tx.insert(table).values(rows);
}
