import type { Registry } from '@site/contracts/types';
import { SETTINGS_PATH } from '@site/shared';
import { buildSettings } from '@site/test-support/builders';
import { render } from '@testing-library/react';
import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { createMemoryRouter, type Location, type RouteObject } from 'react-router-dom';
import { PreviousVersions } from '../federation/previous-version.ts';
import { loadRemoteModule } from '../federation/remote-loader.ts';
import { RemoteModulesContext } from '../federation/remote-modules.ts';
import { SiteRouter } from '../router/section-recovery.tsx';
import { SWRConfig } from 'swr';
import { patchRemoteRoutes, shellRoutes } from '../router/create-router.tsx';

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

const memoryRouter = (registry: Registry, path: string | Partial<Location>) =>
  createMemoryRouter(shellRoutes() as RouteObject[], {
    initialEntries: [path],
    patchRoutesOnNavigation: patchRemoteRoutes(registry, loadRemoteModule),
  });

/**
 * Renders the whole shell at `path` with a memory router, as main.tsx does with the browser router (remote
 * modules through remote-loader.ts, which a test mocks). Switching a
 * remote to its previous version registers it again on `federation` (a mock unless given) and builds a new
 * memory router at the same address; `router()` is the one shown.
 */
export function renderShell(
  path: string,
  {
    registry = buildRegistry(),
    settings = buildSettings(),
    federation = { registerRemotes: jest.fn() } as Pick<ModuleFederation, 'registerRemotes'>,
  } = {},
) {
  const versions = new PreviousVersions(registry, federation);
  let shown = memoryRouter(registry, path);
  const createRouter = (next: Registry, location: Location) => (shown = memoryRouter(next, location));
  const view = render(
    <SWRConfig value={{ provider: () => new Map(), fallback: { [SETTINGS_PATH]: settings } }}>
      <RemoteModulesContext.Provider value={loadRemoteModule}>
        <SiteRouter router={shown} versions={versions} createRouter={createRouter} />
      </RemoteModulesContext.Provider>
    </SWRConfig>,
  );
  return { router: () => shown, federation, ...view };
}
