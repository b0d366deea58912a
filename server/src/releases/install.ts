/**
 * Installing a remote's build into a site folder and pointing the registry at it, and rolling back
 * (docs/design.md#registry): the one code path of `npm run release`, `npm run rollback` and the release calls
 * over HTTP. Nothing here builds or starts a browser; the caller gives a built folder and, if it wants one, a
 * verification.
 */
import type { RegistryState } from '@site/api/ops';
import {
  isUnder,
  parseRegistryEntry,
  reservedBasePath,
  pathsOverlap,
  VERSION_MAX_LENGTH,
  VERSION_PATTERN,
} from '@site/contracts/schemas';
import type { Registry, RegistryEntryTemplate, RegistryRemote, RemoteVersion } from '@site/contracts/types';
import { createHash, randomUUID } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { openFolders, openTree } from '../file-modes.ts';
import path from 'node:path';
import { BUILD_FILES, releasedDir, REMOTE_FOLDERS } from '../paths.ts';
import { precompress } from '../precompress.ts';
import { entryFieldsOf, releasedEntryUrl, writeFileAtomic, type RegistryStore } from '../registry.ts';
import { assertCompatible } from './compatibility.ts';

const CONTENT_HASH_FILE = '.content-hash';

// The one rule for version names, shared with the API and the admin; exported here for the release scripts.
export { VERSION_PATTERN };

/**
 * The refusal of a version name that breaks VERSION_PATTERN (docs/design.md#registry), for an answer or an
 * error: the name is quoted only up to a length that cannot flood a log line.
 */
export const VERSION_RULE = (version: string) =>
  `Version "${version.slice(0, VERSION_MAX_LENGTH)}${version.length > VERSION_MAX_LENGTH ? '…' : ''}" is not a ` +
  `version: give MAJOR.MINOR.PATCH with an optional -prerelease or +build of letters, digits and hyphens, ` +
  `at most ${VERSION_MAX_LENGTH} characters.`;

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

/** A release refused for what it is (its name, version, files or build), not for a fault of the site. */
export class ReleaseRefused extends Error {
  /** 404: no such remote; 409: the version exists with other content; 422: the build cannot be released. */
  readonly status: 404 | 409 | 422;
  /** The field of the build's registry-entry.json at fault (dotted, e.g. `nav.items.0.url`), when one is. */
  readonly field: string | undefined;

  constructor(status: 404 | 409 | 422, message: string, field?: string) {
    super(message);
    this.status = status;
    this.field = field;
  }
}

/** The content hash a version folder was installed with; empty when it has none. */
const releasedHash = async (folder: string) =>
  (await readFile(path.join(folder, CONTENT_HASH_FILE), 'utf8').catch(() => '')).trim();

/**
 * The version a build made on the server's machine is released as: `version` or, with `suffixChangedBuild`
 * (`npm start` on a data folder holding earlier local builds), `<version>-<first 10 of its content hash>` when
 * that version's folder holds a different build. `current` is true when the registry already names exactly
 * this build as the remote's current version, so there is nothing to release.
 */
export async function localVersion(
  options: Pick<InstallOptions, 'site' | 'registry' | 'name' | 'dist' | 'version'> & { suffixChangedBuild?: boolean },
): Promise<{ version: string; current: boolean }> {
  const { site, name, dist } = options;
  const hash = await contentHash(dist);
  let version = options.version;
  const folder = (v: string) => releasedDir(site, name, v);
  const taken = options.suffixChangedBuild && (await exists(folder(version)));
  if (taken && (await releasedHash(folder(version))) !== hash) {
    version = `${version}-${hash.slice(0, 10)}`;
  }
  const named = (await options.registry.read()).remotes[name];
  const current = named?.version === version && !named.canary && (await releasedHash(folder(version))) === hash;
  return { version, current };
}

/** Largest registry-entry.json read, in bytes: a real one is a few kilobytes. */
const ENTRY_MAX_BYTES = 256 * 1024;

/**
 * The registry entry a build carries (its build writes it from the remote's routes), checked against
 * registryEntrySchema: it comes from a team's build and is trusted no further than the schema allows. Throws
 * ReleaseRefused 422 naming the field at fault when it is missing, too large, not JSON or breaks a rule.
 */
