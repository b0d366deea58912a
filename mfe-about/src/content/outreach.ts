/** Texts of Community Outreach (docs/requirements.md#screens-and-routes); the events themselves come from /api/outreach-events. */
export const outreachContent = {
  intro:
    'Our physicians, physician assistants and staff spend time outside the reading room too: screening people close to home, teaching students and answering questions about imaging in our community.',
  loading: 'Loading outreach events…',
  emptyTitle: 'No events to show right now',
  emptyText: 'Please check back soon to see where our team will be next.',
  errorTitle: 'We could not load our outreach events',
  errorText: 'The list of events did not load. Please try again.',
  /** Link text when an event has a link but no link text of its own. */
  fallbackLinkText: (title: string) => `More about ${title}`,
};
