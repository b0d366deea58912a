import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { BUILD_FILES, type PageAssetsFile, type ServerChunksFile } from '../paths.ts';

/** A page's stylesheets and the remote files boot.js preloads, as stored in its document and record. */
export interface PageAssets {
  /** Same-origin stylesheets, by path, in cascade order. */
  styles: string[];
  /** The owning remote's files the page needs, fetched in parallel with the shell. */
  preloads: { href: string; as: 'script' | 'fetch' }[];
}

/** What the renderer knows of one build's files: read once per pass from the build folder. */
export interface BuildFiles {
  /** Where the build is served, e.g. `/` or `/remotes/about/1.0.0/`. */
  publicPath: string;
  imports: PageAssetsFile['imports'];
  serverChunks: ServerChunksFile;
  /** Stylesheets every page has once the build has started (the shell's shared modules), by file name. */
  startupStyles: string[];
  /** By exposed module's name (`routes`, `LatestNews`), the browser files it loads with it, by file name. */
  exposes: Record<string, { js: string[]; css: string[] }>;
}

interface FederationManifest {
  shared?: { assets: { css: { sync: string[] } } }[];
  exposes?: { name: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
}

const readJson = async <T>(file: string): Promise<T> => JSON.parse(await readFile(file, 'utf8')) as T;

/**
 * Reads a build's page-assets.json, Node chunks.json and Module Federation manifest from `dir`, served at
 * `publicPath`. Throws when the build has no Node build beside it (built before the renderer ran in Node).
 */
export async function readBuildFiles(dir: string, publicPath: string): Promise<BuildFiles> {
  const [assets, serverChunks, manifest] = await Promise.all([
    readJson<PageAssetsFile>(path.join(dir, BUILD_FILES.pageAssets)),
    readJson<ServerChunksFile>(path.join(dir, BUILD_FILES.serverDir, BUILD_FILES.serverChunks)),
    readJson<FederationManifest>(path.join(dir, BUILD_FILES.federationManifest)).catch(
      () => ({}) as FederationManifest,
    ),
  ]);
  return {
    publicPath,
    imports: assets.imports,
    serverChunks,
    startupStyles: (manifest.shared ?? []).flatMap((shared) => shared.assets.css.sync),
    exposes: Object.fromEntries(
      (manifest.exposes ?? []).map(({ name, assets }) => [name, { js: assets.js.sync, css: assets.css.sync }]),
    ),
  };
}

/**
 * The browser files (js and css, as served) of a build's exposed modules a page loaded (by the federation
 * manifest), then of the chunks of its Node build that the page's routes load (by chunks.json and
 * page-assets.json).
 */
function filesOf(build: BuildFiles, chunkIds: readonly (string | number)[], exposes: readonly string[] = []) {
  const js: string[] = [];
  const css: string[] = [];
  for (const name of exposes) {
    const files = build.exposes[name];
    if (!files) continue;
    js.push(...files.js.map((file) => build.publicPath + file));
    css.push(...files.css.map((file) => build.publicPath + file));
  }
  for (const id of chunkIds) {
    for (const module of build.serverChunks[String(id)] ?? []) {
      const files = build.imports[module];
      if (!files) continue;
      js.push(...files.js.map((file) => build.publicPath + file));
      css.push(...files.css.map((file) => build.publicPath + file));
    }
  }
  return { js: [...new Set(js)], css: [...new Set(css)] };
}

/**
 * A page's stylesheets and preloads (docs/decisions/0008-federation-node-runtime.md) from the modules it
 * loaded: the shell's startup stylesheets, then those of the shell's routes the page matched, then each
 * remote's (its exposed modules the page loaded, and its routes the page matched); the preloads are the
 * owning remote's remoteEntry.js and those files' scripts (a fragment of another remote loads when scrolled
 * near, so only its styles come with the page). Chunk ids are of the builds' Node builds; exposed modules by
 * name.
 */
export function pageAssets({
  shell,
  shellChunks,
  remotes,
  owner,
}: {
  shell: BuildFiles;
  shellChunks: readonly (string | number)[];
  /** Each remote the page used: its build, the chunks of its routes the page matched, its exposes the page loaded. */
  remotes: {
    name: string;
    build: BuildFiles;
    entry: string;
    chunks: readonly (string | number)[];
    exposes?: readonly string[];
  }[];
  /** The remote that owns the page's path, if any. */
  owner?: string;
}): PageAssets {
  const styles = [
    ...shell.startupStyles.map((file) => shell.publicPath + file),
    ...filesOf(shell, shellChunks).css,
  ];
  const preloads: PageAssets['preloads'] = [];
  for (const remote of remotes) {
    const files = filesOf(remote.build, remote.chunks, remote.exposes);
    styles.push(...files.css);
    if (remote.name === owner) {
      preloads.push({ href: remote.entry, as: 'script' }, ...files.js.map((href) => ({ href, as: 'script' as const })));
    }
  }
  return { styles: [...new Set(styles)], preloads };
}
