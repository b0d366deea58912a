/**
 * JSON schemas of the entities the routes answer with (SPEC §3). Fastify compiles each response schema into a
 * serializer: it writes only the listed properties (no column leaks by accident) and is faster than
 * JSON.stringify. Nullable fields are listed as required with a null type, so a client always sees every key.
 */
import { errorResponseSchema } from '../lib/errors.ts';

const str = { type: 'string' } as const;
const nullableStr = { type: ['string', 'null'] } as const;

/** An object schema whose every property is required. */
function record<P extends Record<string, object>>(properties: P) {
  return { type: 'object', required: Object.keys(properties), properties } as const;
}

/** A list of `item`. */
export function listOf<S extends object>(item: S) {
  return { type: 'array', items: item } as const;
}

export const physicianSchema = record({
  id: { type: 'integer' },
  category: { type: 'string', enum: ['physician', 'physician_assistant', 'resident', 'fellow'] },
  full_name: str,
  last_name: str,
  photo: nullableStr,
  subspecialties: { type: 'array', items: str },
  medical_school: nullableStr,
  residency: nullableStr,
  fellowship: nullableStr,
  board_certified: nullableStr,
  appointments_committees: nullableStr,
  military: nullableStr,
  bachelor_education: nullableStr,
  masters_education: nullableStr,
  pa_school: nullableStr,
  nccpa_certified: nullableStr,
  undergrad: nullableStr,
  biography: nullableStr,
  why_msk: nullableStr,
  why_radiology: nullableStr,
  what_did_you_like_dayton: nullableStr,
  interests: nullableStr,
  training_year: { type: ['integer', 'null'] },
});

export const serviceSummarySchema = record({ name: str, description_short: str, url: str });

export const newsItemSchema = record({
  id: { type: 'integer' },
  title: str,
  intro_text: str,
  photo_small: nullableStr,
  photo_large: nullableStr,
  photo_large_caption: nullableStr,
  published_date: { type: 'string', format: 'date' },
  full_text: str,
});

export const quickFactSchema = record({ number: str, title: str });

export const testimonialSchema = record({ text: str, name: str, location: str });

export const rotatorSlideSchema = record({ image: str, title: str, text: str });

export const outreachEventSchema = record({
  title: str,
  intro_text: str,
  photo_small: nullableStr,
  video: nullableStr,
  link: nullableStr,
  link_text: nullableStr,
});

export const frequentlyCalledNumberSchema = record({ title: str, subtitle: nullableStr, text: str });

export const locationSchema = record({
  id: { type: 'integer' },
  name: str,
  address: nullableStr,
  phone: nullableStr,
  url: nullableStr,
  latitude: { type: ['number', 'null'] },
  longitude: { type: ['number', 'null'] },
});

export const siteSettingsSchema = record({
  organization_name: str,
  street_address: str,
  city: str,
  state: str,
  zip: str,
  phone: str,
  fax: str,
  email: str,
  social_url: str,
  social_name: str,
  billing_phone: str,
  billing_alert_text: str,
  invoices_by_mail_date: { type: 'string', format: 'date' },
  billing_company_since: { type: 'string', format: 'date' },
  founded_year: { type: 'integer' },
  physician_count: { type: 'integer' },
  physician_assistant_count: { type: 'integer' },
  analytics_endpoint: str,
  billing_company_name: str,
  billing_company_address: str,
  collections_company_name: str,
  collections_company_address: str,
  collections_phone: str,
  payment_url: str,
  residency_application_url: str,
  careers_video_id: str,
  careers_video_text: str,
  residency_video_id: str,
  residency_video_text: str,
  presentation_embed_url: str,
  presentation_url: str,
});

export const practiceContactSchema = record({
  id: { type: 'integer' },
  group: {
    type: 'string',
    enum: [
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
    ],
  },
  title: str,
  full_name: nullableStr,
  phone: nullableStr,
  email: nullableStr,
  hours: nullableStr,
});

/** The error answers any route may give: the one error shape (DESIGN §5) for 4xx and 5xx. */
export const errorResponses = { '4xx': errorResponseSchema, '5xx': errorResponseSchema } as const;
