import path from 'node:path';
import { BUILD_FILES, type PageAssetsFile, type ServerChunksFile } from '@site/server/paths';
import webpack, { type Compilation, type Compiler } from 'webpack';

/**
 * Each lazily loaded chunk group of a compilation, as the module whose `import()` (or Module Federation
 * expose) created it, relative to the package folder, with the group's chunk ids and files, and the group
 * itself (for the groups loaded lazily beneath it).
 */
function lazyGroups(compilation: Compilation, context: string) {
  const groups: {
    module: string;
    chunkIds: (string | number)[];
    files: string[];
    group: webpack.ChunkGroup;
    /** A shared module's own copy (Module Federation's fallback), loaded only when no other copy is there. */
    fallback: boolean;
  }[] = [];
  for (const group of compilation.chunkGroups) {
    for (const block of group.getBlocks()) {
      for (const dependency of (block as webpack.AsyncDependenciesBlock).dependencies) {
        const module = compilation.moduleGraph.getModule(dependency) as
          (webpack.Module & { resource?: string; rootModule?: { resource?: string } }) | null;
        const resource = module?.resource ?? module?.rootModule?.resource;
        if (!resource) continue;
        groups.push({
          module: path.relative(context, resource).split(path.sep).join('/'),
          chunkIds: group.chunks.flatMap((chunk) => (chunk.id === null ? [] : [chunk.id])),
          files: group.chunks.flatMap((chunk) => [...chunk.files]),
          group,
          fallback: compilation.moduleGraph.getParentModule(dependency)?.type === 'consume-shared-module',
        });
      }
    }
  }
  return groups;
}

/**
 * The chunk groups loaded lazily from `group`'s code, at any depth (`import()` inside a lazily loaded module),
 * except through `skipped` (shared modules' own copies, which another build's copy stands in for).
 */
function nestedGroups(
  group: webpack.ChunkGroup,
  skipped: ReadonlySet<webpack.ChunkGroup>,
  seen = new Set<webpack.ChunkGroup>(),
): Set<webpack.ChunkGroup> {
  for (const child of group.childrenIterable) {
    if (seen.has(child) || skipped.has(child)) continue;
    seen.add(child);
    nestedGroups(child, skipped, seen);
  }
  return seen;
}

/**
 * Writes, beside a build, what the renderer needs to name a page's files without a browser (docs/decisions/0006-render-in-node.md).
 * A browser build gets page-assets.json: for each module loaded lazily (a page, a block, an exposed module),
 * the JavaScript and CSS files of its chunk group, and the modules loaded lazily beneath it (`nested`: a
 * page's blocks below the fold, or a map its effect loads). A Node build gets chunks.json: for each of its
 * chunk ids, the modules it was made for. The renderer takes the chunk ids of the routes a page matched from
 * its Node build and looks up the browser files through the module paths both builds share
 * (docs/decisions/0008-federation-node-runtime.md).
 */
export class PageAssetsPlugin {
  private readonly target: 'browser' | 'node';

  constructor(target: 'browser' | 'node') {
    this.target = target;
  }

  apply(compiler: Compiler) {
    const context = compiler.context;
    compiler.hooks.thisCompilation.tap(PageAssetsPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PageAssetsPlugin.name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const groups = lazyGroups(compilation, context);
          let content: PageAssetsFile | ServerChunksFile;
          if (this.target === 'browser') {
            const byGroup = new Map<webpack.ChunkGroup, string[]>();
            const fallbacks = new Set<webpack.ChunkGroup>();
            for (const { module, group, fallback } of groups) {
              if (fallback) fallbacks.add(group);
              else byGroup.set(group, [...(byGroup.get(group) ?? []), module]);
            }
            const imports: PageAssetsFile['imports'] = {};
            for (const { module, files, group } of groups) {
              const entry = (imports[module] ??= { js: [], css: [] });
              for (const file of files) {
                const list = file.endsWith('.css') ? entry.css : file.endsWith('.js') ? entry.js : undefined;
                if (list && !list.includes(file)) list.push(file);
              }
              const nested = [...nestedGroups(group, fallbacks)].flatMap((child) => byGroup.get(child) ?? []);
              for (const each of nested) {
                if (each !== module && !(entry.nested ??= []).includes(each)) entry.nested!.push(each);
              }
            }
            content = { imports };
          } else {
            const chunks: ServerChunksFile = {};
            for (const { module, chunkIds } of groups) {
              for (const id of chunkIds) {
                const modules = (chunks[String(id)] ??= []);
                if (!modules.includes(module)) modules.push(module);
              }
            }
            content = chunks;
          }
          const file = this.target === 'browser' ? BUILD_FILES.pageAssets : BUILD_FILES.serverChunks;
          compilation.emitAsset(file, new webpack.sources.RawSource(`${JSON.stringify(content, null, 1)}\n`));
        },
      );
    });
  }
}
