/**
 * The database schema (docs/design.md#data). Column names are the spec's field names (docs/requirements.md#entities), unchanged from database
 * to JSON, so a route selects columns and answers without renaming anything. drizzle-kit generates the
 * migrations in `api/drizzle/` from this file; `migrate.ts` applies them at start on PGlite and PostgreSQL alike.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  AdminRole,
  CanaryFigures,
  CanaryStage,
  CanaryStageChange,
  NewsStatus,
  ReleaseReport,
} from '@site/contracts/schemas';
import type { PhysicianCategory, PracticeContactGroup, RegistryRemote, RemoteVersion } from '@site/contracts/types';

/**
 * Physicians, physician assistants, residents and fellows in one table: the spec gives them one shape, and one
 * table keeps a resident who joins the practice a single row whose category changes. Lists are ordered by name,
 * so there is no position column.
 */
export const physicians = pgTable(
  'physicians',
  {
    id: serial().primaryKey(),
    category: text().$type<PhysicianCategory>().notNull(),
    full_name: text().notNull(),
    last_name: text().notNull(),
    photo: text(),
    subspecialties: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    medical_school: text(),
    residency: text(),
    fellowship: text(),
    board_certified: text(),
    appointments_committees: text(),
    military: text(),
    bachelor_education: text(),
    masters_education: text(),
    pa_school: text(),
    nccpa_certified: text(),
    undergrad: text(),
    biography: text(),
    why_msk: text(),
    why_radiology: text(),
    what_did_you_like_dayton: text(),
    interests: text(),
    training_year: integer(),
  },
  (t) => [
    check(
      'physicians_category_check',
      sql`${t.category} in ('physician', 'physician_assistant', 'resident', 'fellow')`,
    ),
    check('physicians_training_year_check', sql`${t.training_year} between 1 and 5`),
    index('physicians_category_idx').on(t.category),
  ],
);

/** Columns of a modality or subspecialty summary; both lists keep the order staff give them. */
const serviceSummaryColumns = () => ({
  id: serial().primaryKey(),
  position: integer().notNull(),
  name: text().notNull(),
  description_short: text().notNull(),
  url: text().notNull(),
});

export const modalities = pgTable('modalities', serviceSummaryColumns());

export const subspecialties = pgTable('subspecialties', serviceSummaryColumns());

/** News items, listed newest first by `published_date`; `full_text` holds sanitized HTML. */
export const news = pgTable(
  'news',
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    intro_text: text().notNull(),
    photo_small: text(),
    photo_large: text(),
    photo_large_caption: text(),
    // mode 'string' keeps the ISO date ('YYYY-MM-DD') the API answers, with no time-zone shift through Date.
    published_date: date({ mode: 'string' }).notNull(),
    full_text: text().notNull(),
    // Added after the first release: every story that existed was public, so they start 'published'.
    status: text().$type<NewsStatus>().notNull().default('published'),
    // When a 'scheduled' story goes public; set on every story that was scheduled, kept once it is published.
    publish_at: timestamp({ withTimezone: true, mode: 'string' }),
  },
  (t) => [
    index('news_published_date_idx').on(t.published_date),
    index('news_status_publish_at_idx').on(t.status, t.publish_at),
    check('news_status_check', sql`${t.status} in ('draft', 'scheduled', 'published')`),
    check('news_scheduled_publish_at_check', sql`${t.status} <> 'scheduled' or ${t.publish_at} is not null`),
  ],
);

export const quick_facts = pgTable('quick_facts', {
  id: serial().primaryKey(),
  position: integer().notNull(),
  number: text().notNull(),
  title: text().notNull(),
});

export const testimonials = pgTable('testimonials', {
  id: serial().primaryKey(),
  position: integer().notNull(),
  text: text().notNull(),
  name: text().notNull(),
  location: text().notNull(),
});

export const rotator_slides = pgTable('rotator_slides', {
  id: serial().primaryKey(),
  position: integer().notNull(),
  image: text().notNull(),
  title: text().notNull(),
  text: text().notNull(),
});

