/**
 * npm start: builds what is missing (the shell, each remote), releases every remote into the registry,
 * then serves the site with its API; the API migrates and seeds the embedded database on start.
 */
import { buildShell, isBuilt } from './build.ts';
import { remotePackages } from './paths.ts';
import { releaseRemote } from './release.ts';

if (!isBuilt('shell')) await buildShell();
for (const { name, folder } of remotePackages()) {
  try {
    await releaseRemote(name, { build: !isBuilt(folder) });
  } catch (error) {
    // A rebuilt remote with an unchanged version keeps the release already in the registry.
    console.warn(`${name}: kept the current release. ${(error as Error).message}`);
  }
}
await import('@site/server/serve-cli');
