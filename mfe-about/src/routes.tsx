import type { RouteObject } from 'react-router-dom';
import { Page } from '@site/shared';

/** The `about` remote's route objects (DESIGN §3): absolute paths, `handle.title` for the page title. */
export const routes: RouteObject[] = [
  { path: '/about-us/meet-our-team', element: <Page title="Meet Our Team" />, handle: { title: 'Meet Our Team' } },
  { path: '/about-us/leadership', element: <Page title="Leadership" />, handle: { title: 'Leadership' } },
  {
    path: '/about-us/career-opportunities',
    element: <Page title="Career Opportunities" />,
    handle: { title: 'Career Opportunities' },
  },
  {
    path: '/about-us/history-goals-mission',
    element: <Page title="History, Goals, Mission" />,
    handle: { title: 'History, Goals, Mission' },
  },
  {
    path: '/about-us/community-outreach',
    element: <Page title="Community Outreach" />,
    handle: { title: 'Community Outreach' },
  },
];
