/**
 * The render sandbox's entry (docs/design.md#the-render-sandbox): a process per call of renderInSandbox
 * (sandbox.ts), or, for the renderer's passes, per registry: the parent keeps a pass's process for the next
 * pass with the same registry and files, so a release's code never renders under another registry and the
 * remotes' code runs warm. Each call's API answers are its own. It runs under Node's permission model with
 * nothing in its environment. Started with the site's and the shell's folders as its arguments, it loads the
 * shell's Node build at once (a warm spare does so before its call, and warms that code up while it waits),
 * then waits for what to render over its pipe, where its parent also answers its API reads.
 * The shell's Node build is a Module Federation host; the registry's remotes are loaded through its federation
 * runtime (`nodeRemotes`), whose entries this file requires by path from the version folders
 * (docs/decisions/0008-federation-node-runtime.md). It renders the pages one at a time with the shell's
 * renderPage, and sends each page back as it finishes, announcing each page before it starts so the parent can
 * enforce the time limit.
 */
import type { Registry, SiteSettings } from '@site/contracts/types';
import { createRequire, isBuiltin, registerHooks } from 'node:module';
import { Socket } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { registryEntry, remoteForPath, servedVersion } from '@site/contracts/registry';
import { BUILD_FILES, REMOTE_FOLDERS } from '../paths.ts';
import { pageAssets, readBuildFiles, type BuildFiles } from './page-assets.ts';
import type { RenderedPage } from './page-renderer.ts';
import type { FromSandbox, SandboxInput, ToSandbox, WarmUp } from './sandbox-protocol.ts';

// The channel to the parent: its fd 3, one JSON message a line each way (not Node's IPC channel, whose
// messages the parent could not bound in size; sandbox.ts reads at most RENDER_MESSAGE_MB a line).
const channel = new Socket({ fd: 3, readable: true, writable: true });
const send = (message: FromSandbox) => {
  if (channel.writable) channel.write(`${JSON.stringify(message)}\n`);
};
// The parent going away ends the sandbox: nothing it renders could be used any more.
channel.on('close', () => process.exit(0));
channel.on('error', () => process.exit(0));

// API answers come from the parent: the sandbox has no network, no credentials and no API address.
let nextFetch = 1;
const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
/** Calls' inputs not yet rendered: a kept sandbox gets one call after another (sandbox.ts). */
const inputs: SandboxInput[] = [];
const waitingForInput: (() => void)[] = [];
/** Resolves once a call's input is waiting in `inputs`. */
async function inputCame(): Promise<void> {
  while (inputs.length === 0) await new Promise<void>((resolve) => waitingForInput.push(resolve));
}
/** The next call's input, once it has come. */
async function nextInput(): Promise<SandboxInput> {
  await inputCame();
  return inputs.shift()!;
}
let gotWarmUp: (warm: WarmUp) => void;
const warmUpArrived = new Promise<WarmUp>((resolve) => (gotWarmUp = resolve));
let buffered = '';
channel.setEncoding('utf8');
channel.on('data', (chunk: string) => {
  const lines = (buffered + chunk).split('\n');
  buffered = lines.pop()!;
  for (const line of lines) {
    const message = JSON.parse(line) as ToSandbox;
    if (message.type === 'render') {
      inputs.push(message.input);
      for (const resolve of waitingForInput.splice(0)) resolve();
    } else if (message.type === 'warm') gotWarmUp({ registry: message.registry, settings: message.settings });
    else if (message.type === 'answer') {
      const pending = waiting.get(message.id);
      waiting.delete(message.id);
      if (message.error !== undefined) pending?.reject(new Error(message.error));
      else pending?.resolve(message.found ? message.value : undefined);
    }
  }
});

// The site and the shell come on the command line, so that a spare started before its call loads the shell now.
const [site, shellDist] = process.argv.slice(2) as [string, string];
const requireFile = createRequire(import.meta.url);
const shellServer = path.join(shellDist, BUILD_FILES.serverDir);

/**
 * How many times a spare renders the not-found page while it waits. Measured on the demo site: in plain Node,
 * the 53 pages' first renders took 0.62 s cold, 0.50 s after 20 such renders and 0.44 s after 60 (medians of
 * 5); in the sandbox, a full pass that took a spare used 0.92–0.94 s of CPU cold and 0.77 s after 40.
 */
const WARM_UP_RENDERS = 40;
/** What a spare renders while it waits: the not-found page, which the shell's own routes answer. */
const WARM_UP_PATH = '/404';

/** A remote's Node container as the sandbox loaded it (shell/src/server/node-remotes.ts). */
interface LoadedContainer {
  container: unknown;
  publicPath: string;
}

