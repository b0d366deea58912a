/**
 * A migrated PGlite data directory, dumped to a file that new embedded databases start from (PGLITE_TEMPLATE,
 * read by openDatabase in client.ts; docs/design.md#tests). A new PGlite runs initdb and every migration,
 * seconds each time; unpacking the dump takes a fraction of that, and the test suites open dozens of databases
 * (every API test file, every site a server or browser test starts). jest's and Playwright's global setups
 * make one per run.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { createPglite } from './client.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../drizzle');

/**
 * What a dump holds besides the migrated database; a new value here makes dumps made before it unused, as a
 * change of migrations does. 2: without the template0 and template1 databases (see providePgliteTemplate).
 */
const DUMP_FORMAT = '2';

/** A digest of the migrations and PGlite's version: a dump made from either of another kind is not reused. */
function templateKey(): string {
  const hash = createHash('sha256').update(DUMP_FORMAT);
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
 * Makes the template in the system's temporary folder when this machine has none for the current migrations
 * and PGlite version, and names it in PGLITE_TEMPLATE for every process started after this (test workers,
 * sites). Resolves with the file's path; rejects when a migration fails.
 */
export async function providePgliteTemplate(): Promise<string> {
  const file = path.join(tmpdir(), `site-pglite-template-${templateKey()}.tar`);
  if (!existsSync(file)) {
    const client = await createPglite();
    try {
      await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS });
      // initdb's template0 and template1 hold half the folder's files, and only CREATE DATABASE reads them,
      // which nothing here runs. Every new database unpacks the dump (on disk, file by file) and the release
      // tests copy one: without them the dump is 27 MB instead of 42, with 610 entries instead of 1,212.
      // One statement at a time: several in one call run as one transaction, which DROP DATABASE refuses.
      await client.exec(`update pg_database set datistemplate = false where datname in ('template0', 'template1')`);
      await client.exec('drop database template0');
      await client.exec('drop database template1');
      await client.exec('checkpoint');
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
  return file;
}
