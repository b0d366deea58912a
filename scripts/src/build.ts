/**
 * `npm run build`: builds the shell and every remote with webpack, one after another (two cores: webpack
 * already uses both), and prints each build's time. `npm run build -- about` builds only the named packages.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { precompress } from './compress.ts';
import { REMOTE_FOLDERS, ROOT, remoteFolder } from './paths.ts';

/** Builds one package folder (e.g. 'shell', 'mfe-about') with its webpack config; throws on failure. */
export function buildPackage(folder: string): number {
  const started = performance.now();
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/src/webpack/run.ts'), 'build'], {
    cwd: path.join(ROOT, folder),
    stdio: 'inherit',
  });
  return performance.now() - started;
}

/** Builds the shell and precompresses its files, which the server sends as they are. */
export async function buildShell(): Promise<void> {
  buildPackage('shell');
  await precompress(path.join(ROOT, 'shell/dist'));
}

/** True when a package has a build in dist/. */
export const isBuilt = (folder: string) => existsSync(path.join(ROOT, folder, 'dist'));

if (import.meta.main) {
  const names = process.argv.slice(2);
  const folders = names.length
    ? names.map((name) => (name === 'shell' ? 'shell' : path.basename(remoteFolder(name).dir)))
    : ['shell', ...Object.values(REMOTE_FOLDERS)];
  const started = performance.now();
  for (const folder of folders) {
    if (folder === 'shell') await buildShell();
    else buildPackage(folder);
  }
  console.log(`built ${folders.length} packages in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
