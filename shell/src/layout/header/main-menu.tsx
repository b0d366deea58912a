import type { NavGroup } from '@site/shared';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { isPrerendering, signal } from '../../lib/deferred.ts';

/** Where the desktop menu shows; header.module.css hides it below 900 px, where the Menu button takes over. */
export const DESKTOP_MENU_QUERY = '(min-width: 900px)';

const loadMenuBar = () => import('./main-menu-bar.tsx');
const isWide = () => typeof matchMedia !== 'function' || matchMedia(DESKTOP_MENU_QUERY).matches;

/**
 * The desktop main menu (SPEC §2 Navigation; main-menu-bar.tsx), whose code (Radix's navigation menu) loads
 * only on a screen wide enough to show it (issue 9): phones, which use the Menu button's drawer, never fetch
 * it. On a narrow screen a prerendered page keeps the menu's markup, hidden, and hydrates it if the window
 * grows past 900 px.
 */
export function MainMenu({ groups }: { groups: NavGroup[] }) {
  const [wide] = useState(signal);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return wide.resolve();
    const query = matchMedia(DESKTOP_MENU_QUERY);
    if (query.matches) return wide.resolve();
    const onChange = (event: MediaQueryListEvent) => event.matches && wide.resolve();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [wide]);
  const MenuBar = useMemo(
    () =>
      lazy(async () => {
        if (!isPrerendering() && !isWide()) await wide.promise;
        return loadMenuBar();
      }),
    [wide],
  );
  return (
    <Suspense fallback={null}>
      <MenuBar groups={groups} />
    </Suspense>
  );
}
