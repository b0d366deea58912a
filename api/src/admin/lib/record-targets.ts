/**
 * The edited records, each with the rules its save applies (docs/design.md#api): what its save routes
 * (record-routes.ts), restoring a revision and publishing a draft all write through, so none can store what
 * another would refuse.
 */
import { eq, gte, max, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  ADMIN_ONLY_SETTINGS,
  adminOnlyFields,
  fieldErrors,
  HTML_FORM_BODY_LIMIT,
  newsFormSchema,
  physicianFormSchema,
  REVISION_ENTITIES,
  siteSettingsFormSchema,
} from '@site/contracts/schemas';
import type { AdminNewsItem, AdminSessionUser } from '@site/contracts/schemas';
import type { Database } from '../../db/client.ts';
import { news, physicians, settings } from '../../db/schema.ts';
import { HttpError } from '../../lib/errors.ts';
import { isoInstant } from '../../lib/practice-time.ts';
import { physicianSchema, siteSettingsSchema } from '../../routes/schemas.ts';
import { ORDERED_LISTS } from '../routes/lists.ts';
import type { OrderedListConfig } from '../routes/ordered-list.ts';
import { PHOTO_COLUMNS as NEWS_PHOTO_COLUMNS, toRow as newsRow } from '../routes/news.ts';
import { toRow as physicianRow } from '../routes/physicians.ts';
import { adminOnlyChanges, refuseUnlessAdmin } from './admin-only.ts';
import { firstName, IMAGE_SIZES, slug } from './images.ts';
import type { ImageSize, MediaKind } from './images.ts';
import { adminNewsItemSchema } from './schemas.ts';

export type Values = Record<string, unknown>;

/** The pictures of a record: columns no form holds, set by an upload of their own. */
interface RecordMedia {
  kind: MediaKind;
  /** The columns naming its pictures; one upload sets each. */
  columns: readonly string[];
  /** The upload's address under the record (`/{screen}/:id/{route}`) and what the audit log calls it. */
  route: 'photo' | 'image';
  noun: 'photo' | 'picture';
  /** The size each column's picture is stored at, in the order of `columns`. */
  sizes: readonly ImageSize[];
  /** The file names of an upload to `row`, one per column, before their content hash. */
  names: (row: Values) => string[];
  /** A required picture: a new record gets a plain one by this name, and it can be replaced, never removed. */
  placeholder?: string;
}

/** How the records of one entity are read and written, by the rules their own save route applies. */
export interface RecordTarget {
  entity: string;
  /** What messages call one record: “There is no {noun} with id 3.” */
  noun: string;
  /** The largest body its save takes, when more than the API's default (forms with HTML fields). */
  bodyLimit?: number;
  /** The admin screen's key: its address under /admin/ and /api/admin/. */
  screen: keyof typeof REVISION_ENTITIES;
  /**
   * The public answers its records are part of, as path prefixes ('/api/news' also covers '/api/news/?id=3'):
   * a write names them in its Site-Changed header (site-changed.ts).
   */
  publicPaths: readonly string[];
  table: PgTable & { id: AnyPgColumn };
  /** The JSON schema of a record as its own routes answer it. */
  item: object;
  /** The form schema its save validates with. */
  form: z.ZodType;
  /**
   * What its save does to the form's output before storing (sanitizing, checks), given the record as stored
   * (undefined for a deleted one); throws HttpError 400.
   */
  toRow: (db: Database, form: Values, current: Values | undefined) => Values | Promise<Values>;
  /** A stored row as its routes answer it, when they change a column's form (e.g. a timestamp to ISO 8601). */
  read?: (row: Values) => Values;
  adminOnly: readonly string[];
  media?: RecordMedia;
  /** Lists keep a position: a deleted row comes back at its old place. */
  ordered: boolean;
  /** What the audit log calls a record. */
  label: (row: Values) => string;
}

const unchanged = (_db: Database, form: Values): Values => form;

/** The picture of a list with one (OrderedListConfig.image). */
function listMedia(list: OrderedListConfig): RecordMedia {
  const { column, kind, size, prefix, required } = list.image!;
  return {
    kind,
    columns: [column],
    route: 'image',
    noun: 'picture',
    sizes: [size],
    names: (row) => [`${prefix}-${slug(list.label(row as Parameters<typeof list.label>[0]), 50) || String(row.id)}`],
    ...(required ? { placeholder: `${prefix}-placeholder` } : {}),
  };
}

