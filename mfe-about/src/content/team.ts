import type { SiteSettings } from '@site/contracts/types';

/** Texts of Meet Our Team (docs/requirements.md#screens-and-routes, docs/requirements.md#validation). The empty-state texts are the spec's, word for word. */
export const teamContent = {
  intro: (settings: SiteSettings) =>
    `Our ${settings.physician_count} physicians and ${settings.physician_assistant_count} physician assistants read imaging and perform procedures for hospitals and imaging centers across the region. Find someone by name, or narrow the list by subspecialty.`,
  nameLabel: 'Search by name',
  subspecialtyLegend: 'Show subspecialties',
  subspecialtyHint: 'Select one or more. A clinician shows when they practice any selected subspecialty.',
  clearFilters: 'Clear filters',
  loading: 'Loading our physicians…',
  emptyTitle: 'No Physicians Found',
  emptyText: 'Please change the filters to find more physicians.',
  errorTitle: 'We could not load our team',
  errorText: 'The list of physicians did not load. Please try again.',
  /** The result count, announced to screen readers as the filters change. */
  resultCount: (shown: number, total: number) =>
    shown === total ? `Showing all ${total} team members.` : `Showing ${shown} of ${total} team members.`,
};
