/**
 * Which code a page's routes load, for the page's stylesheets and preloads
 * (docs/decisions/0008-federation-node-runtime.md): each route that loads lazily names the modules its `lazy`
 * imports in `handle.modules` (docs/design.md#contracts), and the routes a page matched give the page's
 * modules, by the build whose routes they are. Nothing is kept between renders: a render keeps its own map.
 */
import type { RouteHandle } from '@site/contracts/types';
import type { RouteObject } from '@site/shared/router';

/** The modules of a page's matched routes: the shell's, and each remote's by federation name. */
export interface PageModules {
  shell: string[];
  remotes: Record<string, string[]>;
}

/**
 * Notes in `builds` that the handles of `routes` (children included) are those of `build`, a remote's
 * federation name. React Router copies route objects but keeps each one's `handle`, so a matched route's
 * handle tells which build declared it; the routes themselves are left as they are.
 */
export function noteRouteBuild(routes: readonly RouteObject[], build: string, builds: Map<object, string>): void {
  for (const route of routes) {
    if (route.handle && typeof route.handle === 'object') builds.set(route.handle as object, build);
    if (route.children) noteRouteBuild(route.children, build, builds);
  }
}

/**
 * The modules that `matched` (the routes of a page, as the router holds them) declare in `handle.modules`,
 * in order and once each: a remote's when `builds` (noteRouteBuild) knows the handle, the shell's otherwise.
 */
export function pageModules(
  matched: readonly { handle?: unknown }[],
  builds: ReadonlyMap<object, string>,
): PageModules {
  const shell = new Set<string>();
  const remotes = new Map<string, Set<string>>();
  for (const { handle } of matched) {
    const modules = (handle as RouteHandle | undefined)?.modules;
    if (!modules?.length) continue;
    const build = builds.get(handle as object);
    const into = build === undefined ? shell : (remotes.get(build) ?? remotes.set(build, new Set()).get(build)!);
    for (const module of modules) into.add(module);
  }
  return { shell: [...shell], remotes: Object.fromEntries([...remotes].map(([name, set]) => [name, [...set]])) };
}
