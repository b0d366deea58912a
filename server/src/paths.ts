import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The repository root: the nearest folder up from the working directory whose package.json has workspaces. */
function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).workspaces) return dir;
    if (dir === path.dirname(dir)) throw new Error(`No workspace root above ${from}`);
  }
}

export const ROOT = findRoot(process.cwd());

/** Where runtime data lives: DATA_DIR or ./data (the database, media, released remotes, the registry, pages). */
export function dataDir(): string {
  return path.resolve(ROOT, process.env.DATA_DIR ?? 'data');
}

/** The released site: /remotes/<name>/<version>/ folders, registry.json and the stored pages. */
export function siteDir(base = dataDir()): string {
  return path.join(base, 'site');
}

/** The shell's build folder (index.html and the content-hashed files it names). */
export const shellDist = () => path.join(ROOT, 'shell/dist');

/**
 * The shell build's unhashed files, which together name every hashed one: index.html alone, as the entries its
 * inline start-up script loads (`main.<hash>.js` and the chunks it starts with) are content-hashed too. A rebuild that changes no code leaves it as
 * it was (webpack does not rewrite unchanged files).
 */
export const SHELL_ENTRY_FILES = ['index.html'];

/**
 * The site folder's subfolders of remote builds: `remotes/<name>/<version>/`, released and served, and
 * `candidates/<name>/<id>/`, a release being verified, never served (docs/design.md#registry).
 */
export const REMOTE_FOLDERS = { released: 'remotes', candidates: 'candidates' } as const;

/**
 * The released builds' folder of the site folder `site`, or of remote `name`, or of its `version`:
 * `<site>/remotes[/<name>[/<version>]]`.
 */
export const releasedDir = (site: string, name?: string, version?: string): string =>
  path.join(
    site,
    REMOTE_FOLDERS.released,
    ...(name === undefined ? [] : [name]),
    ...(version === undefined ? [] : [version]),
  );

/** The id of the JSON list of files the shell's boot script preloads for a stored page ({ href, as }[]). */
export const PAGE_PRELOADS_ID = 'page-preloads';

/**
 * The files of a build (the shell's `dist/`, a released remote's version folder) that the renderer reads
 * (docs/decisions/0006-render-in-node.md), written by the build (scripts/src/webpack): the browser build's page-assets.json and Module
 * Federation manifest, and the Node build in `server/`.
 */
export const BUILD_FILES = {
  /** The browser files of each lazily loaded module (PageAssetsFile). */
  pageAssets: 'page-assets.json',
  federationManifest: 'mf-manifest.json',
  /** What a remote's build carries beside remoteEntry.js: what a release writes into the registry for it. */
  registryEntry: 'registry-entry.json',
  /** The Node build's folder. */
  serverDir: 'server',
  /** A remote's Node build's Module Federation container (`init(shareScope)`, `get('./routes')`), CommonJS. */
  container: 'container.cjs',
  /** The shell's server entry (renderPage, nodeRemotes): the federation host the remotes' containers share with. */
  renderPage: 'render-page.cjs',
} as const;

/** What a browser build's page-assets.json holds. */
export interface PageAssetsFile {
  /**
   * By imported module, relative to the package folder (as routes name them in `handle.modules`): the
   * JavaScript and CSS files of its chunk group, and the modules loaded lazily beneath it, at any depth (none
   * when absent).
   */
  imports: Record<string, { js: string[]; css: string[]; nested?: string[] }>;
}
