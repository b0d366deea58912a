import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Test builders and helpers live in @site/test-support, outside every shipped package; a package's own tests
// (and their snapshots) sit beside its code and are the only files under src/ that do not ship.
const isTestFile = (relative: string) => /(^|\/)__snapshots__(\/|$)/.test(relative) || /\.test\.tsx?$/.test(relative);

/**
 * A short hex digest (10 characters) of what the packages in `packageDirs` ship: each one's package.json and
 * every file under its `src/` except tests, by path and content, and nothing outside those folders. Builds
 * from the same sources get the same digest; any change to shipped code or to a dependency range changes it.
 */
export function contentDigest(...packageDirs: string[]): string {
  const hash = createHash('sha256');
  for (const packageDir of packageDirs) addPackage(hash, packageDir);
  return hash.digest('hex').slice(0, 10);
}

function addPackage(hash: ReturnType<typeof createHash>, packageDir: string): void {
  hash.update(`${path.basename(packageDir)}\0`);
  const files = readdirSync(path.join(packageDir, 'src'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(packageDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((relative) => !isTestFile(relative))
    .sort();
  for (const relative of ['package.json', ...files]) {
    hash.update(`${relative}\0`);
    hash.update(readFileSync(path.join(packageDir, relative)));
    hash.update('\0');
  }
}

/**
 * The version `@site/shared` is shared under: its package.json version with the digest of the shared package
 * alone as a prerelease tag (e.g. `1.0.0-c.3f9a0b12cd`). The shell provides exactly this version and every
 * remote requires exactly the one it was built with, so the compatibility guard refuses a remote built against
 * other shared code, and the runtime never mixes them. `@site/contracts` (bundled by each package that uses
 * it) and `@site/test-support` (never shipped) do not count (docs/decisions/0005-shared-content-version.md).
 */
export function sharedContentVersion(sharedDir: string): string {
  const { version } = JSON.parse(readFileSync(path.join(sharedDir, 'package.json'), 'utf8')) as { version: string };
  return `${version}-c.${contentDigest(sharedDir)}`;
}
