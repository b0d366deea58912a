import { FREQUENTLY_CALLED_NUMBERS_PATH, LOCATIONS_PATH, pageData } from '@site/shared';
import type { RouteObject } from '@site/shared/router';
import type { RouteHandle, SectionEntry } from '@site/contracts/types';
import { pages, type PageInfo } from './content/pages.ts';

/** A page's handle: its title and meta description, and the modules its `lazy` loads (package-relative). */
const handle = (page: PageInfo, ...modules: string[]): RouteHandle => ({
  title: page.title,
  description: page.description,
  modules,
});

/**
 * The `patient` remote's route objects (docs/design.md#contracts): /patient-information (which also answers with a trailing
 * slash), its sub-pages and /privacy-policy (docs/requirements.md#screens-and-routes), plus the No Surprises Act notice, Your Images and
 * Reports, the accessibility statement and the nondiscrimination notice. Absolute paths; `handle` carries the
 * title and meta description from content/pages.ts; every page loads lazily.
 */
export const routes: RouteObject[] = [
  {
    path: pages.landing.path,
    handle: handle(pages.landing, 'src/pages/patient-information/patient-information.tsx'),
    lazy: async () => ({
      Component: (await import('./pages/patient-information/patient-information.tsx')).PatientInformation,
    }),
  },
  {
    path: pages.frequentlyCalledNumbers.path,
    loader: pageData(() => [FREQUENTLY_CALLED_NUMBERS_PATH]),
    handle: handle(pages.frequentlyCalledNumbers, 'src/pages/frequently-called-numbers/frequently-called-numbers.tsx'),
    lazy: async () => ({
      Component: (await import('./pages/frequently-called-numbers/frequently-called-numbers.tsx'))
        .FrequentlyCalledNumbers,
    }),
  },
  {
    path: pages.billing.path,
    handle: handle(pages.billing, 'src/pages/billing-information/billing-information.tsx'),
    lazy: async () => ({
      Component: (await import('./pages/billing-information/billing-information.tsx')).BillingInformation,
    }),
  },
  {
    path: pages.imagesAndReports.path,
    loader: pageData(() => [FREQUENTLY_CALLED_NUMBERS_PATH]),
    handle: handle(pages.imagesAndReports, 'src/pages/images-and-reports/images-and-reports.tsx'),
    lazy: async () => ({
      Component: (await import('./pages/images-and-reports/images-and-reports.tsx')).ImagesAndReports,
    }),
  },
  {
    path: pages.noSurprisesAct.path,
    handle: handle(pages.noSurprisesAct, 'src/pages/no-surprises-act/no-surprises-act.tsx'),
    lazy: async () => ({ Component: (await import('./pages/no-surprises-act/no-surprises-act.tsx')).NoSurprisesAct }),
  },
  {
    path: pages.resources.path,
    handle: handle(pages.resources, 'src/pages/patient-resources/patient-resources.tsx'),
    lazy: async () => ({
      Component: (await import('./pages/patient-resources/patient-resources.tsx')).PatientResources,
    }),
  },
  {
    path: pages.locations.path,
    loader: pageData(() => [LOCATIONS_PATH]),
    handle: handle(pages.locations, 'src/pages/locations/locations.tsx'),
    lazy: async () => ({ Component: (await import('./pages/locations/locations.tsx')).Locations }),
  },
  {
    path: pages.accessibility.path,
    handle: handle(pages.accessibility, 'src/pages/accessibility/accessibility.tsx'),
    lazy: async () => ({ Component: (await import('./pages/accessibility/accessibility.tsx')).Accessibility }),
  },
  {
    path: pages.nondiscrimination.path,
    handle: handle(pages.nondiscrimination, 'src/pages/nondiscrimination/nondiscrimination.tsx'),
    lazy: async () => ({
      Component: (await import('./pages/nondiscrimination/nondiscrimination.tsx')).Nondiscrimination,
    }),
  },
  {
    path: pages.privacy.path,
    handle: handle(pages.privacy, 'src/pages/privacy-policy/privacy-policy.tsx'),
    lazy: async () => ({ Component: (await import('./pages/privacy-policy/privacy-policy.tsx')).PrivacyPolicy }),
  },
];

/**
 * Where the `patient` section sits in the site (docs/design.md#registry): the paths it owns, its main-menu group and its
 * footer-only links. The build writes them, with the public paths of the routes above, into the remote's
 * registry entry.
 */
export const section: SectionEntry = {
  basePaths: ['/patient-information', '/privacy-policy'],
  nav: {
    title: 'Patient Information',
    url: '/patient-information',
    order: 4,
    items: [
      {
        title: 'Frequently Called Numbers',
        url: '/patient-information/frequently-called-numbers',
      },
      {
        title: 'Billing Information',
        url: '/patient-information/billing-information',
      },
      {
        title: 'Your Images and Reports',
        url: '/patient-information/images-and-reports',
      },
      {
        title: 'No Surprises Act Notice',
        url: '/patient-information/no-surprises-act',
      },
      {
        title: 'Patient Resources',
        url: '/patient-information/patient-resources',
      },
      {
        title: 'Locations',
        url: '/patient-information/locations',
      },
    ],
  },
  footerLinks: [
    {
      title: 'Privacy Policy',
      url: '/privacy-policy',
    },
    {
      title: 'No Surprises Act Notice',
      url: '/patient-information/no-surprises-act',
    },
    {
      title: 'Accessibility Statement',
      url: '/patient-information/accessibility',
    },
    {
      title: 'Nondiscrimination and Language Assistance',
      url: '/patient-information/nondiscrimination',
    },
  ],
};
