/**
 * Builds the app for a test file: in-memory PGlite by default, or the PostgreSQL server in TEST_DATABASE_URL
 * (CI runs the suite both ways). On PostgreSQL each call gets its own schema, dropped on close, so test files
 * can run side by side on one server. Start one app per file: a new database takes seconds. Tests that each need
 * the state the file started from take a snapshot of it once and restore it after each test (snapshotDatabase).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import type { AppOptions } from '../../src/app.ts';
import type { Database } from '../../src/db/client.ts';
import type { SeedContent } from '../../src/seed/content.ts';
import { seedIfEmpty } from '../../src/seed/seed.ts';

/** A built app and how to dispose of it. */
export interface TestApp {
  app: FastifyInstance;
  /** The media folder given to the app (a fresh temporary folder). */
  mediaDir: string;
  /** Closes the app, drops the PostgreSQL schema and removes the media folder. */
  close(): Promise<void>;
}

/**
 * Time allowed for createTestApp in a beforeAll hook. A new PGlite takes a few seconds, more on a busy CI
 * machine, well past jest's 5-second default for hooks.
 */
export const SETUP_TIMEOUT_MS = 60_000;

/** True when the suite runs against a PostgreSQL server rather than PGlite. */
export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * Builds a migrated app, seeded with `content` when given (through seedIfEmpty, as at start). `options`
 * overrides buildApp's; by default seeding of the demo content is off.
 */
export async function createTestApp(content?: SeedContent, options: Partial<AppOptions> = {}): Promise<TestApp> {
  const mediaDir = await mkdtemp(path.join(tmpdir(), 'api-media-'));
  const pgSchema = onPostgres ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const app = await buildApp({
    databaseUrl: process.env.TEST_DATABASE_URL,
    pgSchema,
    mediaDir,
    seed: false,
    ...options,
  }).catch(async (error: unknown) => {
    await rm(mediaDir, { recursive: true, force: true });
    throw error;
  });
  if (content) await seedIfEmpty(app.db, content);
  return {
    app,
    mediaDir,
    async close() {
      try {
        await app.close();
      } finally {
        // Dropped after the app has closed and on a connection of its own: dropped while the app's pool still
        // ran work (a render job queued by the last edit, say), the two could deadlock on the schema's tables.
        if (pgSchema) await dropSchema(pgSchema);
        await rm(mediaDir, { recursive: true, force: true });
      }
    },
  };
}

/** Drops a test's PostgreSQL schema with a short-lived connection of its own. */
async function dropSchema(pgSchema: string): Promise<void> {
  const client = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => undefined });
  try {
    await client.unsafe(`drop schema if exists "${pgSchema}" cascade`);
  } finally {
    await client.end();
  }
}

/** The state of a test database at one moment, to return to between tests. */
export interface DatabaseSnapshot {
  /**
   * Empties every table that was empty at the snapshot, restarting its ids, and checks that the others (the
   * seed's content, the migrations' rows) are as they were. Throws, naming them, for tables or sequences a
   * test changed that were not empty: put back by nothing, they would leak into the next test.
   */
  restore(): Promise<void>;
}

/** One row per table of the database's schema: its row count and a digest of its rows. */
interface TableState {
  name: string;
  rows: number;
  digest: string;
}

/** `name` as a quoted SQL identifier. */
const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The rows of a raw query: PGlite answers with `{ rows }`, postgres.js with the rows themselves. */
async function rowsOf<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}

/** Every table of the schema tests write to (PGlite's public one, or the test's own on PostgreSQL). */
async function tableStates(db: Database): Promise<TableState[]> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = current_schema() order by tablename`,
  );
  // One statement for all of them: a round trip per table would cost more than the reset saves on PGlite.
  const parts = tables.map(({ name }) => {
    return `select '${name.replaceAll("'", "''")}' as name, count(*)::int as rows,
      coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest from ${quoteName(name)} t`;
  });
  return parts.length === 0 ? [] : rowsOf<TableState>(db, sql.raw(parts.join(' union all ')));
}

/** The last value of every sequence in the schema (the ids the next inserts get). */
async function sequenceStates(db: Database): Promise<Map<string, string | null>> {
  const rows = await rowsOf<{ name: string; last: string | null }>(
    db,
    sql`select sequencename as name, last_value::text as last from pg_sequences where schemaname = current_schema()`,
  );
  return new Map(rows.map(({ name, last }) => [name, last]));
}

/**
 * Takes a snapshot of `db` (an app's database, after its seed) to return to after each test, so a file can
 * start one app instead of one per test: emptying a few tables takes milliseconds, a new database seconds.
 * Works the same on PGlite and on a test's PostgreSQL schema.
 */
export async function snapshotDatabase(db: Database): Promise<DatabaseSnapshot> {
  const [tables, sequences] = await Promise.all([tableStates(db), sequenceStates(db)]);
  const empty = new Set(tables.filter((t) => t.rows === 0).map((t) => t.name));
  const digests = new Map(tables.map((t) => [t.name, t.digest]));
  return {
    async restore() {
      if (empty.size > 0) {
        // Every one, not only those holding rows now: one a test wrote to and emptied has still moved its ids.
        // Together in one statement: truncating a table another one references is refused unless both go.
        await db.execute(sql.raw(`truncate ${[...empty].map(quoteName).join(', ')} restart identity`));
      }
      const changed = (await tableStates(db)).filter((t) => !empty.has(t.name) && t.digest !== digests.get(t.name));
      // Sequences of the emptied tables start again; any other that moved was moved by a test.
      const moved = [...(await sequenceStates(db))].filter(([name, last]) => last !== sequences.get(name));
      const leaks = [...changed.map((t) => t.name), ...moved.map(([name]) => `sequence ${name}`)];
      if (leaks.length > 0) {
        throw new Error(`A test changed what the snapshot cannot restore (${leaks.join(', ')}): start an app for it.`);
      }
    },
  };
}
