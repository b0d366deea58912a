/** The part of a react-router route object the sitemap needs (structural: the build reads route objects without the router). */
export interface RouteLike {
  path?: string;
  id?: string;
  index?: boolean;
  handle?: unknown;
  lazy?: unknown;
  children?: RouteLike[];
}

/**
 * The public static paths a remote's route objects serve, in order: every `path` without a parameter or
 * splat, children included, leaving out admin routes (`handle.layout === 'admin'`). A remote's build writes
 * this list as its registry entry's `routes`, from which the sitemap is built.
 */
export function publicRoutePaths(routes: RouteLike[]): string[] {
  return routes.flatMap((route) => {
    const isAdmin = (route.handle as { layout?: string } | undefined)?.layout === 'admin';
    const own = route.path && !/[:*]/.test(route.path) && !isAdmin ? [route.path] : [];
    return [...own, ...publicRoutePaths(route.children ?? [])];
  });
}

/** What a package's route objects declare they load lazily (docs/design.md#contracts). */
export interface DeclaredModules {
  /** Every module named by a route's `handle.modules`, once each, in order. */
  modules: string[];
  /** The routes that have `lazy` but no `handle.modules` list, by path (or id, or `index`), children included. */
  undeclared: string[];
}

/**
 * The modules that route objects name in `handle.modules`, children included, and the routes that load
 * lazily without a `handle.modules` list: the build refuses both a declared module it never loads lazily and
 * a route that states nothing (scripts/src/webpack/page-assets-plugin.ts).
 */
export function declaredModules(routes: RouteLike[]): DeclaredModules {
  const modules = new Set<string>();
  const undeclared: string[] = [];
  const visit = (route: RouteLike) => {
    const named = (route.handle as { modules?: unknown } | undefined)?.modules;
    const list = Array.isArray(named) ? named.filter((module): module is string => typeof module === 'string') : [];
    for (const module of list) modules.add(module);
    // An empty list is a statement (a lazy that imports nothing); a missing one is an omission.
    if (route.lazy !== undefined && !Array.isArray(named)) {
      undeclared.push(route.path ?? route.id ?? (route.index ? 'index route' : 'a route without path'));
    }
    for (const child of route.children ?? []) visit(child);
  };
  for (const route of routes) visit(route);
  return { modules: [...modules], undeclared };
}