/** The shell's server entry, as its Node build exports it (shell/src/server/render-page.tsx). */
interface ShellServer {
  /** Registers the registry's remotes with the shell's federation runtime; returns the loader of their modules. */
  nodeRemotes(
    registry: Registry,
    loadContainer: (name: string, entry: string) => Promise<LoadedContainer>,
  ): <T>(name: string, module: string) => Promise<T>;
  renderPage(request: {
    path: string;
    registry: Registry;
    settings: SiteSettings;
    origin: string;
    loadRemote: <T>(name: string, module: string) => Promise<T>;
    fetchApi: (key: string) => Promise<unknown>;
  }): Promise<
    | (Pick<RenderedPage, 'path' | 'html' | 'swrData' | 'title' | 'description'> & {
        /** The remotes the page loaded, by name (the sandbox adds their versions). */
        remotes: string[];
        /** By remote, the exposed modules the page loaded. */
        exposes: Record<string, string[]>;
        /** The modules the routes the page matched declare, the shell's and by remote (the sandbox turns them into files). */
        modules: { shell: string[]; remotes: Record<string, string[]> };
      })
    | undefined
  >;
}

/**
 * Builtins a remote's code is refused, with or without `node:`: the network, processes, threads, the
 * inspector, the file system and the module system itself (which would hand out the others). The permission
 * model stops most of what they could do already; this stops a remote from reaching for them at all.
 */
const REFUSED_BUILTINS = new Set([
  'net',
  'tls',
  'http',
  'https',
  'http2',
  'dgram',
  'dns',
  'dns/promises',
  'child_process',
  'worker_threads',
  'cluster',
  'inspector',
  'inspector/promises',
  'fs',
  'fs/promises',
  'module',
  'vm',
  'v8',
  'wasi',
  'repl',
  'trace_events',
]);
// A remote's Node build is a federation container: the shared singletons and @site/shared come from the
// shell's share scope, the rest is bundled, and its chunks are its own files. It requires no package at all,
// so the hook only confines it: its own files, and no builtin that reaches past its pages.
// Released versions, and a candidate being verified before its release (releases/install.ts).
const remoteRoots = Object.values(REMOTE_FOLDERS).map((folder) => path.join(site, folder) + path.sep);
const remoteRootUrls = remoteRoots.map((root) => pathToFileURL(root).href);
const refused = (specifier: string) =>
  new Error(`${specifier} is not available to a remote's Node build in the render sandbox`);
registerHooks({
  resolve(specifier, context, nextResolve) {
    const fromRemote = remoteRootUrls.some((root) => context.parentURL?.startsWith(root));
    if (!fromRemote) return nextResolve(specifier, context);
    if (isBuiltin(specifier)) {
      if (REFUSED_BUILTINS.has(specifier.replace(/^node:/, ''))) throw refused(specifier);
      return nextResolve(specifier, context);
    }
    // Its own files only: a path into the packages would hand it their builtins.
    if (!/^(\.|\/|file:)/.test(specifier)) throw refused(specifier);
    const resolved = nextResolve(specifier, context);
    if (!remoteRootUrls.some((root) => resolved.url.startsWith(root))) throw refused(specifier);
    return resolved;
  },
});

// The shell is the site's own code: a failure to load it fails the whole call, with its reason.
let shell!: ShellServer;
let shellFiles: BuildFiles;
try {
  // Its entry starts once its share scope is ready (Module Federation's async startup): the exports come as a promise.
  shell = (await requireFile(path.join(shellServer, BUILD_FILES.renderPage))) as ShellServer;
  shellFiles = await readBuildFiles(shellDist, '/');
} catch (error) {
  // Written before it exits: the parent reads why once a call takes this sandbox.
  channel.end(
    `${JSON.stringify({ type: 'fatal', reason: error instanceof Error ? error.message : String(error) })}\n`,
    () => process.exit(1),
  );
  await new Promise(() => undefined);
}

// Before any remote's code runs: the network APIs go, and the ways around the resolve hook with them.
// The sandbox has no network anyway (permission model, and a network namespace when run as root).
for (const name of ['fetch', 'WebSocket', 'EventSource', 'XMLHttpRequest', 'Navigator', 'navigator']) {
  Reflect.deleteProperty(globalThis, name);
}
const getBuiltinModule = process.getBuiltinModule.bind(process);
process.getBuiltinModule = ((id: string) => {
  if (REFUSED_BUILTINS.has(id.replace(/^node:/, ''))) throw refused(id);
  return getBuiltinModule(id);
}) as typeof process.getBuiltinModule;
for (const name of ['binding', '_linkedBinding', 'dlopen'] as const) {
  Object.defineProperty(process, name, {
    value: () => {
      throw refused(`process.${name}`);
    },
  });
}

// Ready: a spare waits here, with the shell loaded and no remote's code run, until a call sends its input.
// Meanwhile it renders the shell's own not-found page with the last call's registry and settings, and no
// data or remote, and throws the markup away: a page's code runs several times slower the first times it
// runs, and this way a pass's first pages are not those. It stops at the page it is on once a call comes.
const warmUp = await Promise.race([inputCame().then(() => undefined), warmUpArrived]);
for (let page = 0; warmUp && page < WARM_UP_RENDERS && inputs.length === 0; page++) {
  await shell
    .renderPage({
      path: WARM_UP_PATH,
      ...warmUp,
      origin: 'https://warm-up.invalid',
      loadRemote: () => Promise.reject(new Error('A warm-up loads no remote')),
      fetchApi: () => Promise.resolve(undefined),
    })
    .catch(() => undefined);
}
const first = await nextInput();
// One registry for the sandbox's life: the parent keeps a sandbox for later calls only with the same registry
// (and the same allowed files), so the federation runtime registers its remotes once.
const { registry } = first;
/** The call being rendered: its public address, settings and pages. */
let input = first;
/**
 * Set when a remote's registry version could not be loaded and its previous version answered: the runtime has
 * switched, so this sandbox ends after its call rather than render a later one from that state.
 */
