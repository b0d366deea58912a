import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { LISTS } from '../../content/lists.ts';
import { buildDraft, buildUser, mockAdminApi } from '../../test-support/admin-api.ts';
import { renderInFrame } from '../../test-support/render-admin.tsx';
import { ListPage } from './list-page.tsx';

const row = (id: number, position: number, title: string) => ({
  id,
  position,
  title,
  subtitle: null,
  text: `(937) 555-01${String(id).padStart(2, '0')}`,
});

function setup(routes: Parameters<typeof mockAdminApi>[0] = {}) {
  let rows = [row(1, 0, 'Billing'), row(2, 1, 'Scheduling'), row(3, 2, 'Records')];
  const calls = mockAdminApi({
    'GET /api/admin/session': { user: buildUser() },
    'GET /api/admin/numbers': () => rows,
    'POST /api/admin/numbers/3/move': () => (rows = [rows[0]!, rows[2]!, rows[1]!]),
    'DELETE /api/admin/numbers/1': () => {
      rows = rows.filter((r) => r.id !== 1);
      return { status: 204, body: null };
    },
    ...routes,
  });
  renderInFrame(<ListPage config={LISTS.numbers} />, { route: '/admin/numbers/' });
  return { calls, user: userEvent.setup() };
}

describe('ListPage', () => {
  it('lists the rows in site order in a table with a caption and headers', async () => {
    setup();
    const table = await screen.findByRole('table', {
      name: '3 frequently called numbers, in the order the site shows them',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Title', 'Subtitle', 'Phone number', 'Actions']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Billing', 'Scheduling', 'Records']);
    expect(within(table).getByRole('link', { name: 'Billing' })).toHaveAttribute('href', '/admin/numbers/1');
    expect(screen.getByRole('link', { name: 'Add a phone number' })).toHaveAttribute('href', '/admin/numbers/new');
    // The first row cannot move up, the last cannot move down.
    expect(screen.queryByRole('button', { name: 'Move up “Billing”' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Move down “Records”' })).not.toBeInTheDocument();
  });

  it('moves a row and shows the new order', async () => {
    const { calls, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Move up “Records”' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Moved “Records” up.');
    const names = within(screen.getByRole('table'))
      .getAllByRole('rowheader')
      .map((h) => h.textContent);
    expect(names).toEqual(['Billing', 'Records', 'Scheduling']);
    expect(calls.find((c) => c.path.endsWith('/move'))?.body).toEqual({ direction: 'up' });
  });

  it('deletes only after confirmation', async () => {
    const { calls, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Delete “Billing”' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “Billing”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete “Billing”' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('table', { name: /^2 frequently called numbers/ })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/admin/numbers/1']);
  });

  it('marks the rows with unpublished changes, and no others', async () => {
    setup({
      'GET /api/admin/drafts': [
        buildDraft({ entity: 'frequently called number', entity_id: 2 }),
        // Another list's record with the same id is not this list's.
        buildDraft({ entity: 'location', entity_id: 3 }),
      ],
    });
    const table = await screen.findByRole('table', { name: /^3 frequently called numbers/ });
    const marked = await within(table).findByText('Unpublished changes');
    expect(marked.closest('tr')).toHaveTextContent('Scheduling');
    expect(within(table).getAllByText('Unpublished changes')).toHaveLength(1);
  });

  it('still lists the rows when the drafts cannot be read', async () => {
    const calls = setup({
      'GET /api/admin/drafts': { status: 500, body: { error: { code: 'x', message: 'x' } } },
    }).calls;
    const table = await screen.findByRole('table', { name: /^3 frequently called numbers/ });
    await waitFor(() => expect(calls.some((call) => call.path === '/api/admin/drafts')).toBe(true));
    expect(within(table).getAllByRole('rowheader')).toHaveLength(3);
    expect(screen.queryByText('Unpublished changes')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
