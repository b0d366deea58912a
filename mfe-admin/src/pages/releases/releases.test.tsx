import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReleaseRecord, ReleasesOverview, RemoteReleases } from '@site/contracts/schemas';
import { buildUser, mockAdminApi } from '../../test-support/admin-api.ts';
import { renderInFrame } from '../../test-support/render-admin.tsx';
import { formatWhen } from '../../content/wording.ts';
import { Releases } from './releases.tsx';

const record = (overrides: Partial<ReleaseRecord>): ReleaseRecord => ({
  id: 'r1',
  remote: 'about',
  version: '1.4.0',
  status: 'live',
  reason: null,
  released_by: 'dana@riverbend.example',
  commit: null,
  percent: null,
  created_at: '2026-11-20T15:00:00.000Z',
  updated_at: '2026-11-20T15:00:00.000Z',
  has_report: false,
  ...overrides,
});

/** about runs 1.4.0, with 1.3.0 before it and 1.5.0 as a canary for 10% of visitors. */
const about: RemoteReleases = {
  remote: 'about',
  current: { version: '1.4.0', released_at: '2026-11-20T15:00:00.000Z' },
  previous: { version: '1.3.0', released_at: '2026-11-02T15:00:00.000Z' },
  canary: { version: '1.5.0', released_at: '2026-11-24T15:00:00.000Z', percent: 10 },
  history: [
    record({
      id: 'r4',
      version: '1.5.0',
      status: 'canary',
      percent: 10,
      released_by: 'token: about team CI',
      commit: '0123456789abcdef0123456789abcdef01234567',
      created_at: '2026-11-24T15:00:00.000Z',
      // Verified and served to its share two minutes after it was asked for.
      updated_at: '2026-11-24T15:02:00.000Z',
      has_report: true,
    }),
    record({
      id: 'r3',
      version: '1.4.1',
      status: 'rolled_back',
      percent: 20,
      released_by: 'token: about team CI',
      reason: 'Its error rate was 9.0% against 1.2% for 1.4.0.',
      created_at: '2026-11-22T15:00:00.000Z',
      updated_at: '2026-11-23T09:30:00.000Z',
      has_report: true,
    }),
    record({ id: 'r2', version: '1.4.0', status: 'live' }),
    record({
      id: 'r1',
      version: '1.3.0',
      status: 'superseded',
      created_at: '2026-11-02T15:00:00.000Z',
      updated_at: '2026-11-20T15:00:00.000Z',
    }),
  ],
  health: [
    { version: '1.4.0', views: 1234, errors: 15, sources: 12, error_rate: 15 / 1234 },
    { version: '1.5.0', views: 0, errors: 0, sources: 0, error_rate: null },
    { version: '1.3.0', views: 5000, errors: 50, sources: 40, error_rate: 0.01 },
  ],
  versions: ['1.5.0', '1.4.1', '1.4.0', '1.3.0'],
};

/** services runs 2.0.0 alone: no canary, nothing before it, no release recorded, no version kept to try. */
const services: RemoteReleases = {
  remote: 'services',
  current: { version: '2.0.0', released_at: null },
  previous: null,
  canary: null,
  history: [],
  health: [],
  versions: [],
};

const RULE = { min_views: 200, margin: 0.05, min_sources: 20 };
const overview = (...remotes: RemoteReleases[]): ReleasesOverview => ({
  remotes,
  rule: RULE,
  ignored_reports: [],
  pinned: {},
});
/** The overview as a browser pinned to `pinned` (remote → version) gets it. */
const pinnedTo = (pinned: Record<string, string>, ...remotes: RemoteReleases[]): ReleasesOverview => ({
  ...overview(...remotes),
  pinned,
});

const PIN_NOT_RELEASED = {
  status: 404,
  body: { error: { code: 'not_found', message: 'about has no released version 1.4.1.' } },
};

const SERVER_ERROR = { status: 500, body: { error: { code: 'internal_error', message: 'x' } } };
const conflict = (message: string) => ({ status: 409, body: { error: { code: 'conflict', message } } });

