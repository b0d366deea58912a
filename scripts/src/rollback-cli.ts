/**
 * npm run rollback -- <remote>: points the registry back at the remote's previous version (docs/design.md#registry).
 * npm run rollback -- <remote> --site <url>, with the remote's deploy token in DEPLOY_TOKEN (or --token): the
 * same over HTTP, which ends a canary if one runs (docs/design.md#releases).
 * npm run promote -- <remote> --site <url>: the remote's canary to every visitor, over HTTP.
 */
import { parseArgs } from 'node:util';
import { rollbackOverHttp, rollbackRemote } from './release.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { site: { type: 'string' }, token: { type: 'string' }, promote: { type: 'boolean' } },
});
const action = values.promote ? 'promote' : 'rollback';
const name = positionals[0];
if (!name) {
  console.error(
    'Usage: npm run rollback -- <remote> [--site <url> (DEPLOY_TOKEN)]; npm run promote -- <remote> --site <url>',
  );
  process.exit(2);
}
try {
  if (values.site) {
    const token = values.token ?? process.env.DEPLOY_TOKEN;
    if (!token) throw new Error(`A ${action} over HTTP needs the remote's deploy token in DEPLOY_TOKEN (or --token).`);
    const answer = await rollbackOverHttp(name, { site: values.site, token, action });
    console.log(
      action === 'promote'
        ? `${answer.remote}: ${answer.version} is live for every visitor.`
        : `${answer.remote}: rolled back from ${answer.from} to ${answer.to}.`,
    );
  } else if (values.promote) {
    throw new Error('Promote a canary over HTTP: npm run promote -- <remote> --site <url>.');
  } else {
    await rollbackRemote(name);
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
