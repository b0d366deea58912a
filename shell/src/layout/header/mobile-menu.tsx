import type { NavGroup } from '@site/contracts/types';
import { useCallback, useRef } from 'react';
import { DialogCommandButton } from '../../lib/dialog-command-button.tsx';
import { useCloseOnNavigation } from './close-on-navigation.ts';
import styles from './header.module.css';
import { MobileDrawer } from './mobile-drawer.tsx';
import { MOBILE_MENU_ID } from './mobile-menu-id.ts';

/**
 * The mobile Menu button and its sidebar drawer with the same groups as the desktop menu
 * (docs/requirements.md#screens-and-routes). Takes the menu groups; returns the button and the drawer, both
 * in the server's markup. The drawer is the browser's modal `<dialog>`, which the button opens with an
 * invoker command (`commandfor`, `command="show-modal"`), so a tap before the shell has hydrated the page
 * opens it at once (docs/design.md#speed, header popups). The drawer closes on navigation.
 */
export function MobileMenu({ groups }: { groups: NavGroup[] }) {
  const drawer = useRef<HTMLDialogElement>(null);
  // Its links change the page without a reload; a modal dialog would stay open over the new page. Optional:
  // a document without dialog support (jsdom, which the unit tests run in) has no close.
  useCloseOnNavigation(useCallback(() => drawer.current?.close?.(), []));
  return (
    <>
      <DialogCommandButton
        dialog={MOBILE_MENU_ID}
        command="show-modal"
        className={styles.menuButton}
        aria-haspopup="dialog"
      >
        <span aria-hidden="true">☰</span> Menu
      </DialogCommandButton>
      <MobileDrawer ref={drawer} groups={groups} />
    </>
  );
}
