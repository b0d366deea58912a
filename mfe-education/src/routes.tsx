import { FELLOWS_PATH, pageData, PRACTICE_CONTACTS_PATH, RESIDENTS_PATH } from '@site/shared';
import type { RouteHandle, SectionEntry } from '@site/contracts/types';
import type { RouteObject } from '@site/shared/router';
import { pages } from './content/pages.ts';

/** A page's handle: its title and meta description, and the modules its `lazy` loads (package-relative). */
const handle = (page: { title: string; description: string }, ...modules: string[]): RouteHandle => ({
  title: page.title,
  description: page.description,
  modules,
});

/**
 * The `education` remote's route objects (docs/design.md#contracts, docs/requirements.md#screens-and-routes /education/*): absolute paths, `handle.title`
 * and `handle.description` for the document title and meta description. Each page loads lazily, so a visitor
 * downloads only the page they open.
 */
export const routes: RouteObject[] = [
  {
    path: pages.residency.path,
    loader: pageData(() => [PRACTICE_CONTACTS_PATH]),
    handle: handle(pages.residency, 'src/pages/radiology-residency/radiology-residency.tsx'),
    lazy: async () => ({
      Component: (await import('./pages/radiology-residency/radiology-residency.tsx')).RadiologyResidency,
    }),
  },
  {
    path: pages.residents.path,
    loader: pageData(() => [RESIDENTS_PATH]),
    handle: handle(pages.residents, 'src/pages/meet-our-residents/meet-our-residents.tsx'),
    lazy: async () => ({
      Component: (await import('./pages/meet-our-residents/meet-our-residents.tsx')).MeetOurResidents,
    }),
  },
  {
    path: pages.breastFellowship.path,
    loader: pageData(() => [PRACTICE_CONTACTS_PATH]),
    handle: handle(pages.breastFellowship, 'src/pages/breast-imaging-fellowship/breast-imaging-fellowship.tsx'),
    lazy: async () => ({
      Component: (await import('./pages/breast-imaging-fellowship/breast-imaging-fellowship.tsx'))
        .BreastImagingFellowship,
    }),
  },
  {
    path: pages.mskFellowship.path,
    loader: pageData(() => [PRACTICE_CONTACTS_PATH]),
    handle: handle(
      pages.mskFellowship,
      'src/pages/musculoskeletal-imaging-fellowship/musculoskeletal-imaging-fellowship.tsx',
    ),
    lazy: async () => ({
      Component: (await import('./pages/musculoskeletal-imaging-fellowship/musculoskeletal-imaging-fellowship.tsx'))
        .MusculoskeletalImagingFellowship,
    }),
  },
  {
    path: pages.fellows.path,
    loader: pageData(() => [FELLOWS_PATH]),
    handle: handle(pages.fellows, 'src/pages/meet-our-fellows/meet-our-fellows.tsx'),
    lazy: async () => ({
      Component: (await import('./pages/meet-our-fellows/meet-our-fellows.tsx')).MeetOurFellows,
    }),
  },
];

/**
 * Where the `education` section sits in the site (docs/design.md#registry): the paths it owns, its main-menu group. The build writes
 * them, with the public paths of the routes above, into the remote's registry entry.
 */
export const section: SectionEntry = {
  basePaths: ['/education'],
  nav: {
    title: 'Education',
    url: '/education/radiology-residency',
    order: 3,
    items: [
      {
        title: 'Radiology Residency',
        url: '/education/radiology-residency',
      },
      {
        title: 'Meet Our Residents',
        url: '/education/meet-our-residents',
      },
      {
        title: 'Breast Imaging Fellowship',
        url: '/education/breast-imaging-fellowship',
      },
      {
        title: 'Musculoskeletal Imaging Fellowship',
        url: '/education/musculoskeletal-imaging-fellowship',
      },
      {
        title: 'Meet Our Fellows',
        url: '/education/meet-our-fellows',
      },
    ],
  },
};
