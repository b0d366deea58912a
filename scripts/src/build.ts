/** Building the shell and the remotes with their webpack configs (docs/design.md#stack). */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { ROOT } from './paths.ts';

const WEBPACK_RUN = path.join(ROOT, 'scripts/src/webpack/run.ts');
/** The most output one build may print before it is stopped as broken (bytes). */
const OUTPUT_LIMIT_BYTES = 64 * 1024 * 1024;

/** Builds one package folder (e.g. 'shell', 'mfe-about') with its webpack config; throws on failure. */
export function buildPackage(folder: string): number {
  const started = performance.now();
  execFileSync(process.execPath, [WEBPACK_RUN, 'build'], {
    cwd: path.join(ROOT, folder),
    stdio: 'inherit',
  });
  return performance.now() - started;
}

/**
 * Builds the package folders `folders` (e.g. 'shell', 'mfe-about'), as many at a time as the machine has cores:
 * a webpack build keeps about 1.4 of two cores busy (its minimizer alone runs on both), so two side by side
 * finish sooner than one after the other (measured: four remotes, 19.5 s in turn, 16.0 s two at a time).
 * Each build's output is written whole when it ends, so the builds' lines do not mix. When one fails, no
 * further build starts, those already started are let finish, and it rejects naming the folders that failed.
 */
export async function buildPackages(folders: readonly string[]): Promise<void> {
  const queue = [...folders];
  const failures: string[] = [];
  const next = async (): Promise<void> => {
    const folder = queue.shift();
    if (folder === undefined) return;
    await new Promise<void>((resolve) => {
      // A build's output is held whole: a long list of webpack warnings must not end the build at execFile's
      // 1 MB default.
      const options = { cwd: path.join(ROOT, folder), maxBuffer: OUTPUT_LIMIT_BYTES };
      execFile(process.execPath, [WEBPACK_RUN, 'build'], options, (error, stdout, stderr) => {
        process.stdout.write(stdout);
        process.stderr.write(stderr);
        if (error) failures.push(`${folder}: ${error.message}`);
        resolve();
      });
    });
    if (failures.length === 0) await next();
  };
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), folders.length) }, next));
  if (failures.length) throw new Error(`build failed: ${failures.join('; ')}`);
}

/** Builds the shell (its files are precompressed by the build). */
export async function buildShell(): Promise<void> {
  buildPackage('shell');
}

/** True when a package has a build in dist/. */
export const isBuilt = (folder: string) => existsSync(path.join(ROOT, folder, 'dist'));
