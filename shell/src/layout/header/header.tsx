import { telHref, useSettings } from '@site/shared';
import { Link } from '@site/shared/router';
import { ContactDetails } from '../address.tsx';
import { LogoMark } from '../logo.tsx';
import { useNavGroups } from '../registry-context.tsx';
import { BillingPopover } from './billing-popover.tsx';
import styles from './header.module.css';
import { MainMenu } from './main-menu.tsx';
import { MobileMenu } from './mobile-menu.tsx';

/**
 * The site header (docs/requirements.md#screens-and-routes): logo linking home, address, phone, fax, Billing Information, and the main menu.
 * On a phone (below 900 px) it is one compact row, logo, a Call button and the Menu button, and the drawer
 * that Menu opens holds the address, phone, fax and billing information. Both layouts are in the markup and
 * CSS shows one, since pages are rendered ahead without knowing the visitor's screen.
 */
export function Header() {
  const { data: settings } = useSettings();
  const groups = useNavGroups();
  return (
    <header className={styles.header}>
      <div className={styles.top}>
        <Link to="/" className={styles.logo}>
          <LogoMark />
          <span>{settings?.organization_name}</span>
        </Link>
        {settings && <ContactDetails settings={settings} className={styles.contact} />}
        <BillingPopover />
        {settings && (
          <a href={telHref(settings.phone)} className={styles.callButton}>
            <PhoneIcon />
            Call<span className="visually-hidden"> {settings.phone}</span>
          </a>
        )}
        <MobileMenu groups={groups} />
      </div>
      <MainMenu groups={groups} />
    </header>
  );
}

/** A telephone handset, beside the word Call. */
function PhoneIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25c1.1.37 2.3.57 3.6.57a1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
      />
    </svg>
  );
}
