import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { c as createTar } from 'tar';
import { openMigratedDatabase } from '@site/api/admin-provision';
import { createReleaseActions } from '@site/server/release-actions';
import { findLocalServer, THIS_MACHINE } from '@site/server/local-release';
import { adoptRegistryFiles, registryStore, type RegistryStore } from '@site/server/registry';
import { localVersion, VERSION_PATTERN, VERSION_RULE, type ReleaseResult } from '@site/server/releases';
import { buildPackage, buildShell, isBuilt } from './build.ts';
import { databaseTarget } from './database-target.ts';
import { verifyCandidate } from './verify.ts';
import { ROOT, remoteFolder, siteDir } from './paths.ts';

export { contentHash, type ReleaseResult } from '@site/server/releases';

/** What can be done to a released remote from the server's machine, besides releasing it. */
type RemoteAction = 'rollback' | 'promote' | 'retire';

/**
 * The site a command on the server's machine acts on (docs/design.md#registry): through the web server running
 * on its data folder, over its release calls with the machine-local token, or, when none runs, on the database
 * directly, through the same release actions the server uses.
 */
export interface LocalSite {
  /** Releases the build in `dist` as `version` of `name`; throws with the reason when it is refused. */
  release(request: {
    name: string;
    dist: string;
    version: string;
    /** A changed build at a taken version gets a version of its own (localVersion) instead of a refusal. */
    suffixChangedBuild?: boolean;
    log: (line: string) => void;
  }): Promise<ReleaseResult>;
  /** Rolls back, promotes or retires `name`; returns what the action answers; throws when it is refused. */
  act(name: string, action: RemoteAction, log: (line: string) => void): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

/**
 * Opens the site in `site` (a data folder's site folder) for commands on its machine: the running web server's
 * release calls when one runs on it, else its database. The caller closes it. Throws when the database cannot
 * be opened.
 */
export async function openLocalSite(site: string, shellDist = path.join(ROOT, 'shell/dist')): Promise<LocalSite> {
  const dataDir = path.dirname(site);
  const server = await findLocalServer(dataDir);
  if (server) {
    const call = { site: server.url, token: server.token };
    return {
      async release({ name, dist, version, log }) {
        const answer = await releaseOverHttp(name, { ...call, version, distDir: dist });
        log(`${name}: released ${version}${answer.previous ? ` (previous: ${answer.previous})` : ''}.`);
        return { name, version, changed: true, ...(answer.previous && { previous: answer.previous }) };
      },
      act: (name, action) => callRemoteAction(name, { ...call, action }),
      close: async () => undefined,
    };
  }
  const connection = await openMigratedDatabase(databaseTarget(dataDir));
  try {
    const registry: RegistryStore = registryStore(connection.db, site);
    await adoptRegistryFiles(registry, site);
    const actions = createReleaseActions({ db: connection.db, site, registry, shellDist });
    return {
      async release({ name, dist, version: asked, suffixChangedBuild, log }) {
        const { version, current } = await localVersion({
          site,
          registry,
          name,
          dist,
          version: asked,
          suffixChangedBuild,
        });
        if (current) {
          log(`${name}: ${version} is already the current version.`);
          return { name, version, changed: false };
        }
        const previous = (await registry.read()).remotes[name]?.version;
        const request = { remote: name, dist, version, released_by: THIS_MACHINE.email, reuseExisting: true, log };
        const record = await actions.complete(request, await actions.accept(request));
        if (record.status === 'failed') throw new Error(record.reason ?? `${name} ${version} was refused.`);
        return { name, version, changed: true, ...(previous && { previous }) };
      },
      async act(name, action, log) {
        const reason = `${action === 'retire' ? 'Taken off the site' : 'Rolled back'} on ${THIS_MACHINE.email}.`;
        if (action === 'promote') return actions.promote(name, log);
        if (action === 'retire') return actions.retire(name, reason, log);
        return actions.rollback(name, reason, log);
      },
      close: () => connection.close(),
    };
  } catch (error) {
    await connection.close();
    throw error;
  }
}

/** Runs `work` on the site in `site` opened for this machine (openLocalSite), closing it after. */
async function onLocalSite<T>(site: string, shellDist: string | undefined, work: (local: LocalSite) => Promise<T>) {
  const local = await openLocalSite(site, shellDist);
  try {
    return await work(local);
  } finally {
    await local.close();
  }
}

export interface ReleaseOptions {
  /** The version to release as; default the remote's package.json version. */
  version?: string;
  /** Build the remote first (default); false reuses dist/ when present. */
  build?: boolean;
  /** Release this already-built folder instead of the package's dist/ (nothing is built). */
  distDir?: string;
  /** The shell build whose shared versions the remote must be compatible with; default shell/dist. */
  shellDist?: string;
  /** Verify the candidate in Chromium against the running site at this URL before releasing it; false skips. */
  verifyAgainst?: string | false;
  site?: string;
  /**
   * When the version's folder already holds a different build, release this one as `<version>-<content hash>`
   * instead of refusing. For `npm start` on a data folder that holds earlier local builds; a deliberate release
   * bumps the version instead.
   */
  suffixChangedBuild?: boolean;
  /** The site opened already (npm start releases every remote on one). */
  local?: LocalSite;
  log?: (line: string) => void;
}

/**
 * `release <remote>` (docs/design.md#registry): builds one remote and releases it on this machine's site
 * through the release actions (openLocalSite): its build is copied into the immutable folder
 * /remotes/<name>/<version>/ (precompressed) and the registry names it, with the old version as `previous`.
 * Touches no other remote and never the shell. With `verifyAgainst`, the candidate must first render every
 * route cleanly in Chromium on the running site, served from its build folder, before anything is stored. A
 * build whose version's folder holds another build from this machine is released as `<version>-<hash>`
 * (localVersion); the build the registry names already is not released again (`changed: false`). Throws,
 * leaving the registry untouched, when the remote is unknown, was built against shared singletons the shell
 * cannot satisfy, or fails verification.
 */
export async function releaseRemote(remote: string, options: ReleaseOptions = {}): Promise<ReleaseResult> {
  const { name, dir } = remoteFolder(remote);
  const site = options.site ?? siteDir();
  const log = options.log ?? console.log;
  const pkg = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  const version = options.version ?? pkg.version;
  if (!VERSION_PATTERN.test(version)) throw new Error(VERSION_RULE(version));
  const folder = path.basename(dir);
  if (!options.distDir && (options.build !== false || !isBuilt(folder))) buildPackage(folder);
  const shellDist = options.shellDist ?? path.join(ROOT, 'shell/dist');
  if (!options.shellDist && !isBuilt('shell')) await buildShell();
  const dist = options.distDir ?? path.join(dir, 'dist');
  if (options.verifyAgainst) {
    log(`${name}: verifying ${version} in Chromium …`);
    const problems = await verifyCandidate({ name, version, dist, baseUrl: options.verifyAgainst, site, shellDist });
    if (problems.length) {
      throw new Error(
        `Refusing to release ${name} ${version}: it failed verification; the registry is unchanged.\n- ${problems.join('\n- ')}`,
      );
    }
  }
  const release = (local: LocalSite) =>
    local.release({ name, dist, version, log, suffixChangedBuild: options.suffixChangedBuild ?? false });
  return options.local ? release(options.local) : onLocalSite(site, shellDist, release);
}

/**
 * `rollback <remote>`, `promote <remote>` and `rollback <remote> --retire` on this machine's site
 * (docs/design.md#registry): rollback ends a canary, or points the registry back at `previous` with that
 * version's own nav and base paths; promote gives the canary to everyone; retire takes the remote off the
 * site. Returns the action's answer; throws when it is refused (nothing to roll back to, no canary).
 */
export async function changeRemote(
  remote: string,
  action: RemoteAction,
  options: { site?: string; local?: LocalSite; log?: (line: string) => void } = {},
) {
  const { name } = remoteFolder(remote);
  const act = (local: LocalSite) => local.act(name, action, options.log ?? console.log);
  return options.local ? act(options.local) : onLocalSite(options.site ?? siteDir(), undefined, act);
}

/** `rollback <remote>` on this machine's site: changeRemote's rollback. */
export const rollbackRemote = (
  remote: string,
  options: { site?: string; local?: LocalSite; log?: (line: string) => void } = {},
) => changeRemote(remote, 'rollback', options);

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
 * `rollback <remote> --site <url>` (ends a canary, or returns to the previous version), `promote <remote>
 * --site <url>` (the canary to everyone) and `rollback <remote> --retire --site <url>` (off the site): the call
 * over HTTP with the remote's deploy token. Returns the site's answer; throws with its message when it refuses.
 */
export async function callRemoteAction(
  remote: string,
  options: { site: string; token: string; action?: RemoteAction },
) {
  const { name } = remoteFolder(remote);
  const retire = options.action === 'retire';
  const url = new URL(`/api/releases/${name}${retire ? '' : `/${options.action ?? 'rollback'}`}`, options.site);
  const response = await fetch(url, {
    method: retire ? 'DELETE' : 'POST',
    headers: { authorization: `Bearer ${options.token}` },
  });
  const answer = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
  if (!response.ok) {
    throw new Error(
      `${url.origin} refused the ${options.action ?? 'rollback'} of ${name} (${response.status}): ${answer.error?.message ?? ''}`,
    );
  }
  return answer as { remote: string; from?: string; to?: string; version?: string; status: string } & Record<
    string,
    unknown
  >;
}
