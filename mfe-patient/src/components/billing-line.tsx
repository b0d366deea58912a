import { telHref, useSettings } from '@site/shared';
import styles from './practice-contact.module.css';

/** The billing line from the settings (the number the header's billing popover shows), as a tel: link. */
export function BillingLine({ label = 'Billing line' }: { label?: string }) {
  const { data: settings } = useSettings();
  if (!settings) return null;
  return (
    <p className={styles.line}>
      {label}: <a href={telHref(settings.billing_phone)}>{settings.billing_phone}</a>
    </p>
  );
}
