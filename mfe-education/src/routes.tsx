import type { RouteHandle } from '@site/shared';
import type { RouteObject } from '@site/shared/router';
import { pages } from './content/pages.ts';

const handle = (page: { title: string; description: string }): RouteHandle => ({
  title: page.title,
  description: page.description,
});

/**
 * The `education` remote's route objects (DESIGN §3, SPEC §2 /education/*): absolute paths, `handle.title`
 * and `handle.description` for the document title and meta description. Each page loads lazily, so a visitor
 * downloads only the page they open.
 */
export const routes: RouteObject[] = [
  {
    path: pages.residency.path,
    handle: handle(pages.residency),
    lazy: async () => ({
      Component: (await import('./pages/radiology-residency/radiology-residency.tsx')).RadiologyResidency,
    }),
  },
  {
    path: pages.residents.path,
    handle: handle(pages.residents),
    lazy: async () => ({
      Component: (await import('./pages/meet-our-residents/meet-our-residents.tsx')).MeetOurResidents,
    }),
  },
  {
    path: pages.breastFellowship.path,
    handle: handle(pages.breastFellowship),
    lazy: async () => ({
      Component: (await import('./pages/breast-imaging-fellowship/breast-imaging-fellowship.tsx'))
        .BreastImagingFellowship,
    }),
  },
  {
    path: pages.mskFellowship.path,
    handle: handle(pages.mskFellowship),
    lazy: async () => ({
      Component: (await import('./pages/musculoskeletal-imaging-fellowship/musculoskeletal-imaging-fellowship.tsx'))
        .MusculoskeletalImagingFellowship,
    }),
  },
  {
    path: pages.fellows.path,
    handle: handle(pages.fellows),
    lazy: async () => ({
      Component: (await import('./pages/meet-our-fellows/meet-our-fellows.tsx')).MeetOurFellows,
    }),
  },
];
