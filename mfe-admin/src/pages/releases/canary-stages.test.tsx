import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { CanaryPlanView, ReleasesOverview, RemoteReleases } from '@site/contracts/schemas';
import { buildUser, mockAdminApi } from '../../test-support/admin-api.ts';
import { renderInFrame } from '../../test-support/render-admin.tsx';
import { formatWhen } from '../../content/wording.ts';
import { Releases } from './releases.tsx';

/** Stages 10, 50 (held for an admin), 80 and 100 %, a step of 30 minutes, at stage `stage`. */
const plan = (stage: number, overrides: Partial<CanaryPlanView> = {}): CanaryPlanView => ({
  stages: [
    { percent: 10, manual: false },
    { percent: 50, manual: true },
    { percent: 80, manual: false },
    { percent: 100, manual: false },
  ],
  step_minutes: 30,
  stage,
  step_started_at: '2026-11-24T15:30:00.000Z',
  changes: [
    { stage: 0, percent: 10, at: '2026-11-24T15:00:00.000Z', by: 'release' },
    ...(stage >= 1 ? [{ stage: 1, percent: 50, at: '2026-11-24T15:30:00.000Z', by: 'canary watch' }] : []),
  ],
  next_step_at: stage === 0 ? '2026-11-24T15:30:00.000Z' : null,
  ...overrides,
});

/** about runs 1.4.0 with 1.5.0 as a canary at `percent` %, staged by `staged`. */
const about = (percent: number, staged: CanaryPlanView | null): RemoteReleases => ({
  remote: 'about',
  current: { version: '1.4.0', released_at: '2026-11-20T15:00:00.000Z' },
  previous: null,
  canary: { version: '1.5.0', released_at: '2026-11-24T15:00:00.000Z', percent, plan: staged },
  history: [],
  health: [],
  versions: [],
});

const overview = (remote: RemoteReleases): ReleasesOverview => ({
  remotes: [remote],
  rule: { min_views: 200, margin: 0.05, min_sources: 20 },
  ignored_reports: [],
  pinned: {},
});

const ADVANCE = 'POST /api/admin/releases/about/canary/advance';

function setup(routes: Parameters<typeof mockAdminApi>[0]) {
  const calls = mockAdminApi({ 'GET /api/admin/session': { user: buildUser() }, ...routes });
  renderInFrame(<Releases />, { route: '/admin/releases/' });
  const overviewLoads = () => calls.filter((c) => c.method === 'GET' && c.path === '/api/admin/releases').length;
  return { calls, overviewLoads, user: userEvent.setup() };
}

const stagesOf = async () => within(await screen.findByRole('group', { name: 'Stages' }));

describe('a staged canary on the Releases screen', () => {
  it('lists its stages, marks the current one and says when the next step is due', async () => {
    setup({ 'GET /api/admin/releases': overview(about(10, plan(0))) });
    const stages = await stagesOf();
    const items = stages.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `Now: 10% reached ${formatWhen('2026-11-24T15:00:00.000Z')}`,
      '50% (waits for an admin)',
      '80%',
      '100% (promotes it to everyone)',
    ]);
    expect(items[0]).toHaveAttribute('aria-current', 'step');
    expect(items[1]).not.toHaveAttribute('aria-current');
    expect(
      stages.getByText(`Next step, to 50%: due ${formatWhen('2026-11-24T15:30:00.000Z')}`, { exact: false }),
    ).toBeInTheDocument();
    // The watch moves it on: nothing for an admin to press.
    expect(stages.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows no stages for a canary released without them', async () => {
    setup({ 'GET /api/admin/releases': overview(about(10, null)) });
    await screen.findByRole('region', { name: 'about' });
    expect(screen.queryByRole('group', { name: 'Stages' })).not.toBeInTheDocument();
  });

  it('advances a manual stage from the keyboard, then shows the overview again and says so', async () => {
    let answer = overview(about(50, plan(1)));
    const { calls, overviewLoads, user } = setup({
      'GET /api/admin/releases': () => answer,
      [ADVANCE]: () => {
        answer = overview(about(80, { ...plan(2), next_step_at: '2026-11-24T17:00:00.000Z' }));
        return { remote: 'about', version: '1.5.0', stage: 2, stages: 4, percent: 80, status: 'canary' };
      },
    });
    const stages = await stagesOf();
    expect(stages.getByText('This stage waits for an admin.')).toBeInTheDocument();
    const button = stages.getByRole('button', { name: 'Advance to 80 % on about' });
    expect(stages.getAllByRole('listitem')[1]).toHaveTextContent(/reached .* by canary watch$/);
    button.focus();
    await user.keyboard('{Enter}');

    expect(await screen.findByText('The canary of about (1.5.0) now reaches 80% of visitors.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/admin/releases/about/canary/advance',
    ]);
    expect(overviewLoads()).toBe(2);
    const after = await stagesOf();
    expect(after.getAllByRole('listitem')[2]).toHaveAttribute('aria-current', 'step');
    expect(after.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'about' })).toHaveFocus();
  });

  it('says it is working while the advance is sent, and takes no second press', async () => {
    const { calls, user } = setup({
      'GET /api/admin/releases': overview(about(50, plan(1))),
      [ADVANCE]: { remote: 'about', version: '1.5.0', stage: 2, stages: 4, percent: 80, status: 'canary' },
    });
    // The advance's answer waits until the test lets it through.
    let letThrough: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (letThrough = resolve));
    const answer = global.fetch;
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/canary/advance')) await held;
      return answer(input, init);
    }) as typeof fetch;

    const stages = await stagesOf();
    await user.click(stages.getByRole('button', { name: 'Advance to 80 % on about' }));
    const working = await stages.findByRole('button', { name: 'Working… on about' });
    expect(working).toHaveAttribute('aria-disabled', 'true');
    await user.click(working);
    letThrough();
    await screen.findByText('The canary of about (1.5.0) now reaches 80% of visitors.');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('shows the server’s reason when it refuses to advance, and loads the overview again', async () => {
    const { overviewLoads, user } = setup({
      'GET /api/admin/releases': overview(about(50, plan(1))),
      [ADVANCE]: {
        status: 409,
        body: { error: { code: 'refused', message: 'about canary 1.5.0 has moved on from that stage already.' } },
      },
    });
    const stages = await stagesOf();
    await user.click(stages.getByRole('button', { name: 'Advance to 80 % on about' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'about canary 1.5.0 has moved on from that stage already.',
    );
    await waitFor(() => expect(overviewLoads()).toBe(2));
  });

  it('says the promotion is left to an admin at a last stage under 100 %', async () => {
    const short = plan(1, {
      stages: plan(0)
        .stages.slice(0, 2)
        .map((stage) => ({ ...stage, manual: false })),
    });
    setup({ 'GET /api/admin/releases': overview(about(50, short)) });
    const stages = await stagesOf();
    expect(stages.getByText(/The last stage: promote the canary to everyone/)).toBeInTheDocument();
    expect(stages.queryByRole('button')).not.toBeInTheDocument();
  });
});
