import { fireEvent, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { AdminNewsItem } from '@site/contracts/schemas';
import { buildNewsItem } from '@site/test-support/builders';
import { buildUser, mockAdminApi } from '../../test-support/admin-api.ts';
import { renderInFrame } from '../../test-support/render-admin.tsx';
import { NewsEdit } from './news-edit.tsx';

const draft = (): AdminNewsItem => ({
  ...buildNewsItem({ id: 5, title: 'Open house', published_date: '2026-11-20' }),
  status: 'draft',
  publish_at: null,
});

function setup(current: AdminNewsItem = draft(), overrides: Parameters<typeof mockAdminApi>[0] = {}) {
  let story = current;
  const calls = mockAdminApi({
    'GET /api/admin/session': { user: buildUser({ role: 'editor' }) },
    'GET /api/admin/news/5': () => story,
    'PUT /api/admin/news/5': (body) => (story = { ...story, ...(body as object) } as AdminNewsItem),
    'POST /api/admin/html-preview': (body) => ({ html: (body as { html: string }).html }),
    ...overrides,
  });
  renderInFrame(<NewsEdit />, { route: '/admin/news/5', path: '/admin/news/:id' });
  return { calls, user: userEvent.setup() };
}

const status = () => screen.getByRole('combobox', { name: /^Status/ });
const publishAt = () => screen.getByLabelText(/^Publish on \(New York time\)/);
/** Sets a date-and-time field as the browser's picker does: one whole value (jsdom has no picker to type into). */
const pick = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe('NewsEdit', () => {
  it('starts a new story as a draft with a published date, and offers the three statuses', async () => {
    mockAdminApi({ 'GET /api/admin/session': { user: buildUser({ role: 'editor' }) } });
    renderInFrame(<NewsEdit />, { route: '/admin/news/new', path: '/admin/news/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Add a story' })).toBeInTheDocument();
    expect(status()).toHaveValue('draft');
    expect(
      within(status())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Draft', 'Scheduled', 'Published']);
    expect(status()).toHaveAccessibleDescription(/Draft and Scheduled stories appear nowhere on the public site/);
    expect(screen.getByLabelText(/^Published date/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Publish on/)).not.toBeInTheDocument();
  });

  it('asks a scheduled story for a New York date and time, and sends the instant it names', async () => {
    const { calls, user } = setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: /^Status/ }), 'scheduled');
    expect(screen.queryByLabelText(/^Published date/)).not.toBeInTheDocument();
    expect(publishAt()).toHaveAttribute('type', 'datetime-local');
    expect(publishAt()).toHaveAccessibleDescription(/America\/New_York \(Eastern Time\)/);

    pick(publishAt(), '2030-12-01T09:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Saved. The story goes live on Dec 1, 2030, 9:00 AM (New York time).'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      status: 'scheduled',
      // 9:00 in New York in December is 14:00 UTC.
      publish_at: '2030-12-01T14:00:00.000Z',
    });
  });

  it('refuses a time that has passed, on the field and in the summary, and sends nothing', async () => {
    const { calls, user } = setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: /^Status/ }), 'scheduled');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(publishAt()).toHaveAccessibleDescription(/Error: Enter the date and time to publish the story\./);

    pick(publishAt(), '2020-01-01T09:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const summary = await screen.findByRole('heading', { name: 'Please correct the following' });
    expect(summary.parentElement).toHaveFocus();
    expect(
      within(summary.parentElement!).getByRole('link', { name: /^Publish on \(New York time\):/ }),
    ).toBeInTheDocument();
    expect(publishAt()).toHaveAccessibleDescription(/Error: Choose a date and time in the future\./);
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('shows a scheduled story’s time on the practice’s clock, and publishes it now with a date', async () => {
    // 13:00 UTC on 1 July is 9:00 in New York (UTC-4 in summer).
    const { calls, user } = setup({ ...draft(), status: 'scheduled', publish_at: '2030-07-01T13:00:00.000Z' });
    expect(await screen.findByLabelText(/^Publish on \(New York time\)/)).toHaveValue('2030-07-01T09:00');

    await user.selectOptions(status(), 'published');
    expect(screen.getByLabelText(/^Published date/)).toHaveValue('2026-11-20');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. The News page shows the change on its next load.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      status: 'published',
      published_date: '2026-11-20',
      publish_at: null,
    });
  });
});
