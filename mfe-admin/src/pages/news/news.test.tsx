import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { AdminNewsItem } from '@site/contracts/schemas';
import { buildNewsItem } from '@site/test-support/builders';
import { buildDraft, buildUser, mockAdminApi } from '../../test-support/admin-api.ts';
import { renderInFrame } from '../../test-support/render-admin.tsx';
import { News } from './news.tsx';

const story = (overrides: Partial<AdminNewsItem>): AdminNewsItem => ({
  ...buildNewsItem({ title: overrides.title, published_date: overrides.published_date ?? '2026-11-02' }),
  status: 'published',
  publish_at: null,
  ...overrides,
});

const published = story({ id: 1, title: 'New MRI in Troy', published_date: '2026-11-02' });
const draft = story({ id: 2, title: 'Half-written story', status: 'draft', published_date: '2026-11-20' });
// 14:00 UTC on 1 December is 9:00 in New York (UTC-5 in winter).
const soon = story({ id: 3, title: 'Open house', status: 'scheduled', publish_at: '2026-12-01T14:00:00.000Z' });
// 13:00 UTC on 1 July is 9:00 in New York (UTC-4 in summer).
const later = story({ id: 4, title: 'Summer hours', status: 'scheduled', publish_at: '2027-07-01T13:00:00.000Z' });

const SERVER_ERROR = { status: 500, body: { error: { code: 'internal_error', message: 'x' } } };

/** Holds back the answers to `path` until the returned function is called, so a test sees what shows meanwhile. */
function holdAnswers(path: string): () => void {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const answer = global.fetch;
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) === path) await released;
    return answer(input, init);
  }) as typeof fetch;
  return release;
}

function setup(routes: Parameters<typeof mockAdminApi>[0], route = '/admin/news/') {
  const calls = mockAdminApi({ 'GET /api/admin/session': { user: buildUser({ role: 'editor' }) }, ...routes });
  const rendered = renderInFrame(<News />, { route, path: '/admin/news/' });
  return { calls, router: rendered.router, user: userEvent.setup() };
}

describe('News', () => {
  it('marks each story with its status, and a scheduled one with when it goes live in New York', async () => {
    setup({ 'GET /api/admin/news': [soon, draft, published] });
    const table = await screen.findByRole('table', { name: '3 stories, newest first' });
    const [, first, second, third] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('rowheader')).toHaveTextContent('Open house');
    expect(first).toHaveTextContent('Scheduled');
    expect(first).toHaveTextContent('Goes live Dec 1, 2026, 9:00 AM (New York time)');
    expect(second).toHaveTextContent('Draft');
    expect(second).toHaveTextContent('November 20th, 2026');
    expect(third).toHaveTextContent('Published');
    expect(third).toHaveTextContent('November 2nd, 2026');
    expect(screen.getByRole('button', { name: 'All stories' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('has a Scheduled view: upcoming publications soonest first, in the address so it can be linked', async () => {
    const { router, user } = setup({
      'GET /api/admin/news': [soon, draft, published],
      // The API orders the view soonest first; the screen keeps its order.
      'GET /api/admin/news?status=scheduled': [soon, later],
    });
    await screen.findByRole('table', { name: '3 stories, newest first' });
    const release = holdAnswers('/api/admin/news?status=scheduled');
    await user.click(screen.getByRole('button', { name: 'Scheduled' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading the scheduled stories…');
    release();

    const table = await screen.findByRole('table', { name: '2 scheduled stories, soonest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Headline', 'Goes live (New York time)', 'Actions']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'Open house' })).toHaveAttribute('href', '/admin/news/3');
    expect(first).toHaveTextContent('Dec 1, 2026, 9:00 AM');
    expect(second).toHaveTextContent('Summer hours');
    expect(second).toHaveTextContent('Jul 1, 2027, 9:00 AM');
    expect(screen.getByRole('button', { name: 'Scheduled' })).toHaveAttribute('aria-pressed', 'true');
    expect(router.state.location.search).toBe('?show=scheduled');
  });

  it('says when nothing is scheduled', async () => {
    setup({ 'GET /api/admin/news?status=scheduled': [] }, '/admin/news/?show=scheduled');
    expect(await screen.findByText(/^No story is scheduled\./)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers Retry when the Scheduled view cannot be loaded', async () => {
    let answer: object = SERVER_ERROR;
    const { user } = setup({ 'GET /api/admin/news?status=scheduled': () => answer }, '/admin/news/?show=scheduled');
    expect(await screen.findByRole('heading', { name: 'We could not load the scheduled stories' })).toBeInTheDocument();
    answer = [later];
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: '1 scheduled story, soonest first' })).toBeInTheDocument();
  });

  it('lists the drafts alone in the Drafts view', async () => {
    const { user } = setup({ 'GET /api/admin/news': [draft, published], 'GET /api/admin/news?status=draft': [draft] });
    await screen.findByRole('table', { name: '2 stories, newest first' });
    await user.click(screen.getByRole('button', { name: 'Drafts' }));
    const table = await screen.findByRole('table', { name: '1 draft, newest first' });
    expect(table).toHaveTextContent('Half-written story');
    expect(table).not.toHaveTextContent('New MRI in Troy');
  });

  it('marks a story with unpublished changes, and no other', async () => {
    setup({
      'GET /api/admin/news': [soon, draft, published],
      'GET /api/admin/drafts': [buildDraft({ entity: 'news', entity_id: published.id })],
    });
    const table = await screen.findByRole('table', { name: '3 stories, newest first' });
    const [, first, second, third] = within(table).getAllByRole('row');
    expect(await within(third!).findByText('Unpublished changes')).toBeInTheDocument();
    expect(third).toHaveTextContent('Published');
    expect(first).not.toHaveTextContent('Unpublished changes');
    expect(second).not.toHaveTextContent('Unpublished changes');
  });

  it('lists the stories without marks when the drafts cannot be read', async () => {
    const { calls } = setup({ 'GET /api/admin/news': [published], 'GET /api/admin/drafts': SERVER_ERROR });
    const table = await screen.findByRole('table', { name: '1 story, newest first' });
    await waitFor(() => expect(calls.some((call) => call.path === '/api/admin/drafts')).toBe(true));
    expect(table).toHaveTextContent('New MRI in Troy');
    expect(screen.queryByText('Unpublished changes')).not.toBeInTheDocument();
  });
});
