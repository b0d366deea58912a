/**
 * The API tests' builders: database rows (no id: the database assigns ids) made by the shared builders of
 * `@site/test-support/builders`, and the two records only the API's tests need, seed content and a
 * contact form. The other entities have no id, so the tests use the shared builders as they are.
 */
import type { ContactForm, Location, NewsItem, Physician, PracticeContact } from '@site/contracts/types';
import * as shared from '@site/test-support/builders';
import { withoutId } from '@site/test-support/builders';
import type { SeedContent } from '../../src/seed/content.ts';

/** A row builder from a shared builder: the same record without its id, overrides included. */
const row =
  <T extends { id: number }>(build: (overrides?: Partial<T>) => T) =>
  (overrides: Partial<Omit<T, 'id'>> = {}): Omit<T, 'id'> =>
    withoutId(build(overrides as Partial<T>));

/** A physician row with every optional field null. */
export const buildPhysician = row<Physician>(shared.buildPhysician);
/** A news story row with both photos. */
export const buildNewsItem = row<NewsItem>(shared.buildNewsItem);
/** An imaging location row with every field filled. */
export const buildLocation = row<Location>(shared.buildLocation);
/** A practice contact row: a named person with a phone and an e-mail address. */
export const buildPracticeContact = row<PracticeContact>(shared.buildPracticeContact);

/** Seed content with one entry per list (physicians, residents and fellows empty) unless overridden. */
export function buildSeedContent(overrides: Partial<SeedContent> = {}): SeedContent {
  return {
    physicians: [],
    residents: [],
    fellows: [],
    modalities: [shared.buildServiceSummary()],
    subspecialties: [shared.buildServiceSummary()],
    news: [buildNewsItem()],
    quickFacts: [shared.buildQuickFact()],
    testimonials: [shared.buildTestimonial()],
    rotator: [shared.buildRotatorSlide()],
    outreachEvents: [shared.buildOutreachEvent()],
    frequentlyCalledNumbers: [shared.buildFrequentlyCalledNumber()],
    locations: [buildLocation()],
    practiceContacts: [buildPracticeContact()],
    settings: shared.buildSettings(),
    ...overrides,
  };
}

/** A contact form that passes the contact schema. */
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

/** A physician as the admin's form sends it for a new record: the required fields and a biography. */
export const PHYSICIAN_FORM = {
  category: 'physician',
  full_name: 'Lena Brandt, MD',
  last_name: 'Brandt',
  subspecialties: ['Neuroradiology'],
  biography: '<p>Reads head and neck imaging.</p>',
};

/** A news story as the admin's form sends it for a new record, with a caption for its large photo. */
export const NEWS_FORM = {
  title: 'A new MRI in Troy',
  intro_text: 'Shorter waits.',
  photo_large_caption: 'The new scanner.',
  published_date: '2026-11-02',
  full_text: '<p>The scanner arrived.</p>',
};
