import { readFile } from 'node:fs/promises';
import path from 'node:path';
import semver from 'semver';

/**
 * The singletons a remote must share with the shell at a compatible version (docs/design.md#contracts). `@site/shared` is
 * versioned by its content, so a remote built against other shared code is refused.
 * `@site/shared/router` is the share key that remotes built before the router was shared as
 * react-router-dom still ask for: the shell no longer provides it, so such a remote is refused rather than
 * run with a second router of its own.
 */
/**
 * A remote's entry runs on the shell's federation runtime rather than a copy of its own (docs/design.md#contracts),
 * so the runtime is guarded like a singleton: the remote's build plugin version, read from its manifest, must be
 * the shell's major and minor at the same or an older patch.
 */
const FEDERATION_RUNTIME = '@module-federation/runtime-core';

const GUARDED_SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'swr',
  '@site/shared',
  '@site/shared/router',
  FEDERATION_RUNTIME,
];

interface ManifestShared {
  name: string;
  version: string;
  requiredVersion?: string | false;
}

/**
 * Reads the `shared` list of a Module Federation manifest (mf-manifest.json), plus the federation runtime the
 * build was made with (`metaData.pluginVersion`).
 */
async function readSharedVersions(manifestFile: string): Promise<ManifestShared[]> {
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as {
    shared?: ManifestShared[];
    metaData?: { pluginVersion?: string };
  };
  const runtime = manifest.metaData?.pluginVersion;
  return [
    ...(manifest.shared ?? []),
    ...(runtime ? [{ name: FEDERATION_RUNTIME, version: runtime, requiredVersion: `~${runtime}` }] : []),
  ];
}

/**
 * The reasons a remote built against `remote` shared versions cannot run in a shell that provides `shell`
 * versions: for each guarded singleton, the shell's version must satisfy the remote's requiredVersion and
 * have the same major. Returns one message per problem, naming the package and both versions; empty when
 * compatible.
 */
export function incompatibilities(remote: ManifestShared[], shell: ManifestShared[]): string[] {
  const provided = new Map(shell.map((s) => [s.name, s.version]));
  const problems: string[] = [];
  for (const shared of remote) {
    if (!GUARDED_SINGLETONS.includes(shared.name)) continue;
    const shellVersion = provided.get(shared.name);
    const required = shared.requiredVersion || `^${shared.version}`;
    if (!shellVersion) {
      problems.push(`${shared.name}: the remote needs ${required} but the shell does not provide it.`);
    } else if (
      !semver.satisfies(shellVersion, required) ||
      semver.major(shellVersion) !== semver.major(shared.version)
    ) {
      problems.push(
        `${shared.name}: the remote was built with ${shared.version} and needs ${required}, but the shell provides ${shellVersion}.`,
      );
    }
  }
  return problems;
}

/** Throws with every incompatibility between a remote build folder and the shell build folder. */
export async function assertCompatible(remoteDist: string, shellDist: string, name: string): Promise<void> {
  const remote = await readSharedVersions(path.join(remoteDist, 'mf-manifest.json'));
  const shell = await readSharedVersions(path.join(shellDist, 'mf-manifest.json'));
  const problems = incompatibilities(remote, shell);
  if (problems.length) {
    throw new Error(`Refusing to release ${name}: it is not compatible with the shell.\n- ${problems.join('\n- ')}`);
  }
}
