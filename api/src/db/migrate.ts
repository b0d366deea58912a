/**
 * Applies the drizzle-kit migrations in `api/drizzle/` at start (docs/design.md#data), so a fresh PGlite directory or
 * an empty PostgreSQL database reaches the current schema without a separate step.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { DatabaseConnection } from './client.ts';

/**
 * The folder holding the generated migrations. This module runs as ESM under Node and as CommonJS under jest,
 * and `import.meta` exists only in the first, so: CommonJS uses `__dirname`; ESM resolves the package itself
 * (`@site/api` → src/app.ts) from the working directory, which works from the repository root or api/, and
 * falls back to the folder beside the started script (`node api/src/server.ts` from anywhere).
 * Throws when none finds the folder.
 */
export function migrationsFolder(): string {
  const candidates: string[] = [];
  if (typeof __dirname === 'string') candidates.push(path.resolve(__dirname, '../../drizzle'));
  try {
    const entry = createRequire(path.join(process.cwd(), 'noop.js')).resolve('@site/api');
    candidates.push(path.resolve(path.dirname(entry), '../drizzle'));
  } catch {
    // Not inside the workspace; the script's own location may still tell.
  }
  if (process.argv[1]) candidates.push(path.resolve(path.dirname(process.argv[1]), '../drizzle'));
  const found = candidates.find((dir) => existsSync(path.join(dir, 'meta', '_journal.json')));
  if (!found) {
    throw new Error(
      'Cannot find the API migrations (api/drizzle/meta/_journal.json). Start the server from the repository.',
    );
  }
  return found;
}

/** Brings the database to the current schema; a no-op when every migration has run. Throws on SQL errors. */
export async function migrateDatabase(connection: DatabaseConnection, folder = migrationsFolder()): Promise<void> {
  await connection.migrate(folder);
}
