/**
 * The renderer's worker (docs/decisions/0006-render-in-node.md): one per pass, so each generation is rendered by a fresh module graph
 * and a release's code is never cached across generations. It loads the shell's Node build and the
 * registry's remotes' Node builds by file, renders the pages one at a time with the shell's renderPage,
 * fetching their data from the API, and posts back each page's markup, data and files. Started by
 * renderInWorker (page-renderer.ts); its input is `workerData` (WorkerInput).
 */
import type { Registry, SiteSettings } from '@site/contracts/types';
import { createRequire, registerHooks } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { remoteForPath } from '@site/shared/registry';
import { BUILD_FILES, REMOTE_FOLDERS } from '../paths.ts';
import { pageAssets, readBuildFiles, type BuildFiles } from './page-assets.ts';
import type { RenderedPage, WorkerInput, WorkerOutput } from './page-renderer.ts';

const input = workerData as WorkerInput;
const { site, shellDist, apiBase, publicUrl, registry, settings, apiHeaders } = input;
const requireFile = createRequire(import.meta.url);
const shellServer = path.join(shellDist, BUILD_FILES.serverDir);

/** The shell's server entry, as its Node build exports it (shell/src/server/render-page.tsx). */
interface ShellServer {
  renderPage(request: {
    path: string;
    registry: Registry;
    settings: SiteSettings;
    origin: string;
    loadRemote: <T>(name: string, module: string) => Promise<T>;
    fetchApi: (key: string) => Promise<unknown>;
  }): Promise<
    | (Pick<RenderedPage, 'path' | 'html' | 'swrData' | 'title' | 'description'> & {
        /** The remotes the page loaded, by name (the worker adds their versions). */
        remotes: string[];
        /** The shell's chunks the render asked for (the worker turns them into files). */
        chunks: (string | number)[];
      })
    | undefined
  >;
}

/** A remote's Node container (scripts/src/webpack/server-config.ts). */
interface Container {
  init(publicPath: string): void;
  get<T>(module: string): Promise<T>;
  record(): void;
  recorded(): (string | number)[];
}

// A remote's build leaves the singletons to be required, as its browser build takes them from the shell:
// they resolve as they do for the shell's Node build, and @site/shared is the shell's very module.
// Released versions, and a candidate being verified before its release (releases/install.ts).
const remoteRoots = Object.values(REMOTE_FOLDERS).map((folder) => path.join(site, folder) + path.sep);
const remoteRootUrls = remoteRoots.map((root) => pathToFileURL(root).href);
const requireAsShell = createRequire(path.join(shellServer, BUILD_FILES.renderPage));
const fromShell: Record<string, string> = {
  '@site/shared': path.join(shellServer, BUILD_FILES.shared),
  '@site/shared/router': path.join(shellServer, BUILD_FILES.sharedRouter),
};
registerHooks({
  resolve(specifier, context, nextResolve) {
    const fromRemote = remoteRootUrls.some((root) => context.parentURL?.startsWith(root));
    if (!fromRemote || /^(\.|\/|node:|file:)/.test(specifier)) {
      return nextResolve(specifier, context);
    }
    const file = fromShell[specifier] ?? requireAsShell.resolve(specifier);
    return { url: pathToFileURL(file).href, shortCircuit: true };
  },
});

const shell = requireFile(path.join(shellServer, BUILD_FILES.renderPage)) as ShellServer;
const shellFiles = await readBuildFiles(shellDist, '/');

/** A loaded remote: its container and the build files of the version that answered. */
interface LoadedRemote {
  container: Container;
  build: BuildFiles;
}
const loaded = new Map<string, Promise<LoadedRemote>>();

/**
 * Loads one version of a remote by its entry URL: a released one, e.g. `/remotes/about/1.0.0/remoteEntry.js`,
 * or a candidate being verified, `/candidates/about/<id>/remoteEntry.js`.
 */
async function loadVersion(entry: string): Promise<LoadedRemote> {
  const publicPath = `${path.posix.dirname(entry)}/`;
  const dir = path.join(site, ...publicPath.split('/').filter(Boolean));
  if (!remoteRoots.some((root) => dir.startsWith(root))) throw new Error(`${entry} is not a remote's build`);
  const container = requireFile(path.join(dir, BUILD_FILES.serverDir, BUILD_FILES.container)) as Container;
  container.init(publicPath);
  container.record();
  return { container, build: await readBuildFiles(dir, publicPath) };
}

/** A remote's container at its registry version, or its previous version when that fails, as in the browser. */
function loadRemote(name: string): Promise<LoadedRemote> {
  let remote = loaded.get(name);
  if (!remote) {
    const entry = registry.remotes[name];
    if (!entry) return Promise.reject(new Error(`The registry has no remote ${name}`));
    remote = loadVersion(entry.entry).catch((error: unknown) => {
      if (!entry.previous) throw error;
      return loadVersion(entry.previous.entry);
    });
    loaded.set(name, remote);
  }
  return remote;
}

// One answer per API path for the whole pass: every page of a generation reads the same data.
const answers = new Map<string, Promise<unknown>>();
const fetchApi = (key: string) => {
  let answer = answers.get(key);
  if (!answer) {
    answer = fetch(new URL(key, apiBase), { headers: apiHeaders }).then(async (response) => {
      if (response.status === 404) return undefined;
      if (!response.ok) throw new Error(`${key} answered ${response.status}`);
      return response.json() as Promise<unknown>;
    });
    answers.set(key, answer);
  }
  return answer;
};

/** Renders one page; undefined when the router moved elsewhere (the address is left to the 404 document). */
async function render(pagePath: string): Promise<RenderedPage | undefined> {
  for (const remote of loaded.values()) (await remote.catch(() => undefined))?.container.record();
  const page = await shell.renderPage({
    path: pagePath,
    registry,
    settings,
    origin: new URL(publicUrl).origin,
    // The browser asks Module Federation for `about/routes`; the container names its exposes `./routes`.
    loadRemote: async <T>(name: string, module: string) => (await loadRemote(name)).container.get<T>(`./${module}`),
    fetchApi,
  });
  if (!page) return undefined;
  const remotes = await Promise.all(
    page.remotes.map(async (name) => {
      const { container, build } = await loadRemote(name);
      return { name, build, entry: registry.remotes[name]!.entry, chunks: container.recorded() };
    }),
  );
  return {
    path: pagePath,
    html: page.html,
    swrData: page.swrData,
    title: page.title,
    description: page.description,
    // By the registry's version, not the one that answered: a page rendered with a remote's previous version
    // must be rendered again when the registry's entry changes.
    remotes: Object.fromEntries(page.remotes.map((name) => [name, registry.remotes[name]!.version])),
    assets: pageAssets({
      shell: shellFiles,
      shellChunks: page.chunks,
      remotes,
      owner: remoteForPath(registry, pagePath)?.name,
    }),
  };
}

const output: WorkerOutput = { rendered: [], moved: [], failed: [] };
for (const pagePath of input.paths) {
  try {
    const page = await render(pagePath);
    if (page) output.rendered.push(page);
    else output.moved.push(pagePath);
  } catch (error) {
    output.failed.push({ path: pagePath, reason: error instanceof Error ? error.message : String(error) });
  }
}
parentPort!.postMessage(output);
