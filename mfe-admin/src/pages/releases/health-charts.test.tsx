import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type {
  CanaryJudgementRecord,
  CanaryJudgementsAnswer,
  ReleaseSeriesAnswer,
  ReleasesOverview,
  SeriesLanePoint,
} from '@site/contracts/schemas';
import { buildUser, mockAdminApi } from '../../test-support/admin-api.ts';
import { renderInFrame } from '../../test-support/render-admin.tsx';
import { formatWhen } from '../../content/wording.ts';
import type { ChartSpec } from './chart-data.ts';
import { Releases } from './releases.tsx';

// jsdom draws no canvas: the stand-in records what each chart was given, or fails to load like a lost chunk.
const mockCharts = { drawn: [] as ChartSpec[], removed: 0, fail: false, loads: 0 };
jest.mock('./uplot-chart.ts', () => ({
  get drawChart() {
    mockCharts.loads += 1;
    if (mockCharts.fail) throw new Error('chunk failed to load');
    return (_target: HTMLElement, spec: ChartSpec) => {
      mockCharts.drawn.push(spec);
      return () => void (mockCharts.removed += 1);
    };
  },
}));

beforeEach(() => {
  Object.assign(mockCharts, { drawn: [], removed: 0, fail: false, loads: 0 });
});

const OVERVIEW: ReleasesOverview = {
  remotes: [
    {
      remote: 'about',
      current: { version: '1.4.0', released_at: '2026-11-20T15:00:00.000Z' },
      previous: null,
      canary: { version: '1.5.0', released_at: '2026-11-26T13:10:00.000Z', percent: 10 },
      history: [],
      health: [],
      versions: [],
    },
  ],
  rule: { min_views: 200, margin: 0.05, min_sources: 20 },
  ignored_reports: [],
  pinned: {},
};

const SERIES_PATH = 'GET /api/admin/releases/about/series?hours=48';
const JUDGEMENTS_PATH = 'GET /api/admin/releases/about/judgements';

const vital = (count: number, p75: number | null) => ({ count, p75 });
const none = vital(0, null);
/** A vital on one lane as a judgement keeps it (0 without samples). */
const judged = (count: number, p75: number) => ({ count, p75 });

/** One lane's figures in one hour, with overrides. */
const lanePoint = (overrides: Partial<SeriesLanePoint>): SeriesLanePoint => ({
  hour: '2026-11-26T12:00:00Z',
  lane: 'stable',
  versions: ['1.4.0'],
  views: 400,
  errors: 4,
  errors_per_view: 0.01,
  vitals: { LCP: vital(120, 1840), INP: vital(95, 112), CLS: vital(120, 0.04) },
  ...overrides,
});

/** about over two hours: the stable lane both hours, the canary from the second on, released in between. */
const SERIES: ReleaseSeriesAnswer = {
  remote: 'about',
  hours: 48,
  from: '2026-11-25T14:00:00.000Z',
  to: '2026-11-27T13:30:00.000Z',
  points: [],
  lanes: [
    lanePoint({}),
    lanePoint({ hour: '2026-11-26T13:00:00Z', views: 380, errors: 2, errors_per_view: 2 / 380 }),
    lanePoint({
      hour: '2026-11-26T13:00:00Z',
      lane: 'canary',
      versions: ['1.5.0'],
      views: 40,
      errors: 3,
      errors_per_view: 0.075,
      vitals: { LCP: vital(14, 2950), INP: none, CLS: vital(14, 0.21) },
    }),
  ],
  events: [{ at: '2026-11-26T13:10:00.000Z', kind: 'canary', version: '1.5.0', percent: 10 }],
};

const judgement = (overrides: Partial<CanaryJudgementRecord>): CanaryJudgementRecord => ({
  remote: 'about',
  canary_version: '1.5.0',
  stable_version: '1.4.0',
  percent: 10,
  outcome: 'inconclusive',
  reason: '40 of 200 page views needed to judge.',
  figures: {
    canary: { version: '1.5.0', views: 40, errors: 3, sources: 3, error_rate: 0.075 },
    stable: { version: '1.4.0', views: 780, errors: 6, sources: 6, error_rate: 6 / 780 },
    vitals: {
      LCP: { canary: judged(14, 2950), stable: judged(240, 1840) },
      INP: { canary: judged(0, 0), stable: judged(190, 112) },
      CLS: { canary: judged(14, 0.21), stable: judged(240, 0.04) },
    },
  },
  judged_at: '2026-11-26T13:40:00.000Z',
  ...overrides,
});

const JUDGEMENTS: CanaryJudgementsAnswer = {
  remote: 'about',
  judgements: [
    judgement({
      judged_at: '2026-11-26T13:41:00.000Z',
      outcome: 'healthy',
      reason: 'Within the margin on errors and LCP.',
    }),
    judgement({}),
  ],
};

const SERVER_ERROR = { status: 500, body: { error: { code: 'internal_error', message: 'x' } } };

