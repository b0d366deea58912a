import { useSettings } from '@site/shared';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { useFullTitle } from './route-title.ts';

/**
 * The root route: sets the document title, scrolls to the top on each navigation (restoring the position on
 * back and forward), and reports page views to the configured analytics provider, if any (DESIGN §8).
 */
export function Root() {
  const title = useFullTitle();
  const location = useLocation();
  const { data: settings } = useSettings();
  const analyticsEndpoint = settings?.analytics_endpoint;

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    if (analyticsEndpoint) sendPageView(analyticsEndpoint, location.pathname);
  }, [analyticsEndpoint, location.pathname]);

  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Sends one page view (path only, no personal data) to `endpoint`; never blocks navigation. */
export function sendPageView(endpoint: string, path: string): void {
  const body = JSON.stringify({ path, at: new Date().toISOString() });
  if (!navigator.sendBeacon?.(endpoint, body)) {
    void fetch(endpoint, { method: 'POST', body, keepalive: true }).catch(() => undefined);
  }
}
