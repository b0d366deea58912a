import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { c as createTar } from 'tar';
import { buildPackage, buildShell, isBuilt } from './build.ts';
import { verifyCandidate } from './verify.ts';
import { installRemote, rollbackInstalled, VERSION_PATTERN, type ReleaseResult } from '@site/server/releases';
import { ROOT, remoteFolder, siteDir } from './paths.ts';

export { contentHash, type ReleaseResult } from '@site/server/releases';

export interface ReleaseOptions {
  /** The version to release as; default the remote's package.json version. */
  version?: string;
  /** Build the remote first (default); false reuses dist/ when present. */
  build?: boolean;
  /** Release this already-built folder instead of the package's dist/ (nothing is built). */
  distDir?: string;
  /** The shell build whose shared versions the remote must be compatible with; default shell/dist. */
  shellDist?: string;
  /**
   * When the version's folder already holds a different build, release this one as `<version>-<content hash>`
   * instead of refusing. For `npm start` on a data folder that holds earlier local builds; a deliberate release
   * bumps the version instead.
   */
  suffixChangedBuild?: boolean;
  /** Verify the candidate in Chromium against the running site at this URL before promoting it; false skips. */
  verifyAgainst?: string | false;
  site?: string;
  log?: (line: string) => void;
}

/**
 * `release <remote>` (docs/design.md#registry): builds one remote, copies its build into the immutable folder
 * /remotes/<name>/<version>/ (precompressed), and points the registry at it, keeping the old version as
 * `previous`. Touches no other remote and never the shell. With `verifyAgainst`, the candidate must first
 * render every route cleanly in Chromium on the running site. Throws, leaving the registry untouched, when the
 * remote is unknown, was built against shared singletons the shell cannot satisfy, fails verification, or its
 * version folder already holds a different build (bump the version).
 */
export async function releaseRemote(remote: string, options: ReleaseOptions = {}): Promise<ReleaseResult> {
  const { name, dir } = remoteFolder(remote);
  const site = options.site ?? siteDir();
  const log = options.log ?? console.log;
  const pkg = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  const version = options.version ?? pkg.version;
  if (!VERSION_PATTERN.test(version)) throw new Error(`Version "${version}" may use letters, digits, . + - only.`);
  const folder = path.basename(dir);
  if (!options.distDir && (options.build !== false || !isBuilt(folder))) buildPackage(folder);
  const shellDist = options.shellDist ?? path.join(ROOT, 'shell/dist');
  if (!options.shellDist && !isBuilt('shell')) await buildShell();
  const { verifyAgainst } = options;
  return installRemote({
    site,
    name,
    dist: options.distDir ?? path.join(dir, 'dist'),
    version,
    shellDist,
    suffixChangedBuild: options.suffixChangedBuild,
    verify: verifyAgainst
      ? (candidate) => verifyCandidate({ name, candidate, baseUrl: verifyAgainst, site, shellDist })
      : undefined,
    log,
  });
}

/**
 * `rollback <remote>` (docs/design.md#registry): points the registry back at `previous`, with that version's own nav and
 * base paths, without a rebuild. The new `previous` is the release before it in the history. Throws when
 * there is nothing to roll back to.
 */
export async function rollbackRemote(remote: string, options: { site?: string; log?: (line: string) => void } = {}) {
  const { name } = remoteFolder(remote);
  return rollbackInstalled({ site: options.site ?? siteDir(), name, log: options.log });
}

/**
 * `release <remote> --site <url>`: the same release from a team's CI, over HTTP (docs/design.md#registry).
 * Builds the remote (unless `build` is false or `distDir` names a build), sends its build folder as a gzip tar to
 * `POST <site>/api/releases/<name>?version=V` with the deploy token, waits while the site verifies it (its
 * record at the answer's Location), and returns the answer with the status it ended in (`live` or `canary`).
 * Throws with the site's message when it refuses or the verification fails (nothing is kept then).
 */
export async function releaseOverHttp(
  remote: string,
  options: {
    site: string;
    token: string;
    version?: string;
    build?: boolean;
    distDir?: string;
    /** A canary for this share of visitors, 1–99 (docs/design.md#releases). */
    canary?: number;
    /** The commit built, recorded with the release. */
    commit?: string;
    /** How long to wait for the site's verification, in ms; default 5 minutes. */
    verifyTimeoutMs?: number;
  },
): Promise<{ id: string; remote: string; version: string; previous: string | null; status: string }> {
  const { name, dir } = remoteFolder(remote);
  const pkg = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  const version = options.version ?? pkg.version;
  const folder = path.basename(dir);
  if (!options.distDir && (options.build !== false || !isBuilt(folder))) buildPackage(folder);
  const chunks: Buffer[] = [];
  const cwd = options.distDir ?? path.join(dir, 'dist');
  for await (const chunk of createTar({ gzip: true, cwd, portable: true }, ['.'])) {
    chunks.push(chunk as Buffer);
  }
  const url = new URL(`/api/releases/${name}`, options.site);
  url.searchParams.set('version', version);
  if (options.canary !== undefined) url.searchParams.set('canary', String(options.canary));
  if (options.commit) url.searchParams.set('commit', options.commit);
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/gzip', authorization: `Bearer ${options.token}` },
    body: Buffer.concat(chunks),
  });
  const answer = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
  if (!response.ok) {
    throw new Error(`${url.origin} refused ${name} ${version} (${response.status}): ${answer.error?.message ?? ''}`);
  }
  const accepted = answer as Awaited<ReturnType<typeof releaseOverHttp>>;
  // Accepted: the site verifies it before naming it; its record says when that has ended, and how.
  const record = new URL(response.headers.get('location') ?? `/api/releases/${name}/${accepted.id}`, options.site);
  const deadline = Date.now() + (options.verifyTimeoutMs ?? 5 * 60_000);
  for (;;) {
    const status = await fetch(record, { headers: { authorization: `Bearer ${options.token}` } });
    const current = (await status.json().catch(() => ({}))) as { status?: string; reason?: string | null };
    if (!status.ok) throw new Error(`${url.origin} answered ${status.status} for the release's record ${record.href}.`);
    if (current.status === 'failed') {
      throw new Error(`${url.origin} refused ${name} ${version} after verification: ${current.reason ?? ''}`);
    }
    if (current.status !== 'verifying') return { ...accepted, status: current.status ?? accepted.status };
    if (Date.now() > deadline) throw new Error(`${name} ${version} is still verifying; see ${record.href}.`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * `rollback <remote> --site <url>` (ends a canary, or returns to the previous version) and `promote <remote>
 * --site <url>` (the canary to everyone): the call over HTTP with the remote's deploy token. Returns the site's
 * answer; throws with its message when it refuses.
 */
export async function rollbackOverHttp(
  remote: string,
  options: { site: string; token: string; action?: 'rollback' | 'promote' },
) {
  const { name } = remoteFolder(remote);
  const url = new URL(`/api/releases/${name}/${options.action ?? 'rollback'}`, options.site);
  const response = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${options.token}` } });
  const answer = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
  if (!response.ok) {
    throw new Error(
      `${url.origin} refused the ${options.action ?? 'rollback'} of ${name} (${response.status}): ${answer.error?.message ?? ''}`,
    );
  }
  return answer as { remote: string; from?: string; to?: string; version?: string; status: string };
}
