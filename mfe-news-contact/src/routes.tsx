import type { RouteObject } from 'react-router-dom';
import { Page } from '@site/shared';

/** The `newsContact` remote's route objects (DESIGN §3): absolute paths, `handle.title` for the page title. */
export const routes: RouteObject[] = [
  { path: '/news', element: <Page title="News" />, handle: { title: 'News' } },
  { path: '/contact', element: <Page title="Contact" />, handle: { title: 'Contact' } },
  { path: '/software-upgrades', element: <Page title="Software Upgrades" />, handle: { title: 'Software Upgrades' } },
];
