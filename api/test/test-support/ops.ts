/**
 * Helpers for the operation tests, which close apps themselves (shutdown, backup, several instances) and so
 * cannot drop their PostgreSQL schema through the app as createTestApp's close does.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import type { AppOptions } from '../../src/app.ts';
import { openDatabase } from '../../src/db/client.ts';
import { onPostgres } from './test-app.ts';

/** A fresh schema name on PostgreSQL (TEST_DATABASE_URL); undefined on PGlite. */
function newTestSchema(): string | undefined {
  return onPostgres ? `test_${randomBytes(6).toString('hex')}` : undefined;
}

/** Drops `pgSchema` and everything in it over a connection of its own; nothing to do on PGlite. */
export async function dropTestSchema(pgSchema: string | undefined): Promise<void> {
  if (!pgSchema) return;
  const connection = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL });
  try {
    await connection.db.execute(sql.raw(`drop schema if exists "${pgSchema}" cascade`));
  } finally {
    await connection.close();
  }
}

/** Apps built on one database (one PostgreSQL schema, or one PGlite directory), and their clean-up. */
export interface OpsDatabase {
  /** The PostgreSQL schema, or undefined on PGlite. */
  pgSchema: string | undefined;
  /** A temporary folder for this database's PGlite directory, media and files. */
  dir: string;
  /** Builds an app on this database (no demo seed, mail off unless `options` say otherwise). */
  start(options?: Partial<AppOptions>): Promise<FastifyInstance>;
  /** Closes every app still open, drops the schema and removes the folder. */
  cleanUp(): Promise<void>;
}

/** Creates an OpsDatabase: a new schema on TEST_DATABASE_URL, or a PGlite directory in a new folder. */
export async function opsDatabase(): Promise<OpsDatabase> {
  const dir = await mkdtemp(path.join(tmpdir(), 'api-ops-'));
  const pgSchema = newTestSchema();
  const open = new Set<FastifyInstance>();
  return {
    pgSchema,
    dir,
    async start(options = {}) {
      const app = await buildApp({
        databaseUrl: process.env.TEST_DATABASE_URL,
        pgSchema,
        pgliteDir: path.join(dir, 'db'),
        mediaDir: path.join(dir, 'media'),
        seed: false,
        mail: null,
        ...options,
      });
      open.add(app);
      app.addHook('onClose', async () => {
        open.delete(app);
      });
      return app;
    },
    async cleanUp() {
      for (const app of open) await app.close();
      await dropTestSchema(pgSchema);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
