/**
 * Drafts and previews (docs/design.md#product-decisions, docs/requirements.md#admin-screens): staff save changes to a
 * record as a pending draft that visitors do not see, look at the real page built from it at a private address,
 * then publish or discard it. Shared by the API that keeps drafts and the admin screens that edit them.
 */
import { z } from 'zod';
import { REVISION_ENTITIES } from './revisions.ts';

/**
 * The admin screens whose records can have a pending draft, by screen key (the address under /admin/ and
 * /api/admin/): every edited record but the site settings, which are one record saved as a whole.
 */
export const DRAFT_SCREENS = [
  'physicians',
  'news',
  'locations',
  'numbers',
  'contacts',
  'quick-facts',
  'testimonials',
  'rotator',
  'outreach',
] as const satisfies readonly (keyof typeof REVISION_ENTITIES)[];
export type DraftScreen = (typeof DRAFT_SCREENS)[number];

/**
 * A pending draft as GET /api/admin/{screen}/{id}/draft answers it (null when the record has none): the values staff saved (the record's fields
 * as its form sends them, already sanitized), who saved it last and when, and `changed`, the fields that differ
 * from the published record, in the record's field order.
 */
export const draftEntity = z.object({
  entity: z.string(),
  entity_id: z.int(),
  values: z.record(z.string(), z.unknown()),
  user_email: z.string(),
  /** ISO 8601, UTC. */
  updated_at: z.iso.datetime(),
  changed: z.array(z.string()),
});
export type Draft = z.infer<typeof draftEntity>;

/** One pending draft in GET /api/admin/drafts, which the list screens read to mark records with unpublished changes. */
export type DraftSummary = Pick<Draft, 'entity' | 'entity_id' | 'user_email' | 'updated_at'>;

/** How long a preview address works, in minutes. */
export const PREVIEW_TTL_MINUTES = 30;

/** The query parameter that carries a preview's token on the page's own address: `/news/12?preview=<token>`. */
export const PREVIEW_PARAMETER = 'preview';

/** The header the renderer sends the token in when it reads the API for a preview. */
export const PREVIEW_HEADER = 'x-preview-token';

/**
 * A preview as POST /api/admin/{screen}/{id}/preview answers it: the private address of the page built from the
 * record's draft (or, for a story not yet public, from the story as it would be published), and when it stops
 * working (ISO 8601, UTC).
 */
export interface Preview {
  /** The page's path and the token, e.g. `/news/12?preview=…`. */
  url: string;
  path: string;
  expires_at: string;
}

/** The category-specific team page of a physician record. */
const TEAM_PAGES: Record<string, string> = {
  physician: '/about-us/meet-our-team',
  physician_assistant: '/about-us/meet-our-team',
  resident: '/education/meet-our-residents',
  fellow: '/education/meet-our-fellows',
};

/** The page that shows the records of each screen, where it is one page for all of them. */
const SCREEN_PAGES: Partial<Record<DraftScreen, string>> = {
  locations: '/patient-information/locations',
  numbers: '/patient-information/frequently-called-numbers',
  contacts: '/about-us/leadership',
  'quick-facts': '/',
  testimonials: '/',
  rotator: '/',
  outreach: '/about-us/community-outreach',
};

/**
 * The public page a preview of a record opens at: a story's own page, a physician's team page by category,
 * otherwise the page that lists the screen's records. `values` holds the record's fields (id, category).
 */
export function previewPath(screen: DraftScreen, values: Record<string, unknown>): string {
  if (screen === 'news') return `/news/${String(values.id)}`;
  if (screen === 'physicians') return TEAM_PAGES[String(values.category)] ?? TEAM_PAGES.physician!;
  return SCREEN_PAGES[screen]!;
}
