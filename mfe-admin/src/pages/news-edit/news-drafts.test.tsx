import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { AdminNewsItem, Draft } from '@site/contracts/schemas';
import { buildNewsItem } from '@site/test-support/builders';
import { buildDraft, buildPreview, buildUser, mockAdminApi } from '../../test-support/admin-api.ts';
import { renderInFrame } from '../../test-support/render-admin.tsx';
import { NewsEdit } from './news-edit.tsx';

const story = (status: AdminNewsItem['status']): AdminNewsItem => ({
  ...buildNewsItem({ id: 5, title: 'Open house', published_date: '2026-11-20' }),
  status,
  publish_at: null,
});

const retitled: Draft = buildDraft({
  entity: 'news',
  entity_id: 5,
  values: { title: 'Open house on Saturday', status: 'published', published_date: '2026-11-20', publish_at: null },
  changed: ['title'],
});

function setup(current: AdminNewsItem, draft: Draft | null = null) {
  let item = current;
  const calls = mockAdminApi({
    'GET /api/admin/session': { user: buildUser({ role: 'editor' }) },
    'GET /api/admin/news/5': () => item,
    'GET /api/admin/news/5/draft': () => draft ?? undefined,
    'PUT /api/admin/news/5': (body) => (item = { ...item, ...(body as object) }),
    'POST /api/admin/news/5/preview': buildPreview('/news/5'),
    'POST /api/admin/html-preview': (body) => ({ html: (body as { html: string }).html }),
  });
  renderInFrame(<NewsEdit />, { route: '/admin/news/5', path: '/admin/news/:id' });
  return { calls, user: userEvent.setup() };
}

/** The calls that change the story or its draft (the rich-text field's own preview aside). */
const writes = (calls: ReturnType<typeof setup>['calls']) =>
  calls
    .filter((call) => call.method !== 'GET' && call.path.startsWith('/api/admin/news/'))
    .map((call) => `${call.method} ${call.path}`);

describe('NewsEdit with drafts', () => {
  let open: jest.SpyInstance;
  beforeEach(() => (open = jest.spyOn(window, 'open').mockReturnValue(null)));
  afterEach(() => open.mockRestore());

  it('opens a published story on its draft, with Publish in place of Save', async () => {
    setup(story('published'), retitled);
    expect(await screen.findByLabelText(/^Headline/)).toHaveValue('Open house on Saturday');
    expect(screen.getByRole('region', { name: 'Unpublished changes' })).toHaveTextContent('Headline');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeInTheDocument();
  });

  it('offers a published story Save draft beside Save', async () => {
    setup(story('published'));
    await screen.findByLabelText(/^Headline/);
    for (const name of ['Save', 'Save draft', 'Preview']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('offers a story that is not public Save and Preview, and no draft of its own', async () => {
    setup(story('draft'));
    await screen.findByLabelText(/^Headline/);
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preview' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save draft' })).not.toBeInTheDocument();
  });

  it('saves a story that is not public before previewing its changes', async () => {
    const { calls, user } = setup(story('draft'));
    await user.clear(await screen.findByLabelText(/^Photo caption/));
    await user.type(screen.getByLabelText(/^Photo caption/), 'The lobby');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('link', { name: 'Open the preview' })).toHaveAttribute(
      'href',
      '/news/5?preview=t0k3n',
    );
    expect(screen.getByText(/^Saved as a draft\. It is not on the public site\. Preview ready/)).toBeInTheDocument();
    expect(writes(calls)).toEqual(['PUT /api/admin/news/5', 'POST /api/admin/news/5/preview']);
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      status: 'draft',
      photo_large_caption: 'The lobby',
    });
    expect(open).toHaveBeenCalledWith('/news/5?preview=t0k3n', '_blank');
  });

  it('does not publish a story to preview it: a new status waits for Save', async () => {
    const { calls, user } = setup(story('draft'));
    await user.selectOptions(await screen.findByRole('combobox', { name: /^Status/ }), 'published');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText(/without your unsaved changes\.$/)).toBeInTheDocument();
    expect(writes(calls)).toEqual(['POST /api/admin/news/5/preview']);
  });
});
