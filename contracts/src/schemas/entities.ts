/**
 * The public entities, written once (docs/requirements.md#entities, docs/design.md#api): the shape the API answers and the browser reads.
 * The types in `types/entities.ts` are inferred from these schemas, and the API derives its response JSON
 * Schemas from them, so a field added here reaches both. Field names are the spec's, unchanged from database to
 * props. These describe what the API sends; the rules staff input must follow live in the form schemas.
 */
import { z } from 'zod';
import type { Physician } from '../types/entities.ts';

const nullableText = z.string().nullable();

/** Who a Physician record describes; the spec uses one shape for all four. */
export const physicianCategoryEntity = z.enum(['physician', 'physician_assistant', 'resident', 'fellow']);

/** A physician, physician assistant, resident or fellow (docs/requirements.md#physician). HTML fields are sanitized on write. */
export const physicianEntity = z.object({
  id: z.int(),
  category: physicianCategoryEntity,
  full_name: z.string(),
  last_name: z.string(),
  /** File name in the media store (`/media/physicians/{photo}`); null shows the default picture. */
  photo: nullableText,
  subspecialties: z.array(z.string()),
  medical_school: nullableText,
  residency: nullableText,
  fellowship: nullableText,
  board_certified: nullableText,
  appointments_committees: nullableText,
  military: nullableText,
  bachelor_education: nullableText,
  masters_education: nullableText,
  pa_school: nullableText,
  nccpa_certified: nullableText,
  undergrad: nullableText,
  /** HTML. */
  biography: nullableText,
  /** HTML. */
  why_msk: nullableText,
  /** HTML. */
  why_radiology: nullableText,
  /** HTML. */
  what_did_you_like_dayton: nullableText,
  interests: nullableText,
  /** Residents only: postgraduate year of training (1 to 5); null when not known. */
  training_year: z.int().nullable(),
});

/** A modality or subspecialty summary (docs/requirements.md#entities); `url` is a site path. */
export const serviceSummaryEntity = z.object({
  name: z.string(),
  description_short: z.string(),
  url: z.string(),
});

/** A news item (docs/requirements.md#entities). `published_date` is an ISO date (YYYY-MM-DD); `full_text` is sanitized HTML. */
export const newsItemEntity = z.object({
  id: z.int(),
  title: z.string(),
  intro_text: z.string(),
  /** File name under `/media/news/`. */
  photo_small: nullableText,
  /** File name under `/media/news/`. */
  photo_large: nullableText,
  photo_large_caption: nullableText,
  published_date: z.iso.date(),
  full_text: z.string(),
});

/** A quick fact appended to the built-in statistics (docs/requirements.md#entities). */
export const quickFactEntity = z.object({ number: z.string(), title: z.string() });

/** A testimonial (docs/requirements.md#entities): `name` is a month and year, e.g. "March 2026". */
export const testimonialEntity = z.object({ text: z.string(), name: z.string(), location: z.string() });

/** A rotator slide on Home (docs/requirements.md#entities). `image` is a file name under `/media/rotator/`. */
export const rotatorSlideEntity = z.object({ image: z.string(), title: z.string(), text: z.string() });

/** A community outreach event (docs/requirements.md#entities). */
export const outreachEventEntity = z.object({
  title: z.string(),
  intro_text: z.string(),
  /** File name under `/media/outreach/`. */
  photo_small: nullableText,
  /** A YouTube video id, shown behind a click-to-load facade, and only together with `video_text`. */
  video: nullableText,
  /**
   * The video's text version (transcript or full summary; WCAG 1.2.1, 1.2.3). Without it the video stays hidden.
   * Optional: no column holds it yet, so the API leaves it out and outreach videos stay hidden.
   */
  video_text: nullableText.optional(),
  link: nullableText,
  link_text: nullableText,
});

/** An imaging location (docs/requirements.md#entities). Empty fields are null and never shown as blank labels. */
export const locationEntity = z.object({
  id: z.int(),
  name: z.string(),
  address: nullableText,
  phone: nullableText,
  url: nullableText,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});

/** A frequently called number (docs/requirements.md#entities); `text` is the phone number. */
export const frequentlyCalledNumberEntity = z.object({ title: z.string(), subtitle: nullableText, text: z.string() });

/**
 * Where a practice contact is shown: the Leadership page's profiles and four lists, each training programme's
 * contacts, the CV contacts of Career Opportunities and the reading-room lines for referring physicians.
 */
export const practiceContactGroupEntity = z.enum([
  'leaders',
  'executive-committee',
  'medical-directors',
  'clinical-leadership',
  'educational-leadership',
  'residency',
  'breast-fellowship',
  'msk-fellowship',
  'careers',
  'reading-rooms',
]);

