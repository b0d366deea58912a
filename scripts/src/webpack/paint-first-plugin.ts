import { createHash } from 'node:crypto';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compilation, Compiler, Stats } from 'webpack';
import { PAGE_PRELOADS_ID } from '../paths.ts';

/** The build's name of the start-up script the page runs instead of the shell's entry. */
const BOOT_FILE = 'boot.js';

/**
 * The start-up script's published name: content-hashed like every other file of the shell, so pages can name it
 * as immutable and a repeat visit asks for nothing (`boot.0123456789.js`).
 */
const bootFileName = (code: string) => `boot.${createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`;

/** The start-up script's source in the shell's package: a call of boot() from shell/src/boot/boot.ts. */
const BOOT_START = 'src/boot/start.ts';

/**
 * Builds the start-up script (shell/src/boot/boot.ts, whose docstring tells when it starts the shell) for the
 * given entry script URLs: one minified file with the URLs and the preload list's id written in, in the
 * shell's own language level (ES2022: a browser that cannot run the shell keeps the static page).
 * A compilation of its own, so none of the shell's plugins (Module Federation above all) take part. Takes the
 * parent compiler and the URLs; returns the script's text and the files it was built from.
 */
function buildBoot(compiler: Compiler, entries: string[]): Promise<{ code: string; files: string[] }> {
  const { webpack } = compiler;
  const bootCompiler = webpack({
    mode: 'production',
    target: ['web', 'es2022'],
    context: compiler.context,
    entry: `./${BOOT_START}`,
    output: { path: compiler.outputPath, filename: BOOT_FILE },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: { loader: 'swc-loader', options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } } },
        },
      ],
    },
    plugins: [new webpack.DefinePlugin({ BOOT_CONFIG: JSON.stringify({ entries, preloadsId: PAGE_PRELOADS_ID }) })],
    performance: { hints: false },
    infrastructureLogging: { level: 'error' },
  });
  // The parent emits the script with its own assets; this compiler writes nothing.
  bootCompiler.hooks.shouldEmit.tap('PaintFirstPlugin', () => false);
  return new Promise((resolve, reject) => {
    bootCompiler.run((error, stats?: Stats) => {
      bootCompiler.close(() => undefined);
      if (error || !stats || stats.hasErrors()) {
        return reject(error ?? new Error(`${BOOT_FILE} failed to build:\n${stats?.toString('errors-only')}`));
      }
      const asset = stats.compilation.getAsset(BOOT_FILE);
      if (!asset) return reject(new Error(`The build of ${BOOT_FILE} made no ${BOOT_FILE}`));
      resolve({ code: asset.source.source().toString(), files: [...stats.compilation.fileDependencies] });
    });
  });
}

/**
 * The script files of the shared modules the shell's entry consumes as it starts (react, react-dom, the router,
 * swr, shared), by name. Module Federation's runtime would insert them only once the entry runs, one round
 * trip later and inside the entry's own task; boot.js adds them before the entry, so they download with it and
 * each runs in a task of its own (it only registers its modules), and the runtime finds them loaded. The page
 * does not preload them: what it asks for before its largest paint slows that paint.
 */
function startupChunkFiles(compilation: Compilation): string[] {
  const entry = compilation.entrypoints.get('main');
  if (!entry) return [];
  const { chunkGraph } = compilation;
  const files = new Set<string>();
  for (const chunk of entry.chunks) {
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      // A consumed shared module loads its own copy (the fallback) through its one async block.
      if (module.type !== 'consume-shared-module') continue;
      for (const block of module.blocks) {
        for (const fallbackChunk of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) {
          for (const file of fallbackChunk.files) if (file.endsWith('.js')) files.add(file);
        }
      }
    }
  }
  return [...files].sort();
}

/**
 * Replaces the shell's entry script tags in index.html with one small deferred boot.<hash>.js that adds them,
 * after the shared chunks they start with (startupChunkFiles), once the page has loaded and painted: a
 * prerendered page shows as soon as its HTML, styles and images are in, as a static page does, and nothing
 * else is asked for before then (docs/design.md#speed).
 */
export class PaintFirstPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('PaintFirstPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tapPromise('PaintFirstPlugin', async (data) => {
        const publicPath = data.publicPath === 'auto' ? '/' : data.publicPath;
        const entryScripts = data.assetTags.scripts
          .map((tag) => tag.attributes.src)
          .filter((src): src is string => typeof src === 'string');
        const entries = [...startupChunkFiles(compilation).map((file) => `${publicPath}${file}`), ...entryScripts];
        const { code, files } = await buildBoot(compiler, entries);
        for (const file of files) compilation.fileDependencies.add(file);
        const bootFile = bootFileName(code);
        compilation.emitAsset(bootFile, new compiler.webpack.sources.RawSource(code), {
          minimized: true,
          immutable: true,
        });
        // boot.js alone, with no preload of the entry scripts: a request that starts before the largest paint
        // shares the slow phone's bandwidth with the page's stylesheets and image, even at a low priority
        // (Lighthouse's LCP counts every such script), and boot.js adds the entries once the page has painted.
        data.assetTags.styles.push(
          HtmlWebpackPlugin.createHtmlTagObject('script', { defer: true, src: `${publicPath}${bootFile}` }),
        );
        data.assetTags.scripts = [];
        return data;
      });
    });
  }
}
