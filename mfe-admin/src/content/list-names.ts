/**
 * The ordered lists the admin edits with one generic pair of screens, by their address under /admin/ (which
 * is also their path under /api/admin/). Only names here: routes.tsx reads this, and the forms load later.
 */
export const LIST_NAMES = [
  { key: 'locations', title: 'Locations', singular: 'location' },
  { key: 'numbers', title: 'Frequently called numbers', singular: 'phone number' },
  { key: 'contacts', title: 'Practice contacts', singular: 'contact' },
  { key: 'quick-facts', title: 'Quick facts', singular: 'quick fact' },
  { key: 'testimonials', title: 'Testimonials', singular: 'testimonial' },
  { key: 'rotator', title: 'Home banner slides', singular: 'slide' },
  { key: 'outreach', title: 'Outreach events', singular: 'event' },
] as const;

export type ListKey = (typeof LIST_NAMES)[number]['key'];
