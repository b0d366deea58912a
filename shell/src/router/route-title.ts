import type { RouteHandle } from '@site/contracts/types';
import { useMatches } from '@site/shared/router';

/** The current route's page title: the deepest route handle's `title`, if any (docs/requirements.md#screens-and-routes). */
export function useRouteTitle(): string | undefined {
  const matches = useMatches();
  const handle = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title)?.handle as
    RouteHandle | undefined;
  return handle?.title;
}
