/**
 * npm run rollback -- <remote>: on the server's machine, ends the remote's canary or points the registry back at
 * its previous version (docs/design.md#registry); with --retire, takes the remote off the site.
 * npm run promote -- <remote>: on the server's machine, the remote's canary to every visitor.
 * npm run rollback -- <remote> --site <url>, with the remote's deploy token in DEPLOY_TOKEN (or --token): the
 * same over HTTP, which ends a canary if one runs (docs/design.md#releases).
 * npm run promote -- <remote> --site <url>: the same over HTTP.
 */
import { parseArgs } from 'node:util';
import { callRemoteAction, changeRemote } from './release.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    site: { type: 'string' },
    token: { type: 'string' },
    promote: { type: 'boolean' },
    retire: { type: 'boolean' },
  },
});
const action = values.promote ? 'promote' : values.retire ? 'retire' : 'rollback';
const name = positionals[0];
if (!name) {
  console.error(
    'Usage: npm run rollback -- <remote> [--retire] [--site <url> (DEPLOY_TOKEN)]; ' +
      'npm run promote -- <remote> [--site <url>]',
  );
  process.exit(2);
}
try {
  let answer;
  if (values.site) {
    const token = values.token ?? process.env.DEPLOY_TOKEN;
    if (!token) throw new Error(`A ${action} over HTTP needs the remote's deploy token in DEPLOY_TOKEN (or --token).`);
    answer = await callRemoteAction(name, { site: values.site, token, action });
  } else {
    answer = await changeRemote(name, action, { log: () => undefined });
  }
  console.log(
    action === 'promote'
      ? `${name}: ${String(answer.version)} is live for every visitor.`
      : action === 'retire'
        ? `${name}: taken off the site (it was at ${String(answer.version)}).`
        : `${name}: rolled back from ${String(answer.from)} to ${String(answer.to)}.`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
