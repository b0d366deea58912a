import { SETTINGS_PATH, type Registry, type SiteSettings } from '@site/shared';
import type { ReactNode } from 'react';
import { SWRConfig, type Cache } from 'swr';
import { RegistryContext } from './layout/registry-context.tsx';

/**
 * The providers around the router, the same for the first render, hydration and prerendering: the SWR cache
 * (seeded with the settings and with the API answers a prerendered page was rendered from, so hydration sees
 * the same data) and the registry for menus.
 */
export function SiteProviders({
  registry,
  settings,
  swrData,
  cache,
  children,
}: {
  registry: Registry;
  settings: SiteSettings;
  swrData?: Record<string, unknown>;
  cache: Cache;
  children: ReactNode;
}) {
  return (
    <SWRConfig value={{ provider: () => cache, fallback: { ...swrData, [SETTINGS_PATH]: settings } }}>
      <RegistryContext.Provider value={registry}>{children}</RegistryContext.Provider>
    </SWRConfig>
  );
}
