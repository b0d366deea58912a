import { createContext, useContext } from 'react';
import { useSettings } from '../api/settings.ts';

/** '{title} | {organisation name}', or the organisation name alone when there is no title (docs/requirements.md#screens-and-routes). */
export function formatTitle(title: string | undefined, organizationName: string): string {
  return title ? `${title} | ${organizationName}` : organizationName;
}

/**
 * Where a server render collects the document title: each DocumentTitle reports its text, the one rendered
 * last (a page's own, below the route's) winning. Absent in the browser, where React puts `<title>` in the head.
 */
export const DocumentTitleCollector = createContext<((title: string) => void) | undefined>(undefined);

/**
 * The document title '{title} | {organisation name}' (docs/requirements.md#screens-and-routes) as React 19's `<title>`, which React places in
 * the head. The shell's root renders one from the route's `handle.title`; a page that titles itself from data
 * it loaded (a news story's headline, docs/design.md#product-decisions) renders another, and React puts the one mounted last first in
 * the head, so the page's own title wins while it is shown and the route's returns when it goes. Under a
 * DocumentTitleCollector (the server render) it reports the text instead, for the stored document's head.
 */
export function DocumentTitle({ title }: { title: string | undefined }) {
  const { data: settings } = useSettings();
  const collect = useContext(DocumentTitleCollector);
  const text = formatTitle(title, settings?.organization_name ?? '');
  if (collect) {
    collect(text);
    return null;
  }
  return <title>{text}</title>;
}
