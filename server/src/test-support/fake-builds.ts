import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '@site/api/ops';
import { BUILD_FILES } from '../paths.ts';
import { registryStore } from '../registry.ts';
import type { WorkerOutput } from '../render/page-renderer.ts';
import { installRemote } from '../releases/install.ts';

/** The registry entry a fake about build carries. */
const ABOUT_ENTRY = { name: 'about', basePaths: ['/about-us'], routes: ['/about-us/meet-our-team'] };

/**
 * A fake build of a remote in `<root>/builds/<label>`, built against react `react`: its manifest, registry entry
 * and, unless `withEntry` is false, a remoteEntry.js. Returns the folder.
 */
export async function fakeRemoteBuild(
  root: string,
  label: string,
  { react = '19.3.1', entry = ABOUT_ENTRY, withEntry = true } = {},
): Promise<string> {
  const dir = path.join(root, 'builds', label);
  await mkdir(dir, { recursive: true });
  const shared = [{ name: 'react', version: react, requiredVersion: `^${react}` }];
  await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: entry.name, shared }));
  await writeFile(path.join(dir, BUILD_FILES.registryEntry), JSON.stringify(entry));
  if (withEntry) await writeFile(path.join(dir, 'remoteEntry.js'), `console.log(${JSON.stringify(label)});`);
  return dir;
}

/** A fake shell build in `dir` sharing react 19.3.1, which the fake remote builds are checked against. */
export async function fakeShellDist(dir: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  await writeFile(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({ name: 'shell', shared: [{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1' }] }),
  );
  return dir;
}

/**
 * Installs a fake about build (`<work>/builds/first`) as version 1.0.0 into `site`, its registry in `db`: the
 * release tests' starting point, a remote with a current version and no previous one.
 */
export async function installFirstAbout({
  site,
  db,
  work,
  shellDist,
}: {
  site: string;
  db: Database;
  work: string;
  shellDist: string;
}): Promise<void> {
  await installRemote({
    site,
    registry: registryStore(db),
    name: 'about',
    dist: await fakeRemoteBuild(work, 'first'),
    version: '1.0.0',
    shellDist,
    log: () => undefined,
  });
}

/** A stand-in render's failures: every page of `paths` whose path says `broken`, with the error a page throws. */
export const brokenPagesOf = (paths: readonly string[]): WorkerOutput['failed'] =>
  paths.filter((p) => p.includes('broken')).map((p) => ({ path: p, reason: 'TypeError: x is undefined' }));
