import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { AdminDashboard, ReleasesOverview, RemoteReleases } from '@site/contracts/schemas';
import { buildUser, mockAdminApi } from '../../test-support/admin-api.ts';
import { renderInFrame } from '../../test-support/render-admin.tsx';
import { Dashboard } from './dashboard.tsx';

const DASHBOARD: AdminDashboard = {
  counts: { physicians: 12, news: 4, unread_messages: 1 },
  latest_messages: [],
  recent_changes: [],
};

/** about runs 1.4.0 for most visitors and 2.0.0 as a staged canary, at its first stage of two. */
const about: RemoteReleases = {
  remote: 'about',
  current: { version: '1.4.0', released_at: '2026-11-20T15:00:00.000Z' },
  previous: { version: '1.3.0', released_at: '2026-11-02T15:00:00.000Z' },
  canary: {
    version: '2.0.0',
    released_at: '2026-11-24T15:00:00.000Z',
    percent: 10,
    plan: {
      stages: [
        { percent: 10, manual: false },
        { percent: 50, manual: false },
      ],
      step_minutes: 30,
      stage: 0,
      step_started_at: '2026-11-24T15:00:00.000Z',
      changes: [{ stage: 0, percent: 10, at: '2026-11-24T15:00:00.000Z', by: 'release' }],
      next_step_at: '2026-11-24T15:30:00.000Z',
    },
  },
  history: [],
  health: [
    { version: '1.4.0', views: 1234, errors: 15, sources: 12, error_rate: 15 / 1234 },
    { version: '2.0.0', views: 1, errors: 0, sources: 0, error_rate: 0 },
  ],
  versions: ['2.0.0', '1.4.0', '1.3.0'],
};

/** services runs 2.1.0 for every visitor, with no view recorded yet. */
const services: RemoteReleases = {
  remote: 'services',
  current: { version: '2.1.0', released_at: null },
  previous: null,
  canary: null,
  history: [],
  health: [],
  versions: ['2.1.0'],
};

/** education has a canary for no visitor: a preview. */
const education: RemoteReleases = {
  ...services,
  remote: 'education',
  current: { version: '1.0.0', released_at: null },
  canary: { version: '1.1.0', released_at: null, percent: 0 },
  health: [{ version: '1.0.0', views: 40, errors: 2, sources: 2, error_rate: 0.05 }],
};

const overview = (...remotes: RemoteReleases[]): ReleasesOverview => ({
  remotes,
  rule: { min_views: 200, margin: 0.05, min_sources: 20 },
  ignored_reports: [],
  pinned: {},
});

const SERVER_ERROR = { status: 500, body: { error: { code: 'internal_error', message: 'x' } } };

function setup(routes: Parameters<typeof mockAdminApi>[0], role: 'admin' | 'editor' = 'admin') {
  const calls = mockAdminApi({
    'GET /api/admin/session': { user: buildUser({ role }) },
    'GET /api/admin/dashboard': DASHBOARD,
    ...routes,
  });
  renderInFrame(<Dashboard />, { route: '/admin/' });
  return { calls, user: userEvent.setup() };
}

const sections = async () => within(await screen.findByRole('region', { name: 'Sections' }));

describe('Dashboard: Sections', () => {
  it('shows each section’s live version, lane and health, each linking to the Releases screen', async () => {
    setup({ 'GET /api/admin/releases': overview(about, services, education) });
    const table = (await sections()).getByRole('table', { name: 'Each section’s live version, lane and health' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => Array.from((row as HTMLTableRowElement).cells, (cell) => cell.textContent));
    expect(rows).toEqual([
      ['Section', 'Live version', 'Lane', 'Health'],
      [
        'about on the Releases screen',
        '1.4.0',
        'Canary 2.0.0 at 10% (stage 1 of 2)',
        'Live: 1.2% errors per view (1,234 views). Canary: 0.0% errors per view (1 view)',
      ],
      ['services on the Releases screen', '2.1.0', 'Live: every visitor', 'Live: no page views yet'],
      [
        'education on the Releases screen',
        '1.0.0',
        'Preview of 1.1.0 (no visitor)',
        'Live: 5.0% errors per view (40 views). Canary: no page views yet',
      ],
    ]);
    for (const remote of ['about', 'services', 'education']) {
      expect(within(table).getByRole('link', { name: `${remote} on the Releases screen` })).toHaveAttribute(
        'href',
        '/admin/releases/',
      );
    }
  });

  it('says so while the sections load', async () => {
    setup({ 'GET /api/admin/releases': () => new Promise(() => undefined) as never });
    expect(await (await sections()).findByRole('status')).toHaveTextContent('Loading the sections…');
  });

  it('says when no section has been released yet', async () => {
    setup({ 'GET /api/admin/releases': overview() });
    expect(await (await sections()).findByText('No section has been released yet.')).toBeInTheDocument();
  });

  it('says when the sections could not be loaded, and loads them again on Retry', async () => {
    let answer: unknown = SERVER_ERROR;
    const { user } = setup({ 'GET /api/admin/releases': () => answer as never });
    const region = await sections();
    expect(await region.findByRole('heading', { name: 'We could not load the sections' })).toBeInTheDocument();
    // The rest of the dashboard is there all the same.
    expect(screen.getByRole('link', { name: '12 physician profiles' })).toBeInTheDocument();
    answer = overview(services);
    await user.click(region.getByRole('button', { name: /Retry/ }));
    expect(await region.findByRole('cell', { name: 'Live: every visitor' })).toBeInTheDocument();
  });

  it('is not shown to an editor, and the releases are not asked for', async () => {
    const { calls } = setup({}, 'editor');
    expect(await screen.findByRole('link', { name: '12 physician profiles' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Sections' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.path)).not.toContain('/api/admin/releases');
  });
});