export async function readEntryTemplate(dist: string): Promise<RegistryEntryTemplate> {
  const file = path.join(dist, BUILD_FILES.registryEntry);
  const size = await stat(file).then(
    (s) => (s.isFile() ? s.size : -1),
    () => -1,
  );
  if (size < 0) {
    throw new ReleaseRefused(422, `The build has no ${BUILD_FILES.registryEntry}: it is not a remote's build.`);
  }
  if (size > ENTRY_MAX_BYTES) {
    throw new ReleaseRefused(422, `${BUILD_FILES.registryEntry} is larger than ${ENTRY_MAX_BYTES} bytes.`, '');
  }
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch {
    throw new ReleaseRefused(422, `${BUILD_FILES.registryEntry} is not JSON.`, '');
  }
  const parsed = parseRegistryEntry(json);
  if (!parsed.ok) {
    const where = parsed.field || 'the entry';
    throw new ReleaseRefused(422, `${BUILD_FILES.registryEntry}: ${where}: ${parsed.message}`, parsed.field);
  }
  return parsed.entry;
}

export interface InstallOptions {
  /** The site folder (DATA_DIR/site): where the version folders are. */
  site: string;
  /** The site's registry (docs/design.md#registry). */
  registry: RegistryStore;
  /** The remote's federation name. */
  name: string;
  /** The built folder (a remote's dist/). */
  dist: string;
  version: string;
  /** The shell build whose shared versions the remote must be compatible with. */
  shellDist: string;
  /** A version that exists already is refused even when its content is the same (the HTTP call does). */
  refuseExisting?: boolean;
  /**
   * Releases the version as a canary for this share of visitors (0–99) instead of to everyone
   * (docs/design.md#releases): the registry names it as the remote's `canary`, and `promoteCanary` or
   * `rollbackInstalled` ends it. 0 gives it to no visitor: a private preview, for browsers pinned to it.
   */
  canary?: number;
  /** Checks the installed candidate before the registry names it; returns the problems found (none: go on). */
  verify?: (candidate: RegistryRemote) => Promise<string[]>;
  log?: (line: string) => void;
}

export interface ReleaseResult {
  name: string;
  version: string;
  previous?: string;
  /** False when the registry already pointed at this exact build. */
  changed: boolean;
  /** The canary share, when released as a canary. */
  percent?: number;
}

/**
 * The base paths each remote owns (docs/design.md#registry): those recorded for it, or, for a remote released
 * before ownership was recorded, the base paths its current and canary entries name.
 */
function ownedBasePaths(state: Pick<RegistryState, 'registry' | 'owners'>): Record<string, string[]> {
  const owned: Record<string, string[]> = {};
  for (const [name, entry] of Object.entries(state.registry.remotes)) {
    owned[name] = [...new Set([...entry.basePaths, ...(entry.canary?.basePaths ?? [])])];
  }
  for (const [name, paths] of Object.entries(state.owners)) owned[name] = paths;
  return owned;
}

/**
 * Refuses (ReleaseRefused 409, naming the field `basePaths.<i>`) base paths `name` may not claim: one outside
 * the paths assigned to it, once it has any, or one that is, holds or lies under a path another remote owns.
 * Returns the paths to record as its own: those assigned, or at its first release the ones it claims.
 */
function assertMayClaim(
  state: Pick<RegistryState, 'registry' | 'owners'>,
  name: string,
  basePaths: string[],
): string[] {
  const assigned = state.owners[name];
  const others = Object.entries(ownedBasePaths(state)).filter(([other]) => other !== name);
  basePaths.forEach((base, index) => {
    const field = `basePaths.${index}`;
    if (assigned && !assigned.some((own) => isUnder(base, own))) {
      const list = assigned.length ? assigned.join(', ') : 'none';
      throw new ReleaseRefused(
        409,
        `${BUILD_FILES.registryEntry}: ${field}: ${base} is not among the base paths assigned to ${name} (${list}); ` +
          `an admin assigns them.`,
        field,
      );
    }
    for (const [other, paths] of others) {
      const taken = paths.find((path) => pathsOverlap(base, path));
      if (taken) {
        throw new ReleaseRefused(
          409,
          `${BUILD_FILES.registryEntry}: ${field}: ${base} overlaps ${taken}, which ${other} owns.`,
          field,
        );
      }
    }
  });
  return assigned ?? basePaths;
}

