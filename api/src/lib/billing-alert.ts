/**
 * The billing alert's window (docs/design.md#product-decisions): the header's Billing Information alert shows
 * from `billing_alert_starts_on` to `billing_alert_ends_on`, both days included, on the practice's calendar;
 * null on a side means no limit there. The public settings answer decides it, so a stored page is rendered
 * with the alert or without it and the browser never decides at hydration.
 */
import type { SiteSettings, StoredSiteSettings } from '@site/contracts/types';
import { practiceDay } from './practice-time.ts';

type AlertWindow = Pick<StoredSiteSettings, 'billing_alert_starts_on' | 'billing_alert_ends_on'>;

/** True when the alert shows on `day` ('YYYY-MM-DD', by default today at the practice). */
export function billingAlertShown(window: AlertWindow, day: string = practiceDay()): boolean {
  const { billing_alert_starts_on: first, billing_alert_ends_on: last } = window;
  // ISO dates compare as text in calendar order.
  return (first === null || first <= day) && (last === null || day <= last);
}

/**
 * The settings as visitors get them on `day`: outside the alert's window `billing_alert_text` is '' (the
 * header then shows no Billing Information button); the analytics endpoint replaced by `analytics_enabled`
 * (a visitor's page needs only yes or no, docs/design.md#privacy-and-analytics); everything else as stored.
 */
export function publicSettings(stored: StoredSiteSettings, day: string = practiceDay()): SiteSettings {
  const { analytics_endpoint: endpoint, ...rest } = stored;
  const shown = { ...rest, analytics_enabled: endpoint.trim() !== '' };
  return billingAlertShown(stored, day) ? shown : { ...shown, billing_alert_text: '' };
}
