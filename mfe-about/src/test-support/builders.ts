import type { OutreachEvent, Physician, SiteSettings, Subspecialty } from '@site/shared';

/** Test builders (fixtures with overrides) for this remote's tests. */

let nextId = 1;

/** A physician with every optional field null; override what the test is about. */
export function buildPhysician(overrides: Partial<Physician> = {}): Physician {
  const id = nextId++;
  return {
    id,
    category: 'physician',
    full_name: `Person ${id}, MD`,
    last_name: `Person ${id}`,
    photo: null,
    subspecialties: [],
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

/** A subspecialty summary named `name`. */
export function buildSubspecialty(name: string): Subspecialty {
  return { name, description_short: `About ${name}.`, url: `/services/subspecialties/${name.toLowerCase()}` };
}

/** An outreach event with a photo and no video or link. */
export function buildOutreachEvent(overrides: Partial<OutreachEvent> = {}): OutreachEvent {
  return {
    title: 'Health fair',
    intro_text: 'We answer questions about imaging tests.',
    photo_small: 'health-fair.svg',
    video: null,
    link: null,
    link_text: null,
    ...overrides,
  };
}

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