/**
 * The checks a release passes before anything of it is stored: a valid version, a build of this remote,
 * built against shared code the shell satisfies, a canary the site can take (or no canary running when
 * releasing to everyone), and, with `refuseExisting`, a version not released yet. Returns the build's registry
 * entry; throws ReleaseRefused (409 or 422) naming what is wrong. installRemote runs them first; the release
 * call runs them before it answers, so these refusals come back at once and verification can follow.
 */
export async function checkRelease(
  options: Pick<
    InstallOptions,
    'site' | 'registry' | 'name' | 'dist' | 'version' | 'shellDist' | 'canary' | 'refuseExisting'
  >,
): Promise<RegistryEntryTemplate> {
  const { site, name, dist, version, shellDist } = options;
  if (!VERSION_PATTERN.test(version)) throw new ReleaseRefused(422, VERSION_RULE(version));
  const template = await readEntryTemplate(dist);
  if (template.name !== name) throw new ReleaseRefused(422, `The build is of ${template.name}, not ${name}.`);
  assertMayClaim(await options.registry.state(), name, template.basePaths);
  await assertCompatible(dist, shellDist, name).catch((error: Error) => {
    throw new ReleaseRefused(422, error.message);
  });
  const registry = await options.registry.read();
  if (options.canary !== undefined) assertCanaryAllowed(registry, name, options.canary);
  else if (registry.remotes[name]?.canary) {
    throw new ReleaseRefused(409, `${name} has a canary: promote it or roll it back before releasing again.`);
  }
  if (options.refuseExisting && (await exists(releasedDir(site, name, version)))) {
    throw new ReleaseRefused(409, `${name} ${version} is already released. Released versions are immutable.`);
  }
  return template;
}

/**
 * Installs a built remote into the immutable folder /remotes/<name>/<version>/ (precompressed) and points the
 * registry at it, keeping the old version as `previous` and the release in the history. Touches no other
 * remote and never the shell. Throws ReleaseRefused, leaving the registry untouched, when the build is of
 * another remote, was built against shared singletons the shell cannot satisfy, fails `verify`, or its version
 * folder already holds a different build.
 */