function setup(routes: Parameters<typeof mockAdminApi>[0]) {
  const calls = mockAdminApi({ 'GET /api/admin/session': { user: buildUser() }, ...routes });
  renderInFrame(<Releases />, { route: '/admin/releases/' });
  const overviewLoads = () => calls.filter((c) => c.method === 'GET' && c.path === '/api/admin/releases').length;
  return { calls, overviewLoads, user: userEvent.setup() };
}

/** The section of one remote, found by its heading. */
const section = async (remote: string) => within(await screen.findByRole('region', { name: remote }));

/** The text of each cell of a table's body rows. */
const bodyRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from((row as HTMLTableRowElement).cells, (cell) => cell.textContent));

describe('Releases', () => {
  it('tells an editor the screen is for admins, without asking the server for releases', async () => {
    const calls = mockAdminApi({ 'GET /api/admin/session': { user: buildUser({ role: 'editor' }) } });
    renderInFrame(<Releases />, { route: '/admin/releases/' });
    expect(await screen.findByRole('heading', { name: 'Only admins manage releases' })).toBeInTheDocument();
    expect(calls.map((c) => c.path)).not.toContain('/api/admin/releases');
  });

  it('shows each remote’s versions, their health, its history and the automatic rollback rule', async () => {
    setup({ 'GET /api/admin/releases': overview(about, services) });
    const remote = await section('about');
    expect(screen.getByRole('heading', { level: 1, name: 'Releases' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'A canary is rolled back automatically when, after 200 page views, its error rate exceeds the stable ' +
          'version’s by more than 5 points.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Deploy tokens: who may release each remote' })).toHaveAttribute(
      'href',
      '/admin/deploy-tokens/',
    );

    const version = (term: string) => remote.getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(version('Current version')).toHaveTextContent(`1.4.0 since ${formatWhen('2026-11-20T15:00:00.000Z')}`);
    expect(version('Previous version')).toHaveTextContent('1.3.0');
    expect(version('Canary')).toHaveTextContent(
      `1.5.0 for 10% of visitors since ${formatWhen('2026-11-24T15:00:00.000Z')}`,
    );

    const health = remote.getByRole('table', { name: 'Page views and errors of about by version' });
    expect(bodyRows(health)).toEqual([
      ['1.4.0', 'Current', '1,234', '15', '1.2%'],
      ['1.5.0', 'Canary (10%)', '0', '0', '—none yet'],
      ['1.3.0', 'Previous', '5,000', '50', '1.0%'],
    ]);

    const history = remote.getByRole('table', { name: '4 releases of about, newest first' });
    expect(history).toHaveAccessibleDescription(
      'Status changed: when the release got its status. For Canary and Live, that is when visitors began to get it.',
    );
    expect(
      within(history)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Version', 'Status', 'By', 'Commit', 'Asked', 'Status changed', 'Reason', 'Report']);
    const when = formatWhen;
    expect(bodyRows(history)).toEqual([
      [
        '1.5.0',
        'Canary',
        'token: about team CI',
        '0123456789',
        when('2026-11-24T15:00:00.000Z'),
        when('2026-11-24T15:02:00.000Z'),
        '—none',
        'Report of about 1.5.0',
      ],
      [
        '1.4.1',
        'Rolled back',
        'token: about team CI',
        '—not given',
        when('2026-11-22T15:00:00.000Z'),
        when('2026-11-23T09:30:00.000Z'),
        'Its error rate was 9.0% against 1.2% for 1.4.0.',
        'Report of about 1.4.1',
      ],
      [
        '1.4.0',
        'Live',
        'dana@riverbend.example',
        '—not given',
        when('2026-11-20T15:00:00.000Z'),
        when('2026-11-20T15:00:00.000Z'),
        '—none',
        '—none kept',
      ],
      [
        '1.3.0',
        'Superseded',
        'dana@riverbend.example',
        '—not given',
        when('2026-11-02T15:00:00.000Z'),
        when('2026-11-20T15:00:00.000Z'),
        '—none',
        '—none kept',
      ],
    ]);

    const other = await section('services');
    expect(other.getByText('Canary', { selector: 'dt' }).nextElementSibling).toHaveTextContent('No canary');
    expect(other.getByText('Previous version', { selector: 'dt' }).nextElementSibling).toHaveTextContent('None');
    expect(other.queryByRole('button', { name: /Promote/ })).not.toBeInTheDocument();
    expect(other.queryByLabelText('Canary percentage')).not.toBeInTheDocument();
    expect(other.getByText('Nothing to roll back to: no earlier version is kept.')).toBeInTheDocument();
    expect(other.getByText('No page views recorded for services yet.')).toBeInTheDocument();
    expect(other.getByText('No releases of services are recorded yet.')).toBeInTheDocument();
  });

  it('links each release that keeps a report to it, and no other', async () => {
    setup({ 'GET /api/admin/releases': overview(about) });
    const remote = await section('about');
    const links = remote.getAllByRole('link', { name: /^Report of / });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Report of about 1.5.0', '/admin/releases/about/r4/report'],
      ['Report of about 1.4.1', '/admin/releases/about/r3/report'],
    ]);
    expect(remote.queryByRole('link', { name: 'Report of about 1.4.0' })).not.toBeInTheDocument();
    expect(remote.queryByRole('link', { name: 'Report of about 1.3.0' })).not.toBeInTheDocument();
  });

  it('promotes the canary to everyone, then shows the overview again and says so', async () => {
    let answer = overview(about);
    const { calls, overviewLoads, user } = setup({
      'GET /api/admin/releases': () => answer,
      'POST /api/admin/releases/about/promote': () => {
        answer = overview({ ...about, current: { ...about.canary! }, previous: about.current, canary: null });
        return { remote: 'about', version: '1.5.0', status: 'live' };
      },
    });
    const remote = await section('about');
    await user.click(remote.getByRole('button', { name: 'Promote canary to everyone on about' }));

    expect(await screen.findByText('about 1.5.0 now reaches every visitor.')).toHaveAttribute('role', 'status');
    expect(remote.getByText('Canary', { selector: 'dt' }).nextElementSibling).toHaveTextContent('No canary');
    expect(remote.getByText('Current version', { selector: 'dt' }).nextElementSibling).toHaveTextContent(/^1\.5\.0/);
    expect(remote.queryByRole('button', { name: /Promote/ })).not.toBeInTheDocument();
    expect(remote.getByRole('heading', { name: 'about' })).toHaveFocus();
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      ['/api/admin/releases/about/promote', null],
    ]);
    expect(overviewLoads()).toBe(2);
  });

  it('shows the server’s reason when it refuses to promote, and loads the overview again', async () => {
    const { overviewLoads, user } = setup({
      'GET /api/admin/releases': overview(about),
      'POST /api/admin/releases/about/promote': conflict('about has no canary to promote.'),
    });
    const remote = await section('about');
    await user.click(remote.getByRole('button', { name: 'Promote canary to everyone on about' }));
    expect(await remote.findByRole('alert')).toHaveTextContent('about has no canary to promote.');
    await waitFor(() => expect(overviewLoads()).toBe(2));
  });

  it('checks the canary percentage with the shared rule before sending it', async () => {
    let answer = overview(about);
    const { calls, overviewLoads, user } = setup({
      'GET /api/admin/releases': () => answer,
      'PUT /api/admin/releases/about/canary': (body) => {
        const { percent } = body as { percent: number };
        answer = overview({ ...about, canary: { ...about.canary!, percent } });
        return { remote: 'about', version: '1.5.0', percent };
      },
    });
    const remote = await section('about');
    const field = remote.getByLabelText('Canary percentage');
    expect(field).toHaveValue('10');
    expect(field).toHaveAccessibleDescription(/the share of visitors who get 1\.5\.0\. The others keep 1\.4\.0\./);

    for (const [typed, error] of [
      ['-1', 'Enter 0 (preview only: no visitor) or more.'],
      ['100', 'Enter at most 99; promote the canary to give it everyone.'],
    ] as const) {
      await user.clear(field);
      await user.type(field, typed);
      await user.click(remote.getByRole('button', { name: 'Set percentage' }));
      expect(field).toHaveAccessibleDescription(new RegExp(`Error: ${error.replace(/[.;()]/g, '\\$&')}`));
      expect(field).toBeInvalid();
      expect(remote.getByRole('link', { name: `Canary percentage: ${error}` })).toBeInTheDocument();
    }
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.clear(field);
    await user.type(field, '25');
    await user.click(remote.getByRole('button', { name: 'Set percentage' }));
    expect(await remote.findByText('The canary of about (1.5.0) now reaches 25% of visitors.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(calls.filter((c) => c.method === 'PUT').map((c) => [c.path, c.body])).toEqual([
      ['/api/admin/releases/about/canary', { percent: 25 }],
    ]);
    expect(overviewLoads()).toBe(2);
    expect(remote.getByText('Canary', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      /^1\.5\.0 for 25% of visitors/,
    );
    expect(field).toHaveValue('25');

    // 0 takes it back to a preview: no visitor gets it, and the screen says so.
    await user.clear(field);
    await user.type(field, '0');
    await user.click(remote.getByRole('button', { name: 'Set percentage' }));
    expect(
      await remote.findByText('The canary of about (1.5.0) is now preview only: no visitor gets it.'),
    ).toBeVisible();
    expect(remote.getByText('Canary', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      /^1\.5\.0 \(Preview only: no visitor\)/,
    );
  });

  it('shows the server’s reason when it refuses a percentage', async () => {
    const { user } = setup({
      'GET /api/admin/releases': overview(about),
      'PUT /api/admin/releases/about/canary': conflict('about has no canary.'),
    });
    const remote = await section('about');
    await user.click(remote.getByRole('button', { name: 'Set percentage' }));
    expect(await remote.findByRole('alert')).toHaveTextContent('about has no canary.');
  });

  it('asks before rolling back, saying it ends the canary, then does it', async () => {
    let answer = overview(about);
    const { calls, overviewLoads, user } = setup({
      'GET /api/admin/releases': () => answer,
      'POST /api/admin/releases/about/rollback': () => {
        answer = overview({ ...about, canary: null });
        return { remote: 'about', from: '1.5.0', to: '1.4.0', status: 'rolled_back' };
      },
    });
    const remote = await section('about');
    await user.click(remote.getByRole('button', { name: 'Roll back about' }));
    const dialog = await screen.findByRole('dialog', { name: 'End the canary of about?' });
    expect(dialog).toHaveAccessibleDescription('Every visitor gets 1.4.0 again, and 1.5.0 is no longer served.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    expect(await screen.findByText('The canary of about has ended: every visitor gets 1.4.0 again.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(remote.getByText('Canary', { selector: 'dt' }).nextElementSibling).toHaveTextContent('No canary');
    expect(remote.getByRole('button', { name: 'Roll back about' })).toHaveFocus();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/admin/releases/about/rollback']);
    expect(overviewLoads()).toBe(2);
  });

  it('names the version a rollback returns to, and shows the server’s reason when it refuses', async () => {
    const { user } = setup({
      'GET /api/admin/releases': overview({ ...about, canary: null }),
      'POST /api/admin/releases/about/rollback': conflict('about has no previous version to roll back to.'),
    });
    const remote = await section('about');
    await user.click(remote.getByRole('button', { name: 'Roll back about' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roll about back to version 1.3.0?' });
    expect(dialog).toHaveAccessibleDescription('Every visitor gets 1.3.0 instead of 1.4.0, from now on.');
    await user.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'about has no previous version to roll back to.',
    );
  });

  it('keeps Roll back shut when there is nothing to roll back to', async () => {
    const { calls, user } = setup({ 'GET /api/admin/releases': overview(services) });
    const remote = await section('services');
    await user.click(remote.getByRole('button', { name: 'Roll back services' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('offers every released version of a remote to try in this browser, and no form for a remote with none', async () => {
    setup({ 'GET /api/admin/releases': overview(about, services) });
    const remote = await section('about');
    expect(remote.getByRole('heading', { level: 3, name: 'Try a version in this browser' })).toBeInTheDocument();
    const choice = remote.getByRole('combobox', { name: 'Version to try' });
    expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1.5.0 (canary)', '1.4.1', '1.4.0 (current)', '1.3.0 (previous)']);
    // Not pinned: it starts on the canary, the version most worth trying.
    expect(choice).toHaveValue('1.5.0');
    expect(choice).toHaveAccessibleDescription(/Only this browser gets it, on every page, until you unpin it\./);
    expect(remote.getByRole('button', { name: 'Pin this browser to a version of about' })).toBeInTheDocument();
    expect(remote.queryByText(/^Pinned in this browser/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^This browser is pinned/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unpin this browser' })).not.toBeInTheDocument();

    const other = await section('services');
    expect(other.queryByRole('heading', { name: 'Try a version in this browser' })).not.toBeInTheDocument();
    expect(other.queryByLabelText('Version to try')).not.toBeInTheDocument();
    expect(other.queryByRole('button', { name: /Pin this browser/ })).not.toBeInTheDocument();
  });

  it('pins this browser to the chosen version, then shows the overview again and says so', async () => {
    let answer = overview(about, services);
    const { calls, overviewLoads, user } = setup({
      'GET /api/admin/releases': () => answer,
      'POST /api/admin/releases/about/pin': (body) => {
        const { version } = body as { version: string };
        answer = pinnedTo({ about: version }, about, services);
        return { pinned: { about: version } };
      },
    });
    const remote = await section('about');
    await user.selectOptions(remote.getByRole('combobox', { name: 'Version to try' }), '1.3.0 (previous)');
    await user.click(remote.getByRole('button', { name: 'Pin this browser to a version of about' }));

    expect(
      await remote.findByText('This browser now sees about 1.3.0 on every page, until you unpin it.'),
    ).toHaveAttribute('role', 'status');
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      ['/api/admin/releases/about/pin', { version: '1.3.0' }],
    ]);
    expect(overviewLoads()).toBe(2);
    expect(screen.getByText('This browser is pinned: about 1.3.0.')).toBeInTheDocument();
    expect(remote.getByText('Pinned in this browser: 1.3.0')).toBeInTheDocument();
    expect(remote.getByRole('combobox', { name: 'Version to try' })).toHaveValue('1.3.0');
    expect((await section('services')).queryByText(/^Pinned in this browser/)).not.toBeInTheDocument();
  });

  it('shows the server’s reason when a version cannot be pinned', async () => {
    const { overviewLoads, user } = setup({
      'GET /api/admin/releases': overview(about),
      'POST /api/admin/releases/about/pin': PIN_NOT_RELEASED,
    });
    const remote = await section('about');
    await user.selectOptions(remote.getByRole('combobox', { name: 'Version to try' }), '1.4.1');
    await user.click(remote.getByRole('button', { name: 'Pin this browser to a version of about' }));
    expect(await remote.findByRole('alert')).toHaveTextContent('about has no released version 1.4.1.');
    expect(remote.queryByText(/^This browser now sees/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^This browser is pinned/)).not.toBeInTheDocument();
    expect(overviewLoads()).toBe(1);
  });

  it('says which versions this browser is pinned to, and Unpin ends every pin', async () => {
    let answer = pinnedTo({ services: '2.0.0', about: '1.4.1' }, about, services);
    const { calls, overviewLoads, user } = setup({
      'GET /api/admin/releases': () => answer,
      'DELETE /api/releases/pin': () => {
        answer = overview(about, services);
        return { status: 204, body: null };
      },
    });
    const remote = await section('about');
    expect(screen.getByText('This browser is pinned: about 1.4.1, services 2.0.0.')).toBeInTheDocument();
    expect(remote.getByText('Pinned in this browser: 1.4.1')).toBeInTheDocument();
    // A pinned remote with no version kept to try still says so, without the form.
    const other = await section('services');
    expect(other.getByText('Pinned in this browser: 2.0.0')).toBeInTheDocument();
    expect(other.queryByLabelText('Version to try')).not.toBeInTheDocument();
    // Pinned: the form starts on the version this browser has.
    expect(remote.getByRole('combobox', { name: 'Version to try' })).toHaveValue('1.4.1');

    await user.click(screen.getByRole('button', { name: 'Unpin this browser' }));
    expect(await screen.findByText('This browser is no longer pinned.')).toHaveAttribute('role', 'status');
    expect(calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.path, c.body])).toEqual([
      ['DELETE', '/api/releases/pin', null],
    ]);
    expect(global.fetch).toHaveBeenCalledWith(
      '/api/releases/pin',
      expect.objectContaining({ method: 'DELETE', credentials: 'same-origin' }),
    );
    expect(overviewLoads()).toBe(2);
    expect(screen.queryByText(/^This browser is pinned/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unpin this browser' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Pinned in this browser/)).not.toBeInTheDocument();
    // The button went with the notice: focus moves on to the first remote.
    expect(remote.getByRole('heading', { name: 'about' })).toHaveFocus();
  });

  it('no longer says a pin holds once this browser is unpinned', async () => {
    let answer = overview(about);
    const { user } = setup({
      'GET /api/admin/releases': () => answer,
      'POST /api/admin/releases/about/pin': () => {
        answer = pinnedTo({ about: '1.5.0' }, about);
        return { pinned: { about: '1.5.0' } };
      },
      'DELETE /api/releases/pin': () => {
        answer = overview(about);
        return { status: 204, body: null };
      },
    });
    const remote = await section('about');
    await user.click(remote.getByRole('button', { name: 'Pin this browser to a version of about' }));
    const pinnedMessage = 'This browser now sees about 1.5.0 on every page, until you unpin it.';
    expect(await remote.findByText(pinnedMessage)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unpin this browser' }));
    expect(await screen.findByText('This browser is no longer pinned.')).toBeInTheDocument();
    expect(remote.queryByText(pinnedMessage)).not.toBeInTheDocument();
  });

  it('shows why when this browser cannot be unpinned, and keeps the notice', async () => {
    const { user } = setup({
      'GET /api/admin/releases': pinnedTo({ about: '1.3.0' }, about),
      'DELETE /api/releases/pin': SERVER_ERROR,
    });
    await section('about');
    await user.click(screen.getByRole('button', { name: 'Unpin this browser' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
    expect(screen.getByText('This browser is pinned: about 1.3.0.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unpin this browser' })).toBeInTheDocument();
  });

  it('says while the releases load', async () => {
    mockAdminApi({ 'GET /api/admin/session': { user: buildUser() }, 'GET /api/admin/releases': overview(about) });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const answer = global.fetch;
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/api/admin/releases') await held;
      return answer(input, init);
    }) as typeof fetch;
    renderInFrame(<Releases />, { route: '/admin/releases/' });
    expect(await screen.findByText('Loading the releases…')).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('region', { name: 'about' })).toBeInTheDocument();
  });

  it('says when no remote has been released', async () => {
    setup({ 'GET /api/admin/releases': overview() });
    expect(await screen.findByText(/^No remote has been released yet\./)).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers Retry when the releases cannot be loaded', async () => {
    let answer: object = SERVER_ERROR;
    const { user } = setup({ 'GET /api/admin/releases': () => answer });
    expect(await screen.findByRole('heading', { name: 'We could not load the releases' })).toBeInTheDocument();
    answer = overview(about);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'about' })).toBeInTheDocument();
  });
});
