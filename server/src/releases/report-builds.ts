/**
 * Test fixtures for releases that are rendered for real (docs/design.md#release-reports): a shell build and
 * remote builds whose Node builds are written here from a description of their pages, small enough to render in
 * the real render sandbox in a fraction of a second, and complete enough to be released (registry entry, shared
 * versions, remoteEntry.js, page assets with one content-hashed chunk per page, as webpack writes them). Used by
 * the release tests of the server and of `npm run release`; nothing that ships imports it.
 */
import type { NavGroup, NavLink } from '@site/contracts/types';
import { createHash } from 'node:crypto';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BUILD_FILES } from '../paths.ts';

/** One page of a fixture remote. */
interface FixturePage {
  title: string;
  description?: string;
  /** The markup inside its `<main>`. */
  main: string;
  /** Its render throws this message: a build that fails to render. */
  throws?: string;
  /** Its markup ends with a random number, different at every render: markup that would not hydrate cleanly. */
  random?: boolean;
  /** Bytes of JavaScript its chunk adds (default a few dozen), for the size figures. */
  jsBytes?: number;
}

/** A fixture remote: its registry entry's fields and its pages by path (its `routes`). */
export interface FixtureRemote {
  name: string;
  basePaths: string[];
  nav?: NavGroup;
  footerLinks?: NavLink[];
  pages: Record<string, FixturePage>;
}

/** The react every fixture build shares with the fixture shell. */
const SHARED = [
  { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', assets: { css: { sync: [] }, js: { sync: [] } } },
];

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 10);

/**
 * The shell's Node build: every page has a header menu from the registry's `nav` groups (in `order`) and a footer
 * from its `footerLinks`, around the `<main>` of the remote that owns its path (its `routes.render(path)`), or
 * Home's and the not-found page's own. It reads `/api/settings` through fetchApi, as a real page does.
 */
const SHELL_RENDER_PAGE = `
const escape = (text) => String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const link = (item) => '<a href="' + escape(item.url) + '">' + escape(item.title) + '</a>';
exports.nodeRemotes = (registry, loadContainer) => async (name, module) => {
  const { container } = await loadContainer(name, registry.remotes[name].entry);
  await container.init({});
  return (await container.get('./' + module))();
};
exports.renderPage = async ({ path, registry, loadRemote, fetchApi }) => {
  const settings = await fetchApi('/api/settings');
  const remotes = Object.entries(registry.remotes);
  const owner = remotes.find(([, r]) => r.basePaths.some((b) => path === b || path.startsWith(b + '/')));
  const groups = remotes.map(([, r]) => r.nav).filter(Boolean).sort((a, b) => a.order - b.order);
  const menu = groups.map((g) => '<li>' + link(g) + (g.items.length ? '<ul>' + g.items.map((i) => '<li>' + link(i) + '</li>').join('') + '</ul>' : '') + '</li>').join('');
  const footer = remotes.flatMap(([, r]) => r.footerLinks || []).map(link).join(' ');
  let page = { title: 'Home', description: 'The practice', main: '<h1>Home</h1><p>Welcome to ' + escape(settings.organization_name) + '.</p>' };
  if (path === '/404') page = { title: 'Page not found', description: '', main: '<h1>Page not found</h1>' };
  else if (owner) {
    const routes = await loadRemote(owner[0], 'routes');
    page = await routes.render(path);
  } else if (path !== '/') return undefined;
  const html = '<header><nav aria-label="Main menu"><ul>' + menu + '</ul></nav></header><main>' + page.main +
    '</main><footer><p>' + escape(settings.organization_name) + '</p>' + footer + '</footer>';
  // The page's route declares the modules it loads in the remote's build (see page-assets.json below), as a
  // real route does: here its routes module and its page.
  const modules = { shell: [], remotes: owner ? { [owner[0]]: ['./routes', './pages' + path] } : {} };
  return { path, html, swrData: { '/api/settings': settings }, title: page.title, description: page.description || '', remotes: owner ? [owner[0]] : [], exposes: owner ? { [owner[0]]: ['routes'] } : {}, modules };
};`;