let fellBack = false;

/** A loaded remote: its Node container, where it is served and the build files of the version that answered. */
interface LoadedRemote extends LoadedContainer {
  build: BuildFiles;
}
/** Each version loaded, by entry URL. */
const loaded = new Map<string, Promise<LoadedRemote>>();
/**
 * By remote, the version its modules now come from: the last one the federation runtime asked for, which is
 * the registry's previous version once the runtime has switched to it (shell/src/server/node-remotes.ts).
 */
const answering = new Map<string, Promise<LoadedRemote>>();

/**
 * Loads one version of a remote by its entry URL: a released one, e.g. `/remotes/about/1.0.0/remoteEntry.js`,
 * or a candidate being verified, `/candidates/about/<id>/remoteEntry.js`. Its Node container is required by
 * path from the version's folder, never fetched (the sandbox has no network).
 */
function loadVersion(entry: string): Promise<LoadedRemote> {
  let version = loaded.get(entry);
  if (!version) {
    version = requireVersion(entry);
    loaded.set(entry, version);
  }
  return version;
}

/** Requires a version's Node container and reads its build files (loadVersion). */
async function requireVersion(entry: string): Promise<LoadedRemote> {
  const publicPath = `${path.posix.dirname(entry)}/`;
  const dir = path.join(site, ...publicPath.split('/').filter(Boolean));
  if (!remoteRoots.some((root) => dir.startsWith(root))) throw new Error(`${entry} is not a remote's build`);
  const container = requireFile(path.join(dir, BUILD_FILES.serverDir, BUILD_FILES.container)) as unknown;
  return { container, publicPath, build: await readBuildFiles(dir, publicPath) };
}

/**
 * The container of remote `name` at the version of `entry`, as the federation runtime asks for it: the
 * registry's, or its previous version when the runtime has switched to that (a module that failed to load).
 * When the registry's version cannot be loaded at all, its previous version answers, as in the browser.
 */
function loadRemoteBuild(name: string, entry: string): Promise<LoadedRemote> {
  const remote = registryEntry(registry, name);
  if (!remote) return Promise.reject(new Error(`The registry has no remote ${name}`));
  if (entry !== remote.entry) fellBack = true;
  const version = loadVersion(entry).catch((error: unknown) => {
    if (entry !== remote.entry || !remote.previous) throw error;
    fellBack = true;
    return loadVersion(remote.previous.entry);
  });
  answering.set(name, version);
  return version;
}

// The browser asks Module Federation for `about/routes`, and so does the shell's Node build.
const loadRemote = shell.nodeRemotes(registry, loadRemoteBuild);

// One answer per API path for a call (the parent keeps them for the whole pass); a later call reads afresh.
const answers = new Map<string, Promise<unknown>>();
const fetchApi = (key: string) => {
  let answer = answers.get(key);
  if (!answer) {
    const id = nextFetch++;
    answer = new Promise((resolve, reject) => waiting.set(id, { resolve, reject }));
    send({ type: 'fetch', id, key: String(key) });
    answers.set(key, answer);
  }
  return answer;
};

/** Renders one page; undefined when the router moved elsewhere (the address is left to the 404 document). */
async function render(pagePath: string): Promise<RenderedPage | undefined> {
  const page = await shell.renderPage({
    path: pagePath,
    registry,
    settings: input.settings,
    origin: new URL(input.publicUrl).origin,
    loadRemote,
    fetchApi,
  });
  if (!page) return undefined;
  const remotes = await Promise.all(
    page.remotes.map(async (name) => {
      const { build } = await (answering.get(name) ?? loadRemoteBuild(name, registryEntry(registry, name)!.entry));
      const modules = page.modules.remotes[name] ?? [];
      return { name, build, entry: registryEntry(registry, name)!.entry, modules, exposes: page.exposes[name] ?? [] };
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
    remotes: Object.fromEntries(page.remotes.map((name) => [name, servedVersion(registry, name)!])),
    assets: pageAssets({
      html: page.html,
      shell: shellFiles,
      shellModules: page.modules.shell,
      remotes,
      owner: remoteForPath(registry, pagePath)?.name,
    }),
  };
}

// Each call's pages, then the next call's when the parent keeps this sandbox; it ends by being killed.
for (;;) {
  answers.clear();
  for (const pagePath of input.paths) {
    send({ type: 'start', path: pagePath });
    try {
      const page = await render(pagePath);
      send(page ? { type: 'rendered', page } : { type: 'moved', path: pagePath });
    } catch (error) {
      send({ type: 'failed', path: pagePath, reason: error instanceof Error ? error.message : String(error) });
    }
  }
  send(fellBack ? { type: 'done', last: true } : { type: 'done' });
  input = await nextInput();
}
