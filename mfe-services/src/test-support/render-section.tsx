import { formatTitle, type RouteHandle, type SiteSettings } from '@site/shared';
import { buildSettings as buildSharedSettings } from '@site/shared/fixtures';
import { render, type RenderResult } from '@testing-library/react';
import { useEffect } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useMatches } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { routes } from '../routes.tsx';

/** Site settings as the shell preloads them; override fields per test. */
export function buildSettings(overrides: Partial<SiteSettings> = {}): SiteSettings {
  return {
    // The shared builder's facts for the fields these tests do not state.
    ...buildSharedSettings(),
    organization_name: 'Riverbend Radiology Physicians',
    street_address: '100 Riverside Drive',
    city: 'Dayton',
    state: 'OH',
    zip: '45402',
    phone: '(937) 555-0100',
    fax: '(937) 555-0101',
    email: 'info@riverbendradiology.example',
    social_url: 'https://social.example/riverbend',
    social_name: 'Riverbend Radiology',
    billing_phone: '(937) 555-0110',
    billing_alert_text: 'A text about your invoice is from our billing company.',
    invoices_by_mail_date: '2025-09-01',
    billing_company_since: '2015-10-01',
    founded_year: 1975,
    physician_count: 47,
    physician_assistant_count: 5,
    analytics_endpoint: '',
    ...overrides,
  };
}

// Sets the document title from the deepest route handle, as the shell does (SPEC §2), so route tests can
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
