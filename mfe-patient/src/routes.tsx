import type { RouteObject } from 'react-router-dom';
import { Page } from '@site/shared';

/** The `patient` remote's route objects (DESIGN §3): absolute paths, `handle.title` for the page title. */
export const routes: RouteObject[] = [
  {
    path: '/patient-information',
    element: <Page title="Patient Information" />,
    handle: { title: 'Patient Information' },
  },
  {
    path: '/patient-information/frequently-called-numbers',
    element: <Page title="Frequently Called Numbers" />,
    handle: { title: 'Frequently Called Numbers' },
  },
  {
    path: '/patient-information/billing-information',
    element: <Page title="Billing Information" />,
    handle: { title: 'Billing Information' },
  },
  {
    path: '/patient-information/patient-resources',
    element: <Page title="Patient Resources" />,
    handle: { title: 'Patient Resources' },
  },
  { path: '/patient-information/locations', element: <Page title="Locations" />, handle: { title: 'Locations' } },
  { path: '/privacy-policy', element: <Page title="Privacy Policy" />, handle: { title: 'Privacy Policy' } },
];
