/**
 * Each Education page's title (the h1 and the route's `handle.title`, docs/requirements.md#screens-and-routes) and its one-sentence meta
 * description. Pages and routes both read them here, so the two never drift apart.
 */
export const pages = {
  residency: {
    path: '/education/radiology-residency',
    title: 'Radiology Residency',
    description:
      'A four-year diagnostic radiology residency in Dayton, Ohio, with a 96% board pass rate, program contacts and how to apply.',
  },
  residents: {
    path: '/education/meet-our-residents',
    title: 'Meet Our Residents',
    description: 'Profiles of the residents training in our diagnostic radiology residency, by year of training.',
  },
  breastFellowship: {
    path: '/education/breast-imaging-fellowship',
    title: 'Breast Imaging Fellowship',
    description:
      'A one-year breast imaging fellowship with about 71,000 screening mammograms a year, its requirements and what to send to apply.',
  },
  mskFellowship: {
    path: '/education/musculoskeletal-imaging-fellowship',
    title: 'Musculoskeletal Imaging Fellowship',
    description:
      'A one-year musculoskeletal imaging fellowship: what fellows learn, the requirements, what to send to apply and whom to contact.',
  },
  fellows: {
    path: '/education/meet-our-fellows',
    title: 'Meet Our Fellows',
    description: 'Profiles of our current imaging fellows: why they chose radiology and what they like about Dayton.',
  },
} as const;
