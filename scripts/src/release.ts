import type { RegistryEntryTemplate, RegistryRemote, RemoteVersion } from '@site/contracts/types';
import { createHash, randomUUID } from 'node:crypto';
import { cp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { buildPackage, buildShell, isBuilt } from './build.ts';
import { assertCompatible } from './compatibility.ts';
import { verifyCandidate } from './verify.ts';
import { precompress } from '@site/server/precompress';
import { ROOT, remoteFolder, siteDir } from './paths.ts';
import { REGISTRY_ENTRY_FILE } from './webpack/registry-entry.ts';
import { readRegistry, writeFileAtomic, writeRegistry } from '@site/server/registry';

const CONTENT_HASH_FILE = '.content-hash';

/** Release history per remote, oldest first: what rollback returns to. */
type History = Record<string, RemoteVersion[]>;
const historyPath = (site: string) => path.join(site, 'releases.json');

async function readHistory(site: string): Promise<History> {
  try {
    return JSON.parse(await readFile(historyPath(site), 'utf8')) as History;
  } catch {
    return {};
  }
}

/** SHA-256 over a build folder's relative paths and contents, to tell an identical build from a changed one. */
export async function contentHash(dir: string): Promise<string> {
  const hash = createHash('sha256');
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile() && !/\.(br|gz)$/.test(e.name) && e.name !== CONTENT_HASH_FILE)
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
  for (const file of files)
    hash
      .update(file)
      .update('\0')
      .update(await readFile(path.join(dir, file)));
  return hash.digest('hex');
}

const exists = (p: string) =>
  stat(p).then(
    () => true,
    () => false,
  );

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

export interface ReleaseResult {
  name: string;
  version: string;
  previous?: string;
  /** False when the registry already pointed at this exact build. */
  changed: boolean;
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
  let version = options.version ?? pkg.version;
  if (!/^[0-9A-Za-z.+-]+$/.test(version)) throw new Error(`Version "${version}" may use letters, digits, . + - only.`);

  const folder = path.basename(dir);
  if (!options.distDir && (options.build !== false || !isBuilt(folder))) buildPackage(folder);
  const dist = options.distDir ?? path.join(dir, 'dist');
  // The build wrote the entry (base paths, routes, menu) from the remote's routes.tsx.
  const template = JSON.parse(await readFile(path.join(dist, REGISTRY_ENTRY_FILE), 'utf8')) as RegistryEntryTemplate;
  if (template.name !== name) throw new Error(`${dist} is a build of ${template.name}, not ${name}.`);
  const shellDist = options.shellDist ?? path.join(ROOT, 'shell/dist');
  if (!options.shellDist && !isBuilt('shell')) await buildShell();
  await assertCompatible(dist, shellDist, name);
  const hash = await contentHash(dist);

  let target = path.join(site, 'remotes', name, version);
  const releasedHash = async () =>
    (await readFile(path.join(target, CONTENT_HASH_FILE), 'utf8').catch(() => '')).trim();
  if (options.suffixChangedBuild && (await exists(target)) && (await releasedHash()) !== hash) {
    version = `${version}-${hash.slice(0, 10)}`;
    target = path.join(site, 'remotes', name, version);
  }
  if (await exists(target)) {
    if ((await releasedHash()) !== hash) {
      throw new Error(
        `${name} ${version} is already released with different content. Released folders are immutable: ` +
          `bump "version" in ${folder}/package.json or pass --version.`,
      );
    }
  } else {
    // Copy to a temporary sibling, then rename: the versioned folder appears whole or not at all.
    const temp = path.join(site, 'remotes', name, `.tmp-${randomUUID()}`);
    // Timestamps kept: the build's own .br and .gz are then seen as current, and not compressed again.
    await cp(dist, temp, { recursive: true, preserveTimestamps: true });
    await writeFileAtomic(path.join(temp, CONTENT_HASH_FILE), hash);
    await precompress(temp);
    await rename(temp, target).catch(async (error) => {
      await rm(temp, { recursive: true, force: true });
      throw error;
    });
  }

  const entry = `/remotes/${name}/${version}/remoteEntry.js`;
  if (options.verifyAgainst) {
    log(`${name}: verifying ${version} against ${options.verifyAgainst} …`);
    const candidate: RegistryRemote = {
      version,
      entry,
      basePaths: template.basePaths,
      ...(template.nav && { nav: template.nav }),
      ...(template.footerLinks && { footerLinks: template.footerLinks }),
      ...(template.routes && { routes: template.routes }),
    };
    const problems = await verifyCandidate({ name, candidate, baseUrl: options.verifyAgainst, site, shellDist });
    if (problems.length) {
      throw new Error(
        `Refusing to release ${name} ${version}: it failed verification; the registry is unchanged.\n- ${problems.join('\n- ')}`,
      );
    }
  }

  const registry = await readRegistry(site);
  const current = registry.remotes[name];
  if (current?.version === version) {
    registry.remotes[name] = {
      ...current,
      basePaths: template.basePaths,
      nav: template.nav,
      footerLinks: template.footerLinks,
      routes: template.routes,
    };
    await writeRegistry(site, registry);
    log(`${name}: ${version} is already the current version; registry entry refreshed.`);
    return { name, version, previous: current.previous?.version, changed: false };
  }

  const released: RemoteVersion = { version, entry, released_at: new Date().toISOString() };
  const next: RegistryRemote = {
    ...released,
    basePaths: template.basePaths,
    ...(template.nav && { nav: template.nav }),
    ...(template.footerLinks && { footerLinks: template.footerLinks }),
    ...(template.routes && { routes: template.routes }),
    ...(current && { previous: { version: current.version, entry: current.entry, released_at: current.released_at } }),
  };
  registry.remotes[name] = next;
  await writeRegistry(site, registry);
  const history = await readHistory(site);
  history[name] = [...(history[name] ?? []), released];
  await writeFileAtomic(historyPath(site), `${JSON.stringify(history, null, 2)}\n`);
  log(`${name}: released ${version}${current ? ` (previous: ${current.version})` : ''}.`);
  return { name, version, previous: current?.version, changed: true };
}

/**
 * `rollback <remote>` (docs/design.md#registry): points the registry back at `previous`, with that version's own nav and
 * base paths, without a rebuild. The new `previous` is the release before it in the history. Throws when
 * there is nothing to roll back to.
 */
export async function rollbackRemote(remote: string, options: { site?: string; log?: (line: string) => void } = {}) {
  const { name } = remoteFolder(remote);
  const site = options.site ?? siteDir();
  const log = options.log ?? console.log;
  const registry = await readRegistry(site);
  const current = registry.remotes[name];
  if (!current?.previous) throw new Error(`${name} has no previous version to roll back to.`);
  const target = current.previous;
  const folder = path.join(site, 'remotes', name, target.version);
  const template = JSON.parse(await readFile(path.join(folder, REGISTRY_ENTRY_FILE), 'utf8')) as RegistryEntryTemplate;
  const history = (await readHistory(site))[name] ?? [];
  const index = history.findLastIndex((r) => r.version === target.version);
  const before = history.slice(0, Math.max(index, 0)).findLast((r) => r.version !== current.version);
  registry.remotes[name] = {
    ...target,
    basePaths: template.basePaths,
    ...(template.nav && { nav: template.nav }),
    ...(template.footerLinks && { footerLinks: template.footerLinks }),
    ...(template.routes && { routes: template.routes }),
    ...(before && { previous: before }),
  };
  await writeRegistry(site, registry);
  log(`${name}: rolled back from ${current.version} to ${target.version}.`);
  return { name, from: current.version, to: target.version };
}
