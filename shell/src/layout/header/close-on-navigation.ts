import { useLocation } from '@site/shared/router';
import { useEffect, useRef } from 'react';

/**
 * Calls `close` after each client-side navigation (a change of path), for the header's popups, whose links
 * change the page without reloading it: the browser would leave them open. Not on the first render: a popup
 * the visitor opened before the shell hydrated the page stays open. Takes the function that closes the popup;
 * returns nothing.
 */
export function useCloseOnNavigation(close: () => void): void {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    close();
  }, [pathname, close]);
}
