/**
 * Playwright's global setup: the production site for the browser tests on a fresh data folder (database,
 * media, releases: a copy of the run's template, support/data-template.ts), as `npm start` on E2E_PORT
 * (default 8090), ready once its first render pass is served.
 * Its SITE_URL is that origin: canonical links, the sitemap and robots.txt name it. Returns the teardown,
 * which stops it. PGLITE_TEMPLATE, set here, reaches the workers and every site they start.
 */
import path from 'node:path';
import { providePgliteTemplate } from '@site/api/db-template';
import { startSite } from '@site/test-support/site';
import { freshDataDir, prepareDataTemplate } from './support/data-template.ts';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8090);

export default async function startServer(): Promise<() => Promise<void>> {
  const dataDir = path.resolve(import.meta.dirname, '../data/e2e');
  // Every site of the run (this one, and those specs start) seeds a database from one migrated copy, and
  // starts from one data folder with the remotes released.
  await providePgliteTemplate();
  await prepareDataTemplate();
  await freshDataDir(dataDir);
  const site = await startSite({ dataDir, port: E2E_PORT, showErrors: true });
  return site.stop;
}