export const outreach_events = pgTable('outreach_events', {
  id: serial().primaryKey(),
  position: integer().notNull(),
  title: text().notNull(),
  intro_text: text().notNull(),
  photo_small: text(),
  video: text(),
  link: text(),
  link_text: text(),
});

export const frequently_called_numbers = pgTable('frequently_called_numbers', {
  id: serial().primaryKey(),
  position: integer().notNull(),
  title: text().notNull(),
  subtitle: text(),
  text: text().notNull(),
});

/** Imaging locations; empty fields are null (docs/design.md#product-decisions), coordinates place them on the map. */
export const locations = pgTable('locations', {
  id: serial().primaryKey(),
  position: integer().notNull(),
  name: text().notNull(),
  address: text(),
  phone: text(),
  url: text(),
  latitude: doublePrecision(),
  longitude: doublePrecision(),
});

/**
 * The practice's people and lines (docs/design.md#demo-content): leadership, programme and CV contacts, reading-room lines. One
 * ordered list for every page that names them; `group` says where a row is shown. Empty fields are null.
 */
export const practice_contacts = pgTable(
  'practice_contacts',
  {
    id: serial().primaryKey(),
    position: integer().notNull(),
    group: text().$type<PracticeContactGroup>().notNull(),
    title: text().notNull(),
    full_name: text(),
    phone: text(),
    email: text(),
    hours: text(),
  },
  (t) => [
    check(
      'practice_contacts_group_check',
      sql`${t.group} in ('leaders', 'executive-committee', 'medical-directors', 'clinical-leadership', 'educational-leadership', 'residency', 'breast-fellowship', 'msk-fellowship', 'careers', 'reading-rooms')`,
    ),
  ],
);

/**
 * Site settings (docs/design.md#api): one row. Columns rather than a JSON blob so every setting has a type and a
 * migration when it is added. The id is fixed at 1 and checked, so a second row cannot appear.
 */
export const settings = pgTable(
  'settings',
  {
    id: integer().primaryKey().default(1),
    organization_name: text().notNull(),
    street_address: text().notNull(),
    city: text().notNull(),
    state: text().notNull(),
    zip: text().notNull(),
    phone: text().notNull(),
    fax: text().notNull(),
    email: text().notNull(),
    social_url: text().notNull(),
    social_name: text().notNull(),
    billing_phone: text().notNull(),
    billing_alert_text: text().notNull(),
    invoices_by_mail_date: date({ mode: 'string' }).notNull(),
    billing_company_since: date({ mode: 'string' }).notNull(),
    founded_year: integer().notNull(),
    physician_count: integer().notNull(),
    physician_assistant_count: integer().notNull(),
    analytics_endpoint: text().notNull().default(''),
    // Added after the first release: the defaults fill rows that exist (migration 0007 then sets the values
    // the pages showed before), while the seed gives a new database its own.
    billing_company_name: text().notNull().default(''),
    billing_company_address: text().notNull().default(''),
    collections_company_name: text().notNull().default(''),
    collections_company_address: text().notNull().default(''),
    collections_phone: text().notNull().default(''),
    payment_url: text().notNull().default(''),
    residency_application_url: text().notNull().default(''),
    careers_video_id: text().notNull().default(''),
    careers_video_text: text().notNull().default(''),
    residency_video_id: text().notNull().default(''),
    residency_video_text: text().notNull().default(''),
    presentation_embed_url: text().notNull().default(''),
    presentation_url: text().notNull().default(''),
    // The billing alert shows from its first day to its last, both in America/New_York; null: no limit.
    billing_alert_starts_on: date({ mode: 'string' }),
    billing_alert_ends_on: date({ mode: 'string' }),
  },
  (t) => [check('settings_single_row_check', sql`${t.id} = 1`)],
);

/** Where an outbox row (a contact submission, a mail to the admins) stands: waiting to be sent, sent, or stored with mail off. */
export type MailStatus = 'pending' | 'sent' | 'off';

/**
 * The mail columns of a table the outbox sends from (mail/outbox.ts): whether its mail is pending, sent or off,
 * the attempts so far, when the next is due, when it was sent and the last error. New builders each call,
 * as each table needs its own.
 */
