/** Building the shell and the remotes with their webpack configs (docs/design.md#stack). */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths.ts';

/** Builds one package folder (e.g. 'shell', 'mfe-about') with its webpack config; throws on failure. */
export function buildPackage(folder: string): number {
  const started = performance.now();
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/src/webpack/run.ts'), 'build'], {
    cwd: path.join(ROOT, folder),
    stdio: 'inherit',
  });
  return performance.now() - started;
}

/** Builds the shell (its files are precompressed by the build). */
export async function buildShell(): Promise<void> {
  buildPackage('shell');
}

/** True when a package has a build in dist/. */
export const isBuilt = (folder: string) => existsSync(path.join(ROOT, folder, 'dist'));
