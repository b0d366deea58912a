import type { RouteObject } from 'react-router-dom';
import { Page } from '@site/shared';

/** The `admin` remote's route objects (DESIGN §3): absolute paths, `handle.title` for the page title. */
export const routes: RouteObject[] = [
  { path: '/admin/', element: <Page title="Dashboard" />, handle: { title: 'Dashboard', layout: 'admin' } },
  {
    path: '/admin/physicians/',
    element: <Page title="Physicians" />,
    handle: { title: 'Physicians', layout: 'admin' },
  },
];
