import { formatLongDate, telHref } from '@site/shared';
import type { SiteSettings } from '@site/contracts/types';

/**
 * The billing alert's text (docs/requirements.md#visitors-and-purpose), from the settings: an invoice text from an unknown number is legitimate,
 * the billing line for a paper invoice, and the date invoices return to the mail. Shown in the desktop
 * popover and in the phone menu drawer.
 */
export function BillingNoticeText({ settings }: { settings: SiteSettings }) {
  return (
    <>
      <p>{settings.billing_alert_text}</p>
      <p>
        To request a paper invoice, call <a href={telHref(settings.billing_phone)}>{settings.billing_phone}</a>.
      </p>
      <p>Invoices return to the mail as of {formatLongDate(settings.invoices_by_mail_date)}.</p>
    </>
  );
}
