/**
 * Backup and restore of the database (README "Backup and restore"). PGlite: the data directory as a gzipped
 * tarball (PGlite's dumpDataDir), taken while no server has the directory open. PostgreSQL: pg_dump's custom
 * format, restored with pg_restore; both must be installed and at least as new as the server.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createPglite, isPostgresUrl } from '../db/client.ts';

/** Which database: PostgreSQL by URL (optionally one schema), or a PGlite data directory. */
export interface BackupTarget {
  databaseUrl?: string | undefined;
  pgliteDir?: string | undefined;
  /** PostgreSQL only: back up and restore this schema alone (tests); default the whole database. */
  pgSchema?: string | undefined;
}

/** What a backup or restore did. */
export interface BackupResult {
  kind: 'pglite' | 'postgres';
  file: string;
  bytes: number;
  /** Restore into PGlite only: where the directory it replaced was moved, kept until you delete it. */
  previousDir?: string;
}

/** `force`: go ahead although the PGlite directory looks in use (a server that crashed leaves that mark). */
export interface BackupOptions {
  force?: boolean;
}

// PGlite keeps a postmaster.pid in its directory while an instance has it open and removes it on close.
const IN_USE_MARK = 'postmaster.pid';
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);
const PG_DUMP_MAGIC = Buffer.from('PGDMP');

function assertNotInUse(dir: string, force: boolean | undefined): void {
  if (!force && existsSync(path.join(dir, IN_USE_MARK))) {
    throw new Error(
      `${dir} is in use: stop the server first (a copy taken while it writes may not open). ` +
        'If no server is running (it crashed), pass --force.',
    );
  }
}

function pgliteDirOf(target: BackupTarget): string {
  if (!target.pgliteDir) throw new Error('No database: set DATABASE_URL, or give the PGlite data directory.');
  return target.pgliteDir;
}

/** Writes `content` to `file` through a temporary file and a rename, so a failed backup leaves no half file. */
async function writeAtomic(file: string, content: Uint8Array): Promise<void> {
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  const temp = `${file}.${randomUUID()}.tmp`;
  await writeFile(temp, content);
  await rename(temp, file);
}

/** Runs a PostgreSQL client tool with the password in the environment, never on the command line. */
async function runPgTool(tool: 'pg_dump' | 'pg_restore', args: string[], databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const env = { ...process.env, ...(password && { PGPASSWORD: password }) };
  await new Promise<void>((resolve, reject) => {
    const child = spawn(tool, [...args, `--dbname=${url.href}`], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(
              `${tool} is not installed: install the PostgreSQL client tools (apt-get install postgresql-client).`,
            )
          : error,
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${tool} failed (exit ${code}):\n${stderr.trim()}`)),
    );
  });
}

/**
 * Backs up the database of `target` into `file` (overwritten): PostgreSQL through pg_dump (custom format,
 * without owners or grants), PGlite as a gzipped tarball of its data directory. Returns what was written.
 * Throws when the PGlite directory is in use (unless `force`), does not exist, or when pg_dump fails.
 */
export async function backupDatabase(
  target: BackupTarget,
  file: string,
  options: BackupOptions = {},
): Promise<BackupResult> {
  if (isPostgresUrl(target.databaseUrl)) {
    const temp = `${file}.${randomUUID()}.tmp`;
    await mkdir(path.dirname(path.resolve(file)), { recursive: true });
    const schema = target.pgSchema ? [`--schema=${target.pgSchema}`] : [];
    try {
      await runPgTool(
        'pg_dump',
        ['--format=custom', '--no-owner', '--no-privileges', ...schema, `--file=${temp}`],
        target.databaseUrl,
      );
      await rename(temp, file);
    } finally {
      await rm(temp, { force: true });
    }
    return { kind: 'postgres', file, bytes: (await stat(file)).size };
  }
  const dir = pgliteDirOf(target);
  if (!existsSync(path.join(dir, 'PG_VERSION'))) throw new Error(`${dir} holds no PGlite database.`);
  assertNotInUse(dir, options.force);
  const db = await createPglite({ dataDir: dir });
  try {
    const tarball = await db.dumpDataDir('gzip');
    await writeAtomic(file, new Uint8Array(await tarball.arrayBuffer()));
  } finally {
    await db.close();
  }
  return { kind: 'pglite', file, bytes: (await stat(file)).size };
}

/** The kind of backup in `file`, from its first bytes. Throws for anything else. */
async function backupKind(file: string): Promise<'pglite' | 'postgres'> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(5), 0, 5, 0);
    const head = buffer.subarray(0, bytesRead);
    if (head.subarray(0, 2).equals(GZIP_MAGIC)) return 'pglite';
    if (head.equals(PG_DUMP_MAGIC)) return 'postgres';
  } finally {
    await handle.close();
  }
  throw new Error(`${file} is not a backup made by npm run backup (neither a PGlite tarball nor a pg_dump archive).`);
}

/**
 * Restores `file` (made by backupDatabase) into `target`, replacing its content. PostgreSQL: pg_restore in one
 * transaction, dropping the objects it restores first (stop the API instances before, so none writes during
 * it). PGlite: the tarball is unpacked into a new directory that then takes the data directory's place; the
 * old one is moved aside and its path returned. Throws when the backup is of the other kind, when the PGlite
 * directory is in use (unless `force`), or when the restore fails (the database is then left as it was).
 */
export async function restoreDatabase(
  target: BackupTarget,
  file: string,
  options: BackupOptions = {},
): Promise<BackupResult> {
  const kind = await backupKind(file);
  const bytes = (await stat(file)).size;
  if (isPostgresUrl(target.databaseUrl)) {
    if (kind !== 'postgres') throw new Error(`${file} is a PGlite backup: restore it with DATABASE_URL unset.`);
    await runPgTool(
      'pg_restore',
      ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', file],
      target.databaseUrl,
    );
    return { kind, file, bytes };
  }
  if (kind !== 'pglite') throw new Error(`${file} is a PostgreSQL backup: restore it with DATABASE_URL set.`);
  const dir = pgliteDirOf(target);
  if (existsSync(dir)) assertNotInUse(dir, options.force);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const fresh = `${dir}.restoring-${stamp}`;
  try {
    const db = await createPglite({ dataDir: fresh, loadDataDir: new Blob([await readFile(file)]) });
    // A query proves the unpacked directory opens before it replaces anything.
    await db.query('select 1');
    await db.close();
  } catch (error) {
    await rm(fresh, { recursive: true, force: true });
    throw error;
  }
  let previousDir: string | undefined;
  if (existsSync(dir)) {
    previousDir = `${dir}.before-restore-${stamp}`;
    await rename(dir, previousDir);
  }
  await rename(fresh, dir);
  return { kind, file, bytes, ...(previousDir && { previousDir }) };
}
