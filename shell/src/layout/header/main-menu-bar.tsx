import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import type { NavGroup } from '@site/contracts/types';
import { useState, type FocusEvent } from 'react';
import { Link, NavLink } from '@site/shared/router';
import styles from './header.module.css';
import { menuValue } from './menu-value.ts';
import { splitColumns } from './split-columns.ts';

/**
 * The desktop main menu (docs/requirements.md#navigation): each group opens a popover on hover, on keyboard focus and on
 * Enter, listing its links in one column, or two (and a wider popover) above 4 items. A group without items
 * is a plain link. Loaded by MainMenu (main-menu.tsx) on wide screens only.
 */
export default function MainMenuBar({ groups }: { groups: NavGroup[] }) {
  const [open, setOpen] = useState('');
  const openOnKeyboardFocus = (value: string) => (event: FocusEvent<HTMLButtonElement>) => {
    if (event.currentTarget.matches(':focus-visible')) setOpen(value);
  };
  return (
    <NavigationMenu.Root className={styles.mainMenu} aria-label="Main" value={open} onValueChange={setOpen}>
      <NavigationMenu.List className={styles.menuList}>
        {groups.map((group) =>
          group.items.length === 0 ? (
            <NavigationMenu.Item key={group.title}>
              <NavigationMenu.Link asChild>
                <NavLink to={group.url} className={styles.menuTrigger}>
                  {group.title}
                </NavLink>
              </NavigationMenu.Link>
            </NavigationMenu.Item>
          ) : (
            <NavigationMenu.Item key={group.title} value={menuValue(group.title)}>
              <NavigationMenu.Trigger
                className={styles.menuTrigger}
                onFocus={openOnKeyboardFocus(menuValue(group.title))}
              >
                {group.title}
                <span aria-hidden="true" className={styles.caret}>
                  ▾
                </span>
              </NavigationMenu.Trigger>
              <MenuPopover group={group} onNavigate={() => setOpen('')} />
            </NavigationMenu.Item>
          ),
        )}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}

function MenuPopover({ group, onNavigate }: { group: NavGroup; onNavigate: () => void }) {
  const columns = splitColumns(group.items);
  return (
    <NavigationMenu.Content
      className={`${styles.menuPopover} ${columns.length > 1 ? styles.menuPopoverWide : ''}`}
      data-columns={columns.length}
    >
      {columns.map((column, index) => (
        <ul key={index} className={styles.menuColumn}>
          {column.map((item) => (
            <li key={item.url}>
              <NavigationMenu.Link asChild>
                <Link to={item.url} className={styles.menuLink} onClick={onNavigate}>
                  {item.title}
                </Link>
              </NavigationMenu.Link>
            </li>
          ))}
        </ul>
      ))}
    </NavigationMenu.Content>
  );
}
