import { formatLongDate, telHref, useSettings } from '@site/shared';
import { invoiceNotice } from '../../content/billing.ts';
import styles from './billing-information.module.css';

/**
 * The invoice-by-text notice (docs/requirements.md#visitors-and-purpose): the same settings the header's billing popover shows
 * (billing_alert_text, billing_phone, invoices_by_mail_date), so the two can never disagree. Renders nothing
 * until the settings are present, nor while they carry no alert text: outside the alert's first and last day
 * the API sends none (docs/design.md#product-decisions), and the header hides its button then too.
 */
export function InvoiceNotice() {
  const { data: settings } = useSettings();
  if (!settings?.billing_alert_text) return null;
  return (
    <aside className={styles.notice} aria-labelledby="invoice-notice-heading">
      <h2 id="invoice-notice-heading">{invoiceNotice.heading}</h2>
      <p>{settings.billing_alert_text}</p>
      <p>
        {invoiceNotice.paperInvoice} <a href={telHref(settings.billing_phone)}>{settings.billing_phone}</a>.
      </p>
      <p>{invoiceNotice.mailDate(formatLongDate(settings.invoices_by_mail_date))}</p>
    </aside>
  );
}
