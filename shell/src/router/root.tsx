import { DocumentTitle, useSettings } from '@site/shared';
import type { RouteHandle } from '@site/contracts/types';
import { useEffect } from 'react';
import { Outlet, useLocation, useMatches, useNavigationType } from '@site/shared/router';
import { useRouteTitle } from './route-title.ts';

/**
 * The root route: renders the document title and sets the meta description from the route handles, scrolls to the top
 * on each new page, and reports page views to the configured analytics provider, if any (docs/design.md#product-decisions). Once it
 * has rendered in the browser it marks the document `data-shell="ready"`.
 */
export function Root() {
  const title = useRouteTitle();
  const location = useLocation();
  const navigationType = useNavigationType();
  const matches = useMatches();
  const description = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.description)?.handle as
    RouteHandle | undefined;
  const { data: settings } = useSettings();
  const analyticsEndpoint = settings?.analytics_endpoint;

  // Says the page has been hydrated (or rendered) and responds to input; the browser tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.shell = 'ready';
  }, []);

  useEffect(() => {
    setMetaDescription(description?.description ?? '');
  }, [description]);

  // Each new page starts at the top (docs/requirements.md#screens-and-routes); back and forward keep the browser's own scroll position.
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [location.pathname, navigationType]);

  useEffect(() => {
    if (analyticsEndpoint) sendPageView(analyticsEndpoint, location.pathname);
  }, [analyticsEndpoint, location.pathname]);

  // Before the outlet: a page's own title mounts after this one, so React puts it first and it wins.
  return (
    <>
      <DocumentTitle title={title} />
      <Outlet />
    </>
  );
}

function setMetaDescription(content: string): void {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = content;
}

/** Sends one page view (path only, no personal data) to `endpoint`; never blocks navigation. */
function sendPageView(endpoint: string, path: string): void {
  const body = JSON.stringify({ path, at: new Date().toISOString() });
  if (!navigator.sendBeacon?.(endpoint, body)) {
    void fetch(endpoint, { method: 'POST', body, keepalive: true }).catch(() => undefined);
  }
}
