/** Builders for the practice itself: its settings, its imaging locations and its frequently called numbers. */
import type { FrequentlyCalledNumber, Location, SiteSettings, StoredSiteSettings } from '@site/contracts/types';
import { next } from './sequence.ts';

/**
 * Site settings with the demo facts (docs/design.md#demo-content), usable both as stored settings (to seed or
 * save) and as the public answer a page reads: `analytics_enabled` follows `analytics_endpoint` unless given.
 */
export function buildSettings(
  overrides: Partial<StoredSiteSettings & SiteSettings> = {},
): StoredSiteSettings & SiteSettings {
  return {
    analytics_enabled: Boolean(overrides.analytics_endpoint?.trim()),
    organization_name: 'Riverbend Radiology Physicians',
    street_address: '410 Riverbend Parkway, Suite 200',
    city: 'Dayton',
    state: 'OH',
    zip: '45402',
    phone: '(937) 555-0100',
    fax: '(937) 555-0101',
    email: 'info@riverbendradiology.example',
    social_url: 'https://www.linkedin.example/company/riverbend-radiology',
    social_name: 'LinkedIn',
    billing_phone: '(937) 555-0140',
    billing_alert_text: 'A text about an invoice from an unknown number is from our billing company.',
    invoices_by_mail_date: '2025-09-01',
    billing_alert_starts_on: null,
    billing_alert_ends_on: null,
    billing_company_since: '2015-10-01',
    founded_year: 1975,
    physician_count: 47,
    physician_assistant_count: 5,
    analytics_endpoint: '',
    billing_company_name: 'Larkspur Medical Billing Services',
    billing_company_address: 'PO Box 2210\nDayton, OH 45401-2210',
    collections_company_name: 'Stillwater Account Recovery',
    collections_company_address: 'PO Box 815\nTroy, OH 45373-0815',
    collections_phone: '(937) 555-0145',
    payment_url: 'https://pay.larkspurbilling.example/riverbend',
    residency_application_url: 'https://residency.riverbendradiology.example/apply',
    careers_video_id: '',
    careers_video_text: '',
    residency_video_id: '',
    residency_video_text: '',
    presentation_embed_url: '',
    presentation_url: '',
    ...overrides,
  };
}

/**
 * An imaging location with every field filled. Its address, web address and coordinates follow the id, so
 * the locations a test builds are distinct places, as a map needs.
 */
export function buildLocation(overrides: Partial<Location> = {}): Location {
  const id = overrides.id ?? next();
  return {
    id,
    name: `Imaging Center ${id}`,
    address: `${100 + id} Main Street, Dayton, OH 45402`,
    phone: '(937) 555-0150',
    url: `https://center-${id}.example`,
    latitude: Number((39.75 + id / 100).toFixed(4)),
    longitude: Number((-84.19 - id / 100).toFixed(4)),
    ...overrides,
  };
}

/** A frequently called number: a desk, when it answers, and its phone number. */
export function buildFrequentlyCalledNumber(overrides: Partial<FrequentlyCalledNumber> = {}): FrequentlyCalledNumber {
  const n = next();
  return {
    title: `Desk ${n}`,
    subtitle: 'Monday to Friday, 8 a.m. to 5 p.m.',
    text: `(937) 555-01${String(n % 100).padStart(2, '0')}`,
    ...overrides,
  };
}