export async function installRemote(options: InstallOptions): Promise<ReleaseResult> {
  const { site, name, dist, version } = options;
  const log = options.log ?? console.log;
  const template = await checkRelease(options);
  const hash = await contentHash(dist);

  const target = releasedDir(site, name, version);
  if (await exists(target)) {
    if ((await releasedHash(target)) !== hash) {
      throw new ReleaseRefused(
        409,
        `${name} ${version} is already released with different content. Released folders are immutable: ` +
          `bump the version.`,
      );
    }
  }
  // A new build waits in a candidate folder, which nothing serves, until it passes verification; only then is it
  // renamed into its public version folder, so a refused build is never reachable and its version not used up.
  let candidate: string | undefined;
  if (!(await exists(target))) {
    candidate = path.join(site, REMOTE_FOLDERS.candidates, name, randomUUID());
    const temp = `${candidate}.tmp`;
    await mkdir(path.dirname(candidate), { recursive: true });
    try {
      // Timestamps kept: the build's own .br and .gz are then seen as current, and not compressed again.
      await cp(dist, temp, { recursive: true, preserveTimestamps: true });
      await writeFileAtomic(path.join(temp, CONTENT_HASH_FILE), hash);
      await precompress(temp);
      // Copied under the server's umask 077: nginx serves the version and the sandbox reads it as nobody.
      await openTree(temp);
      await openFolders(site, path.dirname(candidate));
      await rename(temp, candidate);
    } catch (error) {
      await rm(temp, { recursive: true, force: true });
      throw error;
    }
  }

  const entry = releasedEntryUrl(name, version);
  const fromTemplate = entryFieldsOf(template);
  const discard = () => (candidate ? rm(candidate, { recursive: true, force: true }) : Promise.resolve());
  if (options.verify) {
    log(`${name}: verifying ${version} …`);
    const checked = candidate
      ? `/${REMOTE_FOLDERS.candidates}/${name}/${path.basename(candidate)}/remoteEntry.js`
      : entry;
    const problems = await options.verify({ version, entry: checked, ...fromTemplate }).catch(async (error) => {
      await discard();
      throw error;
    });
    if (problems.length) {
      await discard();
      throw new ReleaseRefused(
        422,
        `Refusing to release ${name} ${version}: it failed verification; the registry is unchanged.\n- ${problems.join('\n- ')}`,
      );
    }
  }
  // A folder this call made is removed again if the registry then refuses it: the version is not used up.
  const madeHere = candidate !== undefined;
  if (candidate) {
    await mkdir(path.dirname(target), { recursive: true });
    await openFolders(site, path.dirname(target));
    await rename(candidate, target).catch(async (error: NodeJS.ErrnoException) => {
      await discard();
      // Another server's release of the same version came first.
      if (error.code === 'ENOTEMPTY' || error.code === 'EEXIST') {
        throw new ReleaseRefused(409, `${name} ${version} is already released. Released versions are immutable.`);
      }
      throw error;
    });
  }

  const released_at = new Date().toISOString();
  const named = options.registry.update(({ registry, history, owners }) => {
    // Checked again under the registry lock: another remote may have claimed a path meanwhile. The first release
    // claims its base paths for good; only an admin changes them after.
    owners[name] = assertMayClaim({ registry, owners }, name, template.basePaths);
    const current = registry.remotes[name];
    if (options.canary !== undefined && current) {
      // Checked again here, under the registry lock: another release may have started a canary meanwhile.
      assertCanaryAllowed(registry, name, options.canary);
      if (current.version === version) {
        throw new ReleaseRefused(409, `${name} ${version} is already the current version: it cannot be its canary.`);
      }
      registry.remotes[name] = {
        ...current,
        canary: { version, entry, released_at, percent: options.canary, ...fromTemplate },
      };
      log(
        options.canary === 0
          ? `${name}: ${version} released as a canary for no visitor yet, a preview (stable: ${current.version}).`
          : `${name}: ${version} released as a canary for ${options.canary} % of visitors (stable: ${current.version}).`,
      );
      return { name, version, previous: current.version, changed: true, percent: options.canary };
    }
    if (current?.version === version) {
      // The build's fields replace the current ones whole: a menu group or routes it no longer has go too.
      const { nav: _nav, footerLinks: _footerLinks, routes: _routes, ...rest } = current;
      registry.remotes[name] = { ...rest, ...entryFieldsOf(template) };
      log(`${name}: ${version} is already the current version; registry entry refreshed.`);
      return { name, version, previous: current.previous?.version, changed: false };
    }
    const released: RemoteVersion = { version, entry, released_at };
    registry.remotes[name] = {
      ...released,
      ...fromTemplate,
      ...(current && {
        previous: { version: current.version, entry: current.entry, released_at: current.released_at },
      }),
    };
    history[name] = [...(history[name] ?? []), released];
    log(`${name}: released ${version}${current ? ` (previous: ${current.version})` : ''}.`);
    return { name, version, previous: current?.version, changed: true };
  });
  // Refused under the lock (another canary came first): a folder this call made goes, so the version is not used up.
  return named.catch(async (error: unknown) => {
    if (madeHere) await rm(target, { recursive: true, force: true });
    throw error;
  });
}

/** Who changes a remote's release: the site folder, its registry, the remote, and where progress is told. */
interface RemoteAction {
  site: string;
  registry: RegistryStore;
  name: string;
  log?: (line: string) => void;
}

/**
 * Rolls a remote back without a rebuild. With a canary, ends it: every visitor gets the current version again
 * (`canary: true` in the answer). Otherwise points the registry back at its `previous`, with that version's own
 * nav and base paths; the new `previous` is the release before it in the history. Returns `{name, from, to,
 * canary}`. Throws ReleaseRefused (404) for a remote the registry does not list, (409) when there is nothing to
 * roll back to.
 */
