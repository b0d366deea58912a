export { PAGE_PRELOADS_ID, ROOT, dataDir, siteDir } from '@site/server/paths';
export { remoteFolder, remotePackages } from './remotes.ts';
