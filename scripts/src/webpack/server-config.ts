import { BUILD_FILES } from '@site/server/paths';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { cssLoader, swcRule } from './loaders.ts';
import { PageAssetsPlugin } from './page-assets-plugin.ts';

/**
 * The packages that are one copy per page in the browser (Module Federation's shared singletons), left out of
 * every Node build and required at run time, so the shell and the remotes share one React, router and SWR.
 */
const SINGLETON_PACKAGES = ['react', 'react-dom', 'react-router', 'react-router-dom', 'swr', 'dayjs'];
/** What a remote's Node build takes from the shell's, as in the browser. */
const FROM_SHELL = ['@site/shared', '@site/shared/router'];

/** The entry name that webpack writes as `file` ('[name].cjs'). */
const entryName = (file: string) => file.replace(/\.cjs$/, '');

const packageOf = (request: string) =>
  request
    .split('/')
    .slice(0, request.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * The source of a remote's Node container: Module Federation's container contract in plain CommonJS. `init`
 * sets where the remote's files are served (the browser's publicPath, so image URLs match), `get` loads an
 * exposed module, and `record`/`recorded` collect the chunk ids a render asked for (every `import()` calls
 * `__webpack_require__.e`, loaded before or not).
 */
function containerSource(packageDir: string, exposes: Record<string, string>): string {
  const loaders = Object.entries(exposes)
    .map(([name, file]) => `  ${JSON.stringify(name)}: () => import(${JSON.stringify(path.join(packageDir, file))}),`)
    .join('\n');
  return `let recording;
const load = __webpack_require__.e;
__webpack_require__.e = (chunkId) => {
  recording?.add(chunkId);
  return load(chunkId);
};
const exposes = {
${loaders}
};
export function init(publicPath) {
  __webpack_public_path__ = publicPath;
}
export function get(name) {
  const load = exposes[name];
  if (!load) return Promise.reject(new Error('This remote exposes no ' + name));
  return load();
}
export function record() {
  recording = new Set();
}
export function recorded() {
  const ids = [...(recording ?? [])];
  recording = undefined;
  return ids;
}
`;
}

interface ServerOptions {
  packageDir: string;
  /** 'shell' or the remote's federation name. */
  name: string;
  /** A remote's exposed modules, as its browser build exposes them. */
  exposes?: Record<string, string>;
}

/**
 * The Node build of the shell or a remote (docs/decisions/0006-render-in-node.md): the same sources as the browser build, compiled for
 * Node as CommonJS into `dist/server/`, with the same CSS Module class names (names only, no CSS) and image
 * URLs, and the shared singletons left to be required at run time. The shell's build has its server entry
 * (`render-page.cjs`) and provides `@site/shared` to the remotes; a remote's has one container
 * (`container.cjs`) with its exposed modules. Each lazily loaded chunk stays a file of its own, and
 * `chunks.json` says which module each was made for.
 */
export function serverConfig({ packageDir, name, exposes = {} }: ServerOptions): Configuration {
  const isShell = name === 'shell';
  return {
    name: `${name}-server`,
    mode: 'production',
    target: 'node24',
    context: packageDir,
    entry: isShell
      ? {
          [entryName(BUILD_FILES.renderPage)]: './src/server/render-page.tsx',
          [entryName(BUILD_FILES.shared)]: '@site/shared',
          [entryName(BUILD_FILES.sharedRouter)]: '@site/shared/router',
        }
      : { [entryName(BUILD_FILES.container)]: 'virtual:server-container' },
    devtool: false,
    output: {
      path: path.join(packageDir, 'dist', BUILD_FILES.serverDir),
      // The shell's files are served from '/'; a remote's container sets its versioned folder at init.
      publicPath: isShell ? '/' : '',
      filename: '[name].cjs',
      chunkFilename: '[id].cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    externalsType: 'commonjs',
    externals: ({ request }, callback) => {
      if (request && (SINGLETON_PACKAGES.includes(packageOf(request)) || (!isShell && FROM_SHELL.includes(request)))) {
        return callback(undefined, `commonjs ${request}`);
      }
      callback();
    },
    module: {
      rules: [
        swcRule(true),
        { test: /\.css$/, use: [cssLoader(name, true, true)] },
        // The browser build's file names (content hashes), not written again.
        { test: /\.(svg|png|webp|avif|jpg)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    optimization: {
      minimize: false,
      // One runtime for the shell's entries, so the remotes' @site/shared is the very module the shell renders with.
      runtimeChunk: isShell ? { name: 'runtime' } : false,
      splitChunks: false,
    },
    plugins: [
      new PageAssetsPlugin('node'),
      ...(isShell
        ? []
        : [
            new webpack.experiments.schemes.VirtualUrlPlugin({
              'server-container': { source: () => containerSource(packageDir, exposes), context: packageDir },
            }),
          ]),
    ],
    performance: { hints: false },
    infrastructureLogging: { level: 'error' },
  };
}