export async function rollbackInstalled(options: RemoteAction) {
  const { site, name } = options;
  const log = options.log ?? console.log;
  return options.registry.update(async ({ registry, history, owners }) => {
    const current = registry.remotes[name];
    if (!current) throw new ReleaseRefused(404, `The registry has no remote named "${name}".`);
    if (current.canary) {
      const { canary, ...stable } = current;
      registry.remotes[name] = stable;
      log(`${name}: canary ${canary.version} ended; every visitor gets ${current.version}.`);
      return { name, from: canary.version, to: current.version, canary: true };
    }
    if (!current.previous) throw new ReleaseRefused(409, `${name} has no previous version to roll back to.`);
    const target = current.previous;
    const template = await readEntryTemplate(releasedDir(site, name, target.version));
    // The version rolled back to may name paths its remote no longer owns: it may not bring them back.
    assertMayClaim({ registry, owners }, name, template.basePaths);
    const released = history[name] ?? [];
    const index = released.findLastIndex((r) => r.version === target.version);
    const before = released.slice(0, Math.max(index, 0)).findLast((r) => r.version !== current.version);
    registry.remotes[name] = { ...target, ...entryFieldsOf(template), ...(before && { previous: before }) };
    log(`${name}: rolled back from ${current.version} to ${target.version}.`);
    return { name, from: current.version, to: target.version, canary: false };
  });
}

/**
 * Takes a remote off the site: the registry no longer names it, so its pages and menu group go at the next
 * render. Its version folders and release records stay, so releasing it again brings it back. Returns `{name,
 * version}` (the version it was at). Throws ReleaseRefused 404 for a remote the registry does not list, 409
 * while it has a canary.
 */
export async function retireRemote(options: RemoteAction) {
  const { name } = options;
  const log = options.log ?? console.log;
  return options.registry.update(({ registry }) => {
    const current = registry.remotes[name];
    if (!current) throw new ReleaseRefused(404, `The registry has no remote named "${name}".`);
    if (current.canary) throw new ReleaseRefused(409, `${name} has a canary: roll it back first.`);
    delete registry.remotes[name];
    log(`${name}: taken off the site (it was at ${current.version}).`);
    return { name, version: current.version };
  });
}

/**
 * Refuses (ReleaseRefused 422) a canary share that is not a whole number from 0 to 99. 0 is a preview no visitor
 * is given; 100 would be a promotion, which is promoteCanary's.
 */
function assertShare(percent: number): void {
  if (!Number.isInteger(percent) || percent < 0 || percent > 99) {
    throw new ReleaseRefused(422, `A canary is for 0 to 99 % of visitors, not ${percent}.`);
  }
}

/**
 * Refuses a canary (ReleaseRefused) unless `percent` is a whole number from 0 to 99, the remote has a current
 * version for the other visitors, and no remote has a canary: the site has one canary generation, so two
 * canaries at once would be judged together (docs/design.md#releases).
 */
function assertCanaryAllowed(registry: Registry, name: string, percent: number): void {
  assertShare(percent);
  if (!registry.remotes[name]) {
    throw new ReleaseRefused(409, `${name} has no released version yet: release it to everyone first.`);
  }
  const other = Object.entries(registry.remotes).find(([, entry]) => entry.canary);
  if (other) {
    throw new ReleaseRefused(
      409,
      `${other[0]} ${other[1].canary!.version} is on canary: one canary at a time; promote it or roll it back first.`,
    );
  }
}

/**
 * Gives a remote's canary to every visitor (docs/design.md#releases): it becomes current, with its own nav and
 * base paths, and the stable version becomes `previous`. Returns `{name, version, previous}`. Throws
 * ReleaseRefused 404 for an unknown remote, 409 when it has no canary.
 */
