import { SETTINGS_PATH } from '@site/shared';
import type { Registry, SiteSettings } from '@site/contracts/types';
import type { ReactNode } from 'react';
import { SWRConfig, type Cache } from 'swr';
import { RemoteModulesContext, type LoadRemoteModule } from './federation/remote-modules.ts';
import { RegistryContext } from './layout/registry-context.tsx';

/**
 * The providers around the router, the same for the server render and for hydration: the SWR cache (seeded
 * with the settings and with the API answers a stored page was rendered from, so hydration sees the same
 * data; a preview's are never fetched again), the registry for menus, and `loadRemote`, how fragments of remotes are loaded here (Module Federation
 * in the browser, the remotes' Node builds in the renderer).
 */
export function SiteProviders({
  registry,
  settings,
  swrData,
  preview = false,
  cache,
  loadRemote,
  children,
}: {
  registry: Registry;
  settings: SiteSettings;
  swrData?: Record<string, unknown>;
  /** A preview: the page shows `swrData` and fetches nothing, so it stays the draft's. */
  preview?: boolean;
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
      }}
    >
      <RemoteModulesContext.Provider value={loadRemote}>
        <RegistryContext.Provider value={registry}>{children}</RegistryContext.Provider>
      </RemoteModulesContext.Provider>
    </SWRConfig>
  );
}
