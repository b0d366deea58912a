/**
 * Every page this remote owns: path, title (exactly the page name, docs/requirements.md#screens-and-routes) and a one-sentence description for
 * the meta description, which the landing page also shows under its links. routes.tsx and the landing page
 * both read this, so a title is written once.
 */
export interface PageInfo {
  path: string;
  title: string;
  description: string;
}

export const pages = {
  landing: {
    path: '/patient-information',
    title: 'Patient Information',
    description: 'Phone numbers, billing help, imaging locations and your rights as a patient of our radiologists.',
  },
  frequentlyCalledNumbers: {
    path: '/patient-information/frequently-called-numbers',
    title: 'Frequently Called Numbers',
    description: 'The phone numbers patients call most: the main office, billing, scheduling, image copies and more.',
  },
  billing: {
    path: '/patient-information/billing-information',
    title: 'Billing Information',
    description: 'Who bills for your radiologist’s services, how to pay, and why one exam can bring two bills.',
  },
  imagesAndReports: {
    path: '/patient-information/images-and-reports',
    title: 'Your Images and Reports',
    description: 'How to get copies of your imaging exams and reports, or have them sent to another doctor.',
  },
  noSurprisesAct: {
    path: '/patient-information/no-surprises-act',
    title: 'No Surprises Act Notice',
    description: 'Your protections against surprise medical bills and your right to a Good Faith Estimate of costs.',
  },
  resources: {
    path: '/patient-information/patient-resources',
    title: 'Patient Resources',
    description: 'Trusted websites that explain imaging exams and radiation safety in plain language.',
  },
  locations: {
    path: '/patient-information/locations',
    title: 'Locations',
    description:
      'Hospitals and imaging centers where our radiologists work, with phone numbers, websites and directions.',
  },
  privacy: {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    description: 'How we use and protect your health information, your privacy rights, and what this website collects.',
  },
  accessibility: {
    path: '/patient-information/accessibility',
    title: 'Accessibility Statement',
    description: 'Our commitment to an accessible website, the standard we follow, and how to tell us about a barrier.',
  },
  nondiscrimination: {
    path: '/patient-information/nondiscrimination',
    title: 'Nondiscrimination and Language Assistance',
    description: 'We do not discriminate, and we offer free language help and free aids for people with disabilities.',
  },
} as const satisfies Record<string, PageInfo>;

/** The sub-pages the landing page links to, in menu order. */
export const landingLinks: readonly PageInfo[] = [
  pages.frequentlyCalledNumbers,
  pages.billing,
  pages.imagesAndReports,
  pages.noSurprisesAct,
  pages.resources,
  pages.locations,
];
