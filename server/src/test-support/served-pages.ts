/**
 * Fixtures for the tests of views counted from served documents (docs/design.md#releases): a generation
 * holding one page rendered with a given version of `about`, and the views the server has counted.
 */
import type { FastifyInstance } from 'fastify';
import { mkdir, mkdtemp, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { provisionAccountIn } from '@site/api/admin-provision';
import { adminSession } from '@site/test-support/admin-session';
import { siteDir } from '../paths.ts';
import { pagesDir } from '../render/generations.ts';
import { createSiteServer } from '../site/site-server.ts';
import { storeRegistry } from './registry.ts';

/** The page the fixtures' generations hold. */
export const SERVED_PAGE = '/about-us/history';

/**
 * Writes a complete generation `id` into the site folder `site`, holding SERVED_PAGE's document rendered with
 * `about` at `version`, a 404 page and a sitemap; returns the generation's folder.
 */
export async function writeServedGeneration(site: string, id: string, version: string): Promise<string> {
  const dir = path.join(pagesDir(site), id);
  await mkdir(path.join(dir, 'about-us/history'), { recursive: true });
  await mkdir(path.join(dir, '_site'), { recursive: true });
  await writeFile(path.join(dir, 'about-us/history/index.html'), `<!doctype html><title>History</title>${version}`);
  await writeFile(path.join(dir, '404.html'), '<!doctype html><title>Not found</title>');
  await writeFile(path.join(dir, 'sitemap.xml'), '<urlset/>');
  const inputs = { shell: 's', nav: 'n', remotes: { about: version }, data: {} };
  await writeFile(
    path.join(dir, '_site/manifest.json'),
    JSON.stringify({
      id,
      created_at: new Date().toISOString(),
      shell: 's',
      nav: 'n',
      complete: true,
      pages: { [SERVED_PAGE]: { file: 'about-us/history/index.html', kind: 'rendered', rendered_at: '', inputs } },
    }),
  );
  return dir;
}

/** Page views of `version` of about that `app` has counted, once it has written what it counted. */
export async function viewsOf(app: FastifyInstance, version: string): Promise<number> {
  await app.rendering.views.flush();
  const result = (await app.db.execute(
    sql`select views from release_page_views where remote = 'about' and version = ${version}`,
  )) as { rows: { views: number | string }[] };
  return Number(result.rows[0]?.views ?? 0);
}

/**
 * Puts `site` in the state the renderer leaves for a canary of about at 10 %: the stable lane's generation
 * rendered with about 1.0.0 as `current`, the canary's with 2.0.0 as `canary`, and the share recorded. Call
 * before the server starts, so its first look at the lanes finds them.
 */
export async function writeCanaryLanes(site: string): Promise<void> {
  await symlink(await writeServedGeneration(site, 'g000000001-stable', '1.0.0'), path.join(pagesDir(site), 'current'));
  await symlink(await writeServedGeneration(site, 'g000000002-canary', '2.0.0'), path.join(pagesDir(site), 'canary'));
  await writeFile(path.join(pagesDir(site), 'lanes.json'), JSON.stringify({ percent: 10 }));
}

/**
 * Stores the registry that goes with writeCanaryLanes: about 1.0.0 (released long ago) with 2.0.0 as its canary
 * for 10 % of visitors, released at `canaryReleasedAt` (an ISO time).
 */
export function storeCanaryRegistry(app: FastifyInstance, canaryReleasedAt: string): Promise<void> {
  return storeRegistry(app.db, {
    schemaVersion: 1,
    remotes: {
      about: {
        version: '1.0.0',
        entry: '/remotes/about/1.0.0/remoteEntry.js',
        basePaths: ['/about-us'],
        released_at: '2026-01-01T00:00:00.000Z',
        canary: {
          version: '2.0.0',
          entry: '/remotes/about/2.0.0/remoteEntry.js',
          basePaths: ['/about-us'],
          percent: 10,
          released_at: canaryReleasedAt,
        },
      },
    },
  });
}

/** A site server in a canary's state, and who it was started for (startCanarySite). */
export interface CanarySite {
  /** The data folder (a fresh temporary one); the caller removes it. */
  dataDir: string;
  /** Its site folder. */
  site: string;
  /** The server; the caller closes it. */
  app: FastifyInstance;
  /** The admin's session cookie, signed in on `origin`. */
  session: string;
}

/**
 * Starts a site server in a canary's state for the canary watch's, judgements' and charts' tests: a fresh data
 * folder named after `label`, the lanes of writeCanaryLanes, the registry of storeCanaryRegistry with the canary
 * released at `canaryReleasedAt`, and `admin` made an admin and signed in on `origin`. Views are flushed once a
 * minute and the server's own watch looks once an hour, so the test's looks are the only ones.
 */
export async function startCanarySite(
  label: string,
  canaryReleasedAt: string,
  admin: { email: string; name: string; password: string },
  origin: string,
): Promise<CanarySite> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `${label}-`));
  const site = siteDir(dataDir);
  await writeCanaryLanes(site);
  const shellDist = path.join(dataDir, 'shell');
  await mkdir(shellDist, { recursive: true });
  await writeFile(path.join(shellDist, 'index.html'), '<!doctype html><div id=root></div>');
  const app = await createSiteServer({
    dataDir,
    viewFlushMs: 60_000,
    releases: { shellDist, canaryWatchMs: 3_600_000 },
  });
  await storeCanaryRegistry(app, canaryReleasedAt);
  await provisionAccountIn(app.db, { ...admin, role: 'admin' });
  return { dataDir, site, app, session: await adminSession(app, admin, origin) };
}
