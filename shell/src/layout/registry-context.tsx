import type { NavGroup, NavLink, Registry } from '@site/contracts/types';
import { createContext, useContext } from 'react';
import { registryEntries } from '@site/contracts/registry';

/** The registry the page started with, for menus and footer (docs/design.md#registry). */
export const RegistryContext = createContext<Registry>({ schemaVersion: 1, remotes: {} });

/** The main-menu groups from every remote's `nav`, in menu order (docs/requirements.md#navigation). */
function navGroups(registry: Registry): NavGroup[] {
  return registryEntries(registry)
    .flatMap(([, remote]) => (remote.nav ? [remote.nav] : []))
    .sort((a, b) => a.order - b.order);
}

/** Footer-only links from every remote (Privacy Policy and the like), in registry order. */
function footerLinks(registry: Registry): NavLink[] {
  return registryEntries(registry).flatMap(([, remote]) => remote.footerLinks ?? []);
}

/** The menu groups of the registry in context. */
export function useNavGroups(): NavGroup[] {
  return navGroups(useContext(RegistryContext));
}

/** The footer-only links of the registry in context. */
export function useFooterLinks(): NavLink[] {
  return footerLinks(useContext(RegistryContext));
}
