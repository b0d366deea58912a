import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { BUILD_FILES } from '@site/server/paths';
import path from 'node:path';
import type { Configuration } from 'webpack';
import { cssLoader, swcRule } from './loaders.ts';

/** The entry name that webpack writes as `file` ('[name].cjs'). */
const entryName = (file: string) => file.replace(/\.cjs$/, '');

interface ServerOptions {
  packageDir: string;
  /** 'shell' or the remote's federation name. */
  name: string;
  /** A remote's exposed modules, as its browser build exposes them. */
  exposes?: Record<string, string>;
  /** Module Federation's shared singletons, as the browser build declares them (federation-config.ts). */
  shared: Record<string, unknown>;
}

/**
 * The Node build of the shell or a remote (docs/decisions/0008-federation-node-runtime.md): the same sources
 * as the browser build, compiled for Node (`async-node`, CommonJS) into `dist/server/`, with the same CSS
 * Module class names (names only, no CSS) and image URLs, and Module Federation as in the browser: the same
 * shared singletons, the shell a host whose copies of them (and of `@site/shared`) every remote uses, a
 * remote a standard federation container (`container.cjs`, library `commonjs-module`: `init(shareScope)`,
 * `get('./routes')`) with the browser build's exposes. The shell's build has its server entry
 * (`render-page.cjs`). Each lazily loaded chunk stays a file of its own, loaded with `require` beside the
 * file that asks for it.
 */
export function serverConfig({ packageDir, name, exposes = {}, shared }: ServerOptions): Configuration {
  const isShell = name === 'shell';
  return {
    name: `${name}-server`,
    mode: 'production',
    target: 'async-node',
    context: packageDir,
    entry: isShell ? { [entryName(BUILD_FILES.renderPage)]: './src/server/render-page.tsx' } : {},
    devtool: false,
    output: {
      path: path.join(packageDir, 'dist', BUILD_FILES.serverDir),
      // The shell's files are served from '/'; a remote's version folder comes with its container's init
      // (node-runtime/public-path.ts).
      publicPath: isShell ? '/' : '',
      filename: '[name].cjs',
      chunkFilename: '[id].cjs',
      // Chunks load with require, not async-node's default (fs and vm): a remote's code in the render sandbox
      // may require its own files and no builtin (server/src/render/render-sandbox.ts).
      chunkLoading: 'require',
      uniqueName: `${name}-server`,
      ...(isShell ? { library: { type: 'commonjs2' } } : {}),
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        swcRule(true),
        { test: /\.css$/, use: [cssLoader(name, true, true)] },
        // The browser build's file names (content hashes), not written again.
        { test: /\.(svg|png|webp|avif|jpg)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    optimization: { minimize: false, splitChunks: false },
    plugins: [
      new ModuleFederationPlugin({
        name,
        ...(isShell
          ? {}
          : {
              filename: BUILD_FILES.container,
              library: { type: 'commonjs-module' },
              exposes,
              runtimePlugins: [path.join(import.meta.dirname, 'node-runtime/public-path.ts')],
            }),
        shared: shared as ConstructorParameters<typeof ModuleFederationPlugin>[0]['shared'],
        manifest: false,
        dts: false,
        shareStrategy: 'loaded-first',
        experiments: {
          // The shell's server entry takes its singletons from the share scope, so it starts once that is ready.
          asyncStartup: isShell,
          // Remotes are loaded by file, never by manifest (the shell's node-remotes.ts); remotes consume none.
          optimization: { disableSnapshot: true, disableRemote: !isShell, target: 'node' },
        },
      }),
    ],
    performance: { hints: false },
    infrastructureLogging: { level: 'error' },
  };
}
