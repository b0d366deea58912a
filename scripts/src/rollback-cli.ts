/** npm run rollback -- <remote>: points the registry back at the remote's previous version (docs/design.md#registry). */
import { rollbackRemote } from './release.ts';

const name = process.argv[2];
if (!name) {
  console.error('Usage: npm run rollback -- <remote>');
  process.exit(2);
}
try {
  await rollbackRemote(name);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
