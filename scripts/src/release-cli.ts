/**
 * npm run release -- <remote> [--version V] [--no-build]
 * Builds and releases one remote into its versioned folder and points the registry at it (DESIGN §4).
 */
import { parseArgs } from 'node:util';
import { releaseRemote } from './release.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { version: { type: 'string' }, 'no-build': { type: 'boolean' } },
});
if (positionals.length !== 1) {
  console.error('Usage: npm run release -- <remote> [--version V] [--no-build]');
  process.exit(2);
}
try {
  await releaseRemote(positionals[0]!, { version: values.version, build: !values['no-build'] });
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
