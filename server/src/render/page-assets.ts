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
}

interface FederationManifest {
  shared?: { assets: { css: { sync: string[] } } }[];
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
  };
}

/** The browser files (js and css, as served) of the chunks a render asked for in a build's Node build. */
function filesOfChunks(build: BuildFiles, chunkIds: readonly (string | number)[]) {
  const js: string[] = [];
  const css: string[] = [];
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
 * A page's stylesheets and preloads (docs/decisions/0006-render-in-node.md) from the chunks its render asked for: the shell's startup
 * stylesheets, then the shell's lazily loaded ones, then each remote's; the preloads are the owning remote's
 * remoteEntry.js and its chunks (a fragment of another remote loads when scrolled near, so only its styles
 * come with the page).
 */
export function pageAssets({
  shell,
  shellChunks,
  remotes,
  owner,
}: {
  shell: BuildFiles;
  shellChunks: readonly (string | number)[];
  /** Each remote the page used: its build and the chunks the render asked for. */
  remotes: { name: string; build: BuildFiles; entry: string; chunks: readonly (string | number)[] }[];
  /** The remote that owns the page's path, if any. */
  owner?: string;
}): PageAssets {
  const styles = [
    ...shell.startupStyles.map((file) => shell.publicPath + file),
    ...filesOfChunks(shell, shellChunks).css,
  ];
  const preloads: PageAssets['preloads'] = [];
  for (const remote of remotes) {
    const files = filesOfChunks(remote.build, remote.chunks);
    styles.push(...files.css);
    if (remote.name === owner) {
      preloads.push({ href: remote.entry, as: 'script' }, ...files.js.map((href) => ({ href, as: 'script' as const })));
    }
  }
  return { styles: [...new Set(styles)], preloads };
}
