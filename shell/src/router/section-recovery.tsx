import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { Registry } from '@site/contracts/types';
import { RouterProvider, type Location } from '@site/shared/router';
import type { PreviousVersions } from '../federation/previous-version.ts';
import { RegistryContext } from '../layout/registry-context.tsx';
import { createSiteRouter } from './browser-router.ts';

type Router = ReturnType<typeof createSiteRouter>;

/**
 * Switches `remote` to its previous version for this page and shows the current address again from that
 * version, in place. Returns false when there is nothing to switch to (no previous version, or already on it).
 */
export type Recover = (remote: string, error: unknown) => boolean;

/** The page's way back to a last-known-good version of a section (docs/architecture.md); absent in tests and on the server. */
const RecoveryContext = createContext<Recover | undefined>(undefined);

/** The way back to a last-known-good version, when the page offers one. */
export function useRecover(): Recover | undefined {
  return useContext(RecoveryContext);
}

/**
 * The page's router and the registry its menus use, swapped in place when a section's page throws while
 * rendering and its remote has a previous version: the remote is registered again at that version and a new
 * router shows the same address, so the visitor stays on the page without a reload. Remotes are built with a
 * chunk-loading global of their own per build, so the previous version's code never picks up the failed
 * version's chunks.
 */
export function SiteRouter({
  router: initialRouter,
  versions,
  createRouter = (registry) => createSiteRouter(registry),
}: {
  router: Router;
  versions: PreviousVersions;
  /** Makes the replacement router for a registry, at the address the visitor is on (browser router: its own). */
  createRouter?: (registry: Registry, location: Location) => Router;
}) {
  const [state, setState] = useState(() => ({ router: initialRouter, registry: versions.applied() }));
  const recover = useCallback<Recover>(
    (remote, error) => {
      if (!versions.switchTo(remote, error)) return false;
      setState(({ router }) => {
        const registry = versions.applied();
        return { registry, router: createRouter(registry, router.state.location) };
      });
      return true;
    },
    [versions, createRouter],
  );
  const { router, registry } = state;
  // The replaced router still listens to the browser's history until disposed.
  const shown = useRef(router);
  useEffect(() => {
    if (shown.current !== router) shown.current.dispose();
    shown.current = router;
  }, [router]);
  return (
    <RecoveryContext.Provider value={recover}>
      <RegistryContext.Provider value={registry}>
        <RouterProvider router={router} />
      </RegistryContext.Provider>
    </RecoveryContext.Provider>
  );
}
