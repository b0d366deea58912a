/**
 * The embedded database's lock (docs/design.md#data). PGlite writes `postmaster.pid` into its directory while an
 * instance has it open and removes it on close, but the pid in it is not the process's (PGlite writes -42), so
 * the file alone cannot tell a database in use from one left by an abrupt stop (a kill, a power cut, a
 * shutdown that ran out of time). Each opening therefore records its process beside it, in
 * `postmaster.owner`; a lock whose owner is no live process is stale, and the next opening removes it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The file PGlite keeps in its directory while open. */
export const PGLITE_LOCK = 'postmaster.pid';
/** The file naming the process that opened the directory last: `{"pid": n}`. */
const OWNER = 'postmaster.owner';

/** True when `pid` names a running process (one of another user's counts: EPERM). */
function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid recorded as the directory's owner, undefined when none is recorded or the record is unreadable. */
function ownerOf(dir: string): number | undefined {
  try {
    const { pid } = JSON.parse(readFileSync(path.join(dir, OWNER), 'utf8')) as { pid?: unknown };
    return typeof pid === 'number' ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The process holding the PGlite directory `dir` open: its pid when `dir` has a lock and the process that
 * recorded it is alive (this process included); undefined when the database is closed or its lock is stale.
 */
export function pgliteLockHolder(dir: string): number | undefined {
  if (!existsSync(path.join(dir, PGLITE_LOCK))) return undefined;
  const owner = ownerOf(dir);
  return owner !== undefined && alive(owner) ? owner : undefined;
}

/**
 * Called before PGlite opens `dir` (which must exist): removes a stale lock (one whose owner is no live
 * process, or names none) with a line on `log` saying so, then records this process as the owner. A lock
 * held by a live process is left alone. Resolves when done; rejects only when the directory cannot be written.
 */
export async function recoverStaleLock(dir: string, log: (line: string) => void = console.warn): Promise<void> {
  if (existsSync(path.join(dir, PGLITE_LOCK)) && pgliteLockHolder(dir) === undefined) {
    const owner = ownerOf(dir);
    await rm(path.join(dir, PGLITE_LOCK), { force: true });
    log(
      `database: removed a stale lock in ${dir} left by an abrupt stop ` +
        `(${owner === undefined ? 'no owner recorded' : `process ${owner} is not running`})`,
    );
  }
  await writeFile(path.join(dir, OWNER), JSON.stringify({ pid: process.pid }));
}
