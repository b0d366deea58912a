/** The part of a react-router route object the sitemap needs (structural: the build reads route objects without the router). */
export interface RouteLike {
  path?: string;
  handle?: unknown;
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
