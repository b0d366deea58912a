/**
 * npm run status: for each remote, the current and previous versions, when the current one was released,
 * the version a canary gives its share of visitors (the canary lane's generation, when it runs another), and
 * the client errors reported for the current one since then (from the running site's /api/client-errors/summary,
 * SITE_URL or http://127.0.0.1:PORT). The versions are those of the generation of pages visitors get now, read
 * from its `registry.json` in DATA_DIR, so the command needs neither a running server nor the database (which
 * the running server holds); a release not yet rendered shows once its pages are served.
 */
import { siteDir } from './paths.ts';
import { readServedRegistry } from '@site/server/registry';
import { registryEntries, servedVersion } from '@site/contracts/registry';

interface ErrorSummary {
  remote: string;
  version: string;
  count: number;
  last_at: string | null;
}

const siteUrl = process.env.SITE_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`;
const registry = await readServedRegistry(siteDir());
const canaryLane = await readServedRegistry(siteDir(), 'canary');
const summary = await fetch(`${siteUrl}/api/client-errors/summary`)
  .then((r) => (r.ok ? (r.json() as Promise<ErrorSummary[]>) : undefined))
  .catch(() => undefined);

/** The version the canary lane runs for `name`, when it is not `current`; '-' otherwise. */
function canaryVersion(name: string, current: string): string {
  const version = canaryLane && servedVersion(canaryLane, name);
  return version && version !== current ? version : '-';
}

const rows = (registry ? registryEntries(registry) : []).map(([name, remote]) => {
  const errors = summary?.filter((s) => s.remote === name && s.version === remote.version);
  const count = errors ? errors.reduce((sum, s) => sum + s.count, 0) : undefined;
  return {
    remote: name,
    current: remote.version,
    previous: remote.previous?.version ?? '-',
    released: remote.released_at ? new Date(remote.released_at).toISOString().replace('T', ' ').slice(0, 19) : '-',
    canary: canaryVersion(name, remote.version),
    'client errors': count === undefined ? 'n/a (no error summary from the site)' : String(count),
  };
});
if (!registry) console.log('No pages are served yet (npm start renders them).');
else if (rows.length === 0) console.log('No remote is released yet (npm start or npm run release -- <remote>).');
else console.table(rows);
