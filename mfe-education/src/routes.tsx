import type { RouteObject } from 'react-router-dom';
import { Page } from '@site/shared';

/** The `education` remote's route objects (DESIGN §3): absolute paths, `handle.title` for the page title. */
export const routes: RouteObject[] = [
  {
    path: '/education/radiology-residency',
    element: <Page title="Radiology Residency" />,
    handle: { title: 'Radiology Residency' },
  },
  {
    path: '/education/meet-our-residents',
    element: <Page title="Meet Our Residents" />,
    handle: { title: 'Meet Our Residents' },
  },
  {
    path: '/education/breast-imaging-fellowship',
    element: <Page title="Breast Imaging Fellowship" />,
    handle: { title: 'Breast Imaging Fellowship' },
  },
  {
    path: '/education/musculoskeletal-imaging-fellowship',
    element: <Page title="Musculoskeletal Imaging Fellowship" />,
    handle: { title: 'Musculoskeletal Imaging Fellowship' },
  },
  {
    path: '/education/meet-our-fellows',
    element: <Page title="Meet Our Fellows" />,
    handle: { title: 'Meet Our Fellows' },
  },
];
