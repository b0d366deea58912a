/**
 * npm run release -- <remote> [--version V] [--no-build] [--no-verify]
 * Builds one remote into its versioned folder, verifies it in Chromium against the running site (SITE_URL,
 * default http://127.0.0.1:PORT), then points the registry at it (docs/design.md#registry).
 */
import { parseArgs } from 'node:util';
import { releaseRemote } from './release.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { version: { type: 'string' }, 'no-build': { type: 'boolean' }, 'no-verify': { type: 'boolean' } },
});
if (positionals.length !== 1) {
  console.error('Usage: npm run release -- <remote> [--version V] [--no-build] [--no-verify]');
  process.exit(2);
}
try {
  const siteUrl = process.env.SITE_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`;
  await releaseRemote(positionals[0]!, {
    version: values.version,
    build: !values['no-build'],
    verifyAgainst: values['no-verify'] ? false : siteUrl,
  });
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
