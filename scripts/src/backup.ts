/**
 * npm run backup -- <file> [--force]: backs up the database into <file> (README "Backup and restore"). With
 * DATABASE_URL set: pg_dump of that PostgreSQL database (safe while the site runs). Otherwise the embedded
 * PGlite database in DATA_DIR/db (default ./data/db), which must not be open: stop the server first; --force
 * goes ahead when a crashed server left the directory marked as in use.
 */
import { parseArgs } from 'node:util';
import path from 'node:path';
import { backupDatabase } from '@site/api/ops';
import { dataDir } from './paths.ts';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean' } } });
const [file] = positionals;
if (!file || positionals.length > 1) {
  console.error('Usage: npm run backup -- <file> [--force]');
  process.exit(2);
}

const databaseUrl = process.env.DATABASE_URL || undefined;
const pgliteDir = path.join(dataDir(), 'db');
try {
  const result = await backupDatabase({ databaseUrl, pgliteDir }, path.resolve(file), { force: values.force });
  const source =
    result.kind === 'postgres' ? 'the PostgreSQL database (pg_dump)' : `the PGlite database in ${pgliteDir}`;
  console.log(`Backed up ${source} to ${result.file} (${(result.bytes / 1024 / 1024).toFixed(1)} MB).`);
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exit(1);
}
