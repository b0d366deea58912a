import { useSettings } from '@site/shared';
import { Link } from '@site/shared/router';
import { ContactDetails } from '../address.tsx';
import { LogoMark } from '../logo.tsx';
import { useNavGroups } from '../registry-context.tsx';
import { BillingPopover } from './billing-popover.tsx';
import styles from './header.module.css';
import { MainMenu } from './main-menu.tsx';
import { MobileMenu } from './mobile-menu.tsx';

/** The site header (SPEC §2): logo linking home, address, phone, fax, Billing Information, and the main menu. */
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
      </div>
      <div className={styles.menuBar}>
        <MainMenu groups={groups} />
        <MobileMenu groups={groups} />
      </div>
    </header>
  );
}
