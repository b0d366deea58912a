import { Skeleton, telHref, useSettings } from '@site/shared';
import styles from './practice-contact.module.css';

/**
 * The practice's postal address, phone, fax and e-mail, all from the site settings (docs/design.md#demo-content: never literals).
 * `role` names who to write to (e.g. 'Privacy Officer'); `showFax` adds the fax line for records requests.
 */
export function PracticeContact({ role, showFax = false }: { role?: string; showFax?: boolean }) {
  const { data: settings } = useSettings();
  // The shell preloads the settings, so this only shows if that preload is missing and the fetch is running.
  if (!settings) {
    return (
      <div className={styles.contact}>
        <Skeleton width="14rem" />
        <Skeleton width="18rem" style={{ marginTop: '0.5rem' }} />
      </div>
    );
  }
  return (
    <address className={styles.contact}>
      {role && <span className={styles.role}>{role}</span>}
      <span className={styles.name}>{settings.organization_name}</span>
      <span>{settings.street_address}</span>
      <span>
        {settings.city}, {settings.state} {settings.zip}
      </span>
      <span>
        Phone: <a href={telHref(settings.phone)}>{settings.phone}</a>
      </span>
      {showFax && <span>Fax: {settings.fax}</span>}
      <span>
        E-mail: <a href={`mailto:${settings.email}`}>{settings.email}</a>
      </span>
    </address>
  );
}
