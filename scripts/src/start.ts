/**
 * npm start: builds what is missing (the shell, each remote), releases every remote into the registry,
 * then serves the site with its API; the API migrates and seeds the embedded database on start.
 */
import { buildShell, isBuilt } from './build.ts';
import { remotePackages, siteDir } from './paths.ts';
import { openLocalSite, releaseRemote } from './release.ts';

if (!isBuilt('shell')) await buildShell();
// One opening of the database (or of the running server's release calls) for every remote.
const local = await openLocalSite(siteDir());
try {
  for (const { name, folder } of remotePackages()) {
    try {
      // A data folder may hold an earlier local build at the same version: the new build gets a version of its own.
      await releaseRemote(name, { build: !isBuilt(folder), suffixChangedBuild: true, local });
    } catch (error) {
      console.warn(`${name}: kept the current release. ${(error as Error).message}`);
    }
  }
} finally {
  await local.close();
}
await import('@site/server/serve-cli');
