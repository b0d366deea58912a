import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { AdminUser } from '@site/contracts/schemas';
import { buildUser, mockAdminApi } from '../../test-support/admin-api.ts';
import { renderInFrame } from '../../test-support/render-admin.tsx';
import { Users } from './users.tsx';

const account = (overrides: Partial<AdminUser> = {}): AdminUser => ({
  ...buildUser(),
  active: true,
  created_at: '2026-01-01T00:00:00.000Z',
  last_login_at: null,
  ...overrides,
});

describe('Users', () => {
  it('tells an editor the screen is for admins, without asking the server for accounts', async () => {
    const calls = mockAdminApi({ 'GET /api/admin/session': { user: buildUser({ role: 'editor' }) } });
    renderInFrame(<Users />, { route: '/admin/users/' });
    expect(await screen.findByRole('heading', { name: 'Only admins manage users' })).toBeInTheDocument();
    expect(calls.map((c) => c.path)).not.toContain('/api/admin/users');
  });

  it('changes a role and deactivates an account, and says when the server refuses', async () => {
    let users = [account(), account({ id: 2, name: 'Sam Editor', email: 'sam@riverbend.example', role: 'editor' })];
    const calls = mockAdminApi({
      'GET /api/admin/session': { user: buildUser() },
      'GET /api/admin/users': () => users,
      'PATCH /api/admin/users/2': (body) =>
        (users = users.map((u) => (u.id === 2 ? { ...u, ...(body as object) } : u)))[1],
      'PATCH /api/admin/users/1': {
        status: 409,
        body: { error: { code: 'last_admin', message: 'At least one active admin must remain.' } },
      },
    });
    renderInFrame(<Users />, { route: '/admin/users/' });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Role of Sam Editor'), 'admin');
    expect(await screen.findByText('Sam Editor is now an admin.')).toHaveAttribute('role', 'status');
    await user.click(screen.getByRole('button', { name: 'Deactivate Sam Editor' }));
    expect(await screen.findByRole('button', { name: 'Reactivate Sam Editor' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
      { role: 'admin' },
      { active: false },
    ]);

    await user.click(screen.getByRole('button', { name: 'Deactivate Dana Admin' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('At least one active admin must remain.');
    const row = screen.getByRole('rowheader', { name: /Dana Admin/ }).closest('tr')!;
    expect(within(row).getByText('Active')).toBeInTheDocument();
  });

  it('creates an account with the shared rules, and clears the form after', async () => {
    const calls = mockAdminApi({
      'GET /api/admin/session': { user: buildUser() },
      'GET /api/admin/users': [account()],
      'POST /api/admin/users': (body) => account({ id: 3, ...(body as object) }),
    });
    renderInFrame(<Users />, { route: '/admin/users/' });
    const user = userEvent.setup();
    const form = within((await screen.findByRole('heading', { name: 'Add a user' })).closest('section')!);
    await user.type(form.getByLabelText(/^Name/), 'Lee New');
    await user.type(form.getByLabelText(/^E-mail address/), 'Lee@Riverbend.example');
    await user.type(form.getByLabelText(/^First password/), 'short');
    await user.click(form.getByRole('button', { name: 'Create account' }));
    expect(form.getByLabelText(/^First password/)).toHaveAccessibleDescription(/Error: Use at least 12 characters\./);

    await user.type(form.getByLabelText(/^First password/), ' but now long enough');
    await user.click(form.getByRole('button', { name: 'Create account' }));
    expect(await form.findByText('Created an account for Lee New (lee@riverbend.example).')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Lee New',
      email: 'lee@riverbend.example',
      role: 'editor',
      password: 'short but now long enough',
    });
    expect(form.getByLabelText(/^Name/)).toHaveValue('');
  });
});
