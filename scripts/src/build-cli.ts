/**
 * `npm run build`: builds the shell and every remote with webpack, one after another (two cores: webpack
 * already uses both), and prints each build's time. `npm run build -- about` builds only the named packages.
 */
import { buildPackage, buildShell } from './build.ts';
import { remoteFolder, remotePackages } from './paths.ts';

const names = process.argv.slice(2);
const folders = names.length
  ? names.map((name) => (name === 'shell' ? 'shell' : remoteFolder(name).folder))
  : ['shell', ...remotePackages().map((remote) => remote.folder)];
const started = performance.now();
for (const folder of folders) {
  if (folder === 'shell') await buildShell();
  else buildPackage(folder);
}
console.log(`built ${folders.length} packages in ${((performance.now() - started) / 1000).toFixed(1)} s`);
