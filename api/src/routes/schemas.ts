/**
 * JSON schemas of the entities the routes answer with (docs/requirements.md#entities), derived from the shared zod entities so a
 * field is written once. Fastify compiles each response schema into a serializer: it writes only the listed
 * properties (no column leaks by accident) and is faster than JSON.stringify. Nullable fields are listed as
 * required with a null type, so a client always sees every key.
 */
import { getTableColumns } from 'drizzle-orm';
import type { Table } from 'drizzle-orm';
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
  publicSiteSettingsEntity,
  siteSettingsEntity,
  testimonialEntity,
} from '@site/contracts/schemas';
import { errorResponseSchema } from '../lib/errors.ts';

/** An object schema with its properties listed, as the serializer and `positioned` in the admin read it. */
export interface ObjectJsonSchema {
  type: 'object';
  properties: Record<string, object>;
  required: string[];
}

type JsonSchemaNode = z.core.JSONSchema.BaseSchema;

/**
 * Rewrites zod's output into the form the serializer handles best: `anyOf: [X, {type: 'null'}]` becomes
 * `type: [X, 'null']`, which fast-json-stringify writes directly instead of validating each value against
 * the branches; and objects lose `additionalProperties: false`, because the serializer already drops unlisted
 * keys, while under an `anyOf` (GET /api/news) the keyword would turn a row with an extra column into a 500.
 */
function serializerFriendly({ jsonSchema }: { jsonSchema: JsonSchemaNode }): void {
  if (jsonSchema.type === 'object') delete jsonSchema.additionalProperties;
  const branches = jsonSchema.anyOf;
  if (branches?.length !== 2) return;
  const nullIndex = branches.findIndex((branch) => branch.type === 'null' && Object.keys(branch).length === 1);
  const other = branches[1 - nullIndex];
  if (nullIndex === -1 || typeof other?.type !== 'string') return;
  delete jsonSchema.anyOf;
  Object.assign(jsonSchema, other, { type: [other.type, 'null'] });
}

/**
 * The response JSON Schema (draft-07) of a zod entity: every property listed, the non-optional ones required,
 * ISO dates as `format: 'date'` strings. Throws at start-up when the entity holds something JSON cannot carry
 * (a Date, a bigint), so such a field never reaches a route.
 */
export function responseSchema(entity: z.ZodObject): ObjectJsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(entity, {
    target: 'draft-07',
    io: 'output',
    reused: 'inline',
    unrepresentable: 'throw',
    override: serializerFriendly,
  });
  return { type: 'object', properties: {}, required: [], ...json } as ObjectJsonSchema;
}

/** A list of `item`. */
export function listOf<S extends object>(item: S) {
  return { type: 'array', items: item } as const;
}

type ColumnsOf<T extends Table> = T['_']['columns'];

/**
 * The columns of `table` named like the fields of `entity`, for `db.select(...)`: a field added to the entity
 * is selected as soon as its column exists. A field without a column is left out here; the route's return
 * type then refuses the rows unless the field is optional.
 */
export function entityColumns<T extends Table, Shape extends z.ZodRawShape>(
  table: T,
  entity: z.ZodObject<Shape>,
): Pick<ColumnsOf<T>, keyof Shape & keyof ColumnsOf<T>> {
  const columns: Record<string, unknown> = getTableColumns(table);
  const picked = Object.keys(entity.shape)
    .filter((field) => field in columns)
    .map((field) => [field, columns[field]]);
  return Object.fromEntries(picked) as Pick<ColumnsOf<T>, keyof Shape & keyof ColumnsOf<T>>;
}

export const physicianSchema = responseSchema(physicianEntity);
export const serviceSummarySchema = responseSchema(serviceSummaryEntity);
export const newsItemSchema = responseSchema(newsItemEntity);
export const quickFactSchema = responseSchema(quickFactEntity);
export const testimonialSchema = responseSchema(testimonialEntity);
export const rotatorSlideSchema = responseSchema(rotatorSlideEntity);
export const outreachEventSchema = responseSchema(outreachEventEntity);
export const frequentlyCalledNumberSchema = responseSchema(frequentlyCalledNumberEntity);
export const locationSchema = responseSchema(locationEntity);
export const siteSettingsSchema = responseSchema(siteSettingsEntity);
export const publicSiteSettingsSchema = responseSchema(publicSiteSettingsEntity);
export const practiceContactSchema = responseSchema(practiceContactEntity);
export const contactResponseSchema = responseSchema(contactResponseEntity);

/** The error answers any route may give: the one error shape (docs/design.md#api) for 4xx and 5xx. */
export const errorResponses = { '4xx': errorResponseSchema, '5xx': errorResponseSchema } as const;