/** Writes the fixture shell's build into `dir` (mf-manifest.json, page-assets.json, its Node build); returns it. */
export async function writeFixtureShell(dir: string): Promise<string> {
  await mkdir(path.join(dir, 'server'), { recursive: true });
  await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'shell', shared: SHARED }));
  await writeFile(path.join(dir, 'page-assets.json'), JSON.stringify({ imports: {} }));
  await writeFile(path.join(dir, 'server', 'render-page.cjs'), SHELL_RENDER_PAGE);
  await openForTheSandbox(dir, dir);
  return dir;
}

/** The id of a page's chunk, from its path. */
const chunkId = (pagePath: string) => `page${pagePath.replaceAll('/', '-')}`;

/** A remote's Node container (Module Federation's contract): `./routes` renders the page of a path. */
const container = (pages: Record<string, FixturePage>) => `
const pages = ${JSON.stringify(pages)};
const routes = {
  async render(path) {
    const page = pages[path];
    if (!page) throw new Error('no page at ' + path);
    if (page.throws) throw new Error(page.throws);
    return { ...page, main: page.main + (page.random ? '<p>' + Math.random() + '</p>' : '') };
  },
};
exports.init = () => {};
exports.get = async (module) => {
  if (module !== './routes') throw new Error('no ' + module);
  return () => routes;
};`;

/**
 * Writes a build of `remote` in `<root>/builds/<label>`, as its team's build would leave it: mf-manifest.json
 * (built against the fixture shell's react), registry-entry.json (its base paths, routes, menu group and footer
 * links), remoteEntry.js, and per page a content-hashed JavaScript chunk and stylesheet named in page-assets.json,
 * with the Node build that renders its pages. Returns the folder.
 */
export async function writeFixtureBuild(root: string, label: string, remote: FixtureRemote): Promise<string> {
  const dir = path.join(root, 'builds', label);
  await mkdir(path.join(dir, 'server'), { recursive: true });
  const routes = Object.keys(remote.pages);
  const entry = {
    name: remote.name,
    basePaths: remote.basePaths,
    routes,
    ...(remote.nav && { nav: remote.nav }),
    ...(remote.footerLinks && { footerLinks: remote.footerLinks }),
  };
  await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: remote.name, shared: SHARED }));
  await writeFile(path.join(dir, BUILD_FILES.registryEntry), JSON.stringify(entry));
  // Over the kilobyte a release precompresses from, as every real remoteEntry.js is.
  const remoteEntry = `/* ${remote.name} ${label} */ window.remote = 1;\n`.repeat(40);
  await writeFile(path.join(dir, 'remoteEntry.js'), remoteEntry);
  const routesJs = `/* ${remote.name} routes */ export const routes = ${JSON.stringify(routes)};`;
  const imports: Record<string, { js: string[]; css: string[] }> = {
    './routes': { js: [`routes.${hash(routesJs)}.js`], css: [] },
  };
  await writeFile(path.join(dir, imports['./routes']!.js[0]!), routesJs);
  for (const [pagePath, page] of Object.entries(remote.pages)) {
    const js = `/* ${pagePath} */ render(${JSON.stringify(page)});${'x'.repeat(page.jsBytes ?? 0)}`;
    const css = `/* ${pagePath} */ main h1 { margin: 0 }`;
    const module = `./pages${pagePath}`;
    imports[module] = { js: [`${chunkId(pagePath)}.${hash(js)}.js`], css: [`${chunkId(pagePath)}.${hash(css)}.css`] };
    await writeFile(path.join(dir, imports[module].js[0]!), js);
    await writeFile(path.join(dir, imports[module].css[0]!), css);
  }
  await writeFile(path.join(dir, 'page-assets.json'), JSON.stringify({ imports }));
  await writeFile(path.join(dir, 'server', 'container.cjs'), container(remote.pages));
  await openForTheSandbox(dir, root);
  return dir;
}

/**
 * Opens `dir` and the folders above it up to `root` to others, as a site's folders are: a test run as root renders
 * as user nobody (docs/design.md#the-render-sandbox), which must be able to read the builds.
 */
async function openForTheSandbox(dir: string, root: string): Promise<void> {
  for (let at = dir; at.startsWith(root); at = path.dirname(at)) {
    await chmod(at, 0o755);
    if (at === root) return;
  }
}
