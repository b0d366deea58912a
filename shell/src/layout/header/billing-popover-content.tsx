import * as Popover from '@radix-ui/react-popover';
import type { SiteSettings } from '@site/contracts/types';
import { Link } from '@site/shared/router';
import { useRef, type RefObject } from 'react';
import { BILLING_POPOVER_ID } from './billing-popover-id.ts';
import { BillingNoticeText } from './billing-notice.tsx';
import styles from './header.module.css';

/**
 * The billing alert (docs/requirements.md#visitors-and-purpose), anchored to the Billing Information button it is given. A module of its own so
 * Radix's popover and its positioning code load on first use, not with every page. Focus goes back
 * to the button on Escape or Close, but stays where the visitor clicked when they click elsewhere.
 */
export default function BillingPopoverContent({
  settings,
  open,
  onOpenChange,
  trigger,
}: {
  settings: SiteSettings;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: RefObject<HTMLButtonElement | null>;
}) {
  const interactedOutside = useRef(false);
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={trigger as RefObject<HTMLButtonElement>} />
      <Popover.Portal>
        <Popover.Content
          id={BILLING_POPOVER_ID}
          className={styles.popover}
          sideOffset={8}
          align="end"
          aria-labelledby="billing-alert-title"
          onInteractOutside={(event) => {
            // A click on the button itself toggles the popover through the button's own handler.
            if (trigger.current?.contains(event.target as Node)) event.preventDefault();
            else interactedOutside.current = true;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!interactedOutside.current) trigger.current?.focus();
            interactedOutside.current = false;
          }}
        >
          <h2 id="billing-alert-title" className={styles.popoverTitle}>
            A note about your bill
          </h2>
          <BillingNoticeText settings={settings} />
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