/**
 * A person or a line the practice names on its pages (docs/design.md#demo-content: facts are data, never literals in components),
 * in the order staff set. `title` is the role ('Program Director') or, for a line without a person, its purpose
 * (a reading room's subspecialty); empty fields are null.
 */
export const practiceContactEntity = z.object({
  id: z.int(),
  group: practiceContactGroupEntity,
  title: z.string(),
  full_name: nullableText,
  /** A displayed US number, e.g. '(937) 555-0141'. */
  phone: nullableText,
  email: nullableText,
  /** When the line is answered, e.g. 'Weekdays, 7 a.m. to 5 p.m.'. */
  hours: nullableText,
});

/** A fellowship submission step (docs/requirements.md#entities); `additional` may contain sanitized HTML. */
export const fellowshipSubmissionStepEntity = z.object({ headline: z.string(), additional: nullableText });

/** Site settings: the organisation's facts, editable by staff, never literals in components (docs/design.md#api, docs/design.md#demo-content). */
export const siteSettingsEntity = z.object({
  organization_name: z.string(),
  street_address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  phone: z.string(),
  fax: z.string(),
  email: z.string(),
  social_url: z.string(),
  social_name: z.string(),
  billing_phone: z.string(),
  /** Plain text of the billing alert popover (docs/requirements.md#visitors-and-purpose). */
  billing_alert_text: z.string(),
  /** ISO date from which paper invoices return to the mail. */
  invoices_by_mail_date: z.iso.date(),
  /** The billing alert's first and last day (America/New_York); null: no limit on that side. */
  billing_alert_starts_on: z.iso.date().nullable(),
  billing_alert_ends_on: z.iso.date().nullable(),
  /** ISO date the billing company took over billing (docs/requirements.md#visitors-and-purpose). */
  billing_company_since: z.iso.date(),
  founded_year: z.int(),
  physician_count: z.int(),
  physician_assistant_count: z.int(),
  /** Where the API passes page views on; empty means no analytics (docs/design.md#privacy-and-analytics). */
  analytics_endpoint: z.string(),
  /** The company that prepares the practice's bills (docs/requirements.md#billing-information); its phone is billing_phone. */
  billing_company_name: z.string(),
  /** Its mailing address below the name, one line per line (PO box, then city, state and ZIP). */
  billing_company_address: z.string(),
  /** The company unpaid balances pass to. */
  collections_company_name: z.string(),
  collections_company_address: z.string(),
  collections_phone: z.string(),
  /** The billing company's online payment page; only an admin may change it (it sends visitors elsewhere). */
  payment_url: z.string(),
  /** The residency's application page (Radiology Residency, How to apply). */
  residency_application_url: z.string(),
  /** YouTube video ids; empty shows no video block. A video always has its text version (WCAG 1.2.1, 1.2.3). */
  careers_video_id: z.string(),
  /** Text version of the careers video: paragraphs separated by blank lines. */
  careers_video_text: z.string(),
  residency_video_id: z.string(),
  residency_video_text: z.string(),
  /**
   * The Software Upgrades presentation, embedded (from one of the presentation hosts, presentation-hosts.ts)
   * and as a page of its own; both empty shows no presentation. Only an admin may change them.
   */
  presentation_embed_url: z.string(),
  presentation_url: z.string(),
});

/**
 * Site settings as visitors get them (GET /api/settings, every page's inlined settings): the stored settings
 * without the analytics endpoint, which is the server's business (a visitor's page needs only whether views are
 * passed on, for the privacy policy's sentence and Home's view report), and `analytics_enabled` in its place
 * (docs/design.md#privacy-and-analytics).
 */
export const publicSiteSettingsEntity = siteSettingsEntity
  .omit({ analytics_endpoint: true })
  .extend({ analytics_enabled: z.boolean() });

/** The contact call's answer (docs/requirements.md#api-calls): a truthy `response` means success. */
export const contactResponseEntity = z.object({ response: z.boolean() });

/** The fields every physician record states; the others are details a profile shows only when present. */
type StatedPhysicianField = 'id' | 'category' | 'full_name' | 'last_name' | 'photo' | 'subspecialties';
const STATED_PHYSICIAN_FIELDS: readonly string[] = [
  'id',
  'category',
  'full_name',
  'last_name',
  'photo',
  'subspecialties',
];

/**
 * Every detail of a physician (schools, certifications, the HTML texts, …) set to null. A profile shows a field
 * only when it has a value (docs/requirements.md#physician), so a record that leaves a detail out holds null,
 * never an empty string. Read off the entity's schema, so a new field is covered where records are made.
 */
export function blankPhysicianDetails(): Omit<Physician, StatedPhysicianField> {
  const details = Object.keys(physicianEntity.shape).filter((field) => !STATED_PHYSICIAN_FIELDS.includes(field));
  return Object.fromEntries(details.map((field) => [field, null])) as Omit<Physician, StatedPhysicianField>;
}
