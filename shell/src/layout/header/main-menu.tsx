import type { NavGroup } from '@site/contracts/types';
import { lazy, Suspense, useEffect, useState } from 'react';
import { isServerRender } from '../../lib/deferred.ts';
import styles from './header.module.css';

/** Where the desktop menu shows; header.module.css hides it below 900 px, where the Menu button takes over. */
const DESKTOP_MENU_QUERY = '(min-width: 900px)';

/** Marks the element that holds the desktop menu, so a phone can keep its server markup as it is. */
const SLOT_ATTRIBUTE = 'data-desktop-menu';

const MenuBar = lazy(() => import('./main-menu-bar.tsx'));
const isWide = () => typeof matchMedia !== 'function' || matchMedia(DESKTOP_MENU_QUERY).matches;

/** The desktop menu's markup as the page arrived with it ('' when the page was not prerendered). */
function serverMarkup(): string {
  if (typeof document === 'undefined') return '';
  return document.querySelector(`[${SLOT_ATTRIBUTE}]`)?.innerHTML ?? '';
}

/**
 * The desktop main menu (docs/requirements.md#navigation; main-menu-bar.tsx) in its bar, whose code (Radix's navigation
 * menu) loads only on a screen wide enough to show it: phones, which use the Menu button's drawer, never fetch
 * it. On a narrow screen a prerendered page keeps the menu's markup as inert, hidden HTML and renders the live
 * menu if the window grows past 900 px. Inert rather than left unhydrated: React makes every navigation wait
 * for an unhydrated block under the router, and this one would wait for a wide screen, so on a phone no link
 * would ever change the page.
 */
export function MainMenu({ groups }: { groups: NavGroup[] }) {
  const [wide, setWide] = useState(() => isServerRender() || isWide());
  const [markup] = useState(serverMarkup);
  useEffect(() => {
    if (wide) return;
    const query = matchMedia(DESKTOP_MENU_QUERY);
    const onChange = (event: MediaQueryListEvent) => event.matches && setWide(true);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [wide]);
  if (!wide) {
    return (
      <div
        key="inert"
        {...{ [SLOT_ATTRIBUTE]: '' }}
        className={styles.menuBar}
        dangerouslySetInnerHTML={{ __html: markup }}
      />
    );
  }
  return (
    <div key="live" {...{ [SLOT_ATTRIBUTE]: '' }} className={styles.menuBar}>
      <Suspense fallback={null}>
        <MenuBar groups={groups} />
      </Suspense>
    </div>
  );
}
