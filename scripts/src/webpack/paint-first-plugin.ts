import { createHash } from 'node:crypto';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compilation, Compiler, Stats, WebpackError } from 'webpack';
import { SHELL_START_SCRIPT_HASH } from '@site/api/security-policy';
import { PAGE_PRELOADS_ID, ROOT } from '../paths.ts';

/** The build's name of the start-up script, which it builds and inlines but does not publish as a file. */
const BOOT_FILE = 'boot.js';

/** The shell's folder, and in it the start-up script's source: a call of boot() from shell/src/boot/boot.ts. */
const SHELL_DIR = path.join(ROOT, 'shell');
const BOOT_START = path.join(SHELL_DIR, 'src/boot/start.ts');

/** The attribute of the start-up script's element listing the entry URLs, which boot.ts reads (ENTRIES_ATTRIBUTE). */
const ENTRIES_ATTRIBUTE = 'data-entries';

/**
 * The value of a Content-Security-Policy hash source for an inline script's text (`sha256-<base64>`, without
 * the quotes the policy puts around it), as browsers compute it over the element's text as UTF-8.
 */
export const inlineScriptHash = (code: string) =>
  `sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}`;

/**
 * Builds the start-up script (shell/src/boot/boot.ts, whose docstring tells when it starts the shell): one
 * minified script in the shell's own language level (ES2022: a browser that cannot run the shell keeps the
 * static page), with only the site's constant preload list id written in. It reads the entry URLs from its
 * own element, so its code is the same for every build of the same sources, and the Content-Security-Policy
 * can allow it by a hash that the policy's source states (docs/decisions/0011-inline-start-up-script.md).
 * A compilation of its own, so none of the shell's plugins (Module Federation above all) take part. Takes the
 * parent compiler; returns the script's text and the files it was built from.
 */
function buildBoot(compiler: Compiler): Promise<{ code: string; files: string[] }> {
  const { webpack } = compiler;
  const bootCompiler = webpack({
    mode: 'production',
    target: ['web', 'es2022'],
    // The shell's folder, wherever the parent builds: the script is the shell's whatever page it goes into.
    context: SHELL_DIR,
    entry: BOOT_START,
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
    plugins: [new webpack.DefinePlugin({ PAGE_PRELOADS_ID: JSON.stringify(PAGE_PRELOADS_ID) })],
    performance: { hints: false },
    infrastructureLogging: { level: 'error' },
  });
  // The script goes into index.html; this compiler writes nothing.
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
 * Why the start-up script's text cannot go into the page as it is, or undefined when it can: text that would
 * end the script element or change how the HTML parser reads it, or a hash the Content-Security-Policy does not
 * list (then the browser would refuse to run it).
 */
function inlineProblem(code: string): string | undefined {
  if (/<\/script|<!--/i.test(code))
    return `The start-up script's code holds "</script" or "<!--", which HTML would misread.`;
  const hash = inlineScriptHash(code);
  if (hash !== SHELL_START_SCRIPT_HASH) {
    return (
      `The start-up script's hash is ${hash}, but the Content-Security-Policy allows ${SHELL_START_SCRIPT_HASH}: ` +
      'its code changed. Set SHELL_START_SCRIPT_HASH in api/src/plugins/external/security-policy.ts to the new ' +
      'hash and run `npm run nginx:headers`.'
    );
  }
  return undefined;
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
 * Replaces the shell's entry script tags in index.html with the small start-up script, inline at the end of the
 * body, which adds them, after the shared chunks they start with (startupChunkFiles), once the page has loaded
 * and painted: a prerendered page shows as soon as its HTML, styles and images are in, as a static page does,
 * and no script is asked for before then (docs/design.md#speed). The script's element lists the entries in its
 * ENTRIES_ATTRIBUTE; its text is the same for every build and its hash is the one the Content-Security-Policy
 * lists, or the build fails (inlineProblem).
 */
export class PaintFirstPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('PaintFirstPlugin', (compilation) => {
      const hooks = HtmlWebpackPlugin.getHooks(compilation);
      let inlined: string | undefined;
      hooks.alterAssetTags.tapPromise('PaintFirstPlugin', async (data) => {
        const publicPath = data.publicPath === 'auto' ? '/' : data.publicPath;
        const entryScripts = data.assetTags.scripts
          .map((tag) => tag.attributes.src)
          .filter((src): src is string => typeof src === 'string');
        const entries = [...startupChunkFiles(compilation).map((file) => `${publicPath}${file}`), ...entryScripts];
        const { code, files } = await buildBoot(compiler);
        for (const file of files) compilation.fileDependencies.add(file);
        const problem = inlineProblem(code);
        if (problem) compilation.errors.push(new compiler.webpack.WebpackError(problem) as WebpackError);
        inlined = code;
        // Inline, with no request and no preload of the entry scripts: a request that starts before the largest
        // paint delays it in Lighthouse's model of a slow phone, even at a low priority (Lighthouse's LCP counts
        // every script that arrived before it). At the end of the body, so it runs once the page above it is
        // parsed and its stylesheets are in, as the deferred file did.
        data.assetTags.scripts = [
          HtmlWebpackPlugin.createHtmlTagObject('script', { [ENTRIES_ATTRIBUTE]: entries.join(' ') }, code),
        ];
        return data;
      });
      // The policy allows the script's text byte for byte: nothing (the HTML minifier above all) may change it.
      hooks.beforeEmit.tap('PaintFirstPlugin', (data) => {
        if (inlined !== undefined && !data.html.includes(`>${inlined}</script>`)) {
          compilation.errors.push(
            new compiler.webpack.WebpackError("index.html does not carry the start-up script's code as it was built."),
          );
        }
        return data;
      });
    });
  }
}
