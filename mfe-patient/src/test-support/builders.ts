import type { FrequentlyCalledNumber, Location, SiteSettings } from '@site/shared';

/** Test builders (STYLE §7): realistic defaults in the demo ranges, overridden per test. */

export function buildSettings(overrides: Partial<SiteSettings> = {}): SiteSettings {
  return {
    organization_name: 'Test Valley Radiology',
    street_address: '12 Test Street, Suite 3',
    city: 'Dayton',
    state: 'OH',
    zip: '45402',
    phone: '(937) 555-0177',
    fax: '(937) 555-0178',
    email: 'office@testvalley.example',
    social_url: 'https://social.example/testvalley',
    social_name: 'Social',
    billing_phone: '(937) 555-0179',
    billing_alert_text: 'A text about your invoice from an unknown number really is from our billing company.',
    invoices_by_mail_date: '2025-03-15',
    billing_company_since: '2015-10-01',
    founded_year: 1975,
    physician_count: 47,
    physician_assistant_count: 5,
    analytics_endpoint: '',
    billing_company_name: 'Test Billing Company',
    billing_company_address: 'PO Box 10\nDayton, OH 45401-0010',
    collections_company_name: 'Test Collections Agency',
    collections_company_address: 'PO Box 20\nTroy, OH 45373-0020',
    collections_phone: '(937) 555-0176',
    payment_url: 'https://pay.testbilling.example/testvalley',
    residency_application_url: 'https://residency.testvalley.example/apply',
    careers_video_id: '',
    careers_video_text: '',
    residency_video_id: '',
    residency_video_text: '',
    presentation_embed_url: '',
    presentation_url: '',
    ...overrides,
  };
}

let nextId = 1;

export function buildLocation(overrides: Partial<Location> = {}): Location {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: `Test Imaging Center ${id}`,
    address: `${100 + id} Main Street, Dayton, OH 45402`,
    phone: '(937) 555-0190',
    url: `https://center-${id}.example`,
    latitude: 39.75 + id / 100,
    longitude: -84.19 - id / 100,
    ...overrides,
  };
}

export function buildNumber(overrides: Partial<FrequentlyCalledNumber> = {}): FrequentlyCalledNumber {
  return { title: 'Main office', subtitle: 'Weekdays', text: '(937) 555-0177', ...overrides };
}

/** The SWR fallback the shell provides: the settings preloaded under their API path. */
export const settingsFallback = (settings: SiteSettings = buildSettings()) => ({ '/api/settings': settings });
