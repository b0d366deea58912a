/**
 * Fixtures for the tests of views counted from served documents (docs/design.md#releases): a generation
 * holding one page rendered with a given version of `about`, and the views the server has counted.
 */
import type { FastifyInstance } from 'fastify';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { pagesDir } from '../render/generations.ts';

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
