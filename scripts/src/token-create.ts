/**
 * npm run token:create -- --remote <name> --label "<who uses it>" [--data-dir <dir>]
 *
 * Makes a deploy token that lets a team's CI release and roll back one remote over HTTP, and nothing else
 * (docs/design.md#registry). Prints the token once: only its SHA-256 is stored. Admins can also make and revoke
 * tokens in the admin API (/api/admin/deploy-tokens).
 *
 * Database: DATABASE_URL (PostgreSQL) when set, otherwise the embedded database in `<data dir>/db` (--data-dir,
 * else DATA_DIR, else ./data), which belongs to one process at a time: run this while the site is stopped.
 */
import { parseArgs } from 'node:util';
import { provisionDeployToken } from '@site/api/admin-provision';
import { databaseTarget } from './database-target.ts';

const USAGE = 'Usage: npm run token:create -- --remote <name> --label "<who uses it>" [--data-dir <dir>]';

try {
  const { values } = parseArgs({
    options: { remote: { type: 'string' }, label: { type: 'string' }, 'data-dir': { type: 'string' } },
  });
  if (!values.remote || !values.label) throw new Error(`--remote and --label are required.\n${USAGE}`);
  const { databaseUrl, pgliteDir } = databaseTarget(values['data-dir']);
  const { token, id } = await provisionDeployToken({
    databaseUrl,
    pgliteDir,
    remote: values.remote,
    label: values.label,
  });
  console.log(`Deploy token #${id} for ${values.remote} (shown once; keep it in your CI's secrets):\n${token}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
