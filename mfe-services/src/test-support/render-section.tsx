import { formatTitle } from '@site/shared';
import type { RouteHandle, SiteSettings } from '@site/contracts/types';
import { buildSettings } from '@site/test-support/builders';
import { render, type RenderResult } from '@testing-library/react';
import { useEffect } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useMatches } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { routes } from '../routes.tsx';

// Sets the document title from the deepest route handle, as the shell does (docs/requirements.md#screens-and-routes), so route tests can
// check '{page name} | {organisation name}'.
function TitledRoot({ organizationName }: { organizationName: string }) {
  const matches = useMatches();
  const title = [...matches]
    .reverse()
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .find(Boolean);
  useEffect(() => {
    document.title = formatTitle(title, organizationName);
  }, [title, organizationName]);
  return <Outlet />;
}

/**
 * Renders this section's real route objects (lazy pages, the lowercase redirect, the /404 fallback) at
 * `route`, under a root that titles the document like the shell, with a fresh SWR cache prefilled from
 * `swrFallback` (settings are always present, as the shell preloads them). Returns the router too, to read
 * the final location and history action.
 */
export function renderSection(
  route: string,
  {
    swrFallback = {},
    settings = buildSettings(),
  }: { swrFallback?: Record<string, unknown>; settings?: SiteSettings } = {},
): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <TitledRoot organizationName={settings.organization_name} />,
        hydrateFallbackElement: <p>Loading…</p>,
        children: [
          ...routes,
          { path: '/404', element: <h1>Not found</h1> },
          { path: '*', element: <h1>Elsewhere</h1> },
        ],
      },
    ],
    { initialEntries: [route] },
  );
  const result = render(
    <SWRConfig
      value={{
        provider: () => new Map(),
        dedupingInterval: 0,
        fallback: { '/api/settings': settings, ...swrFallback },
      }}
    >
      <RouterProvider router={router} />
    </SWRConfig>,
  );
  return { ...result, router };
}
