import { formatTitle, useSettings, useTitleOverride, type RouteHandle } from '@site/shared';
import { useMatches } from '@site/shared/router';

/** The current page's title: a page's own (useDocumentTitle) over the deepest route handle's title. */
export function useRouteTitle(): string | undefined {
  const matches = useMatches();
  const override = useTitleOverride();
  const handleTitle = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title)?.handle as
    RouteHandle | undefined;
  return override ?? handleTitle?.title;
}

/** The document title by the rule '{title} | {organisation name}' (SPEC §2). */
export function useFullTitle(): string {
  const title = useRouteTitle();
  const { data: settings } = useSettings();
  return formatTitle(title, settings?.organization_name ?? '');
}
