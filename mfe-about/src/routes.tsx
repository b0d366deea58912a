import { OUTREACH_EVENTS_PATH, pageData, PHYSICIANS_PATH, PRACTICE_CONTACTS_PATH } from '@site/shared';
import type { RouteHandle, SectionEntry } from '@site/contracts/types';
import type { RouteObject } from '@site/shared/router';

/** A page's handle: its title, its meta description and the modules its `lazy` loads (package-relative). */
const handle = (title: string, description: string, ...modules: string[]): RouteHandle => ({
  title,
  description,
  modules,
});

/**
 * The `about` remote's route objects (docs/design.md#contracts): absolute paths under /about-us, `handle.title` (the page
 * name) and `handle.description` (the meta description), and a `loader` naming the API paths the page reads
 * (pageData). Each page loads lazily on first visit.
 */
export const routes: RouteObject[] = [
  {
    path: '/about-us/meet-our-team',
    loader: pageData(() => [PHYSICIANS_PATH]),
    handle: handle(
      'Meet Our Team',
      'Find any of our radiologists and physician assistants by name or subspecialty and read their training and background.',
      'src/pages/meet-our-team/meet-our-team.tsx',
    ),
    lazy: async () => ({ Component: (await import('./pages/meet-our-team/meet-our-team.tsx')).MeetOurTeam }),
  },
  {
    path: '/about-us/leadership',
    loader: pageData(() => [PHYSICIANS_PATH, PRACTICE_CONTACTS_PATH]),
    handle: handle(
      'Leadership',
      'Meet the physicians who lead the practice, its executive committee, medical directors, clinical sections and training programs.',
      'src/pages/leadership/leadership.tsx',
    ),
    lazy: async () => ({ Component: (await import('./pages/leadership/leadership.tsx')).Leadership }),
  },
  {
    path: '/about-us/career-opportunities',
    loader: pageData(() => [PRACTICE_CONTACTS_PATH]),
    handle: handle(
      'Career Opportunities',
      'Open positions for a nuclear medicine physician and a teleradiologist, and how to send us your CV.',
      'src/pages/career-opportunities/career-opportunities.tsx',
    ),
    lazy: async () => ({
      Component: (await import('./pages/career-opportunities/career-opportunities.tsx')).CareerOpportunities,
    }),
  },
  {
    path: '/about-us/history-goals-mission',
    handle: handle(
      'History, Goals, Mission',
      'How our radiology group has grown since the 1970s, what we aim for and the mission that guides our work.',
      'src/pages/history-goals-mission/history-goals-mission.tsx',
    ),
    lazy: async () => ({
      Component: (await import('./pages/history-goals-mission/history-goals-mission.tsx')).HistoryGoalsMission,
    }),
  },
  {
    path: '/about-us/community-outreach',
    loader: pageData(() => [OUTREACH_EVENTS_PATH]),
    handle: handle(
      'Community Outreach',
      'Screening days, school visits, health fairs and other ways our physicians and staff serve the community.',
      'src/pages/community-outreach/community-outreach.tsx',
    ),
    lazy: async () => ({
      Component: (await import('./pages/community-outreach/community-outreach.tsx')).CommunityOutreach,
    }),
  },
];

/**
 * Where the `about` section sits in the site (docs/design.md#registry): the paths it owns, its main-menu group. The build writes
 * them, with the public paths of the routes above, into the remote's registry entry.
 */
export const section: SectionEntry = {
  basePaths: ['/about-us'],
  nav: {
    title: 'About Us',
    url: '/about-us/meet-our-team',
    order: 1,
    items: [
      {
        title: 'Meet Our Team',
        url: '/about-us/meet-our-team',
      },
      {
        title: 'Leadership',
        url: '/about-us/leadership',
      },
      {
        title: 'Career Opportunities',
        url: '/about-us/career-opportunities',
      },
      {
        title: 'History, Goals, Mission',
        url: '/about-us/history-goals-mission',
      },
      {
        title: 'Community Outreach',
        url: '/about-us/community-outreach',
      },
    ],
  },
};
