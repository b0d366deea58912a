/** The id of the billing alert popover, for the button's aria-controls. */
export const BILLING_POPOVER_ID = 'billing-alert';
