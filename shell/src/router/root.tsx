import { DocumentTitle, useSettings } from '@site/shared';
import type { Registry, RouteHandle } from '@site/contracts/types';
import { useContext, useEffect, useEffectEvent } from 'react';
import { Outlet, useLocation, useMatches, useNavigationType } from '@site/shared/router';
import { remoteForPath } from '@site/contracts/registry';
import { RegistryContext } from '../layout/registry-context.tsx';
import { useRouteTitle } from './route-title.ts';
import { servedVersion } from '@site/contracts/registry';

/**
 * The root route: renders the document title and sets the meta description from the route handles, scrolls to the top
 * on each new page, and reports page views to the site's own API: a remote's page always, counted for the version this
 * page runs (docs/design.md#releases), and every page while the settings say analytics is on (an endpoint the API passes
 * it on to, which the page never learns) (docs/design.md#privacy-and-analytics). Once it has rendered in the browser it marks the document `data-shell="ready"`.
 */
export function Root() {
  const title = useRouteTitle();
  const location = useLocation();
  const navigationType = useNavigationType();
  const matches = useMatches();
  const description = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.description)?.handle as
    RouteHandle | undefined;
  const { data: settings } = useSettings();
  const analyticsOn = settings?.analytics_enabled === true;
  const registry = useContext(RegistryContext);
  // Reads the registry when a page is shown, without making a registry change a page view of its own: a page
  // whose remote failed and is shown again from its previous version was counted, for the failed version, already.
  // A remote's page is always counted for its version (the canary rule needs the views); other pages only
  // while the settings name an analytics endpoint, as they are only passed on.
  const reportPageView = useEffectEvent((path: string, passOn: boolean) => {
    const view = pageViewOf(registry, path);
    if (passOn || 'version' in view) sendPageView(view);
  });

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
    reportPageView(location.pathname, analyticsOn);
  }, [analyticsOn, location.pathname]);

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

/** The API call that takes page views and passes them on to the analytics endpoint (same origin). */
const PAGE_VIEWS_PATH = '/api/page-views';

/** A page view as the API takes it: the path, and for a remote's page that remote and its version. */
interface PageView {
  path: string;
  remote?: string;
  version?: string;
}

/**
 * The page view of `path`: `{path, remote, version}` with the remote that owns it by the registry's basePaths
 * and that remote's version in `registry`, the registry the page runs with (inlined in the document, so for a
 * visitor in the canary the canary's version), for the API to count views per version; `{path}` alone for
 * Home and pages no remote owns.
 */
function pageViewOf(registry: Registry, path: string): PageView {
  const remote = remoteForPath(registry, path)?.name;
  const version = remote === undefined ? undefined : servedVersion(registry, remote);

  return remote !== undefined && version !== undefined ? { path, remote, version } : { path };
}

/**
 * Sends one page view, `{path}` or `{path, remote, version}`, to the site's own API: no cookies, no referrer,
 * nothing else of the visitor's. Same origin, so the Content-Security-Policy never has to name the analytics
 * service. Fire and forget: it never blocks navigation, and a failure is ignored.
 */
function sendPageView(view: PageView): void {
  try {
    void fetch(PAGE_VIEWS_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(view),
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // Counting is best effort.
  }
}