const outboxColumns = () => ({
  mail_status: text().$type<MailStatus>().notNull().default('pending'),
  mail_attempts: integer().notNull().default(0),
  next_attempt_at: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  mail_sent_at: timestamp({ withTimezone: true, mode: 'string' }),
  mail_last_error: text(),
});

/**
 * Contact form submissions (docs/requirements.md#entities, docs/design.md#product-decisions), stored before the visitor gets an answer so nothing is lost.
 * The row is also the mail outbox: the worker claims 'pending' rows whose `next_attempt_at` has come, sends them,
 * and marks them 'sent' or pushes `next_attempt_at` back; 'off' rows were stored while no SMTP server was
 * configured and are read in the admin only. `read_at` and `handled_at` are the admin's. `submit` is not stored:
 * it is always true. The client's address is kept only as a keyed hash, enough to spot repeated senders
 * without holding personal data.
 */
export const contact_submissions = pgTable(
  'contact_submissions',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    address: text().notNull(),
    city: text().notNull(),
    state: text().notNull(),
    zip: text().notNull(),
    phone: text().notNull(),
    email: text().notNull(),
    comments: text().notNull(),
    client_address_hash: text().notNull(),
    created_at: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    ...outboxColumns(),
    read_at: timestamp({ withTimezone: true, mode: 'string' }),
    handled_at: timestamp({ withTimezone: true, mode: 'string' }),
  },
  (t) => [
    check('contact_submissions_mail_status_check', sql`${t.mail_status} in ('pending', 'sent', 'off')`),
    check('contact_submissions_mail_attempts_check', sql`${t.mail_attempts} >= 0`),
    // Partial: the outbox only ever looks for due pending rows, and those stay few while sent ones pile up.
    index('contact_submissions_outbox_idx')
      .on(t.next_attempt_at)
      .where(sql`${t.mail_status} = 'pending'`),
    index('contact_submissions_created_at_idx').on(t.created_at),
  ],
);

/**
 * Staff accounts of the admin (docs/design.md#product-decisions). `email` is stored lower-case and unique; `password_hash` is an
 * argon2id PHC string (never the password). Accounts are deactivated rather than deleted, so the audit log
 * keeps naming who did what. The tables that point at a user (sessions, audit_log) hold its id without a
 * foreign key: drizzle-kit writes references as "public"."users", which breaks databases that keep the tables
 * in another schema (the per-file test schemas on PostgreSQL); with no deletes, the ids stay valid.
 */
export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    name: text().notNull(),
    role: text().$type<AdminRole>().notNull(),
    password_hash: text().notNull(),
    active: boolean().notNull().default(true),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    last_login_at: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('users_email_idx').on(t.email), check('users_role_check', sql`${t.role} in ('admin', 'editor')`)],
);

/**
 * Signed-in sessions. The cookie carries a random token; only its SHA-256 is stored as `id`, so reading this
 * table does not let anyone sign in. A session ends on logout, after `last_seen_at` is older than the idle
 * limit, or at `expires_at` whatever the activity.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    user_id: integer().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    last_seen_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.user_id)],
);

/**
 * Browsers that have signed in to an account (a "device cookie", OWASP Authentication Cheat Sheet): the
 * cookie carries a random token for the browser, the table its SHA-256 once per account signed in from it. A
 * known browser is not held back by the limit on an account's failures from elsewhere, so someone guessing
 * passwords cannot lock staff out; its own failures are limited on their own.
 */
export const known_devices = pgTable(
  'known_devices',
  {
    id: text().notNull(),
    user_id: integer().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.id, t.user_id] }), index('known_devices_expires_at_idx').on(t.expires_at)],
);

/**
 * One-time setup tokens for the first admin (`/admin/setup`). While no staff account exists, each server start
 * issues one and prints its address; only the token's SHA-256 is stored, so reading this table does not let
 * anyone create the account. Creating the first admin deletes every row; a token also lapses at `expires_at`.
 */
