/**
 * Releases from the server's own machine (docs/design.md#registry): `npm run release`, `npm run rollback` and
 * `npm run promote` without a deploy token. While a web server runs on a data folder, it holds the database
 * (the embedded one belongs to one process), so these commands go through its release calls like a team's CI,
 * with a machine-local token it writes into the data folder at start, readable by its owner alone. The token
 * is accepted from the machine itself only (loopback, not forwarded by a proxy).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { chmod, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomic } from '../registry.ts';

/** What a running web server tells the commands on its machine: where it answers, its token, its process. */
export interface LocalReleaseCall {
  /** Origin of the web server, e.g. `http://127.0.0.1:8080`. */
  url: string;
  token: string;
  pid: number;
}

const FILE = 'local-release.json';

/** Who the audit log and the release records name for a release made on the server's own machine. */
export const THIS_MACHINE = { id: null, email: 'this machine (npm run release)' };

/** A new machine-local token: 32 random bytes, base64url. */
export const newLocalToken = () => randomBytes(32).toString('base64url');

/** Writes `<dataDir>/local-release.json` (mode 0600) naming this process's web server at `url` and its `token`. */
export async function announceLocalReleases(dataDir: string, url: string, token: string): Promise<void> {
  const file = path.join(dataDir, FILE);
  await writeFileAtomic(file, JSON.stringify({ url, token, pid: process.pid } satisfies LocalReleaseCall));
  await chmod(file, 0o600);
}

/** Removes `<dataDir>/local-release.json` when it names this process (another server may have written it since). */
export async function withdrawLocalReleases(dataDir: string): Promise<void> {
  const current = await findLocalServer(dataDir);
  if (current?.pid === process.pid) await rm(path.join(dataDir, FILE), { force: true });
}

/**
 * The web server running on `dataDir`, from its `local-release.json`, when that names a process that is still
 * alive; undefined when no server runs there (the commands then open the database themselves).
 */
export async function findLocalServer(dataDir: string): Promise<LocalReleaseCall | undefined> {
  let call: LocalReleaseCall;
  try {
    call = JSON.parse(await readFile(path.join(dataDir, FILE), 'utf8')) as LocalReleaseCall;
  } catch {
    return undefined;
  }
  try {
    process.kill(call.pid, 0);
  } catch (error) {
    // EPERM: alive, but another user's; ESRCH: gone, and the file is left from an abrupt stop.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return undefined;
  }
  return call;
}

/** True when the `Authorization` header value is `Bearer <token>`, compared in constant time. */
export function bearsLocalToken(authorization: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (\S+)$/.exec(authorization ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
