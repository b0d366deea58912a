/**
 * Builds the app for a test file: in-memory PGlite by default, or the PostgreSQL server in TEST_DATABASE_URL
 * (CI runs the suite both ways). On PostgreSQL each call gets its own schema, dropped on close, so test files
 * can run side by side on one server. Start one app per file: a new database takes seconds.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import type { AppOptions } from '../../src/app.ts';
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
