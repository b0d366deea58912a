import type { Location, NewsItem, Physician, SiteSettings } from '../types/entities.ts';

/** Test builders (fixtures with overrides) for the structured-data tests. */

/** Site settings with the demo facts (DESIGN §7). */
export function buildSettings(overrides: Partial<SiteSettings> = {}): SiteSettings {
  return {
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
    billing_company_since: '2015-10-01',
    founded_year: 1975,
    physician_count: 47,
    physician_assistant_count: 5,
    analytics_endpoint: '',
    ...overrides,
  };
}

/** A physician with every optional field null. */
export function buildPhysician(overrides: Partial<Physician> = {}): Physician {
  return {
    id: 7,
    category: 'physician',
    full_name: 'Ada Quinn, MD',
    last_name: 'Quinn',
    photo: 'quinn-ada.webp',
    subspecialties: ['Neuroradiology'],
    medical_school: null,
    residency: null,
    fellowship: null,
    board_certified: null,
    appointments_committees: null,
    military: null,
    bachelor_education: null,
    masters_education: null,
    pa_school: null,
    nccpa_certified: null,
    undergrad: null,
    biography: null,
    why_msk: null,
    why_radiology: null,
    what_did_you_like_dayton: null,
    interests: null,
    training_year: null,
    ...overrides,
  };
}

/** A location with every field set. */
export function buildLocation(overrides: Partial<Location> = {}): Location {
  return {
    id: 3,
    name: 'Southbrook Medical Center',
    address: '3200 Southbrook Boulevard, Kettering, OH 45429',
    phone: '(937) 555-0151',
    url: 'https://www.southbrookmedical.example',
    latitude: 39.6871,
    longitude: -84.1692,
    ...overrides,
  };
}

/** A news item with both photos. */
export function buildNewsItem(overrides: Partial<NewsItem> = {}): NewsItem {
  return {
    id: 12,
    title: 'New MRI suite opens in Kettering',
    intro_text: 'A quieter, wider scanner for patients.',
    photo_small: 'mri-small.webp',
    photo_large: 'mri-large.webp',
    photo_large_caption: 'The new suite.',
    published_date: '2026-03-14',
    full_text: '<p>Text.</p>',
    ...overrides,
  };
}
