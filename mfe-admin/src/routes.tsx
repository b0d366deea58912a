import type { RouteObject } from '@site/shared/router';
import type { RouteHandle, SectionEntry } from '@site/contracts/types';
import { LIST_NAMES } from './content/list-names.ts';

/** An admin screen's handle: its title, the admin layout and the modules its `lazy` loads (package-relative). */
const admin = (title: string, ...modules: string[]): RouteHandle => ({ title, layout: 'admin', modules });

/** A screen inside the admin frame, loaded on first visit: `load` imports `modules`. */
const screen = (
  path: string,
  title: string,
  modules: string[],
  load: () => Promise<RouteObject['Component']>,
): RouteObject => ({
  path,
  handle: admin(title, ...modules),
  lazy: async () => ({ Component: await load() }),
});

const listRoutes = LIST_NAMES.flatMap(({ key, title, singular }) => [
  screen(`/admin/${key}/`, title, ['src/pages/list/list-page.tsx', 'src/content/lists.ts'], async () => {
    const [{ ListPage }, { LISTS }] = await Promise.all([
      import('./pages/list/list-page.tsx'),
      import('./content/lists.ts'),
    ]);
    return function List() {
      return <ListPage config={LISTS[key]} />;
    };
  }),
  screen(
    `/admin/${key}/:id`,
    `Edit ${singular}`,
    ['src/pages/list-item/list-item.tsx', 'src/content/lists.ts'],
    async () => {
      const [{ ListItemPage }, { LISTS }] = await Promise.all([
        import('./pages/list-item/list-item.tsx'),
        import('./content/lists.ts'),
      ]);
      return function ListItem() {
        return <ListItemPage config={LISTS[key]} />;
      };
    },
  ),
]);

/**
 * The `admin` remote's route objects (docs/design.md#contracts): absolute paths under /admin, each with `handle.title` and
 * `layout: 'admin'` so the shell puts them in its admin layout; every screen loads on first visit. The spec's
 * /admin/, /admin/physicians/ and /admin/physicians/:id are kept. Every screen but /admin/login and /admin/setup (the first admin) sits in the
 * admin frame, which shows the sign-in form instead of the screen when nobody is signed in (docs/design.md#product-decisions).
 */
export const routes: RouteObject[] = [
  {
    path: '/admin/login',
    handle: admin('Sign in', 'src/pages/login/login.tsx'),
    lazy: async () => ({ Component: (await import('./pages/login/login.tsx')).Login }),
  },
  {
    path: '/admin/setup',
    handle: admin('Set up the site admin', 'src/pages/setup/setup.tsx'),
    lazy: async () => ({ Component: (await import('./pages/setup/setup.tsx')).Setup }),
  },
  {
    id: 'admin-frame',
    handle: { layout: 'admin', modules: ['src/components/admin-frame/admin-frame.tsx'] } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./components/admin-frame/admin-frame.tsx')).AdminFrame }),
    children: [
      screen(
        '/admin/',
        'Dashboard',
        ['src/pages/dashboard/dashboard.tsx'],
        async () => (await import('./pages/dashboard/dashboard.tsx')).Dashboard,
      ),
      screen(
        '/admin/physicians/',
        'Physicians',
        ['src/pages/physicians/physicians.tsx'],
        async () => (await import('./pages/physicians/physicians.tsx')).Physicians,
      ),
      screen(
        '/admin/physicians/:id',
        'Edit physician',
        ['src/pages/physician-edit/physician-edit.tsx'],
        async () => (await import('./pages/physician-edit/physician-edit.tsx')).PhysicianEdit,
      ),
      screen(
        '/admin/news/',
        'News',
        ['src/pages/news/news.tsx'],
        async () => (await import('./pages/news/news.tsx')).News,
      ),
      screen(
        '/admin/news/:id',
        'Edit story',
        ['src/pages/news-edit/news-edit.tsx'],
        async () => (await import('./pages/news-edit/news-edit.tsx')).NewsEdit,
      ),
      ...listRoutes,
      screen(
        '/admin/settings/',
        'Site settings',
        ['src/pages/settings/settings.tsx'],
        async () => (await import('./pages/settings/settings.tsx')).Settings,
      ),
      screen(
        '/admin/messages/',
        'Messages',
        ['src/pages/messages/messages.tsx'],
        async () => (await import('./pages/messages/messages.tsx')).Messages,
      ),
      screen(
        '/admin/messages/:id',
        'Message',
        ['src/pages/message/message.tsx'],
        async () => (await import('./pages/message/message.tsx')).Message,
      ),
      screen(
        '/admin/users/',
        'Users',
        ['src/pages/users/users.tsx'],
        async () => (await import('./pages/users/users.tsx')).Users,
      ),
      screen(
        '/admin/releases/',
        'Releases',
        ['src/pages/releases/releases.tsx'],
        async () => (await import('./pages/releases/releases.tsx')).Releases,
      ),
      screen(
        '/admin/releases/:remote/:id/report',
        'Release report',
        ['src/pages/release-report/release-report.tsx'],
        async () => (await import('./pages/release-report/release-report.tsx')).ReleaseReportScreen,
      ),
      screen(
        '/admin/deploy-tokens/',
        'Deploy tokens',
        ['src/pages/deploy-tokens/deploy-tokens.tsx'],
        async () => (await import('./pages/deploy-tokens/deploy-tokens.tsx')).DeployTokens,
      ),
      screen(
        '/admin/audit/',
        'Audit log',
        ['src/pages/audit/audit.tsx'],
        async () => (await import('./pages/audit/audit.tsx')).Audit,
      ),
      screen(
        '/admin/account/',
        'Your account',
        ['src/pages/account/account.tsx'],
        async () => (await import('./pages/account/account.tsx')).Account,
      ),
    ],
  },
];

/**
 * Where the `admin` section sits in the site (docs/design.md#registry): the paths it owns. The build writes
 * them, with the public paths of the routes above, into the remote's registry entry.
 */
export const section: SectionEntry = {
  basePaths: ['/admin'],
};
