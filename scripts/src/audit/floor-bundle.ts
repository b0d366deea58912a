/**
 * The audit's floor (docs/design.md#speed): the stored document of a page with the site's scripts replaced by
 * one bundle that only loads and starts the runtime packages every page needs (react, react-dom, the router,
 * the Module Federation runtime, swr, dayjs; floor-entry.ts). The site's main-thread work is judged against
 * this floor, measured in the same run, since Lighthouse's Total Blocking Time follows the machine's load.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import webpack, { type Compilation, type Compiler, type Module } from 'webpack';
import { ROOT } from '../paths.ts';
import { leafModules } from '../webpack/chunk-packages-plugin.ts';
import { browserMinimizer } from '../webpack/minimizer.ts';
import { swcRule } from '../webpack/loaders.ts';
import { stripScripts } from './static-copy.ts';

/** The file the floor build writes beside its bundle: FloorChunkMap as JSON. */
export const FLOOR_CHUNK_MAP_FILE = 'floor-chunks.json';

/** By JavaScript file name: the source files of the modules in it, relative to the repository root. */
export type FloorChunkMap = Record<string, string[]>;

/** A built floor bundle: its folder, the script a page loads (a file name in it) and its chunk map. */
export interface FloorBundle {
  dir: string;
  script: string;
  chunkMap: FloorChunkMap;
}

/** The folders of the repository that hold the site's own code, which the floor must not contain. */
const SITE_FOLDERS = /^(shell|shared|contracts|api|server|mfe-[^/]+)\//;

/**
 * The module paths of `chunkMap` that are the site's own code: a file under the repository's shell/, shared/,
 * contracts/, api/, server/ or an mfe-* folder (an installed package, under node_modules/, is not). Empty when
 * the floor is clean.
 */
export function siteModulesIn(chunkMap: FloorChunkMap): string[] {
  return Object.values(chunkMap)
    .flat()
    .filter((file) => !file.split('/').includes('node_modules') && SITE_FOLDERS.test(file));
}

/** Collects the chunk map of a compilation: by emitted JavaScript file, its modules' files relative to ROOT. */
function chunkMapOf(compilation: Compilation): FloorChunkMap {
  const map: FloorChunkMap = {};
  for (const chunk of compilation.chunks) {
    const files = new Set<string>();
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      for (const leaf of leafModules(module)) {
        const resource = (leaf as Module & { resource?: string }).resource;
        if (resource) files.add(path.relative(ROOT, resource).split(path.sep).join('/'));
      }
    }
    for (const file of chunk.files) if (file.endsWith('.js')) map[file] = [...files].sort();
  }
  return map;
}

/**
 * Builds floor-entry.ts with webpack in production mode into `outDir` (created if missing): one script,
 * `floor.<hash>.js`, and FLOOR_CHUNK_MAP_FILE beside it. Takes about 10 to 20 s on the 2-core machine.
 * Returns the bundle; throws with webpack's messages when the build fails.
 */
export async function buildFloorBundle(outDir: string): Promise<FloorBundle> {
  let chunkMap: FloorChunkMap = {};
  const config: webpack.Configuration = {
    mode: 'production',
    context: ROOT,
    entry: path.join(import.meta.dirname, 'floor-entry.ts'),
    target: 'web',
    devtool: false,
    output: { path: outDir, filename: 'floor.[contenthash:10].js', clean: true },
    // One file, as the floor is one script: no split chunks to fetch one after another.
    optimization: {
      splitChunks: false,
      runtimeChunk: false,
      // The site's own minifier, so the two differ only by the site's code.
      minimizer: [browserMinimizer()],
    },
    performance: { hints: false },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: [swcRule(true)] },
    plugins: [
      {
        apply(compiler: Compiler) {
          compiler.hooks.afterEmit.tap('FloorChunkMap', (compilation) => {
            chunkMap = chunkMapOf(compilation);
          });
        },
      },
    ],
  };
  const stats = await new Promise<webpack.Stats>((resolve, reject) =>
    webpack(config, (error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  if (stats.hasErrors()) {
    const errors = stats.toJson({ all: false, errors: true }).errors ?? [];
    throw new Error(`The floor bundle did not build:\n${errors.map((e) => e.message).join('\n')}`);
  }
  await writeFile(path.join(outDir, FLOOR_CHUNK_MAP_FILE), `${JSON.stringify(chunkMap, null, 1)}\n`);
  const script = Object.keys(chunkMap).find((file) => /^floor\.[0-9a-f]+\.js$/.test(file));
  if (!script) throw new Error('The floor build wrote no floor.<hash>.js.');
  return { dir: outDir, script, chunkMap };
}

/**
 * The floor copy of a page's HTML: the static copy's document with the page's JSON data blocks kept in place
 * (the registry and settings in `#site-data`, which the floor bundle reads, and the preload list, so the
 * browser parses the same document as on the site), and `scriptSrc` loaded `defer` at the end of the head,
 * where the site loads its own start-up script.
 */
export function floorDocument(html: string, scriptSrc: string): string {
  return stripScripts(html, { keepJsonData: true }).replace(
    /<\/head>/i,
    `<script defer src="${scriptSrc}"></script></head>`,
  );
}
