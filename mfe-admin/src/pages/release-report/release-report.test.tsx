import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { PageChange, ReleaseReport } from '@site/contracts/schemas';
import { buildUser, mockAdminApi } from '../../test-support/admin-api.ts';
import { renderInFrame } from '../../test-support/render-admin.tsx';
import { formatWhen } from '../../content/wording.ts';
import { ReleaseReportScreen } from './release-report.tsx';
import { shortenUnchanged } from './text-diff.tsx';

const REPORT_PATH = '/api/admin/releases/about/r4/report';
const SERVER_ERROR = { status: 500, body: { error: { code: 'internal_error', message: 'x' } } };
const NOT_KEPT = { status: 404, body: { error: { code: 'not_found', message: 'No report for this release.' } } };

/** A page about 1.5.0 changes: the same title, text, code and accessibility before and after, unless overridden. */
const buildPageChange = (overrides: Partial<PageChange>): PageChange => ({
  path: '/about/',
  title: { before: 'About us', after: 'About us' },
  description: { before: 'Who we are.', after: 'Who we are.' },
  text_diff: [{ op: 'equal', text: 'Riverbend Radiology reads your scans.' }],
  js_kb: { before: 52.3, after: 52.3 },
  css_kb: { before: 7, after: 7 },
  new_violations: [],
  hydration_warnings: [],
  ...overrides,
});

/** Words one to `n` of a run of unchanged text: 'w1 w2 w3'. */
const words = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => `w${from + index}`).join(' ');

/** about 1.5.0 against 1.4.0: one page added, two changed, one removed, two unchanged; nothing refused. */
const buildReport = (overrides: Partial<ReleaseReport> = {}): ReleaseReport => ({
  release_id: 'r4',
  remote: 'about',
  kind: 'release',
  version: '1.5.0',
  base_version: '1.4.0',
  created_at: '2026-11-24T15:01:00.000Z',
  duration_ms: 4210,
  pages_compared: 6,
  added: [
    buildPageChange({
      path: '/about/careers/',
      title: { before: null, after: 'Careers' },
      description: { before: null, after: 'Work with us.' },
      text_diff: [{ op: 'insert', text: 'Join our team of radiologists.' }],
      js_kb: { before: null, after: 48.2 },
      css_kb: { before: null, after: 6.1 },
    }),
  ],
  changed: [
    buildPageChange({
      path: '/about/',
      title: { before: 'About us', after: 'About Riverbend' },
      // Long unchanged runs around one changed word: only six words each side of it stay.
      text_diff: [
        { op: 'equal', text: `${words(1, 20)} ` },
        { op: 'delete', text: 'seven' },
        { op: 'insert', text: 'eight' },
        { op: 'equal', text: ` ${words(21, 40)}` },
      ],
      js_kb: { before: 52.3, after: 53.5 },
      css_kb: { before: 7, after: 6.6 },
      new_violations: [{ id: 'image-alt', impact: 'serious', help: 'Images must have alternative text', nodes: 2 }],
      hydration_warnings: ['The text of <p> differs: "Open today" and "Open now".'],
    }),
    buildPageChange({ path: '/about/history/', css_kb: { before: 7, after: 7.1 } }),
  ],
  removed: ['/about/old-page/'],
  unchanged: ['/', '/services/'],
  axe_rules_skipped: ['color-contrast', 'target-size'],
  refused_by: null,
  ...overrides,
});

/** The report screen of about's release r4, in the admin frame. */
const renderReport = () =>
  renderInFrame(<ReleaseReportScreen />, {
    route: '/admin/releases/about/r4/report',
    path: '/admin/releases/:remote/:id/report',
  });

function setup(answer: Parameters<typeof mockAdminApi>[0][string]) {
  const calls = mockAdminApi({ 'GET /api/admin/session': { user: buildUser() }, [`GET ${REPORT_PATH}`]: answer });
  renderReport();
  const reportLoads = () => calls.filter((c) => c.path === REPORT_PATH).length;
  return { reportLoads, user: userEvent.setup() };
}

/** The part of the report under one h2. */
const part = async (name: string) => within(await screen.findByRole('region', { name }));

/** One added or changed page, found by its path. */
const page = (path: string) => within(screen.getByRole('article', { name: path }));

/** The value given for a term of a description list. */
const valueOf = (scope: ReturnType<typeof within>, term: string) =>
  scope.getByText(term, { selector: 'dt' }).nextElementSibling;

/** The text of each cell of a table's body rows. */
const bodyRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from((row as HTMLTableRowElement).cells, (cell) => cell.textContent));

