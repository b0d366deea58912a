import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomic } from '../registry.ts';

/** A page as the prerender job captured it (see shell/src/prerender/expose.tsx). */
export interface PrerenderedPage {
  path: string;
  html: string;
  swrData: Record<string, unknown>;
  title: string;
  description: string;
  /** Same-origin stylesheets the page uses, by path. */
  styles: string[];
  /** The remote files the page needs, preloaded in parallel with the shell. */
  preloads: { href: string; as: 'script' | 'fetch' }[];
  /** ISO time of the render. */
  rendered_at: string;
}

/** The folder of prerendered pages in a site folder. */
export const prerenderDir = (site: string) => path.join(site, 'prerendered');

const fileFor = (site: string, pagePath: string) =>
  path.join(prerenderDir(site), `${encodeURIComponent(pagePath)}.json`);

/** Writes one prerendered page atomically. */
export async function writePage(site: string, page: PrerenderedPage): Promise<void> {
  await writeFileAtomic(fileFor(site, page.path), JSON.stringify(page));
}

const cache = new Map<string, { mtime: number; page: PrerenderedPage }>();

/**
 * The prerendered page for a path (exact letter case, trailing slash ignored), or undefined; re-read only when
 * the file changes.
 */
export async function readPage(site: string, pagePath: string): Promise<PrerenderedPage | undefined> {
  const normalised = pagePath.length > 1 ? pagePath.replace(/\/+$/, '') : pagePath;
  const file = fileFor(site, normalised);
  const mtime = await stat(file).then(
    (s) => s.mtimeMs,
    () => 0,
  );
  if (!mtime) return undefined;
  const hit = cache.get(file);
  if (hit?.mtime === mtime) return hit.page;
  const page = JSON.parse(await readFile(file, 'utf8')) as PrerenderedPage;
  cache.set(file, { mtime, page });
  return page;
}
