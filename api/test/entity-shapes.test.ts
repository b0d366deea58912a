import './test-support/vm-modules.ts';
import { getTableColumns } from 'drizzle-orm';
import type { Table } from 'drizzle-orm';
import Fastify from 'fastify';
import { z } from 'zod';
import {
  contactResponseEntity,
  frequentlyCalledNumberEntity,
  locationEntity,
  newsItemEntity,
  outreachEventEntity,
  physicianEntity,
  practiceContactEntity,
  quickFactEntity,
  rotatorSlideEntity,
  serviceSummaryEntity,
  siteSettingsEntity,
  testimonialEntity,
} from '@site/contracts/schemas';
import type {
  FrequentlyCalledNumber,
  Location,
  NewsItem,
  OutreachEvent,
  Physician,
  PracticeContact,
  QuickFact,
  RotatorSlide,
  ServiceSummary,
  StoredSiteSettings,
  Testimonial,
} from '@site/contracts/types';
import {
  frequently_called_numbers,
  locations,
  modalities,
  news,
  outreach_events,
  physicians,
  practice_contacts,
  quick_facts,
  rotator_slides,
  settings,
  subspecialties,
  testimonials,
} from '../src/db/schema.ts';
import {
  contactResponseSchema,
  frequentlyCalledNumberSchema,
  listOf,
  locationSchema,
  newsItemSchema,
  outreachEventSchema,
  physicianSchema,
  practiceContactSchema,
  quickFactSchema,
  rotatorSlideSchema,
  serviceSummarySchema,
  siteSettingsSchema,
  testimonialSchema,
} from '../src/routes/schemas.ts';
import type { ObjectJsonSchema } from '../src/routes/schemas.ts';

// Compile-time half of the drift check: each table's row, cut to the entity's fields, has the entity's types
// (a nullable column for a required field, or a text column for a number, fails `npm run typecheck`).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type RowFor<T extends Table, Entity> = Pick<T['$inferSelect'], keyof Entity & keyof T['$inferSelect']>;
export const rowsMatchEntities: [
  Same<RowFor<typeof physicians, Physician>, Physician>,
  Same<RowFor<typeof modalities, ServiceSummary>, ServiceSummary>,
  Same<RowFor<typeof subspecialties, ServiceSummary>, ServiceSummary>,
  Same<RowFor<typeof news, NewsItem>, NewsItem>,
  Same<RowFor<typeof quick_facts, QuickFact>, QuickFact>,
  Same<RowFor<typeof testimonials, Testimonial>, Testimonial>,
  Same<RowFor<typeof rotator_slides, RotatorSlide>, RotatorSlide>,
  Same<RowFor<typeof outreach_events, OutreachEvent>, Omit<OutreachEvent, 'video_text'>>,
  Same<RowFor<typeof frequently_called_numbers, FrequentlyCalledNumber>, FrequentlyCalledNumber>,
  Same<RowFor<typeof locations, Location>, Location>,
  Same<RowFor<typeof practice_contacts, PracticeContact>, PracticeContact>,
  Same<RowFor<typeof settings, StoredSiteSettings>, StoredSiteSettings>,
] = [true, true, true, true, true, true, true, true, true, true, true, true];

/** Each public entity with its response schema, its table and the entity fields no column holds yet. */
const publicEntities = [
  { name: 'Physician', entity: physicianEntity, schema: physicianSchema, table: physicians },
  { name: 'Modality', entity: serviceSummaryEntity, schema: serviceSummarySchema, table: modalities },
  { name: 'Subspecialty', entity: serviceSummaryEntity, schema: serviceSummarySchema, table: subspecialties },
  { name: 'NewsItem', entity: newsItemEntity, schema: newsItemSchema, table: news },
  { name: 'QuickFact', entity: quickFactEntity, schema: quickFactSchema, table: quick_facts },
  { name: 'Testimonial', entity: testimonialEntity, schema: testimonialSchema, table: testimonials },
  { name: 'RotatorSlide', entity: rotatorSlideEntity, schema: rotatorSlideSchema, table: rotator_slides },
  {
    name: 'OutreachEvent',
    entity: outreachEventEntity,
    schema: outreachEventSchema,
    table: outreach_events,
    withoutColumn: ['video_text'],
  },
  {
    name: 'FrequentlyCalledNumber',
    entity: frequentlyCalledNumberEntity,
    schema: frequentlyCalledNumberSchema,
    table: frequently_called_numbers,
  },
  { name: 'Location', entity: locationEntity, schema: locationSchema, table: locations },
  { name: 'PracticeContact', entity: practiceContactEntity, schema: practiceContactSchema, table: practice_contacts },
  { name: 'SiteSettings', entity: siteSettingsEntity, schema: siteSettingsSchema, table: settings },
] satisfies {
  name: string;
  entity: z.ZodObject;
  schema: ObjectJsonSchema;
  table: Table;
  withoutColumn?: string[];
}[];