export const setup_tokens = pgTable('setup_tokens', {
  id: text().primaryKey(),
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  expires_at: timestamp({ withTimezone: true }).notNull(),
});

/**
 * Sign-in attempts, successful or not, for an investigation; the limits themselves count in
 * rate_limit_counters (admin/auth/login-throttle.ts). Rows older than a day are deleted as new attempts arrive.
 */
export const login_attempts = pgTable(
  'login_attempts',
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    address: text().notNull(),
    succeeded: boolean().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_email_idx').on(t.email, t.created_at),
    index('login_attempts_address_idx').on(t.address, t.created_at),
  ],
);

/** Who changed what and when: one row per admin action that changes data, newest read first. */
export const audit_log = pgTable(
  'audit_log',
  {
    id: serial().primaryKey(),
    user_id: integer(),
    // Copied from the user, so the line stays readable whatever happens to the account later.
    user_email: text().notNull(),
    action: text().notNull(),
    entity: text().notNull(),
    entity_id: integer(),
    summary: text().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_at_idx').on(t.created_at)],
);

/**
 * Every saved version of every editable record (news, physicians, each ordered list, settings): one row per save,
 * holding the record's full values before the save, so any earlier state can be shown field by field and
 * restored. `entity` and `entity_id` name the record as the audit log does (settings: entity 'settings', id 1).
 * Pruned to the newest 50 per record or two years, whichever keeps more.
 */
export const revisions = pgTable(
  'revisions',
  {
    id: serial().primaryKey(),
    entity: text().notNull(),
    entity_id: integer().notNull(),
    user_id: integer(),
    // Copied from the user, as in the audit log, so the history stays readable whatever happens to the account.
    user_email: text().notNull(),
    // What the save was: 'update', 'delete', 'restore' or 'publish'.
    action: text().notNull(),
    values: jsonb().$type<Record<string, unknown>>().notNull(),
    created_at: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('revisions_entity_idx').on(t.entity, t.entity_id, t.created_at)],
);

/**
 * Front-end failures the shell reports (docs/design.md#registry: a remote that fails to load or throws while rendering), for
 * the release status. No personal data: no address, no query string, capped text (client-errors/client-errors.ts).
 * `source` tells reports from different client addresses apart without naming one: four hex digits of a hash
 * of the address with the remote and version, shared by some 65,000 IPv4 addresses (null for reports stored
 * before sources were kept).
 */
export const client_errors = pgTable(
  'client_errors',
  {
    id: serial().primaryKey(),
    remote: text().notNull(),
    version: text().notNull(),
    message: text().notNull(),
    path: text().notNull(),
    source: text(),
    created_at: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('client_errors_remote_created_at_idx').on(t.remote, t.created_at)],
);

/**
 * Page views per released version of a remote (docs/design.md#releases), counted by the web server from the
 * documents it serves (server/src/site/served-views.ts), per version each document was rendered with, so a canary's client error rate can be compared with
 * the stable version's (releases/release-health.ts). One row per version, incremented in place: no visitor data, no
 * row per view. Versions are immutable and never reused within a remote, so a row never needs resetting.
 */
export const release_page_views = pgTable(
  'release_page_views',
  {
    remote: text().notNull(),
    version: text().notNull(),
    views: bigint({ mode: 'number' }).notNull().default(0),
    updated_at: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.remote, t.version] })],
);

/**
 * The same page views per UTC hour (docs/design.md#releases), written by the same flush as release_page_views,
 * so the Releases screen can draw each version's errors per view over time. One row per remote, version and
 * hour, incremented in place; hours older than the retention are deleted (releases/release-health.ts).
 */
export const release_page_view_hours = pgTable(
  'release_page_view_hours',
  {
    remote: text().notNull(),
    version: text().notNull(),
    hour: timestamp({ withTimezone: true, mode: 'string' }).notNull(),
    views: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.remote, t.version, t.hour] }), index('release_page_view_hours_hour_idx').on(t.hour)],
);

