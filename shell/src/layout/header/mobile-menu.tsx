import * as Dialog from '@radix-ui/react-dialog';
import type { NavGroup } from '@site/shared';
import { useEffect, useState } from 'react';
import { Link, useLocation } from '@site/shared/router';
import styles from './header.module.css';

/** The mobile Menu button and its sidebar drawer with the same groups as the desktop menu (SPEC §2). */
export function MobileMenu({ groups }: { groups: NavGroup[] }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={styles.menuButton}>
        <span aria-hidden="true">☰</span> Menu
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.drawerOverlay} />
        <Dialog.Content className={styles.drawer} aria-describedby={undefined}>
          <Dialog.Title className={styles.drawerTitle}>Menu</Dialog.Title>
          <Dialog.Close className={styles.drawerClose} aria-label="Close menu">
            ×
          </Dialog.Close>
          <nav aria-label="Main">
            <ul className={styles.drawerList}>
              <li>
                <Link to="/">Home</Link>
              </li>
              {groups.map((group) => (
                <li key={group.title}>
                  {group.items.length === 0 ? (
                    <Link to={group.url}>{group.title}</Link>
                  ) : (
                    <>
                      <h2 className={styles.drawerGroup}>{group.title}</h2>
                      <ul>
                        {group.items.map((item) => (
                          <li key={item.url}>
                            <Link to={item.url}>{item.title}</Link>
                          </li>
                        ))}
                      </ul>
                    </>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
