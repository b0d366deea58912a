import { pageDataRouterContext } from '@site/shared';
import type { LoaderFunction, Params, RouteObject } from '@site/shared/router';

/**
 * The API paths `route`'s loader declares (pageData) for `params`, as the renderer would fetch them; [] for a
 * route without a loader. Runs the loader with a source that records what it is asked to load.
 */
export async function declaredPaths(route: RouteObject, params: Params = {}): Promise<string[]> {
  if (typeof route.loader !== 'function') return [];
  const asked: string[] = [];
  const context = pageDataRouterContext({
    load: async (paths) => {
      asked.push(...paths);
      return {};
    },
  });
  const request = new Request('http://localhost/');
  await (route.loader as LoaderFunction)({ params, context, request, url: new URL(request.url), pattern: '' } as never);
  return asked;
}
