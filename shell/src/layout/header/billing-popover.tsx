import * as Popover from '@radix-ui/react-popover';
import { formatLongDate, telHref, useSettings } from '@site/shared';
import { Link } from '@site/shared/router';
import styles from './header.module.css';

/**
 * The Billing Information button and its alert popover (SPEC §1): an invoice text from an unknown number is
 * legitimate, the billing line for a paper invoice, the date invoices return to the mail, and a link on to
 * the billing page. Texts come from the settings, the same source as the Billing Information page.
 */
export function BillingPopover() {
  const { data: settings } = useSettings();
  if (!settings) return null;
  return (
    <Popover.Root>
      <Popover.Trigger className={styles.billingButton}>Billing Information</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className={styles.popover} sideOffset={8} align="end" aria-labelledby="billing-alert-title">
          <h2 id="billing-alert-title" className={styles.popoverTitle}>
            A note about your bill
          </h2>
          <p>{settings.billing_alert_text}</p>
          <p>
            To request a paper invoice, call <a href={telHref(settings.billing_phone)}>{settings.billing_phone}</a>.
          </p>
          <p>Invoices return to the mail as of {formatLongDate(settings.invoices_by_mail_date)}.</p>
          <Popover.Close asChild>
            <Link to="/patient-information/billing-information" className={styles.popoverLink}>
              Continue to billing information
            </Link>
          </Popover.Close>
          <Popover.Close className={styles.popoverClose} aria-label="Close">
            ×
          </Popover.Close>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
