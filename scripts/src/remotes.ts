import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '@site/server/paths';

/** One remote package, as its own folder says (docs/design.md#ownership). */
export interface RemotePackage {
  /** The federation name, from the package name: `@site/mfe-news-contact` → `newsContact`. */
  name: string;
  /** The folder under the repository root, e.g. `mfe-news-contact`. */
  folder: string;
  dir: string;
  /** The port of its webpack dev server (`npm run dev`), from package.json `config.devPort`. */
  devPort: number;
}

/** The port of the shell's webpack dev server; remotes take theirs from their own package.json. */
export const SHELL_DEV_PORT = 3000;

/** The federation name of a remote package: `@site/mfe-news-contact` → `newsContact`. */
export function federationName(packageName: string): string {
  const base = packageName.replace(/^@site\//, '').replace(/^mfe-/, '');
  return base.replace(/-([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
}

/** Reads a remote's package folder: its federation name and dev port. Throws when package.json lacks them. */
export function readRemotePackage(dir: string): RemotePackage {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    name: string;
    config?: { devPort?: number };
  };
  const devPort = pkg.config?.devPort;
  if (!Number.isInteger(devPort))
    throw new Error(`${path.basename(dir)}/package.json needs "config": { "devPort": <port> }.`);
  return { name: federationName(pkg.name), folder: path.basename(dir), dir, devPort: devPort! };
}

/**
 * Every remote of the repository: each `mfe-*` folder with a package.json, in folder order. The one list of
 * remotes: build, start, release, dev servers and the CI checks read it, so a new section is only its folder.
 */
export function remotePackages(root: string = ROOT): RemotePackage[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('mfe-'))
    .filter((entry) => readdirSync(path.join(root, entry.name)).includes('package.json'))
    .map((entry) => readRemotePackage(path.join(root, entry.name)))
    .sort((a, b) => a.folder.localeCompare(b.folder));
}

/** The package of a remote, by federation name or folder name; throws naming the known remotes. */
export function remoteFolder(name: string, root: string = ROOT): RemotePackage {
  const remotes = remotePackages(root);
  const found = remotes.find((remote) => remote.name === name || remote.folder === name);
  if (!found) throw new Error(`Unknown remote "${name}". Known remotes: ${remotes.map((r) => r.name).join(', ')}.`);
  return found;
}
