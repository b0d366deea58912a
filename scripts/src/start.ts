/**
 * npm start: builds what is missing (the shell, each remote), releases every remote into the registry,
 * then serves the site with its API; the API migrates and seeds the embedded database on start.
 */
import { siteDir } from './paths.ts';
import { releaseBuiltRemotes } from './release.ts';

await releaseBuiltRemotes(siteDir());
await import('@site/server/serve-cli');
