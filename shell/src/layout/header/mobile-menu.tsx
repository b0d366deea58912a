import type { NavGroup } from '@site/shared';
import { useLocation } from '@site/shared/router';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import styles from './header.module.css';

const loadDrawer = () => import('./mobile-drawer.tsx');
const MobileDrawer = lazy(loadDrawer);
// Fetch the drawer's code as soon as the visitor touches or focuses the button.
const preload = () => void loadDrawer();

/**
 * The mobile Menu button and its sidebar drawer with the same groups as the desktop menu (SPEC §2). The drawer
 * closes on navigation; its code loads on first use (mobile-drawer.tsx).
 */
export function MobileMenu({ groups }: { groups: NavGroup[] }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={styles.menuButton}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? 'mobile-menu' : undefined}
        onPointerDown={preload}
        onFocus={preload}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <span aria-hidden="true">☰</span> Menu
      </button>
      {used && (
        <Suspense fallback={null}>
          <MobileDrawer groups={groups} open={open} onOpenChange={setOpen} trigger={trigger} />
        </Suspense>
      )}
    </>
  );
}
