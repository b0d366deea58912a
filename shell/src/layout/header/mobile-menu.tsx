import { firstUseComponent, useFirstUseDialog } from '@site/shared';
import type { NavGroup } from '@site/contracts/types';
import { useLocation } from '@site/shared/router';
import { useEffect } from 'react';
import { MOBILE_MENU_ID } from './mobile-menu-id.ts';
import styles from './header.module.css';

const drawer = firstUseComponent(() => import('./mobile-drawer.tsx'));
const MobileDrawer = drawer.Component;
// Fetched when the browser is idle, or as the visitor touches or focuses the button.
const preload = () => void drawer.preload().catch(() => undefined);

/**
 * The mobile Menu button and its sidebar drawer with the same groups as the desktop menu (docs/requirements.md#screens-and-routes). The drawer
 * closes on navigation; its code loads on first use (mobile-drawer.tsx).
 */
export function MobileMenu({ groups }: { groups: NavGroup[] }) {
  const { open, setOpen, used, trigger, triggerProps } = useFirstUseDialog({ preload, controls: MOBILE_MENU_ID });
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname, setOpen]);
  return (
    <>
      <button {...triggerProps} className={styles.menuButton}>
        <span aria-hidden="true">☰</span> Menu
      </button>
      {used && <MobileDrawer groups={groups} open={open} onOpenChange={setOpen} trigger={trigger} />}
    </>
  );
}
