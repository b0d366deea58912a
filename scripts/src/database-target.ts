import { pgliteLockHolder } from '@site/api/ops';
import { findLocalServer, type LocalReleaseCall } from '@site/server/local-release';
import path from 'node:path';
import { ROOT } from './paths.ts';

/** The data folder a command-line tool works on: `dataDirOption`, else DATA_DIR, else ./data. */
const dataDirOf = (dataDirOption?: string) => path.resolve(ROOT, dataDirOption ?? (process.env.DATA_DIR || 'data'));

/**
 * The database a command-line tool opens, as the server would: DATABASE_URL (PostgreSQL) when set, otherwise
 * the embedded database in `<data dir>/db`, where the data dir is `dataDirOption`, else DATA_DIR, else ./data.
 * Throws when the embedded database is open in a running process: it belongs to one process at a time, and a
 * second writer would corrupt it. A lock left by an abrupt stop (no live process holds it) does not count: the
 * next opening recovers it (api/src/db/stale-lock.ts).
 */
export function databaseTarget(dataDirOption?: string): { databaseUrl?: string; pgliteDir: string } {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const pgliteDir = path.join(dataDirOf(dataDirOption), 'db');
  const holder = databaseUrl ? undefined : pgliteLockHolder(pgliteDir);
  if (holder !== undefined) {
    throw new Error(
      `The database in ${pgliteDir} is open in a running process (${holder}). Stop it, then run this again.`,
    );
  }
  return { databaseUrl, pgliteDir };
}

/**
 * Where `npm run token:create` and `npm run admin:create` do their work (docs/design.md#registry): the web
 * server running on the data folder (`dataDirOption`, else DATA_DIR, else ./data), found from its
 * `local-release.json` as `npm run release` finds it; else the database, opened by the command itself
 * (databaseTarget, which throws when another process holds it). `where` names the database for the command's
 * message, judged from this command's own DATABASE_URL, as the site is expected to run with the same.
 */
export async function commandTarget(
  dataDirOption?: string,
): Promise<
  { server: LocalReleaseCall; where: string } | { database: ReturnType<typeof databaseTarget>; where: string }
> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const where = databaseUrl ? 'the PostgreSQL database' : path.join(dataDirOf(dataDirOption), 'db');
  const server = await findLocalServer(dataDirOf(dataDirOption));
  if (server) return { server, where };
  return { database: databaseTarget(dataDirOption), where };
}

/**
 * The running web server's call for `command` (server/src/local-commands/local-command-routes.ts) with `body`,
 * over loopback with its machine-local token. Returns the answer's body; throws an Error with the server's own
 * message when it refuses (the text the command prints when it opens the database itself), or when the server
 * cannot be reached.
 */
export async function callLocalServer<T>(
  server: LocalReleaseCall,
  command: 'token:create' | 'admin:create',
  body: Record<string, unknown>,
): Promise<T> {
  const url = new URL(command === 'token:create' ? '/api/local/deploy-tokens' : '/api/local/accounts', server.url);
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (error) {
    const reason = (error as Error).message;
    throw new Error(`The site running on this data folder (${server.url}) did not answer: ${reason}.`, {
      cause: error,
    });
  }
  const answer = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
  if (!response.ok) throw new Error(answer.error?.message ?? `${server.url} answered ${response.status}.`);
  return answer as T;
}
