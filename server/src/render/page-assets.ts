import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { BUILD_FILES, type PageAssetsFile } from '../paths.ts';

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
  /** Stylesheets every page has once the build has started (the shell's shared modules), by file name. */
  startupStyles: string[];
  /** By exposed module's name (`routes`, `LatestNews`), the browser files it loads with it, by file name. */
  exposes: Record<string, { js: string[]; css: string[] }>;
  /** By stylesheet of a module loaded lazily beneath another (file name), the class names it styles. */
  nestedClasses: Map<string, Set<string>>;
}

interface FederationManifest {
  shared?: { assets: { css: { sync: string[] } } }[];
  exposes?: { name: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
}

const readJson = async <T>(file: string): Promise<T> => JSON.parse(await readFile(file, 'utf8')) as T;

/** The class names a stylesheet's selectors name (CSS Modules' are unique to their module), `url()`s aside. */
function classNames(css: string): Set<string> {
  const selectors = css.replace(/url\([^)]*\)/g, '').replace(/"[^"]*"|'[^']*'/g, '');
  return new Set([...selectors.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!));
}

/**
 * Reads a build's page-assets.json and Module Federation manifest from `dir`, served at `publicPath`. Throws
 * when the build has no page-assets.json.
 */
export async function readBuildFiles(dir: string, publicPath: string): Promise<BuildFiles> {
  const [assets, manifest] = await Promise.all([
    readJson<PageAssetsFile>(path.join(dir, BUILD_FILES.pageAssets)),
    readJson<FederationManifest>(path.join(dir, BUILD_FILES.federationManifest)).catch(
      () => ({}) as FederationManifest,
    ),
  ]);
  // The stylesheets of the modules loaded beneath a page's module: the page shows one only if its markup
  // uses one of the classes it styles (a block below the fold does; a map loaded by an effect does not).
  const nestedCss = new Set(
    Object.values(assets.imports).flatMap(({ nested }) =>
      (nested ?? []).flatMap((module) => assets.imports[module]?.css ?? []),
    ),
  );
  const nestedClasses = new Map(
    await Promise.all(
      [...nestedCss].map(async (file) => {
        const css = await readFile(path.join(dir, file), 'utf8').catch(() => '');
        return [file, classNames(css)] as const;
      }),
    ),
  );
  return {
    publicPath,
    imports: assets.imports,
    nestedClasses,
    startupStyles: (manifest.shared ?? []).flatMap((shared) => shared.assets.css.sync),
    exposes: Object.fromEntries(
      (manifest.exposes ?? []).map(({ name, assets }) => [name, { js: assets.js.sync, css: assets.css.sync }]),
    ),
  };
}

/** The class names a page's markup uses. */
function markupClasses(html: string): Set<string> {
  return new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/).filter(Boolean)));
}

/**
 * The browser files (js and css, as served) of a build's exposed modules a page loaded (by the federation
 * manifest), then of the modules that the page's routes declare they load (by page-assets.json), and of the
 * modules loaded lazily beneath those that the page shows: those with a stylesheet whose classes its markup
 * (`classes`) uses. Throws for a declared module the build does not load lazily (its build would have refused
 * it, docs/design.md#contracts): a page is not stored without files it needs.
 */
function filesOf(
  build: BuildFiles,
  modules: readonly string[],
  classes: ReadonlySet<string>,
  exposes: readonly string[] = [],
) {
  const js: string[] = [];
  const css: string[] = [];
  const add = (files: { js: string[]; css: string[] }) => {
    js.push(...files.js.map((file) => build.publicPath + file));
    css.push(...files.css.map((file) => build.publicPath + file));
  };
  for (const name of exposes) {
    const files = build.exposes[name];
    if (files) add(files);
  }
  const shown = (module: string) =>
    (build.imports[module]?.css ?? []).some((file) =>
      [...(build.nestedClasses.get(file) ?? [])].some((name) => classes.has(name)),
    );
  for (const module of modules) {
    const files = build.imports[module];
    if (!files) {
      throw new Error(
        `A route declares the module ${module}, which the build at ${build.publicPath} does not load lazily`,
      );
    }
    add(files);
    for (const nested of files.nested ?? []) if (shown(nested)) add(build.imports[nested]!);
  }
  return { js: [...new Set(js)], css: [...new Set(css)] };
}

/**
 * A page's stylesheets and preloads (docs/decisions/0008-federation-node-runtime.md) from the modules it
 * loaded: the shell's startup stylesheets, then those of the modules the shell's routes the page matched
 * declare, then each remote's (its exposed modules the page loaded, the modules its routes the page matched
 * declare, and the modules loaded lazily beneath those whose styles the markup uses); the preloads are the
 * owning remote's remoteEntry.js and those files' scripts (a fragment of another remote loads when scrolled
 * near, so only its styles come with the page). Modules are as routes declare them (`handle.modules`,
 * package-relative paths); exposed modules by name. Throws for a declared module its build does not know.
 */
export function pageAssets({
  html,
  shell,
  shellModules,
  remotes,
  owner,
}: {
  /** The page's markup: which of the modules loaded beneath its routes' it shows. */
  html: string;
  shell: BuildFiles;
  /** The modules the shell's routes the page matched declare. */
  shellModules: readonly string[];
  /** Each remote the page used: its build, the modules its routes the page matched declare, its exposes the page loaded. */
  remotes: {
    name: string;
    build: BuildFiles;
    entry: string;
    modules: readonly string[];
    exposes?: readonly string[];
  }[];
  /** The remote that owns the page's path, if any. */
  owner?: string;
}): PageAssets {
  const classes = markupClasses(html);
  const styles = [
    ...shell.startupStyles.map((file) => shell.publicPath + file),
    ...filesOf(shell, shellModules, classes).css,
  ];
  const preloads: PageAssets['preloads'] = [];
  for (const remote of remotes) {
    const files = filesOf(remote.build, remote.modules, classes, remote.exposes);
    styles.push(...files.css);
    if (remote.name === owner) {
      preloads.push({ href: remote.entry, as: 'script' }, ...files.js.map((href) => ({ href, as: 'script' as const })));
    }
  }
  return { styles: [...new Set(styles)], preloads };
}