/**
 * Canary signals the API refused or ignored (docs/design.md#releases): client error reports for a version that
 * is not live or canary, sent before its release, repeated beyond the per-source limit, or refused by the
 * rate limit. One row per remote and reason, incremented in place; `remote` is '' when the registry names no
 * such remote, so made-up names add no rows. The Releases screen shows them beside the counted figures.
 */
export const ignored_reports = pgTable(
  'ignored_reports',
  {
    remote: text().notNull(),
    reason: text().notNull(),
    count: bigint({ mode: 'number' }).notNull().default(0),
    updated_at: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.remote, t.reason] })],
);

/**
 * Real-user Web Vitals (docs/design.md#web-vitals), aggregated: one row per remote, version, lane, metric and
 * hour, never one per page view. `histogram` counts the values in each bucket of the metric's fixed edges
 * (vitals/vitals.ts); a report adds to the counts in place. Rows older than the retention are deleted.
 */
export const web_vitals = pgTable(
  'web_vitals',
  {
    remote: text().notNull(),
    version: text().notNull(),
    lane: text().notNull(),
    metric: text().notNull(),
    hour: timestamp({ withTimezone: true, mode: 'string' }).notNull(),
    count: bigint({ mode: 'number' }).notNull().default(0),
    histogram: integer().array().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.remote, t.version, t.lane, t.metric, t.hour] }),
    index('web_vitals_hour_idx').on(t.hour),
  ],
);

/**
 * The sources of the Web Vitals reports counted for each remote, version, lane and hour (docs/design.md#web-vitals):
 * four hex digits of a hash of the client address with the remote and version (client-errors/client-errors.ts
 * reportSource), one row per source. Enough to count distinct sources, so a few addresses posting made-up figures
 * can move no canary judgement; too little to find an address again. Pruned with the aggregates.
 */
export const web_vital_sources = pgTable(
  'web_vital_sources',
  {
    remote: text().notNull(),
    version: text().notNull(),
    lane: text().notNull(),
    hour: timestamp({ withTimezone: true, mode: 'string' }).notNull(),
    source: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.remote, t.version, t.lane, t.hour, t.source] }),
    index('web_vital_sources_hour_idx').on(t.hour),
  ],
);

/**
 * The canary watch's judgements (docs/design.md#releases), kept with the figures they were made on: one row per
 * change of outcome or per minute at most for each canary (releases/canary-judgements.ts), so a canary judged every
 * 10 s adds some 1,440 rows a day. Rows older than the retention are deleted.
 */
export const canary_judgements = pgTable(
  'canary_judgements',
  {
    id: serial().primaryKey(),
    remote: text().notNull(),
    canary_version: text().notNull(),
    stable_version: text().notNull(),
    percent: integer().notNull(),
    outcome: text({ enum: ['healthy', 'failing', 'inconclusive'] }).notNull(),
    reason: text().notNull(),
    figures: jsonb().$type<CanaryFigures>().notNull(),
    judged_at: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('canary_judgements_remote_judged_at_idx').on(t.remote, t.judged_at)],
);

/**
 * The stages of staged canaries (docs/design.md#canary-stages, releases/canary-plans.ts): one row per canary released
 * with stages, keyed by remote and version, with the plan (`stages`, `step_minutes`), the stage it is at, when
 * that stage's step began counting, and every stage it reached (`changes`), which the Releases screen's charts
 * mark. A row stays after its canary ends, for the charts; only the registry's canary version is steered by it.
 */
export const canary_plans = pgTable(
  'canary_plans',
  {
    remote: text().notNull(),
    version: text().notNull(),
    stages: jsonb().$type<CanaryStage[]>().notNull(),
    step_minutes: doublePrecision().notNull(),
    stage: integer().notNull().default(0),
    step_started_at: timestamp({ withTimezone: true, mode: 'string' }).notNull(),
    changes: jsonb().$type<CanaryStageChange[]>().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.remote, t.version] })],
);

/**
 * Web Vitals reports the API refused (malformed, too large, rate limited) or did not count (a version that is not
 * live or canary), per remote ('' for a name the registry does not hold) and reason, incremented in place.
 */
