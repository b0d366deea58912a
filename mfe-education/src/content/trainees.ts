/** The text around the resident and fellow cards (docs/requirements.md#screens-and-routes Meet Our Residents, Meet Our Fellows). */
export const residentsPage = {
  intro:
    'Meet the residents training with us in diagnostic radiology: where they studied and what interests them, in radiology and outside the reading room.',
  loading: 'Loading residents…',
  errorTitle: 'We could not load our residents',
  emptyTitle: 'No residents are listed right now',
  emptyText: 'Please check back soon.',
  /** Heading of the residents whose training year the data does not give, when the others are grouped. */
  otherYearHeading: 'Other residents',
  /** Heading of one training-year group; training_year 2 reads 'PGY-2' (postgraduate year). */
  yearHeading: (year: number) => `PGY-${year}`,
};

export const fellowsPage = {
  intro:
    'Meet our current fellows: why they chose radiology and their subspecialty, and what they have come to like about Dayton.',
  listLabel: 'Our fellows',
  loading: 'Loading fellows…',
  errorTitle: 'We could not load our fellows',
  emptyTitle: 'No fellows are listed right now',
  emptyText: 'Please check back soon.',
  /** docs/requirements.md#screens-and-routes: exactly two placeholders while the fellows load. */
  skeletonCount: 2,
};
