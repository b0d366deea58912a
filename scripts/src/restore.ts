/**
 * npm run restore -- <file> [--force]: replaces the database's content with a backup made by `npm run backup`
 * (README "Backup and restore"). Stop the site first. With DATABASE_URL set: pg_restore into that PostgreSQL
 * database, in one transaction. Otherwise into the embedded PGlite database in DATA_DIR/db; the directory it
 * replaces is kept beside it as db.before-restore-<time>. --force goes ahead when a crashed server left the
 * directory marked as in use.
 */
import { parseArgs } from 'node:util';
import path from 'node:path';
import { restoreDatabase } from '@site/api/ops';
import { dataDir } from './paths.ts';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean' } } });
const [file] = positionals;
if (!file || positionals.length > 1) {
  console.error('Usage: npm run restore -- <file> [--force]');
  process.exit(2);
}

const databaseUrl = process.env.DATABASE_URL || undefined;
const pgliteDir = path.join(dataDir(), 'db');
try {
  const result = await restoreDatabase({ databaseUrl, pgliteDir }, path.resolve(file), { force: values.force });
  const into =
    result.kind === 'postgres' ? 'the PostgreSQL database (pg_restore)' : `the PGlite database in ${pgliteDir}`;
  console.log(`Restored ${result.file} into ${into}.`);
  if (result.previousDir)
    console.log(`The replaced directory is kept at ${result.previousDir}; delete it when satisfied.`);
} catch (error) {
  console.error(`Restore failed: ${(error as Error).message}`);
  process.exit(1);
}