export const ignored_vitals = pgTable(
  'ignored_vitals',
  {
    remote: text().notNull(),
    reason: text().notNull(),
    count: bigint({ mode: 'number' }).notNull().default(0),
    updated_at: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.remote, t.reason] })],
);

/**
 * Rate-limit counters shared by every API instance on one database (limits/rate-limit-store.ts): one row per
 * route and client, keyed by a hash of both, counting requests until `expires_at`. Expired rows are deleted.
 */
export const rate_limit_counters = pgTable(
  'rate_limit_counters',
  {
    key: text().primaryKey(),
    count: integer().notNull(),
    expires_at: timestamp({ withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [index('rate_limit_counters_expires_at_idx').on(t.expires_at)],
);

/** Tables that hold site content; the seed loads them only while every one is empty. */
export const contentTables = [
  physicians,
  modalities,
  subspecialties,
  news,
  quick_facts,
  testimonials,
  rotator_slides,
  outreach_events,
  frequently_called_numbers,
  locations,
  practice_contacts,
  settings,
] as const;

/**
 * The renderer's durable queue (docs/decisions/0003-rendering-model.md): one row per reason to bring the stored pages up to date (a
 * release, a rollback, a shell build, an admin edit). A renderer claims every waiting row at once under a
 * lease (`claimed_by`, `claimed_at`), re-renders the pages whose recorded inputs changed, and sets `done_at`.
 * A renderer that dies leaves its lease to expire, and the rows are claimed again: no job is lost.
 */
export const render_jobs = pgTable(
  'render_jobs',
  {
    id: serial().primaryKey(),
    reason: text().notNull(),
    created_at: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    claimed_by: text(),
    claimed_at: timestamp({ withTimezone: true, mode: 'string' }),
    done_at: timestamp({ withTimezone: true, mode: 'string' }),
  },
  // Partial: renderers only ever look for rows not done, and those stay few while done ones pile up.
  (t) => [
    index('render_jobs_waiting_idx')
      .on(t.id)
      .where(sql`${t.done_at} is null`),
  ],
);

/**
 * Pending drafts (docs/design.md#product-decisions): changes staff saved to a published record without making
 * them public, one per record (`entity` and `entity_id` as in revisions). `values` holds the record's fields as
 * its form sends them, already through the save's sanitizing and checks. Publishing writes them to the record
 * through the rules of a normal save and deletes the row; discarding deletes it.
 */
export const drafts = pgTable(
  'drafts',
  {
    id: serial().primaryKey(),
    entity: text().notNull(),
    entity_id: integer().notNull(),
    user_id: integer(),
    user_email: text().notNull(),
    values: jsonb().$type<Record<string, unknown>>().notNull(),
    updated_at: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('drafts_entity_record_idx').on(t.entity, t.entity_id)],
);

/**
 * Preview addresses (docs/design.md#product-decisions): each lets whoever holds its token see one public page
 * rendered from one record's draft until `expires_at`. Only the token's SHA-256 is kept, as for sessions, so a
 * copy of the table opens no preview.
 */
export const previews = pgTable(
  'previews',
  {
    token_hash: text().primaryKey(),
    entity: text().notNull(),
    entity_id: integer().notNull(),
    path: text().notNull(),
    user_id: integer(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('previews_expires_at_idx').on(t.expires_at)],
);

/**
 * Deploy tokens (docs/design.md#registry): each lets a team's CI release and roll back one remote over HTTP,
 * and nothing else. Only the token's SHA-256 is kept, so a copy of the table releases nothing; the token is
 * shown once, when it is made. A revoked token (`revoked_at`) is refused; `last_used_at` tells ops which are
 * still in use.
 */
export const deploy_tokens = pgTable('deploy_tokens', {
  id: serial().primaryKey(),
  remote: text().notNull(),
  label: text().notNull(),
  token_hash: text().notNull().unique(),
  created_by: text().notNull(),
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  last_used_at: timestamp({ withTimezone: true }),
  revoked_at: timestamp({ withTimezone: true }),
});

/**
 * Every release of a remote as it was asked for (docs/design.md#releases, releases/release-records.ts): who (a
 * deploy token's label, an admin, or the command line), which version and commit, the canary share, and where
 * it stands (`verifying`, `canary`, `live`, `failed`, `rolled_back`, `superseded`) with the reason for a
 * failure or rollback.
 */
export const release_records = pgTable(
  'release_records',
  {
    id: text().primaryKey(),
    remote: text().notNull(),
    version: text().notNull(),
    status: text({ enum: ['verifying', 'canary', 'live', 'failed', 'rolled_back', 'superseded'] }).notNull(),
    reason: text(),
    released_by: text().notNull(),
    commit: text(),
    percent: integer(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('release_records_remote_created_at_idx').on(t.remote, t.created_at)],
);

/**
 * The release report of a release, and of its rollback (docs/design.md#release-reports,
 * releases/release-records.ts): what it changed on the composed site, page by page, as a ReleaseReport. Keyed by the
 * release's record and the report's kind: `release` (made by its verification) and `rollback` (made when that
 * release was rolled back: the same pages, before and after swapped). Removed with its record.
 */
export const release_reports = pgTable(
  'release_reports',
  {
    release_id: text()
      .notNull()
      .references(() => release_records.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['release', 'rollback'] }).notNull(),
    report: jsonb().$type<ReleaseReport>().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.release_id, t.kind] })],
);

/**
 * Mail for the site's admins about operations (mail/ops-mail.ts), sent by the same outbox worker as contact
 * messages and retried the same way: an automatic canary rollback, for one. `mail_status` is `off` when the
 * site has no mail server (the row is then a record only).
 */
export const ops_mail = pgTable(
  'ops_mail',
  {
    id: serial().primaryKey(),
    subject: text().notNull(),
    body: text().notNull(),
    created_at: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    ...outboxColumns(),
  },
  (t) => [
    index('ops_mail_outbox_idx')
      .on(t.next_attempt_at)
      .where(sql`${t.mail_status} = 'pending'`),
  ],
);

/**
 * One-time links that hand a preview or a pin over from the admin's origin to the public one
 * (docs/design.md#admin-sign-in-and-roles, admin/lib/handovers.ts): the SHA-256 of the link's random code, what
 * opening it does (`kind`, `payload`), who made it, and when it lapses. Opening it deletes the row.
 */
export const handovers = pgTable(
  'handovers',
  {
    token_hash: text().primaryKey(),
    kind: text().$type<'preview' | 'pin' | 'release-preview'>().notNull(),
    payload: jsonb().$type<Record<string, string>>().notNull(),
    created_by: text().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('handovers_expires_at_idx').on(t.expires_at)],
);

/**
 * Browsers an admin pinned to chosen versions of remotes, to try them before promoting (docs/design.md#releases,
 * releases/release-pins.ts): the SHA-256 of the random token in the browser's `rr_pin` cookie, the pins (remote →
 * version), who pinned, and when the pins lapse.
 */
export const release_pins = pgTable('release_pins', {
  id: serial().primaryKey(),
  token_hash: text().notNull().unique(),
  pins: jsonb().$type<Record<string, string>>().notNull(),
  created_by: text().notNull(),
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  expires_at: timestamp({ withTimezone: true }).notNull(),
});

/**
 * The release registry's truth (docs/design.md#registry, releases/registry-state.ts): one row per remote with its
 * registry entry (current version, `previous`, `canary`) and the history of versions it was released at, oldest
 * first, which rollback walks back through. Every release, promotion and rollback changes it in one transaction
 * under one lock, so several web servers share it, and queues its render job in that transaction.
 */
export const registry_remotes = pgTable('registry_remotes', {
  remote: text().primaryKey(),
  // Null once the remote is taken off the site: its row stays for its history and the paths it owns.
  entry: jsonb().$type<RegistryRemote>(),
  // The base paths the remote owns (docs/design.md#registry): claimed at its first release, changed by an admin.
  base_paths: jsonb().$type<string[]>(),
  history: jsonb().$type<RemoteVersion[]>().notNull(),
  updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