/**
 * Columns a table may hold beyond its entity, none of them public: the row id, the order staff set, and a
 * story's editorial state (the public only ever sees published stories).
 */
const PRIVATE_COLUMNS = ['id', 'position', 'status', 'publish_at'];

/**
 * A value `schema` accepts: filled (every nullable field with a value) or empty (every nullable field null,
 * every optional one left out). Built from the schema, so a field added to an entity is covered at once.
 */
function sample(schema: z.core.$ZodType, fill: boolean): unknown {
  if (schema instanceof z.ZodOptional) return fill ? sample(schema.unwrap(), fill) : undefined;
  if (schema instanceof z.ZodNullable) return fill ? sample(schema.unwrap(), fill) : null;
  if (schema instanceof z.ZodObject) {
    const entries = Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, field]) => [
      key,
      sample(field, fill),
    ]);
    return Object.fromEntries(entries.filter(([, value]) => value !== undefined));
  }
  if (schema instanceof z.ZodArray) return fill ? [sample(schema.element, fill), sample(schema.element, fill)] : [];
  if (schema instanceof z.ZodEnum) return schema.options.at(-1);
  if (schema instanceof z.ZodBoolean) return true;
  if (schema instanceof z.ZodNumber) return schema.format === 'safeint' ? 42 : 39.76;
  if (schema instanceof z.ZodISODate) return '2026-02-28';
  if (schema instanceof z.ZodString) return 'Text with "quotes" & é';
  throw new Error(`No sample for a ${schema.constructor.name}: add one here.`);
}

describe('public entity shapes', () => {
  it.each(publicEntities)('$name: the table has a column for each field and no other public one', (entry) => {
    const withoutColumn = 'withoutColumn' in entry ? entry.withoutColumn : [];
    const fields = Object.keys(entry.entity.shape);
    const columns = Object.keys(getTableColumns(entry.table));
    expect(fields.filter((field) => !columns.includes(field))).toEqual(withoutColumn);
    expect(columns.filter((column) => !fields.includes(column) && !PRIVATE_COLUMNS.includes(column))).toEqual([]);
  });

  it.each(publicEntities)('$name: the response schema lists every field, the non-optional ones required', (entry) => {
    const fields = Object.entries(entry.entity.shape as Record<string, z.ZodType>);
    expect(Object.keys(entry.schema.properties)).toEqual(fields.map(([key]) => key));
    expect(entry.schema.required).toEqual(
      fields.filter(([, field]) => !field.safeParse(undefined).success).map(([key]) => key),
    );
    // Nullable fields are a type list the serializer writes directly, never an anyOf it must validate.
    expect(JSON.stringify(entry.schema)).not.toContain('anyOf');
  });

  it('describes dates as ISO date strings and nullable integers as a type list', () => {
    expect(newsItemSchema.properties.published_date).toMatchObject({ type: 'string', format: 'date' });
    expect(siteSettingsSchema.properties.invoices_by_mail_date).toMatchObject({ type: 'string', format: 'date' });
    expect(physicianSchema.properties.training_year).toMatchObject({ type: ['integer', 'null'] });
    expect(locationSchema.properties.latitude).toEqual({ type: ['number', 'null'] });
  });
});

describe('responses through the derived schemas', () => {
  const app = Fastify();
  const served = [
    ...publicEntities,
    { name: 'ContactResponse', entity: contactResponseEntity, schema: contactResponseSchema },
  ];
  for (const { name, entity, schema } of served) {
    for (const fill of [true, false]) {
      // A column the entity does not name rides along, as it would from `select()` of a whole row.
      const row = { ...(sample(entity, fill) as object), internal_note: 'not public' };
      app.get(`/${name}/${fill}`, { schema: { response: { 200: listOf(schema) } } }, async () => [row, row]);
    }
  }
  // GET /api/news answers a list or one item through an anyOf, which is validated rather than only written.
  app.get(
    '/news-either',
    { schema: { response: { 200: { anyOf: [listOf(newsItemSchema), newsItemSchema] } } } },
    async () => ({
      ...(sample(newsItemEntity, true) as object),
      internal_note: 'not public',
    }),
  );
  afterAll(() => app.close());

  it.each(served.flatMap((entry) => [true, false].map((fill) => ({ ...entry, fill }))))(
    '$name (filled: $fill): every field arrives unchanged and nothing else does',
    async ({ name, entity, fill }) => {
      const response = await app.inject({ method: 'GET', url: `/${name}/${fill}` });
      expect(response.statusCode).toBe(200);
      const expected = sample(entity, fill);
      expect(response.json()).toEqual([expected, expected]);
      for (const item of response.json()) expect(entity.strict().safeParse(item).success).toBe(true);
    },
  );

  it('answers one news item through the anyOf, extra columns dropped', async () => {
    const response = await app.inject({ method: 'GET', url: '/news-either' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(sample(newsItemEntity, true));
  });
});
