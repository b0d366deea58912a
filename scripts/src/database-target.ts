import { pgliteLockHolder } from '@site/api/ops';
import path from 'node:path';
import { ROOT } from './paths.ts';

/**
 * The database a command-line tool opens, as the server would: DATABASE_URL (PostgreSQL) when set, otherwise
 * the embedded database in `<data dir>/db`, where the data dir is `dataDirOption`, else DATA_DIR, else ./data.
 * Throws when the embedded database is open in a running process: it belongs to one process at a time, and a
 * second writer would corrupt it. A lock left by an abrupt stop (no live process holds it) does not count: the
 * next opening recovers it (api/src/db/stale-lock.ts).
 */
export function databaseTarget(dataDirOption?: string): { databaseUrl?: string; pgliteDir: string } {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const pgliteDir = path.join(path.resolve(ROOT, dataDirOption ?? (process.env.DATA_DIR || 'data')), 'db');
  const holder = databaseUrl ? undefined : pgliteLockHolder(pgliteDir);
  if (holder !== undefined) {
    throw new Error(
      `The database in ${pgliteDir} is open in a running process (${holder}). Stop it, then run this again.`,
    );
  }
  return { databaseUrl, pgliteDir };
}
