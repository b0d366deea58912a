import { SETTINGS_PATH } from '@site/shared';
import type { Registry, SiteSettings } from '@site/contracts/types';
import type { ReactNode } from 'react';
import { SWRConfig, type Cache } from 'swr';
import { RemoteModulesContext, type LoadRemoteModule } from './federation/remote-modules.ts';
import { RegistryContext } from './layout/registry-context.tsx';
import { freshPageData } from './page-data-freshness.ts';

/**
 * The providers around the router, the same for the server render and for hydration: the SWR cache (seeded
 * with the settings and with the API answers a stored page was rendered from, so hydration sees the same
 * data; a preview's are never fetched again, and those in `freshKeys` are not fetched again on mount:
 * pageDataFreshness), the registry for menus, and `loadRemote`, how fragments of remotes are loaded here (Module Federation
 * in the browser, the remotes' Node builds in the renderer).
 */
export function SiteProviders({
  registry,
  settings,
  swrData,
  preview = false,
  freshKeys,
  cache,
  loadRemote,
  children,
}: {
  registry: Registry;
  settings: SiteSettings;
  swrData?: Record<string, unknown>;
  /** A preview: the page shows `swrData` and fetches nothing, so it stays the draft's. */
  preview?: boolean;
  /** Keys whose fallback data is as fresh as the page (pageDataFreshness): not revalidated when a hook mounts. */
  freshKeys?: ReadonlySet<string>;
  cache: Cache;
  loadRemote: LoadRemoteModule;
  children: ReactNode;
}) {
  return (
    <SWRConfig
      value={{
        provider: () => cache,
        fallback: { ...swrData, [SETTINGS_PATH]: settings },
        ...(preview && { isPaused: () => true }),
        ...(freshKeys && { use: [freshPageData(freshKeys)] }),
      }}
    >
      <RemoteModulesContext.Provider value={loadRemote}>
        <RegistryContext.Provider value={registry}>{children}</RegistryContext.Provider>
      </RemoteModulesContext.Provider>
    </SWRConfig>
  );
}