export async function promoteCanary(options: RemoteAction) {
  const { name } = options;
  const log = options.log ?? console.log;
  return options.registry.update(({ registry, history }) => {
    const current = registry.remotes[name];
    if (!current) throw new ReleaseRefused(404, `The registry has no remote named "${name}".`);
    if (!current.canary) throw new ReleaseRefused(409, `${name} has no canary to promote.`);
    const { percent: _percent, ...canary } = current.canary;
    const released: RemoteVersion = {
      version: canary.version,
      entry: canary.entry,
      released_at: new Date().toISOString(),
    };
    registry.remotes[name] = {
      ...canary,
      ...released,
      previous: { version: current.version, entry: current.entry, released_at: current.released_at },
    };
    history[name] = [...(history[name] ?? []), released];
    log(`${name}: canary ${canary.version} promoted to every visitor (previous: ${current.version}).`);
    return { name, version: canary.version, previous: current.version };
  });
}

/**
 * Sets the share of visitors a remote's canary gets (0–99; 0: none, a preview only pinned browsers see). Returns
 * `{name, version, percent}`. Throws ReleaseRefused 404 for an unknown remote, 409 without a canary, 422 for a
 * share out of range.
 */
export async function setCanaryPercent(options: Omit<RemoteAction, 'log'> & { percent: number }) {
  const { name, percent } = options;
  assertShare(percent);
  return options.registry.update(({ registry }) => {
    const current = registry.remotes[name];
    if (!current) throw new ReleaseRefused(404, `The registry has no remote named "${name}".`);
    if (!current.canary) throw new ReleaseRefused(409, `${name} has no canary.`);
    registry.remotes[name] = { ...current, canary: { ...current.canary, percent } };
    return { name, version: current.canary.version, percent };
  });
}

/**
 * The released versions of a remote on this server: its version folders, newest first (by when each folder was
 * made). Empty for a remote with none.
 */
export async function releasedVersions(site: string, name: string): Promise<string[]> {
  const folder = releasedDir(site, name);
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  const versions = await Promise.all(
    entries
      .filter((entry) => entry.isDirectory() && VERSION_PATTERN.test(entry.name) && !entry.name.startsWith('.'))
      .map(async (entry) => ({ name: entry.name, made: (await stat(path.join(folder, entry.name))).mtimeMs })),
  );
  return versions.sort((a, b) => b.made - a.made || b.name.localeCompare(a.name)).map((v) => v.name);
}

/**
 * Assigns base paths to a remote (docs/design.md#registry), an admin's action: from then on its releases may
 * claim only these paths and paths under them. Returns `{name, basePaths, was}` (`was`: the paths it owned
 * before, empty when none were recorded). Throws ReleaseRefused 422 (field `basePaths.<i>`) for a reserved path
 * or two overlapping ones, 409 for a path another remote owns, or while the remote's current or canary entry
 * names a path outside the new ones (roll it back or release first).
 */
export async function assignBasePaths(options: Omit<RemoteAction, 'log'> & { basePaths: string[] }) {
  const { name } = options;
  const basePaths = [...new Set(options.basePaths)];
  basePaths.forEach((base, index) => {
    const field = `basePaths.${index}`;
    const reserved = reservedBasePath(base, name);
    if (reserved) throw new ReleaseRefused(422, `${field}: ${base} is the site’s own (${reserved}).`, field);
    const twice = basePaths.find((other, i) => i < index && pathsOverlap(base, other));
    if (twice) throw new ReleaseRefused(422, `${field}: ${base} overlaps ${twice}.`, field);
  });
  return options.registry.update(({ registry, owners }) => {
    const was = owners[name] ?? [];
    const others = Object.entries(ownedBasePaths({ registry, owners })).filter(([other]) => other !== name);
    basePaths.forEach((base, index) => {
      for (const [other, paths] of others) {
        const taken = paths.find((path) => pathsOverlap(base, path));
        if (taken) {
          const field = `basePaths.${index}`;
          throw new ReleaseRefused(409, `${field}: ${base} overlaps ${taken}, which ${other} owns.`, field);
        }
      }
    });
    const entry = registry.remotes[name];
    const named = [...(entry?.basePaths ?? []), ...(entry?.canary?.basePaths ?? [])];
    const outside = named.find((base) => !basePaths.some((own) => isUnder(base, own)));
    if (outside) {
      throw new ReleaseRefused(
        409,
        `${name}'s released version serves ${outside}: roll it back, or release a version without it, first.`,
      );
    }
    owners[name] = basePaths;
    return { name, basePaths, was };
  });
}
