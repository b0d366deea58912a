import { NEWS_PATH, newsItemPath, pageData } from '@site/shared';
import type { RouteObject } from '@site/shared/router';
import type { RouteHandle, SectionEntry } from '@site/contracts/types';

/**
 * The `newsContact` remote's route objects (docs/design.md#contracts): absolute paths, `handle.title` for the page title
 * and `handle.description` for the meta description; each page loads on first visit. The news detail has
 * no handle title: the page titles itself with the headline once it has loaded (docs/design.md#product-decisions).
 */
export const routes: RouteObject[] = [
  {
    path: '/news',
    loader: pageData(() => [NEWS_PATH]),
    handle: {
      title: 'News',
      description: 'News from the practice: new services and locations, new colleagues and community work.',
      modules: ['src/pages/news/news.tsx'],
    } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/news/news.tsx')).News }),
  },
  {
    path: '/news/:id',
    loader: pageData(({ id }) => [id === undefined ? null : newsItemPath(id)]),
    handle: {
      description: 'A news story from the practice.',
      modules: ['src/pages/news-detail/news-detail.tsx'],
    } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/news-detail/news-detail.tsx')).NewsDetail }),
  },
  {
    path: '/contact',
    handle: {
      title: 'Contact',
      description: 'The office address, phone, fax and e-mail of the practice, and a form to send us a message.',
      modules: ['src/pages/contact/contact.tsx'],
    } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/contact/contact.tsx')).Contact }),
  },
  {
    path: '/software-upgrades',
    handle: {
      title: 'Software Upgrades',
      description:
        'What the January 2026 upgrade of our radiology reporting system changed for referring offices and patients.',
      modules: ['src/pages/software-upgrades/software-upgrades.tsx'],
    } satisfies RouteHandle,
    lazy: async () => ({
      Component: (await import('./pages/software-upgrades/software-upgrades.tsx')).SoftwareUpgrades,
    }),
  },
];

/**
 * Where the `newsContact` section sits in the site (docs/design.md#registry): the paths it owns, its main-menu group and its footer-only links. The build writes
 * them, with the public paths of the routes above, into the remote's registry entry.
 */
export const section: SectionEntry = {
  basePaths: ['/news', '/contact', '/software-upgrades'],
  nav: {
    title: 'Contact',
    url: '/contact',
    order: 5,
    items: [],
  },
  footerLinks: [
    {
      title: 'News',
      url: '/news',
    },
  ],
};