describe('Release report', () => {
  it('sums up the release: versions, when, how long, pages compared and counted by change', async () => {
    setup(buildReport());
    const summary = await part('Summary');
    expect(screen.getByRole('heading', { level: 1, name: 'Report of about 1.5.0' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Releases' })).toHaveAttribute('href', '/admin/releases/');
    const facts = summary.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(facts).toEqual([
      ['Kind', 'Release'],
      ['Remote', 'about'],
      ['Version before', '1.4.0'],
      ['Version after', '1.5.0'],
      ['Made', formatWhen('2026-11-24T15:01:00.000Z')],
      ['Took', '4.2 seconds'],
      ['Pages compared', '6'],
      ['Added', '1'],
      ['Changed', '2'],
      ['Removed', '1'],
      ['Unchanged', '2'],
    ]);
    expect(
      summary.getByText(
        'These accessibility rules were not run, because they need the page’s layout, which a render on the ' +
          'server does not have: color-contrast, target-size.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Refused by a report rule' })).not.toBeInTheDocument();
  });

  it('puts first, under its own heading, why a report rule refused the release', async () => {
    setup(buildReport({ refused_by: 'It changes 4 pages; at most 2 may change.' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Refused by a report rule' });
    expect(heading.nextElementSibling).toHaveTextContent('It changes 4 pages; at most 2 may change.');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings[0]).toBe('Refused by a report rule');
  });

  it('lists what the report could not check within its bounds', async () => {
    setup(buildReport({ notes: ['/news/: its markup is over 2 MB; it was not checked for accessibility.'] }));
    const heading = await screen.findByText('What this report could not check:');
    expect(heading.nextElementSibling).toHaveTextContent(
      '/news/: its markup is over 2 MB; it was not checked for accessibility.',
    );
  });

  it('names a rollback and a first release as such', async () => {
    setup(buildReport({ kind: 'rollback', version: '1.4.0', base_version: null, duration_ms: 125_000 }));
    const summary = await part('Summary');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Report of the rollback of about to 1.4.0' }),
    ).toBeInTheDocument();
    expect(valueOf(summary, 'Kind')).toHaveTextContent('Rollback');
    expect(valueOf(summary, 'Version before')).toHaveTextContent('None: the remote’s first release');
    expect(valueOf(summary, 'Took')).toHaveTextContent('2 minutes 5 seconds');
  });

  it('groups the pages by change, each added or changed page a heading that links to it on the public site', async () => {
    const { user } = setup(buildReport());
    await part('Summary');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Summary',
      'Added (1)',
      'Changed (2)',
      'Removed (1)',
      'Unchanged (2)',
    ]);
    const pageLinks = async (group: string) =>
      (await part(group))
        .getAllByRole('heading', { level: 3 })
        .map((heading) => [heading.textContent, within(heading).getByRole('link').getAttribute('href')]);
    expect(await pageLinks('Added (1)')).toEqual([['/about/careers/', '/_site/public?to=%2Fabout%2Fcareers%2F']]);
    expect(await pageLinks('Changed (2)')).toEqual([
      ['/about/', '/_site/public?to=%2Fabout%2F'],
      ['/about/history/', '/_site/public?to=%2Fabout%2Fhistory%2F'],
    ]);

    // A removed page is no longer on the site: its path, and no link.
    const removed = await part('Removed (1)');
    expect(removed.getByRole('listitem')).toHaveTextContent('/about/old-page/');
    expect(removed.queryByRole('link')).not.toBeInTheDocument();

    // The pages left as they were are folded away until asked for.
    const unchanged = await part('Unchanged (2)');
    const fold = unchanged.getByRole('group');
    expect(fold).not.toHaveAttribute('open');
    await user.click(unchanged.getByText('Show the 2 pages'));
    expect(fold).toHaveAttribute('open');
    expect(unchanged.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['/', '/_site/public?to=%2F'],
      ['/services/', '/_site/public?to=%2Fservices%2F'],
    ]);
  });

  it('shows added and removed text as insertions and deletions a screen reader names, with long unchanged runs cut', async () => {
    setup(buildReport());
    await part('Changed (2)');
    const about = page('/about/');
    expect(about.getAllByRole('insertion').map((element) => element.textContent)).toEqual(['added: eight']);
    expect(about.getAllByRole('deletion').map((element) => element.textContent)).toEqual(['removed: seven']);
    expect(about.getByText('added:')).toHaveClass('visually-hidden');
    expect(about.getByText('removed:')).toHaveClass('visually-hidden');
    expect(about.getByRole('insertion').closest('p')).toHaveTextContent(
      `… ${words(15, 20)} removed: sevenadded: eight ${words(21, 26)} …`,
      { normalizeWhitespace: false },
    );
    expect(about.getByRole('insertion').closest('p')).not.toHaveTextContent(/\bw(1|14|27|40)\b/);

    // A new page's text is all added; a page whose text did not change says so.
    expect(page('/about/careers/').getByRole('insertion')).toHaveTextContent('added: Join our team of radiologists.');
    expect(page('/about/history/').getByText('The text is the same.')).toBeInTheDocument();
    expect(page('/about/history/').queryByRole('insertion')).not.toBeInTheDocument();
  });

  it('shows a title or description only where it changed, before and after', async () => {
    setup(buildReport());
    await part('Changed (2)');
    const about = page('/about/');
    expect(valueOf(about, 'Title')).toHaveTextContent('Before: About us');
    expect(valueOf(about, 'Title')?.nextElementSibling).toHaveTextContent('After: About Riverbend');
    expect(about.queryByText('Description', { selector: 'dt' })).not.toBeInTheDocument();
    expect(valueOf(page('/about/careers/'), 'Title')).toHaveTextContent(/^Careers$/);
    expect(valueOf(page('/about/careers/'), 'Description')).toHaveTextContent(/^Work with us\.$/);
    expect(page('/about/history/').queryByRole('term')).not.toBeInTheDocument();
  });

  it('shows how much code each page loads before and after, with the difference signed', async () => {
    setup(buildReport());
    await part('Changed (2)');
    expect(bodyRows(page('/about/').getByRole('table', { name: 'Code /about/ loads, gzipped' }))).toEqual([
      ['JavaScript', '52.3 KB', '53.5 KB', '+1.2 KB'],
      ['Stylesheets', '7.0 KB', '6.6 KB', '−0.4 KB'],
    ]);
    expect(bodyRows(page('/about/history/').getByRole('table'))).toEqual([
      ['JavaScript', '52.3 KB', '52.3 KB', 'No change'],
      ['Stylesheets', '7.0 KB', '7.1 KB', '+0.1 KB'],
    ]);
    expect(
      bodyRows(page('/about/careers/').getByRole('table', { name: 'Code /about/careers/ loads, gzipped' })),
    ).toEqual([
      ['JavaScript', '—none', '48.2 KB', '—none'],
      ['Stylesheets', '—none', '6.1 KB', '—none'],
    ]);
  });

  it('lists the accessibility problems a page did not have before, and its hydration warnings', async () => {
    setup(buildReport());
    await part('Changed (2)');
    const about = page('/about/');
    expect(about.getByRole('heading', { level: 4, name: 'New accessibility problems' })).toBeInTheDocument();
    expect(about.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'image-alt (serious): Images must have alternative text. 2 elements.',
      'The text of <p> differs: "Open today" and "Open now".',
    ]);
    expect(about.getByRole('heading', { level: 4, name: 'Hydration warnings' })).toBeInTheDocument();

    const careers = page('/about/careers/');
    expect(careers.getByText('No new accessibility problems.')).toBeInTheDocument();
    expect(careers.queryByRole('heading', { name: 'Hydration warnings' })).not.toBeInTheDocument();
  });

  it('says when the change touches no page', async () => {
    setup(buildReport({ added: [], changed: [], removed: [], pages_compared: 2, axe_rules_skipped: [] }));
    expect(await screen.findByText('This change adds, changes and removes no page.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^(Added|Changed|Removed)/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/^These accessibility rules were not run/)).not.toBeInTheDocument();
  });

  it('says while the report loads', async () => {
    mockAdminApi({ 'GET /api/admin/session': { user: buildUser() }, [`GET ${REPORT_PATH}`]: buildReport() });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const answer = global.fetch;
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === REPORT_PATH) await held;
      return answer(input, init);
    }) as typeof fetch;
    renderReport();
    expect(await screen.findByText('Loading the report…')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Release report' })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Report of about 1.5.0' })).toBeInTheDocument();
  });

  it('says when no report is kept for the release, with nothing to retry', async () => {
    const { reportLoads } = setup(NOT_KEPT);
    expect(await screen.findByRole('heading', { name: 'No report is kept for this release' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Release report' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(reportLoads()).toBe(1);
  });

  it('offers Retry when the report cannot be loaded', async () => {
    let answer: object = SERVER_ERROR;
    const { user } = setup(() => answer);
    expect(await screen.findByRole('heading', { name: 'We could not load the report' })).toBeInTheDocument();
    answer = buildReport();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Report of about 1.5.0' })).toBeInTheDocument();
  });

  it('tells an editor the report is for admins, without asking the server for it', async () => {
    const calls = mockAdminApi({ 'GET /api/admin/session': { user: buildUser({ role: 'editor' }) } });
    renderReport();
    expect(await screen.findByRole('heading', { name: 'Only admins see release reports' })).toBeInTheDocument();
    expect(calls.map((c) => c.path)).not.toContain(REPORT_PATH);
  });
});

describe('shortenUnchanged', () => {
  it('keeps the words next to a change and the spaces at the cut, and leaves short runs whole', () => {
    expect(shortenUnchanged(' a b c d e ', 2, 0)).toBe(' a b …');
    expect(shortenUnchanged(' a b c d e ', 0, 2)).toBe('… d e ');
    expect(shortenUnchanged(' a b c d e f ', 2, 2)).toBe(' a b … e f ');
    expect(shortenUnchanged(' a b c d e ', 2, 2)).toBe(' a b c d e ');
  });
});
