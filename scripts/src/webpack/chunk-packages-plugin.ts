import path from 'node:path';
import webpack, { type Compilation, type Compiler, type Module } from 'webpack';

/** The file a browser build writes beside its chunks: by JavaScript file, its bytes by package (ChunkPackagesFile). */
export const CHUNK_PACKAGES_FILE = 'chunk-packages.json';

/**
 * By JavaScript file name: the bytes of source (before minifying) each package put in it. A package is an npm
 * package (`react-dom`, `@module-federation/runtime-core`), a workspace package by its folder (`shell`,
 * `shared`, `mfe-about`), or `webpack runtime` for the loader code webpack and Module Federation write.
 */
export type ChunkPackagesFile = Record<string, Record<string, number>>;

/** The package a module's file belongs to: the npm package after the last node_modules/, else the workspace folder. */
export function packageOf(resource: string, root: string): string {
  const parts = resource.split(path.sep);
  const at = parts.lastIndexOf('node_modules');
  if (at >= 0) {
    const name = parts[at + 1] ?? '';
    return name.startsWith('@') ? `${name}/${parts[at + 2]}` : name;
  }
  return path.relative(root, resource).split(path.sep)[0] ?? resource;
}

/** The modules a module stands for: a concatenated module's parts, or the module itself. */
export function leafModules(module: Module): Module[] {
  const inner = (module as Module & { modules?: Module[] }).modules;
  return inner ? inner.flatMap(leafModules) : [module];
}

/**
 * Writes chunk-packages.json (ChunkPackagesFile) beside a browser build, so `npm run bench:weight` can say what
 * each kilobyte a page downloads is (docs/design.md#speed). Takes the repository root, from which a workspace
 * package is named.
 */
export class ChunkPackagesPlugin {
  private readonly root: string;

  constructor(root: string) {
    this.root = root;
  }

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap(ChunkPackagesPlugin.name, (compilation: Compilation) => {
      compilation.hooks.processAssets.tap(
        { name: ChunkPackagesPlugin.name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const content: ChunkPackagesFile = {};
          for (const chunk of compilation.chunks) {
            const bytes: Record<string, number> = {};
            const add = (name: string, size: number) => (bytes[name] = (bytes[name] ?? 0) + size);
            for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
              for (const leaf of leafModules(module)) {
                const resource = (leaf as Module & { resource?: string }).resource;
                if (!resource) continue;
                add(packageOf(resource, this.root), leaf.size('javascript'));
              }
            }
            for (const module of compilation.chunkGraph.getChunkRuntimeModulesIterable(chunk)) {
              add('webpack runtime', module.size());
            }
            for (const file of chunk.files) if (file.endsWith('.js')) content[file] = bytes;
          }
          compilation.emitAsset(
            CHUNK_PACKAGES_FILE,
            new webpack.sources.RawSource(`${JSON.stringify(content, null, 1)}\n`),
          );
        },
      );
    });
  }
}
