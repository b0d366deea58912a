/**
 * npm run rollback -- <remote>: points the registry back at the remote's previous version (docs/design.md#registry).
 * npm run rollback -- <remote> --site <url>, with the remote's deploy token in DEPLOY_TOKEN (or --token): the
 * same over HTTP.
 */
import { parseArgs } from 'node:util';
import { rollbackOverHttp, rollbackRemote } from './release.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { site: { type: 'string' }, token: { type: 'string' } },
});
const name = positionals[0];
if (!name) {
  console.error('Usage: npm run rollback -- <remote> [--site <url> (DEPLOY_TOKEN)]');
  process.exit(2);
}
try {
  if (values.site) {
    const token = values.token ?? process.env.DEPLOY_TOKEN;
    if (!token) throw new Error("A rollback over HTTP needs the remote's deploy token in DEPLOY_TOKEN (or --token).");
    const answer = await rollbackOverHttp(name, { site: values.site, token });
    console.log(`${answer.remote}: rolled back from ${answer.from} to ${answer.to}.`);
  } else {
    await rollbackRemote(name);
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
