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
  Testimonial,
} from '@site/shared/types';
import {
  buildLocation as buildSharedLocation,
  buildPhysician as buildSharedPhysician,
  buildPracticeContact as buildSharedPracticeContact,
  buildSettings,
} from '@site/shared/fixtures';
import type { SeedContent } from '../../src/seed/content.ts';

// Site settings are the shared builder's, so the API's tests and the browser's describe the same practice.
export { buildSettings };

let sequence = 0;
const next = (): number => (sequence += 1);

/** The shared builder's record without its id: the database assigns ids. */
function withoutId<T extends { id: number }>({ id: _id, ...record }: T): Omit<T, 'id'> {
  return record;
}

/** A physician with every optional field null, without an id. */
export function buildPhysician(overrides: Partial<Omit<Physician, 'id'>> = {}): Omit<Physician, 'id'> {
  return withoutId(buildSharedPhysician(overrides));
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

/** An imaging location with every field filled, without an id. */
export function buildLocation(overrides: Partial<Omit<Location, 'id'>> = {}): Omit<Location, 'id'> {
  return withoutId(buildSharedLocation(overrides));
}

/** A named programme contact with a phone and an e-mail address, without an id. */
export function buildPracticeContact(
  overrides: Partial<Omit<PracticeContact, 'id'>> = {},
): Omit<PracticeContact, 'id'> {
  return withoutId(buildSharedPracticeContact(overrides));
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
