/**
 * Revisions (docs/design.md#api, docs/design.md#product-decisions): every save of an edited record keeps the
 * values it replaced, so staff can see what changed and bring an earlier version back. Shared by the API that
 * answers with them and the admin screens that list them.
 */
import { z } from 'zod';

/**
 * The entity name of each admin screen's records, as the audit log and the revisions name them, by the screen's
 * key (its address under /admin/ and /api/admin/). The site settings are one record, with id 1.
 */
export const REVISION_ENTITIES = {
  physicians: 'physician',
  news: 'news',
  locations: 'location',
  numbers: 'frequently called number',
  contacts: 'practice contact',
  'quick-facts': 'quick fact',
  testimonials: 'testimonial',
  rotator: 'rotator slide',
  outreach: 'outreach event',
  settings: 'settings',
} as const;

/** The id of the one settings record, in revisions. */
export const SETTINGS_RECORD_ID = 1;

/** The newest revisions of a record always kept, however old. */
export const REVISIONS_KEPT = 50;
/** Revisions younger than this many years are kept, however many there are. */
export const REVISIONS_KEPT_YEARS = 2;

/**
 * What a save did to the record: changed it ('update'), deleted it, brought an earlier version back
 * ('restore'), or made a scheduled story public ('publish').
 */
export const REVISION_ACTIONS = ['update', 'delete', 'restore', 'publish'] as const;
export type RevisionAction = (typeof REVISION_ACTIONS)[number];

/**
 * One revision as GET /api/admin/revisions answers it: who saved and when, the record's full values before
 * that save (empty when the record did not exist before it: a deleted record brought back), and `changed`,
 * the names of the fields that differ from the state that followed the save (for the newest revision, from
 * the record as it is now).
 */
export const revisionEntity = z.object({
  id: z.int(),
  action: z.enum(REVISION_ACTIONS),
  user_email: z.string(),
  /** ISO 8601, UTC. */
  created_at: z.iso.datetime(),
  values: z.record(z.string(), z.unknown()),
  changed: z.array(z.string()),
});
export type Revision = z.infer<typeof revisionEntity>;

/** Keys that place a record rather than describe it: never compared, never restored onto an existing record. */
const PLACEMENT = new Set(['id', 'position']);

const isEmpty = (values: object): boolean => Object.keys(values).length === 0;

/**
 * The names of the fields that differ between two states of a record (`id` and `position` left out), in the
 * key order of `after`. An empty state is a record that did not exist, so against it every field of the other
 * state counts. Otherwise only fields both states hold are compared (a column added later is not a change).
 * Arrays compare by their items.
 */
export function revisionChanges(before: object, after: object): string[] {
  const old = before as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  if (isEmpty(old) || isEmpty(now)) return Object.keys(isEmpty(old) ? now : old).filter((key) => !PLACEMENT.has(key));
  return Object.keys(now).filter(
    (key) => !PLACEMENT.has(key) && key in old && JSON.stringify(old[key]) !== JSON.stringify(now[key]),
  );
}
