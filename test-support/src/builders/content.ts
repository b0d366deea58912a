/** Builders for the content lists the pages show: news, outreach, testimonials, the rotator, facts and services. */
import type {
  NewsItem,
  OutreachEvent,
  QuickFact,
  RotatorSlide,
  ServiceSummary,
  Testimonial,
} from '@site/contracts/types';
import { next } from './sequence.ts';

/** A news story with both photos, a caption and one paragraph of text; names and photos follow the id. */
export function buildNewsItem(overrides: Partial<NewsItem> = {}): NewsItem {
  const id = overrides.id ?? next();
  return {
    id,
    title: `News item ${id}`,
    intro_text: `A short introduction to story ${id}.`,
    photo_small: `news-${id}-small.svg`,
    photo_large: `news-${id}-large.svg`,
    photo_large_caption: `Caption of story ${id}.`,
    published_date: '2026-10-01',
    full_text: `<p>The full text of story ${id}.</p>`,
    ...overrides,
  };
}

/** An outreach event with a photo and no video or link. */
export function buildOutreachEvent(overrides: Partial<OutreachEvent> = {}): OutreachEvent {
  const n = next();
  return {
    title: `Outreach event ${n}`,
    intro_text: `Our physicians answer questions about imaging tests at event ${n}.`,
    photo_small: `outreach-${n}.svg`,
    video: null,
    link: null,
    link_text: null,
    ...overrides,
  };
}

/** A patient's testimonial: the words, the month it was given and the patient's town. */
export function buildTestimonial(overrides: Partial<Testimonial> = {}): Testimonial {
  const n = next();
  return {
    text: `Testimonial ${n}: the staff explained every step.`,
    name: 'March 2026',
    location: `Town ${n}, OH`,
    ...overrides,
  };
}

/** A home-page rotator slide with its picture, title and text. */
export function buildRotatorSlide(overrides: Partial<RotatorSlide> = {}): RotatorSlide {
  const n = next();
  return { image: `rotator-${n}.svg`, title: `Slide ${n} title`, text: `Slide ${n} text.`, ...overrides };
}

/** A quick fact: a number and what it counts. */
export function buildQuickFact(overrides: Partial<QuickFact> = {}): QuickFact {
  const n = next();
  return { number: String(10 * n), title: `Quick fact ${n}`, ...overrides };
}

/**
 * A modality or subspecialty summary. The description and the address follow the name, so
 * `buildServiceSummary({ name: 'Ultrasound' })` reads 'About Ultrasound.' and links /services/modalities/ultrasound.
 */
export function buildServiceSummary(overrides: Partial<ServiceSummary> = {}): ServiceSummary {
  const name = overrides.name ?? `Service ${next()}`;
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return { name, description_short: `About ${name}.`, url: `/services/modalities/${slug}`, ...overrides };
}
