import { useSettings } from '@site/shared';
import type { NavGroup } from '@site/contracts/types';
import { Link } from '@site/shared/router';
import type { Ref } from 'react';
import { DialogCommandButton } from '../../lib/dialog-command-button.tsx';
import { ContactDetails } from '../address.tsx';
import { BillingNoticeText } from './billing-notice.tsx';
import styles from './header.module.css';
import { MOBILE_MENU_ID } from './mobile-menu-id.ts';

/**
 * The mobile menu's sidebar drawer (docs/requirements.md#screens-and-routes): the same groups as the desktop
 * menu, then the header's contact details (address, phone, fax) and the billing alert, which the compact
 * phone header leaves out. Takes the menu groups and a ref to the `<dialog>`; returns the closed dialog, in
 * the server's markup. The Menu button opens it as a modal (mobile-menu.tsx), which gives it focus
 * containment, Escape, the inert page behind and focus back to the button; header.module.css locks the
 * page's scroll while it is open.
 */
export function MobileDrawer({ groups, ref }: { groups: NavGroup[]; ref: Ref<HTMLDialogElement> }) {
  return (
    <dialog ref={ref} id={MOBILE_MENU_ID} aria-labelledby="mobile-menu-title" className={styles.drawer}>
      <h2 id="mobile-menu-title" className={styles.drawerTitle}>
        Menu
      </h2>
      <DialogCommandButton
        dialog={MOBILE_MENU_ID}
        command="close"
        className={styles.drawerClose}
        aria-label="Close menu"
      >
        ×
      </DialogCommandButton>
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
      <DrawerContact />
    </dialog>
  );
}

/**
 * The practice's address, phone and fax, and the billing alert with its link on, once the settings are in; the
 * alert only while it has text (outside its days the API sends none, as for the header's button).
 */
function DrawerContact() {
  const { data: settings } = useSettings();
  if (!settings) return null;
  return (
    <>
      <section aria-labelledby="drawer-contact-title" className={styles.drawerSection}>
        <h2 id="drawer-contact-title" className={styles.drawerGroup}>
          Contact us
        </h2>
        <ContactDetails settings={settings} className={styles.drawerContact} />
      </section>
      {settings.billing_alert_text && (
        <section aria-labelledby="drawer-billing-title" className={styles.drawerSection}>
          <h2 id="drawer-billing-title" className={styles.drawerGroup}>
            Billing Information
          </h2>
          <BillingNoticeText settings={settings} />
          {/* A plain link: the menu closes when the page changes (mobile-menu.tsx), after the navigation starts. */}
          <Link to="/patient-information/billing-information" className={styles.popoverLink}>
            Continue to billing information
          </Link>
        </section>
      )}
    </>
  );
}