function setup(routes: Parameters<typeof mockAdminApi>[0]) {
  const calls = mockAdminApi({
    'GET /api/admin/session': { user: buildUser() },
    'GET /api/admin/releases': OVERVIEW,
    ...routes,
  });
  renderInFrame(<Releases />, { route: '/admin/releases/' });
  return { calls, user: userEvent.setup() };
}

/** Opens the charts of about. */
async function showCharts(user: ReturnType<typeof userEvent.setup>) {
  const button = await screen.findByRole('button', { name: 'Show charts of about over time' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await user.click(button);
  expect(screen.getByRole('button', { name: 'Hide charts of about over time' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
}

/** The text of each cell of a table's body rows. */
const bodyRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from((row as HTMLTableRowElement).cells, (cell) => cell.textContent));

describe('Health charts on the Releases screen', () => {
  it('asks for nothing and loads no chart code until the charts are shown', async () => {
    const { calls } = setup({ [SERIES_PATH]: SERIES, [JUDGEMENTS_PATH]: JUDGEMENTS });
    await screen.findByRole('button', { name: 'Show charts of about over time' });
    expect(calls.map((call) => call.path)).not.toContain('/api/admin/releases/about/series?hours=48');
    expect(mockCharts.loads).toBe(0);
  });

  it('draws four charts named by what they show, with the figures as tables, the events and the judgements', async () => {
    const { user } = setup({ [SERIES_PATH]: SERIES, [JUDGEMENTS_PATH]: JUDGEMENTS });
    await showCharts(user);

    const errors = await screen.findByRole('img', { name: /^Errors per page view of about/ });
    expect(errors).toHaveAccessibleName(
      'Errors per page view of about, hour by hour over the last 48 hours: stable lane from 0.5% to 1.0%, ' +
        'latest 0.5%; canary lane 7.5%, latest 7.5%. 1 release event marked. The figures are in the table below the chart.',
    );
    expect(
      screen.getByRole('img', { name: /^Interaction to Next Paint.*canary lane: no figures/ }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /of about, hour by hour/ })).toHaveLength(4);
    await waitFor(() => expect(mockCharts.drawn).toHaveLength(4));
    // Every hour of the span, each lane's value in its hour and a gap elsewhere.
    const [errorSpec] = mockCharts.drawn;
    expect(errorSpec!.x).toHaveLength(48);
    const hourIndex = (Date.parse('2026-11-26T13:00:00Z') - Date.parse(SERIES.from)) / 3_600_000;
    expect(errorSpec!.canary.filter((value) => value !== null)).toEqual([0.075]);
    expect(errorSpec!.canary[hourIndex]).toBe(0.075);
    expect(errorSpec!.events).toEqual([
      { x: Date.parse('2026-11-26T13:10:00.000Z') / 1000, label: '1.5.0 canary for 10%' },
    ]);

    // The legend tells the lanes apart by words and dash pattern, not by colour alone.
    expect(screen.getAllByText('Canary lane')[0]!.closest('li')).toHaveTextContent('Canary lane (dashed line)');

    // The table alternative of the LCP chart, behind its disclosure.
    const lcpDisclosure = screen
      .getByText('of Largest Contentful Paint, 75th percentile', { exact: false })
      .closest('summary')!;
    await user.click(lcpDisclosure);
    expect(lcpDisclosure.closest('details')).toHaveAttribute('open');
    const lcp = screen.getByRole('table', {
      name: 'Largest Contentful Paint, 75th percentile of about by hour and lane, oldest first',
    });
    expect(lcp).toBeVisible();
    expect(bodyRows(lcp)).toEqual([
      [formatWhen('2026-11-26T12:00:00Z'), 'Stable lane', '1.4.0', '1,840 ms', '120'],
      [formatWhen('2026-11-26T13:00:00Z'), 'Stable lane', '1.4.0', '1,840 ms', '120'],
      [formatWhen('2026-11-26T13:00:00Z'), 'Canary lane', '1.5.0', '2,950 ms', '14'],
    ]);
    const errorTable = screen.getByRole('table', { name: /^Errors per page view of about/, hidden: true });
    expect(bodyRows(errorTable)).toEqual([
      [formatWhen('2026-11-26T12:00:00Z'), 'Stable lane', '1.4.0', '1.0%', '400'],
      [formatWhen('2026-11-26T13:00:00Z'), 'Stable lane', '1.4.0', '0.5%', '380'],
      [formatWhen('2026-11-26T13:00:00Z'), 'Canary lane', '1.5.0', '7.5%', '40'],
    ]);
    expect(bodyRows(screen.getByRole('table', { name: /^Cumulative Layout Shift/, hidden: true }))[2]).toEqual([
      formatWhen('2026-11-26T13:00:00Z'),
      'Canary lane',
      '1.5.0',
      '0.210',
      '14',
    ]);

    expect(screen.getByRole('heading', { name: 'Release events marked on the charts' })).toBeInTheDocument();
    expect(screen.getByText(`${formatWhen('2026-11-26T13:10:00.000Z')}: 1.5.0 canary for 10%`)).toBeInTheDocument();

    const judgementTable = await screen.findByRole('table', {
      name: 'The latest 2 canary judgements of about, newest first',
    });
    expect(bodyRows(judgementTable)).toEqual([
      [
        formatWhen('2026-11-26T13:41:00.000Z'),
        '1.5.0 (10%) against 1.4.0',
        'Healthy',
        'Within the margin on errors and LCP.',
      ],
      [
        formatWhen('2026-11-26T13:40:00.000Z'),
        '1.5.0 (10%) against 1.4.0',
        'Hold: not enough to judge',
        '40 of 200 page views needed to judge.',
      ],
    ]);

    // Hidden again, the charts are taken down.
    await user.click(screen.getByRole('button', { name: 'Hide charts of about over time' }));
    expect(screen.queryByRole('img', { name: /of about, hour by hour/ })).not.toBeInTheDocument();
    expect(mockCharts.removed).toBe(mockCharts.drawn.length);
  });

  it('asks for another span when one is picked', async () => {
    const { user, calls } = setup({
      [SERIES_PATH]: SERIES,
      'GET /api/admin/releases/about/series?hours=168': { ...SERIES, hours: 168, from: '2026-11-20T14:00:00.000Z' },
      [JUDGEMENTS_PATH]: JUDGEMENTS,
    });
    await showCharts(user);
    await screen.findByRole('img', { name: /^Errors per page view of about, hour by hour over the last 48 hours/ });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Span' }), 'Last 7 days');
    expect(
      await screen.findByRole('img', { name: /^Errors per page view of about, hour by hour over the last 7 days/ }),
    ).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toContain('/api/admin/releases/about/series?hours=168');
  });

  it('marks each stage a staged canary moved to, on the charts and in the events list', async () => {
    const events = [
      ...SERIES.events,
      { at: '2026-11-26T13:40:00.000Z', kind: 'stage' as const, version: '1.5.0', percent: 50 },
    ];
    const { user } = setup({ [SERIES_PATH]: { ...SERIES, events }, [JUDGEMENTS_PATH]: JUDGEMENTS });
    await showCharts(user);
    await waitFor(() => expect(mockCharts.drawn).toHaveLength(4));
    expect(mockCharts.drawn[0]!.events).toEqual([
      { x: Date.parse('2026-11-26T13:10:00.000Z') / 1000, label: '1.5.0 canary for 10%' },
      { x: Date.parse('2026-11-26T13:40:00.000Z') / 1000, label: '1.5.0 canary to 50%' },
    ]);
    expect(screen.getByText(`${formatWhen('2026-11-26T13:40:00.000Z')}: 1.5.0 canary to 50%`)).toBeInTheDocument();
  });

  it('says when the span has no views or Web Vitals yet, and when no canary was judged', async () => {
    const { user } = setup({
      [SERIES_PATH]: { ...SERIES, lanes: [], events: [] },
      [JUDGEMENTS_PATH]: { remote: 'about', judgements: [] },
    });
    await showCharts(user);
    expect(
      await screen.findByText(
        'No views or Web Vitals yet in this span: the charts of about show once visitors have opened its pages.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('No canary of about has been judged yet.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(mockCharts.loads).toBe(0);
  });

  it('shows a loading state, then a failure with Retry that loads again', async () => {
    let seriesAnswer: unknown = SERVER_ERROR;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const calls = mockAdminApi({
      'GET /api/admin/session': { user: buildUser() },
      'GET /api/admin/releases': OVERVIEW,
      [SERIES_PATH]: () => seriesAnswer as object,
      [JUDGEMENTS_PATH]: JUDGEMENTS,
    });
    // The first series call waits until the test lets it answer.
    const answer = global.fetch;
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/series')) await held;
      return answer(input, init);
    }) as typeof fetch;
    renderInFrame(<Releases />, { route: '/admin/releases/' });
    const user = userEvent.setup();
    await showCharts(user);
    expect(await screen.findByText('Loading the charts of about…')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { name: 'We could not load the charts of about' })).toBeInTheDocument();
    seriesAnswer = SERIES;
    await user.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByRole('img', { name: /^Errors per page view of about/ })).toBeInTheDocument();
    expect(calls.filter((call) => call.path.includes('/series'))).toHaveLength(2);
  });

  it('keeps the figures when the chart code fails to load, and draws the charts on Retry', async () => {
    mockCharts.fail = true;
    const { user } = setup({ [SERIES_PATH]: SERIES, [JUDGEMENTS_PATH]: JUDGEMENTS });
    await showCharts(user);
    const failures = await screen.findAllByText('The chart could not be drawn; its figures are in the table below.', {
      exact: false,
    });
    expect(failures).toHaveLength(4);
    expect(screen.getByRole('table', { name: /^Errors per page view of about/, hidden: true })).toBeInTheDocument();
    mockCharts.fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry drawing Errors per page view' }));
    await waitFor(() => expect(mockCharts.drawn).toHaveLength(1));
    expect(screen.getAllByText('The chart could not be drawn', { exact: false })).toHaveLength(3);
  });
});
