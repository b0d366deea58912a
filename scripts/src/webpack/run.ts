/**
 * Builds or serves the package in the current folder with its webpack.config.ts, through webpack's Node API
 * (webpack-cli cannot load TypeScript configs without a register hook; Node 24 strips types itself).
 * Usage: node ../scripts/src/webpack/run.ts build|dev
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack, { type Configuration } from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { precompress } from '@site/server/precompress';
import { writeRegistryEntry } from './registry-entry.ts';

const command = process.argv[2] ?? 'build';
const packageDir = process.cwd();
const mode = command === 'dev' ? 'development' : 'production';
const configModule = await import(pathToFileURL(path.join(packageDir, 'webpack.config.ts')).href);
// A package's config is its browser build, or that and its Node build (docs/decisions/0006-render-in-node.md).
const configs: Configuration[] = [configModule.default({}, { mode })].flat();
const config = configs[0]!;

if (command === 'dev') {
  const server = new WebpackDevServer(config.devServer ?? {}, webpack(config));
  await server.start();
} else {
  const started = performance.now();
  const stats = await new Promise<webpack.MultiStats>((resolve, reject) =>
    webpack(configs, (error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  const info = stats.toJson({ all: false, errors: true, warnings: true });
  for (const warning of info.warnings ?? []) console.warn(warning.message);
  if (stats.hasErrors()) {
    for (const error of info.errors ?? []) console.error(error.message);
    process.exit(1);
  }
  // A remote's build carries its registry entry, read from its routes, so a release needs nothing else.
  if (path.basename(packageDir).startsWith('mfe-')) writeRegistryEntry(packageDir, config.output!.path!);
  // Precompressed copies let the server send brotli or gzip without compressing on each request.
  await precompress(config.output!.path!);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`built ${path.basename(packageDir)} in ${seconds} s`);
}
