import { firstUseComponent, useFirstUseDialog, useSettings } from '@site/shared';
import styles from './header.module.css';

import { BILLING_POPOVER_ID } from './billing-popover-id.ts';

const content = firstUseComponent(() => import('./billing-popover-content.tsx'));
const BillingPopoverContent = content.Component;
// Fetched when the browser is idle, or as the visitor heads for the button, so the first click opens it at once.
const preload = () => void content.preload().catch(() => undefined);

/**
 * The Billing Information button and its alert popover (docs/requirements.md#visitors-and-purpose): an invoice text from an unknown number is
 * legitimate, the billing line for a paper invoice, the date invoices return to the mail, and a link on to
 * the billing page. Texts come from the settings, the same source as the Billing Information page. The
 * popover's code loads on first use (billing-popover-content.tsx). Renders nothing while the settings have no
 * alert text: the API sends '' outside the alert's first and last day (docs/design.md#product-decisions), so a
 * stored page and the browser's first render agree whatever the day.
 */
export function BillingPopover() {
  const { data: settings } = useSettings();
  const { open, setOpen, used, trigger, triggerProps } = useFirstUseDialog({
    preload,
    controls: BILLING_POPOVER_ID,
    toggle: true,
  });
  if (!settings?.billing_alert_text) return null;
  return (
    <>
      <button {...triggerProps} className={styles.billingButton}>
        Billing Information
      </button>
      {used && <BillingPopoverContent settings={settings} open={open} onOpenChange={setOpen} trigger={trigger} />}
    </>
  );
}
