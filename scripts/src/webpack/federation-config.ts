import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import 'webpack-dev-server';
import { contentDigest, sharedContentVersion } from './content-version.ts';
import { cssLoader, swcRule } from './loaders.ts';
import { browserMinimizer } from './minimizer.ts';
import { ChunkPackagesPlugin } from './chunk-packages-plugin.ts';
import { PageAssetsPlugin } from './page-assets-plugin.ts';
import { PaintFirstPlugin } from './paint-first-plugin.ts';
import { readDeclaredModules } from './registry-entry.ts';
import { serverConfig } from './server-config.ts';
import { readRemotePackage, SHELL_DEV_PORT } from '../remotes.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

/** The version of an installed package, as its own package.json gives it. */
const installedVersion = (name: string): string =>
  readJson(path.join(root, 'node_modules', name, 'package.json')).version;

/**
 * The shared singletons (docs/design.md#contracts): one copy of each in the page, version-checked against the shell's
 * package.json. Trailing-slash keys share subpaths such as react-dom/client and react/jsx-runtime.
 *
 * react-router-dom is shared under its own name and version, but what fills that slot is the module
 * `@site/shared/router`, the list of its exports the site uses: a shared module keeps every export it has,
 * since the bundler cannot know what another remote will call, so sharing the package itself sends all of
 * react-router to every page (62 KB gzip against 30 KB for the list, measured on the shell's build).
 * dayjs is used through `@site/shared` only; its version comes from there.
 */
function sharedSingletons(packageDir: string) {
  const pkg = readJson(path.join(packageDir, 'package.json'));
  const deps: Record<string, string> = { ...pkg.dependencies, ...pkg.peerDependencies };
  const sharedPkg = readJson(path.join(root, 'shared/package.json'));
  const sharedVersion = sharedContentVersion(path.join(root, 'shared'));
  const entries: Record<string, { requiredVersion: string | undefined; shareKey?: string; version?: string }> = {
    react: { requiredVersion: deps.react },
    'react/': { requiredVersion: deps.react },
    'react-dom': { requiredVersion: deps['react-dom'] },
    'react-dom/': { requiredVersion: deps['react-dom'] },
    swr: { requiredVersion: deps.swr },
    dayjs: { requiredVersion: deps.dayjs ?? sharedPkg.dependencies.dayjs },
    '@site/shared': { requiredVersion: sharedVersion, version: sharedVersion },
    '@site/shared/router': {
      shareKey: 'react-router-dom',
      version: installedVersion('react-router-dom'),
      requiredVersion: deps['react-router-dom'],
    },
  };
  return Object.fromEntries(
    Object.entries(entries).map(([name, { requiredVersion, ...rest }]) => [
      name,
      {
        singleton: true,
        requiredVersion: (requiredVersion ?? false) as string | false,
        strictVersion: name.startsWith('@site/'),
        ...rest,
      },
    ]),
  );
}

/**
 * The share of page views, 0–1, whose Web Vitals the shell reports (docs/design.md#web-vitals), from the
 * environment's RUM_SAMPLE_RATE when the shell is built (default 1: every view). Throws for anything but a
 * number from 0 to 1, so a typo stops the build instead of silently sampling everything or nothing.
 */
function rumSampleRate(setting: string | undefined): number {
  if (setting === undefined || setting.trim() === '') return 1;
  const rate = Number(setting);
  if (!Number.isFinite(rate) || rate < 0 || rate > 1) {
    throw new Error(`RUM_SAMPLE_RATE must be a number from 0 to 1, not ${JSON.stringify(setting)}.`);
  }
  return rate;
}

interface FederatedOptions {
  /** The package folder (where package.json is). */
  packageDir: string;
  /** The federation name: 'shell' or the remote's name from its package.json (see remotes.ts). */
  name: string;
  /** Remote modules this package exposes; empty for the shell. */
  exposes?: Record<string, string>;
  mode: 'production' | 'development';
}

/**
 * The webpack configuration of the shell or a remote (docs/design.md#contracts, docs/design.md#stack): swc for TypeScript, CSS Modules
 * extracted per chunk, content-hashed files, and Module Federation 2 with a manifest. Remotes use
 * `publicPath: 'auto'` so a release folder can be served from any versioned URL.
 */
