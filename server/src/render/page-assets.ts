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

const readJson = async (file: string): Promise<unknown> => JSON.parse(await readFile(file, 'utf8'));

/** The most modules a build's page-assets.json may list, and files or nested modules per module. */
const MAX_MODULES = 5_000;
const MAX_PER_MODULE = 500;
/**
 * A file of the build's own folder as webpack names it: path segments of letters, digits, `_`, `-` and `.`,
 * none of them `..`, at most 200 characters. A remote's build is a team's upload, and its file names end up
 * in every page that uses the remote.
 */
const BUILD_FILE = /^(?!.{201})(?:[\w-][\w.-]*)(?:\/[\w-][\w.-]*)*$/;

/** Throws, naming `what` and the build file, unless `value` is an array of at most `max` strings `valid` accepts. */
function stringList(value: unknown, what: string, valid: (item: string) => boolean, max = MAX_PER_MODULE): string[] {
  if (!Array.isArray(value) || value.length > max || !value.every((item) => typeof item === 'string' && valid(item))) {
    throw new Error(`The build's ${what} is not a list of at most ${max} file or module names`);
  }
  return value as string[];
}

const isBuildFile = (name: string) => BUILD_FILE.test(name) && !name.split('/').includes('..');
const isModuleName = (name: string) => name.length > 0 && name.length <= 500;

/**
 * A build's page-assets.json, checked (docs/design.md#contracts): `imports` by module name (own keys only, at
 * most MAX_MODULES), each with `js` and `css` lists of the build's own files and an optional `nested` list of
 * module names. Throws, saying what is wrong, for anything else; the release that brought it is refused.
 */
function checkPageAssetsFile(json: unknown): PageAssetsFile {
  const imports = (json as { imports?: unknown } | null)?.imports;
  if (typeof imports !== 'object' || imports === null || Array.isArray(imports)) {
    throw new Error("The build's page-assets.json has no `imports` object");
  }
  const entries = Object.entries(imports);
  if (entries.length > MAX_MODULES) throw new Error(`The build's page-assets.json lists over ${MAX_MODULES} modules`);
  // No prototype: a module named `constructor` or `__proto__` is a module like any other, or none.
  const checked: PageAssetsFile['imports'] = Object.create(null) as PageAssetsFile['imports'];
  for (const [module, files] of entries) {
    if (!isModuleName(module)) throw new Error("The build's page-assets.json names a module of over 500 characters");
    const { js, css, nested } = (files ?? {}) as Record<string, unknown>;
    checked[module] = {
      js: stringList(js, `scripts of ${module}`, isBuildFile),
      css: stringList(css, `stylesheets of ${module}`, isBuildFile),
      ...(nested !== undefined && {
        nested: stringList(nested, `modules beneath ${module}`, isModuleName, MAX_MODULES),
      }),
    };
  }
  return { imports: checked };
}

/** The build's Module Federation manifest's stylesheets and exposes, their file names checked as build files. */
function checkManifest(json: unknown): FederationManifest {
  const manifest = (json ?? {}) as FederationManifest;
  const list = (value: unknown, what: string) => stringList(value ?? [], what, isBuildFile);
  return {
    shared: (manifest.shared ?? []).map((shared) => ({
      assets: { css: { sync: list(shared?.assets?.css?.sync, 'shared stylesheets') } },
    })),
    exposes: (manifest.exposes ?? []).map((expose) => ({
      name: String(expose?.name),
      assets: {
        js: { sync: list(expose?.assets?.js?.sync, `scripts of ${String(expose?.name)}`) },
        css: { sync: list(expose?.assets?.css?.sync, `stylesheets of ${String(expose?.name)}`) },
      },
    })),
  };
}

/** The class names a stylesheet's selectors name (CSS Modules' are unique to their module), `url()`s aside. */
function classNames(css: string): Set<string> {
  const selectors = css.replace(/url\([^)]*\)/g, '').replace(/"[^"]*"|'[^']*'/g, '');
  return new Set([...selectors.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!));
}

/**
 * Reads a build's page-assets.json and Module Federation manifest from `dir`, served at `publicPath`. Throws
 * when the build has no page-assets.json, or when it or the manifest is not of the expected shape
 * (checkPageAssetsFile): a remote's build is a team's upload.
 */
export async function readBuildFiles(dir: string, publicPath: string): Promise<BuildFiles> {
  const [assets, manifest] = await Promise.all([
    readJson(path.join(dir, BUILD_FILES.pageAssets)).then(checkPageAssetsFile),
    readJson(path.join(dir, BUILD_FILES.federationManifest)).then(checkManifest, () => ({}) as FederationManifest),
  ]);
  // The stylesheets of the modules loaded beneath a page's module: the page shows one only if its markup
  // uses one of the classes it styles (a block below the fold does; a map loaded by an effect does not).
  const nestedCss = new Set(
    Object.values(assets.imports).flatMap(({ nested }) =>
      (nested ?? []).flatMap((module) => (Object.hasOwn(assets.imports, module) ? assets.imports[module]!.css : [])),
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
    const files = Object.hasOwn(build.exposes, name) ? build.exposes[name] : undefined;
    if (files) add(files);
  }
  const known = (module: string) => (Object.hasOwn(build.imports, module) ? build.imports[module] : undefined);
  const shown = (module: string) =>
    (known(module)?.css ?? []).some((file) =>
      [...(build.nestedClasses.get(file) ?? [])].some((name) => classes.has(name)),
    );
  for (const module of modules) {
    const files = known(module);
    if (!files) {
      throw new Error(
        `A route declares the module ${module}, which the build at ${build.publicPath} does not load lazily`,
      );
    }
    add(files);
    for (const nested of files.nested ?? []) if (shown(nested)) add(known(nested)!);
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
