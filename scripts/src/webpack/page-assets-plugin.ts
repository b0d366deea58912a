import path from 'node:path';
import { BUILD_FILES, type PageAssetsFile } from '@site/server/paths';
import webpack, { type Compilation, type Compiler } from 'webpack';
import type { DeclaredModules } from './route-paths.ts';

/**
 * Each lazily loaded chunk group of a compilation, as the module whose `import()` (or Module Federation
 * expose) created it, relative to the package folder, with the group's files, and the group itself (for the
 * groups loaded lazily beneath it).
 */
function lazyGroups(compilation: Compilation, context: string) {
  const groups: {
    module: string;
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
 * Writes, beside a browser build, what the renderer needs to name a page's files without a browser
 * (docs/decisions/0008-federation-node-runtime.md): page-assets.json, for each module loaded lazily (a page,
 * a block, an exposed module), the JavaScript and CSS files of its chunk group, and the modules loaded lazily
 * beneath it (`nested`: a page's blocks below the fold, or a map its effect loads). The renderer looks a
 * page's files up by the modules its matched routes declare (`handle.modules`, docs/design.md#contracts).
 *
 * Given `declared` (the modules the package's routes declare, and the routes that load lazily without
 * declaring them: route-paths.ts, declaredModules), it fails the build on a declared module the build never
 * loads lazily, and on a route with `lazy` and no `handle.modules`: either would drop a page's files silently.
 */
export class PageAssetsPlugin {
  private readonly declared: (() => DeclaredModules) | undefined;

  constructor(options: { declared?: () => DeclaredModules } = {}) {
    this.declared = options.declared;
  }

  apply(compiler: Compiler) {
    const context = compiler.context;
    compiler.hooks.thisCompilation.tap(PageAssetsPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PageAssetsPlugin.name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const groups = lazyGroups(compilation, context);
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
          if (this.declared) {
            const { modules, undeclared } = this.declared();
            for (const module of modules.filter((each) => !imports[each])) {
              compilation.errors.push(
                new webpack.WebpackError(
                  `A route's handle.modules names ${module}, which this build does not load lazily: ` +
                    'name the module its lazy imports, as a path from the package folder (docs/design.md#contracts).',
                ),
              );
            }
            for (const route of undeclared) {
              compilation.errors.push(
                new webpack.WebpackError(
                  `The route ${route} loads lazily but has no handle.modules, the modules its lazy imports ` +
                    '(docs/design.md#contracts).',
                ),
              );
            }
          }
          const content: PageAssetsFile = { imports };
          compilation.emitAsset(
            BUILD_FILES.pageAssets,
            new webpack.sources.RawSource(`${JSON.stringify(content, null, 1)}\n`),
          );
        },
      );
    });
  }
}
