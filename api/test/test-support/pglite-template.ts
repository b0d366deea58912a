/**
 * Jest's global setup: one migrated PGlite data directory per run of the suite, dumped to a file that every
 * new embedded database of the run starts from (PGLITE_TEMPLATE, read by openDatabase in api/src/db/client.ts).
 * A new PGlite runs initdb and every migration, seconds each time; unpacking the dump takes a fraction of that,
 * and the suite opens dozens of databases (every API test file, every site a server test starts).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../drizzle');

/** A digest of the migrations and PGlite's version: a dump made from either of another kind is not reused. */
function templateKey(): string {
  const hash = createHash('sha256');
  // The package's entry is in its dist/ folder; its package.json (not exported) names the version.
  const entry = createRequire(path.join(MIGRATIONS, 'noop.js')).resolve('@electric-sql/pglite');
  hash.update(readFileSync(path.join(path.dirname(entry), '../package.json')));
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(entry.name).update(readFileSync(file));
    }
  };
  walk(MIGRATIONS);
  return hash.digest('hex').slice(0, 16);
}

/**
 * Makes the template when this machine has none for the current migrations, and names it in PGLITE_TEMPLATE
 * for the workers jest starts after this. Resolves with nothing; rejects when a migration fails.
 */
export default async function makePgliteTemplate(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) return;
  const file = path.join(tmpdir(), `site-pglite-template-${templateKey()}.tar`);
  if (!existsSync(file)) {
    const client = await PGlite.create();
    try {
      await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS });
      const dump = await client.dumpDataDir('none');
      // Written under another name first: a run that stops half-way leaves no truncated template behind.
      const partial = `${file}.${process.pid}`;
      await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
      await rename(partial, file);
    } finally {
      await client.close();
    }
  }
  process.env.PGLITE_TEMPLATE = file;
}
