/**
 * npm run token:create -- --remote <name> --label "<who uses it>" [--data-dir <dir>]
 *
 * Makes a deploy token that lets a team's CI release and roll back one remote over HTTP, and nothing else
 * (docs/design.md#registry). Prints the token once: only its SHA-256 is stored. Admins can also make and revoke
 * tokens in the admin API (/api/admin/deploy-tokens).
 *
 * Works with the site running or stopped: while a web server runs on the data folder (--data-dir, else DATA_DIR,
 * else ./data) it holds the database, so the token is made through it, over loopback with its machine-local token,
 * as `npm run release` does. With no site running, in DATABASE_URL (PostgreSQL) when set, otherwise in the
 * embedded database in `<data dir>/db`. Either way with the same rules, messages and audit line
 * (provisionDeployToken).
 */
import { parseArgs } from 'node:util';
import { provisionDeployToken } from '@site/api/admin-provision';
import { callLocalServer, commandTarget } from './database-target.ts';

const USAGE = 'Usage: npm run token:create -- --remote <name> --label "<who uses it>" [--data-dir <dir>]';

try {
  const { values } = parseArgs({
    options: { remote: { type: 'string' }, label: { type: 'string' }, 'data-dir': { type: 'string' } },
  });
  if (!values.remote || !values.label) throw new Error(`--remote and --label are required.\n${USAGE}`);
  const request = { remote: values.remote, label: values.label };
  const target = await commandTarget(values['data-dir']);
  const { token, id } =
    'server' in target
      ? await callLocalServer<{ token: string; id: number }>(target.server, 'token:create', request)
      : await provisionDeployToken({ ...target.database, ...request });
  console.log(`Deploy token #${id} for ${values.remote} (shown once; keep it in your CI's secrets):\n${token}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
