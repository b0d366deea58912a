/**
 * Opens the database (docs/design.md#data): PostgreSQL through postgres.js when a `postgres://` URL is given, otherwise
 * PGlite (Postgres compiled to WASM, in-process) on a data directory or in memory. Both speak the same dialect,
 * so one schema, one set of migrations and one query code path serve the laptop and the cluster.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import postgres from 'postgres';
import * as schema from './schema.ts';
import { recoverStaleLock } from './stale-lock.ts';

/** The Drizzle database the routes use, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Where the database lives. Without `databaseUrl`, PGlite runs on `pgliteDir`, or in memory without one. */
export interface DatabaseOptions {
  /** A `postgres://` or `postgresql://` URL; any other value is ignored in favour of PGlite. */
  databaseUrl?: string;
  /** PGlite data directory, created when missing. */
  pgliteDir?: string;
  /**
   * PostgreSQL only: a schema to hold every table (created when missing, first on the search path). Tests use
   * one per file so suites can run side by side on one server.
   */
  pgSchema?: string;
  /**
   * PGlite only: a dump of a migrated data directory (`dumpDataDir`, an uncompressed tar) that a new database
   * starts from instead of running initdb and every migration; ignored when the directory already holds a
   * database. Default: the file named by PGLITE_TEMPLATE, if set (the test suites make one per run); null: none.
   */
  pgliteTemplate?: string | null;
}

/** An open database: the Drizzle handle, its migration step and its shutdown. */
export interface DatabaseConnection {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Applies the migrations in `migrationsFolder` that have not run yet. */
  migrate(migrationsFolder: string): Promise<void>;
  /** Closes the connection pool or the PGlite instance. */
  close(): Promise<void>;
}

/** True when `url` names a PostgreSQL server. */
export function isPostgresUrl(url: string | undefined): url is string {
  return url !== undefined && /^postgres(ql)?:\/\//.test(url);
}

// Any constant works: it only has to be the same number in every instance that migrates this database.
const MIGRATION_LOCK_KEY = 7_310_452_001;
const SCHEMA_NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * Opens the database described by `options` (see DatabaseOptions). Returns the connection; throws when
 * PostgreSQL refuses the connection or PGlite cannot open its directory.
 */
export async function openDatabase(options: DatabaseOptions = {}): Promise<DatabaseConnection> {
  return isPostgresUrl(options.databaseUrl)
    ? openPostgres(options.databaseUrl, options.pgSchema)
    : openPglite(
        options.pgliteDir,
        options.pgliteTemplate === undefined ? process.env.PGLITE_TEMPLATE : (options.pgliteTemplate ?? undefined),
      );
}

/**
 * The site's whole database is a few megabytes, so PostgreSQL's default 128 MB of shared buffers only costs:
 * PGlite sets that memory up at every start (measured: 1.2 CPU-s per start with the default, 0.5 with 16 MB),
 * and the suites start a new database per test file and per site.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * Starts PGlite with the site's settings (PGLITE_START_PARAMS). `options` are PGlite's own (a data directory,
 * a dump to start from); resolves with the ready instance, rejects when it cannot open the directory.
 */
export function createPglite(options: Omit<PGliteOptions, 'startParams'> = {}): Promise<PGlite> {
  return PGlite.create({ ...options, startParams: PGLITE_START_PARAMS });
}

async function openPglite(dataDir: string | undefined, template: string | undefined): Promise<DatabaseConnection> {
  if (dataDir) await mkdir(dataDir, { recursive: true }).then(() => recoverStaleLock(dataDir));
  // initdb alone takes seconds; unpacking a migrated copy takes a fraction of that.
  const isNew = !dataDir || !existsSync(path.join(dataDir, 'PG_VERSION'));
  const loadDataDir = template && isNew ? new Blob([await readFile(template)]) : undefined;
  const client = await createPglite({ ...(dataDir ? { dataDir } : {}), ...(loadDataDir ? { loadDataDir } : {}) });
  const db = drizzlePglite({ client, schema });
  return {
    db,
    driver: 'pglite',
    // PGlite lives in this process alone, so no other instance can migrate it at the same time.
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

async function openPostgres(url: string, pgSchema: string | undefined): Promise<DatabaseConnection> {
  if (pgSchema !== undefined && !SCHEMA_NAME.test(pgSchema)) {
    throw new Error(`Invalid PostgreSQL schema name "${pgSchema}": use lower-case letters, digits and _.`);
  }
  // postgres.js logs every NOTICE ("schema already exists, skipping") to the console by default.
  const clientOptions = {
    onnotice: () => {},
    ...(pgSchema ? { connection: { search_path: pgSchema } } : {}),
  };
  if (pgSchema) {
    const admin = postgres(url, { ...clientOptions, max: 1 });
    try {
      // `create schema if not exists` is not safe when two instances start at once (a unique violation on
      // pg_namespace); the migration lock makes them take turns here too. Ending the session releases it.
      await admin`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
      await admin.unsafe(`create schema if not exists "${pgSchema}"`);
    } finally {
      await admin.end();
    }
  }
  const client = postgres(url, { ...clientOptions, max: 10 });
  const db = drizzlePostgres({ client, schema });
  return {
    db,
    driver: 'postgres',
    migrate: (migrationsFolder) => migratePostgresLocked(url, clientOptions, migrationsFolder, pgSchema),
    close: () => client.end({ timeout: 5 }),
  };
}

/**
 * Several API instances may start together against one server, and Drizzle's migrator takes no lock: two
 * would both apply the first migration and one would fail. A session advisory lock on a dedicated connection
 * makes them take turns; the second finds nothing left to do.
 */
async function migratePostgresLocked(
  url: string,
  clientOptions: postgres.Options<Record<string, never>>,
  migrationsFolder: string,
  pgSchema: string | undefined,
): Promise<void> {
  const client = postgres(url, { ...clientOptions, max: 1 });
  try {
    await client`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
    await migratePostgres(drizzlePostgres({ client }), {
      migrationsFolder,
      // Drizzle's journal lives in its own schema by default; a per-test schema keeps its own journal too.
      ...(pgSchema ? { migrationsSchema: pgSchema } : {}),
    });
  } finally {
    await client.end();
  }
}
