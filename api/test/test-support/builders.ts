/**
 * Fixture builders: each returns a complete, valid object and takes overrides for what a test cares about,
 * so a test states only the fields it asserts on.
 */
import type {
  ContactForm,
  FrequentlyCalledNumber,
  Location,
  NewsItem,
  OutreachEvent,
  Physician,
  PracticeContact,
  QuickFact,
  RotatorSlide,
  ServiceSummary,
  SiteSettings,
  Testimonial,
} from '@site/shared/types';
import { buildPhysician as buildSharedPhysician } from '@site/shared/fixtures';
import type { SeedContent } from '../../src/seed/content.ts';

let sequence = 0;
const next = (): number => (sequence += 1);

/** A physician with every optional field null, without an id (the database assigns it). */
export function buildPhysician(overrides: Partial<Omit<Physician, 'id'>> = {}): Omit<Physician, 'id'> {
  const { id: _id, ...physician } = buildSharedPhysician(overrides);
  return physician;
}

export function buildServiceSummary(overrides: Partial<ServiceSummary> = {}): ServiceSummary {
  const n = next();
  return {
    name: `Service ${n}`,
    description_short: `What service ${n} is.`,
    url: `/services/modalities/service-${n}`,
    ...overrides,
  };
}

export function buildNewsItem(overrides: Partial<Omit<NewsItem, 'id'>> = {}): Omit<NewsItem, 'id'> {
  const n = next();
  return {
    title: `News ${n}`,
    intro_text: `Intro ${n}.`,
    photo_small: null,
    photo_large: null,
    photo_large_caption: null,
    published_date: '2025-01-15',
    full_text: `<p>Story ${n}.</p>`,
    ...overrides,
  };
}

export function buildQuickFact(overrides: Partial<QuickFact> = {}): QuickFact {
  const n = next();
  return { number: String(n), title: `Fact ${n}`, ...overrides };
}

export function buildTestimonial(overrides: Partial<Testimonial> = {}): Testimonial {
  const n = next();
  return { text: `Kind words ${n}.`, name: 'March 2026', location: `Clinic ${n}`, ...overrides };
}

export function buildRotatorSlide(overrides: Partial<RotatorSlide> = {}): RotatorSlide {
  const n = next();
  return { image: `slide-${n}.svg`, title: `Slide ${n}`, text: `Slide text ${n}.`, ...overrides };
}

export function buildOutreachEvent(overrides: Partial<OutreachEvent> = {}): OutreachEvent {
  const n = next();
  return {
    title: `Event ${n}`,
    intro_text: `About event ${n}.`,
    photo_small: null,
    video: null,
    link: null,
    link_text: null,
    ...overrides,
  };
}

export function buildFrequentlyCalledNumber(overrides: Partial<FrequentlyCalledNumber> = {}): FrequentlyCalledNumber {
  const n = next();
  return { title: `Desk ${n}`, subtitle: null, text: `(937) 555-01${String(n % 100).padStart(2, '0')}`, ...overrides };
}

export function buildLocation(overrides: Partial<Omit<Location, 'id'>> = {}): Omit<Location, 'id'> {
  const n = next();
  return {
    name: `Imaging Center ${n}`,
    address: `${n} Main Street, Dayton, OH 45402`,
    phone: null,
    url: null,
    latitude: 39.76,
    longitude: -84.19,
    ...overrides,
  };
}

export function buildSettings(overrides: Partial<SiteSettings> = {}): SiteSettings {
  return {
    organization_name: 'Test Radiology Group',
    street_address: '1 Test Way',
    city: 'Dayton',
    state: 'OH',
    zip: '45402',
    phone: '(937) 555-0100',
    fax: '(937) 555-0101',
    email: 'info@test.example',
    social_url: 'https://social.example/test',
    social_name: 'Social',
    billing_phone: '(937) 555-0140',
    billing_alert_text: 'Invoice texts from an unknown number are ours.',
    invoices_by_mail_date: '2025-09-01',
    billing_company_since: '2015-10-01',
    founded_year: 1975,
    physician_count: 47,
    physician_assistant_count: 5,
    analytics_endpoint: '',
    billing_company_name: 'Test Billing Company',
    billing_company_address: 'PO Box 1\nDayton, OH 45401-0001',
    collections_company_name: 'Test Collections Agency',
    collections_company_address: 'PO Box 2\nTroy, OH 45373-0002',
    collections_phone: '(937) 555-0145',
    payment_url: 'https://pay.test.example/',
    residency_application_url: 'https://residency.test.example/apply',
    careers_video_id: '',
    careers_video_text: '',
    residency_video_id: '',
    residency_video_text: '',
    presentation_embed_url: '',
    presentation_url: '',
    ...overrides,
  };
}

/** A named programme contact with a phone and an e-mail address, without an id. */
export function buildPracticeContact(
  overrides: Partial<Omit<PracticeContact, 'id'>> = {},
): Omit<PracticeContact, 'id'> {
  const n = next();
  return {
    group: 'residency',
    title: 'Program Coordinator',
    full_name: `Coordinator ${n}`,
    phone: `(937) 555-01${String(n % 100).padStart(2, '0')}`,
    email: `coordinator${n}@test.example`,
    hours: null,
    ...overrides,
  };
}

/** Seed content with one entry per list (physicians, residents and fellows empty) unless overridden. */
export function buildSeedContent(overrides: Partial<SeedContent> = {}): SeedContent {
  return {
    physicians: [],
    residents: [],
    fellows: [],
    modalities: [buildServiceSummary()],
    subspecialties: [buildServiceSummary()],
    news: [buildNewsItem()],
    quickFacts: [buildQuickFact()],
    testimonials: [buildTestimonial()],
    rotator: [buildRotatorSlide()],
    outreachEvents: [buildOutreachEvent()],
    frequentlyCalledNumbers: [buildFrequentlyCalledNumber()],
    locations: [buildLocation()],
    practiceContacts: [buildPracticeContact()],
    settings: buildSettings(),
    ...overrides,
  };
}

/** A contact form that passes the shared schema. */
export function buildContactForm(overrides: Partial<ContactForm> = {}): ContactForm {
  return {
    submit: true,
    name: 'Jordan Visitor',
    address: '12 Elm Street',
    city: 'Dayton',
    state: 'OH',
    zip: '45402',
    phone: '937-555-0123',
    email: 'jordan@visitor.example',
    comments: 'Please call me about an appointment.',
    ...overrides,
  };
}