function federatedConfig({ packageDir, name, exposes, mode }: FederatedOptions): Configuration {
  const devPort = name === 'shell' ? SHELL_DEV_PORT : readRemotePackage(packageDir).devPort;
  const isShell = name === 'shell';
  const production = mode === 'production';
  return {
    mode,
    target: 'web',
    context: packageDir,
    entry: isShell ? { main: './src/main.tsx' } : {},
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(packageDir, 'dist'),
      publicPath: isShell ? '/' : 'auto',
      // The shell's entry is content-hashed, so a repeat visit asks for no unchanged code. Module Federation's
      // runtime module reads this template while webpack hashes chunks, before any content hash exists (webpack
      // 5.111 fails the build then), to learn the entry's folder: until the hash exists it gets the plain name,
      // which lies in the same folder, so the runtime's code is the same either way.
      filename:
        production && isShell
          ? (pathData) =>
              pathData.contentHash || pathData.chunk?.contentHash?.javascript
                ? '[name].[contenthash:10].js'
                : '[name].js'
          : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      uniqueName: name,
      // Each build of a remote has a chunk-loading global of its own: when a page switches a remote to its
      // previous version, that version's runtime must not adopt the chunks the failed version pushed. The
      // digest covers what a remote's chunks are built from: its own code, shared, and the contracts it bundles.
      ...(isShell
        ? {}
        : {
            chunkLoadingGlobal: `webpackChunk_${name}_${contentDigest(
              packageDir,
              path.join(root, 'shared'),
              path.join(root, 'contracts'),
            )}`,
          }),
      // The Node build (server-config.ts) writes dist/server/ at the same time.
      clean: { keep: /^server\// },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
    },
    module: {
      rules: [
        swcRule(production),
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, cssLoader(name, production)] },
        { test: /\.(svg|png|webp|avif|jpg)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new MiniCssExtractPlugin({
        filename: production ? '[name].[contenthash:10].css' : '[name].css',
        chunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      }),
      // A production build checks the modules its routes declare (read in a process of its own, registry-entry.ts).
      new PageAssetsPlugin(production ? { declared: () => readDeclaredModules(packageDir) } : {}),
      new ChunkPackagesPlugin(root),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: exposes ?? {},
        shared: sharedSingletons(packageDir),
        manifest: true,
        dts: false,
        shareStrategy: 'loaded-first',
        ...(isShell ? { runtimePlugins: [path.join(packageDir, 'src/federation/runtime-core-provider.ts')] } : {}),
        experiments: {
          asyncStartup: true,
          // One federation runtime per page: the shell publishes its runtime core and every remote's entry uses
          // it instead of carrying a copy of its own (about 15 KB gzip on each page that shows a remote).
          ...(isShell ? {} : { externalRuntime: true }),
          // Remotes are registered by their remoteEntry.js, never by manifest, so the runtime's snapshot code is
          // dead weight; remotes consume no remotes of their own; every bundle runs in a browser.
          optimization: { disableSnapshot: true, disableRemote: !isShell, target: 'web' },
        },
      }),
      ...(isShell
        ? [
            new HtmlWebpackPlugin({ template: './src/index.html', scriptLoading: 'defer', inject: 'body' }),
            new webpack.DefinePlugin({ RUM_SAMPLE_RATE: rumSampleRate(process.env.RUM_SAMPLE_RATE) }),
            ...(production ? [new PaintFirstPlugin()] : []),
          ]
        : []),
    ],
    optimization: { minimizer: [browserMinimizer()] },
    performance: { hints: false },
    // Module Federation's manifest plugin explains publicPath 'auto' on every build; only errors matter here.
    infrastructureLogging: { level: 'error' },
    devServer: {
      port: devPort,
      historyApiFallback: isShell,
      // Remotes are fetched cross-origin from the shell's dev server.
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: isShell
        ? [
            {
              context: ['/api', '/media', '/registry.json', '/_site/dev'],
              target: `http://127.0.0.1:${process.env.API_PORT ?? 8080}`,
            },
          ]
        : [],
    },
  };
}

type Mode = 'production' | 'development';

/**
 * The webpack configurations of a remote package, as its webpack.config.ts exports them: the browser build
 * (the federation name and dev port from its package.json, `./routes` (src/routes.tsx, its route objects and
 * section entry) exposed, plus any other `exposes`) and the Node build of the same modules for the renderer
 * (docs/architecture.md, docs/decisions/0006-render-in-node.md). A development server uses the first.
 */
export function remoteConfig(packageDir: string, extraExposes: Record<string, string> = {}) {
  return (_env: unknown, argv: { mode?: Mode }): Configuration[] => {
    const name = readRemotePackage(packageDir).name;
    const exposes = { './routes': './src/routes.tsx', ...extraExposes };
    const mode = argv.mode ?? 'production';
    return [
      federatedConfig({ packageDir, name, exposes, mode }),
      serverConfig({ packageDir, name, exposes, shared: sharedSingletons(packageDir) }),
    ];
  };
}

/** The webpack configurations of the shell: its browser build and its Node build for the renderer. */
export function shellConfig(packageDir: string) {
  return (_env: unknown, argv: { mode?: Mode }): Configuration[] => [
    federatedConfig({ packageDir, name: 'shell', mode: argv.mode ?? 'production' }),
    serverConfig({ packageDir, name: 'shell', shared: sharedSingletons(packageDir) }),
  ];
}
