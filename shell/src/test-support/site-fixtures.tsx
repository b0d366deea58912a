import type { Registry, SiteSettings } from '@site/shared';
import { DocumentTitleProvider, SETTINGS_PATH } from '@site/shared';
import { buildSettings as buildDemoSettings } from '@site/shared/fixtures';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { patchRemoteRoutes, shellRoutes } from '../router/create-router.tsx';
import { RegistryContext } from '../layout/registry-context.tsx';

/** Site settings for tests, with overrides. */
export function buildSettings(overrides: Partial<SiteSettings> = {}): SiteSettings {
  return buildDemoSettings({ organization_name: 'Test Radiology Group', ...overrides });
}

/** A registry for tests: one remote `about` at /about-us with a five-item menu group, plus overrides. */
export function buildRegistry(remotes: Registry['remotes'] = {}): Registry {
  return {
    schemaVersion: 1,
    remotes: {
      about: {
        version: '1.0.0',
        entry: '/remotes/about/1.0.0/remoteEntry.js',
        basePaths: ['/about-us'],
        nav: {
          title: 'About Us',
          url: '/about-us/meet-our-team',
          order: 1,
          items: ['One', 'Two', 'Three', 'Four', 'Five'].map((t) => ({
            title: t,
            url: `/about-us/${t.toLowerCase()}`,
          })),
        },
        footerLinks: [{ title: 'Privacy Policy', url: '/privacy-policy' }],
      },
      ...remotes,
    },
  };
}

/** Renders the whole shell at `path` with a memory router, as main.tsx does with the browser router. */
export function renderShell(path: string, { registry = buildRegistry(), settings = buildSettings() } = {}) {
  const router = createMemoryRouter(shellRoutes() as RouteObject[], {
    initialEntries: [path],
    patchRoutesOnNavigation: patchRemoteRoutes(registry),
  });
  const view = render(
    <SWRConfig value={{ provider: () => new Map(), fallback: { [SETTINGS_PATH]: settings } }}>
      <RegistryContext.Provider value={registry}>
        <DocumentTitleProvider>
          <RouterProvider router={router} />
        </DocumentTitleProvider>
      </RegistryContext.Provider>
    </SWRConfig>,
  );
  return { router, ...view };
}
