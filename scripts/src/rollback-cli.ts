/**
 * npm run rollback -- <remote>: on the server's machine, ends the remote's canary or points the registry back at
 * its previous version (docs/design.md#registry); with --retire, takes the remote off the site.
 * npm run promote -- <remote>: on the server's machine, the remote's canary to every visitor; with --canary P
 * (0–99), to that share of visitors instead (from a preview at 0 % to a share, or back; docs/design.md#releases).
 * npm run rollback -- <remote> --site <url>, with the remote's deploy token in DEPLOY_TOKEN (or --token): the
 * same over HTTP, which ends a canary if one runs (docs/design.md#releases).
 * npm run promote -- <remote> [--canary P] --site <url>: the same over HTTP.
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
    canary: { type: 'string' },
  },
});
const share = values.canary;
const action = values.promote ? (share === undefined ? 'promote' : 'share') : values.retire ? 'retire' : 'rollback';
const name = positionals[0];
const shareOutOfForm = share !== undefined && (!values.promote || !/^\d{1,2}$/.test(share));
if (!name || shareOutOfForm) {
  console.error(
    'Usage: npm run rollback -- <remote> [--retire] [--site <url> (DEPLOY_TOKEN)]; ' +
      'npm run promote -- <remote> [--canary P (0-99)] [--site <url>]',
  );
  process.exit(2);
}
const percent = share === undefined ? undefined : Number(share);
try {
  let answer;
  if (values.site) {
    const token = values.token ?? process.env.DEPLOY_TOKEN;
    if (!token) throw new Error(`A ${action} over HTTP needs the remote's deploy token in DEPLOY_TOKEN (or --token).`);
    answer = await callRemoteAction(name, { site: values.site, token, action, percent });
  } else {
    answer = await changeRemote(name, action, { log: () => undefined, percent });
  }
  console.log(
    action === 'promote'
      ? `${name}: ${String(answer.version)} is live for every visitor.`
      : action === 'share'
        ? percent === 0
          ? `${name}: the canary ${String(answer.version)} is given to no visitor (a preview).`
          : `${name}: the canary ${String(answer.version)} reaches ${percent} % of visitors.`
        : action === 'retire'
          ? `${name}: taken off the site (it was at ${String(answer.version)}).`
          : `${name}: rolled back from ${String(answer.from)} to ${String(answer.to)}.`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
