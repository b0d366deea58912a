/**
 * JSON schemas of what the admin routes answer. As for the public routes (routes/schemas.ts), Fastify
 * serializes through them: only listed properties leave (a password hash cannot slip out), and every listed
 * one is always present.
 */
import { draftEntity, NEWS_STATUSES, revisionEntity } from '@site/contracts/schemas';
import {
  frequentlyCalledNumberSchema,
  locationSchema,
  newsItemSchema,
  outreachEventSchema,
  practiceContactSchema,
  quickFactSchema,
  responseSchema,
  rotatorSlideSchema,
  testimonialSchema,
} from '../../routes/schemas.ts';

const str = { type: 'string' } as const;
const nullableStr = { type: ['string', 'null'] } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;
const nullableDateTime = { type: ['string', 'null'], format: 'date-time' } as const;
const integer = { type: 'integer' } as const;

/** An object schema whose every property is required. */
export function record<P extends Record<string, object>>(properties: P) {
  return { type: 'object', required: Object.keys(properties), properties } as const;
}

/** `{items: [...], total}`: a page of a long list. */
export function pageOf<S extends object>(item: S) {
  return record({ items: { type: 'array', items: item }, total: integer });
}

/** An entity of an ordered list with its id and position added. */
function positioned<S extends { properties: object; required: readonly string[] }>(schema: S) {
  return {
    type: 'object',
    required: ['id', 'position', ...schema.required.filter((key) => key !== 'id')],
    properties: { ...schema.properties, id: integer, position: integer },
  } as const;
}

const sessionUserSchema = record({
  id: integer,
  email: str,
  name: str,
  role: { type: 'string', enum: ['admin', 'editor'] },
});

export const sessionSchema = record({ user: sessionUserSchema });

/** Who is signed in: the user, or null when nobody is (GET /api/admin/session). */
export const currentSessionSchema = record({ user: { ...sessionUserSchema, type: ['object', 'null'] } });

export const adminUserSchema = record({
  ...sessionUserSchema.properties,
  active: { type: 'boolean' },
  created_at: dateTime,
  last_login_at: nullableDateTime,
});

export const contactMessageSchema = record({
  id: integer,
  name: str,
  address: str,
  city: str,
  state: str,
  zip: str,
  phone: str,
  email: str,
  comments: str,
  created_at: dateTime,
  read_at: nullableDateTime,
  handled_at: nullableDateTime,
  mail_status: { type: 'string', enum: ['pending', 'sent', 'off'] },
  mail_attempts: integer,
  mail_sent_at: nullableDateTime,
  mail_last_error: nullableStr,
});

export const auditEntrySchema = record({
  id: integer,
  user_email: str,
  action: str,
  entity: str,
  entity_id: { type: ['integer', 'null'] },
  summary: str,
  created_at: dateTime,
});

export const dashboardSchema = record({
  counts: record({ physicians: integer, news: integer, unread_messages: integer }),
  latest_messages: {
    type: 'array',
    items: record({
      id: integer,
      name: str,
      created_at: dateTime,
      read_at: nullableDateTime,
      handled_at: nullableDateTime,
    }),
  },
  recent_changes: { type: 'array', items: auditEntrySchema },
});

/** A story as the admin reads it (AdminNewsItem): the public fields, its status and when it goes live. */
export const adminNewsItemSchema = {
  type: 'object',
  required: [...newsItemSchema.required, 'status', 'publish_at'],
  properties: {
    ...newsItemSchema.properties,
    status: { type: 'string', enum: [...NEWS_STATUSES] },
    publish_at: nullableDateTime,
  },
} as const;

/** Ordered-list rows as the admin reads them. */
export const adminLocationSchema = positioned(locationSchema);
export const adminNumberSchema = positioned(frequentlyCalledNumberSchema);
export const adminQuickFactSchema = positioned(quickFactSchema);
export const adminTestimonialSchema = positioned(testimonialSchema);
export const adminRotatorSlideSchema = positioned(rotatorSlideSchema);
export const adminOutreachEventSchema = positioned(outreachEventSchema);
export const adminPracticeContactSchema = positioned(practiceContactSchema);

export const htmlPreviewSchema = record({ html: str });

const revisionBase = responseSchema(revisionEntity);

/**
 * A revision of a record (GET /api/admin/revisions), from the shared revisionEntity. Its `values` are the
 * record's own fields, whichever they are, so the serializer writes every key (it drops unlisted ones).
 */
export const revisionSchema = {
  ...revisionBase,
  properties: { ...revisionBase.properties, values: { type: 'object', additionalProperties: true } },
};

const draftBase = responseSchema(draftEntity);

/** A pending draft (GET /api/admin/{screen}/{id}/draft): its `values` are the record's fields, written whole. */
export const draftSchema = {
  ...draftBase,
  properties: { ...draftBase.properties, values: { type: 'object', additionalProperties: true } },
};

/** One pending draft in GET /api/admin/drafts (DraftSummary). */
export const draftSummarySchema = record({
  entity: str,
  entity_id: { type: 'integer' },
  user_email: str,
  updated_at: str,
});

/** A preview address (Preview). */
export const previewSchema = record({ url: str, path: str, expires_at: str });

/** The empty answer of a 204. */
export const noContent = { type: 'null' } as const;