/** Every edited entity, by its name (REVISION_ENTITIES). */
export function recordTargets(): Map<string, RecordTarget> {
  const targets: RecordTarget[] = [
    {
      entity: REVISION_ENTITIES.news,
      noun: 'news item',
      bodyLimit: HTML_FORM_BODY_LIMIT,
      screen: 'news',
      publicPaths: ['/api/news'],
      table: news,
      item: adminNewsItemSchema,
      form: newsFormSchema,
      toRow: (_db, form, current) =>
        newsRow(form as z.output<typeof newsFormSchema>, (current as AdminNewsItem | undefined) ?? null),
      read: (row) => ({ ...row, publish_at: isoInstant(row.publish_at as string | null) }),
      adminOnly: [],
      media: {
        kind: 'news',
        columns: NEWS_PHOTO_COLUMNS,
        route: 'photo',
        noun: 'photo',
        // One upload gives both pictures the site shows: the list's and the story's own.
        sizes: [IMAGE_SIZES.newsSmall, IMAGE_SIZES.newsLarge],
        names: (row) => {
          const base = `news-${slug(String(row.title), 50) || String(row.id)}`;
          return [`${base}-small`, `${base}-large`];
        },
      },
      ordered: false,
      label: (row) => String(row.title),
    },
    {
      entity: REVISION_ENTITIES.physicians,
      noun: 'physician',
      bodyLimit: HTML_FORM_BODY_LIMIT,
      screen: 'physicians',
      // routes/physicians.ts: the team page's list and the residents' and fellows' pages.
      publicPaths: ['/api/physicians', '/api/residents', '/api/fellows'],
      table: physicians,
      item: physicianSchema,
      form: physicianFormSchema,
      toRow: (db, form) => physicianRow(db, form as z.output<typeof physicianFormSchema>),
      adminOnly: [],
      media: {
        kind: 'physicians',
        columns: ['photo'],
        route: 'photo',
        noun: 'photo',
        sizes: [IMAGE_SIZES.physician],
        names: (row) => [`${slug(String(row.last_name))}-${slug(firstName(String(row.full_name)))}`],
      },
      ordered: false,
      label: (row) => String(row.full_name),
    },
    ...ORDERED_LISTS.map((list): RecordTarget => ({
      entity: list.entity,
      noun: list.entity,
      screen: list.path.slice(1) as RecordTarget['screen'],
      publicPaths: [list.publicPath],
      table: list.table as RecordTarget['table'],
      item: list.item,
      form: list.form,
      toRow: unchanged,
      adminOnly: adminOnlyFields(list.path.slice(1)),
      ...(list.image ? { media: listMedia(list) } : {}),
      ordered: true,
      label: (row) => list.label(row as Parameters<typeof list.label>[0]),
    })),
    {
      entity: REVISION_ENTITIES.settings,
      noun: 'settings',
      screen: 'settings',
      publicPaths: ['/api/settings'],
      table: settings,
      item: siteSettingsSchema,
      form: siteSettingsFormSchema,
      toRow: unchanged,
      adminOnly: ADMIN_ONLY_SETTINGS,
      ordered: false,
      label: () => 'Site settings',
    },
  ];
  return new Map(targets.map((target) => [target.entity, target]));
}

/** The record `id` of `target` as its own routes answer it; undefined when there is none. */
export async function currentRecord(db: Database, target: RecordTarget, id: number): Promise<Values | undefined> {
  const [row] = (await db.select().from(target.table).where(eq(target.table.id, id))) as Values[];
  return row && target.read ? target.read(row) : row;
}

/**
 * The row a save of `values` over `current` would store: `values` laid over the record (a field they lack keeps
 * its value), through the target's form schema and its save's sanitizing and checks. Pictures are taken from
 * `pictures` when given (a revision's own), else kept. Throws HttpError 400 validation_failed with `fields`
 * (`invalid` is the message), and 403 forbidden when `user` is an editor and an admin-only field would change.
 */
export async function rowToWrite(
  db: Database,
  user: AdminSessionUser,
  target: RecordTarget,
  current: Values | undefined,
  values: Values,
  options: { invalid: string; pictures?: Values },
): Promise<Values> {
  const parsed = target.form.safeParse({ ...current, ...values });
  if (!parsed.success) throw new HttpError(400, 'validation_failed', options.invalid, fieldErrors(parsed.error));
  const row = { ...(await target.toRow(db, parsed.data as Values, current)) };
  const pictures = options.pictures ?? current ?? {};
  for (const column of target.media?.columns ?? []) if (column in pictures) row[column] = pictures[column];
  refuseUnlessAdmin(user, adminOnlyChanges(target.adminOnly, current, row));
  return row;
}

/**
 * The position a deleted list row comes back at: its old one, or the end when the list has grown shorter.
 * The rows from there on move down one place.
 */
export async function makeRoom(db: Database, table: PgTable & { id: AnyPgColumn }, old: unknown): Promise<number> {
  const position = (table as unknown as { position: AnyPgColumn }).position;
  const [last] = await db.select({ position: max(position) }).from(table);
  const end = Number(last?.position ?? 0) + 1;
  const wanted = typeof old === 'number' && Number.isInteger(old) && old >= 1 ? Math.min(old, end) : end;
  await db
    .update(table)
    .set({ position: sql`${position} + 1` } as never)
    .where(gte(position, wanted));
  return wanted;
}
