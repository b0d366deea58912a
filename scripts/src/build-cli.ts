/**
 * `npm run build`: builds the shell and every remote with webpack, as many at a time as there are cores
 * (buildPackages), and prints each build's time. `npm run build -- about` builds only the named packages.
 */
import { buildPackages } from './build.ts';
import { remoteFolder, remotePackages } from './paths.ts';

const names = process.argv.slice(2);
const folders = names.length
  ? names.map((name) => (name === 'shell' ? 'shell' : remoteFolder(name).folder))
  : ['shell', ...remotePackages().map((remote) => remote.folder)];
const started = performance.now();
try {
  await buildPackages(folders);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
console.log(`built ${folders.length} packages in ${((performance.now() - started) / 1000).toFixed(1)} s`);
