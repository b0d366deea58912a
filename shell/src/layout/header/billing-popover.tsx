import { useSettings } from '@site/shared';
import { Link } from '@site/shared/router';
import { useCallback, useRef } from 'react';
import { BILLING_POPOVER_ID } from './billing-popover-id.ts';
import { BillingNoticeText } from './billing-notice.tsx';
import { useCloseOnNavigation } from './close-on-navigation.ts';
import styles from './header.module.css';

/**
 * The Billing Information button and its alert popover (docs/requirements.md#visitors-and-purpose): an invoice
 * text from an unknown number is legitimate, the billing line for a paper invoice, the date invoices return to
 * the mail, and a link on to the billing page. Texts come from the settings, the same source as the Billing
 * Information page. Takes no props; returns the button and the popover, both in the server's markup.
 *
 * The browser's own popover (`popover="auto"`, opened by the button's `popovertarget`), so no script is
 * needed to open it: a click before the shell has hydrated the page opens it at once, and light dismiss,
 * Escape and focus return come from the browser (docs/design.md#speed, header popups). CSS places it under
 * the button. Renders nothing while the settings have no alert text: the API sends '' outside the alert's
 * first and last day (docs/design.md#product-decisions), so a stored page and the browser's first render
 * agree whatever the day.
 */
export function BillingPopover() {
  const { data: settings } = useSettings();
  const popover = useRef<HTMLDivElement>(null);
  // The link inside changes the page without a reload; the browser would keep the popover open over it.
  useCloseOnNavigation(
    // Optional: a browser without popovers has no hidePopover (nor anything open to close).
    useCallback(() => popover.current?.hidePopover?.(), []),
  );
  if (!settings?.billing_alert_text) return null;
  return (
    <>
      <button
        type="button"
        className={styles.billingButton}
        aria-haspopup="dialog"
        popoverTarget={BILLING_POPOVER_ID}
        popoverTargetAction="toggle"
      >
        Billing Information
      </button>
      <div
        ref={popover}
        id={BILLING_POPOVER_ID}
        popover="auto"
        role="dialog"
        aria-labelledby="billing-alert-title"
        className={styles.popover}
      >
        <h2 id="billing-alert-title" className={styles.popoverTitle}>
          A note about your bill
        </h2>
        <BillingNoticeText settings={settings} />
        <Link to="/patient-information/billing-information" className={styles.popoverLink}>
          Continue to billing information
        </Link>
        <button
          type="button"
          className={styles.popoverClose}
          aria-label="Close"
          popoverTarget={BILLING_POPOVER_ID}
          popoverTargetAction="hide"
        >
          ×
        </button>
      </div>
    </>
  );
}
