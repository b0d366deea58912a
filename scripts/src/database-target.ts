import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths.ts';

/**
 * The database a command-line tool opens, as the server would: DATABASE_URL (PostgreSQL) when set, otherwise
 * the embedded database in `<data dir>/db`, where the data dir is `dataDirOption`, else DATA_DIR, else ./data.
 * Throws when the embedded database is open in a running site: it belongs to one process at a time, and a
 * second writer would corrupt it.
 */
export function databaseTarget(dataDirOption?: string): { databaseUrl?: string; pgliteDir: string } {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const pgliteDir = path.join(path.resolve(ROOT, dataDirOption ?? (process.env.DATA_DIR || 'data')), 'db');
  // PGlite marks an open database with this file.
  if (!databaseUrl && existsSync(path.join(pgliteDir, 'postmaster.pid'))) {
    throw new Error(
      `The database in ${pgliteDir} is open in a running site. Stop the site, then run this again ` +
        '(if no site is running, it stopped abruptly: start and stop it once).',
    );
  }
  return { databaseUrl, pgliteDir };
}
