import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { DeployToken } from '@site/contracts/schemas';
import { buildUser, mockAdminApi } from '../../test-support/admin-api.ts';
import { renderInFrame } from '../../test-support/render-admin.tsx';
import { DeployTokens } from './deploy-tokens.tsx';

const token = (overrides: Partial<DeployToken> = {}): DeployToken => ({
  id: 1,
  remote: 'about',
  label: 'about team CI',
  created_by: 'dana@riverbend.example',
  created_at: '2026-11-02T15:00:00.000Z',
  last_used_at: null,
  revoked_at: null,
  ...overrides,
});

describe('Deploy tokens', () => {
  it('tells an editor the screen is for admins, without asking the server for tokens', async () => {
    const calls = mockAdminApi({ 'GET /api/admin/session': { user: buildUser({ role: 'editor' }) } });
    renderInFrame(<DeployTokens />, { route: '/admin/deploy-tokens/' });
    expect(await screen.findByRole('heading', { name: 'Only admins manage deploy tokens' })).toBeInTheDocument();
    expect(calls.map((c) => c.path)).not.toContain('/api/admin/deploy-tokens');
  });

  it('lists the tokens and revokes one once the admin confirms', async () => {
    let tokens = [token(), token({ id: 2, label: 'old pipeline', revoked_at: '2026-11-03T10:00:00.000Z' })];
    const calls = mockAdminApi({
      'GET /api/admin/session': { user: buildUser() },
      'GET /api/admin/deploy-tokens': () => tokens,
      'DELETE /api/admin/deploy-tokens/1': () => {
        tokens = tokens.map((t) => (t.id === 1 ? { ...t, revoked_at: '2026-11-25T12:00:00.000Z' } : t));
        return { status: 204, body: null };
      },
    });
    renderInFrame(<DeployTokens />, { route: '/admin/deploy-tokens/' });
    const user = userEvent.setup();
    expect(await screen.findByText('1 active of 2 tokens')).toBeInTheDocument();
    const old = screen.getByRole('rowheader', { name: 'old pipeline' }).closest('tr')!;
    expect(within(old).getByText(/^Revoked/)).toBeInTheDocument();
    expect(within(old).queryByRole('button')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Revoke the token of about team CI' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the token of about team CI?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('0 active of 2 tokens')).toBeInTheDocument();
    expect(screen.getByText('The token of about team CI is revoked.')).toHaveAttribute('role', 'status');
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/admin/deploy-tokens/1']);
  });

  it('makes a token with the shared rules and shows it once, with the commands the CI runs', async () => {
    const calls = mockAdminApi({
      'GET /api/admin/session': { user: buildUser() },
      'GET /api/admin/deploy-tokens': [],
      'POST /api/admin/deploy-tokens': (body) => ({
        token: 'rrdeploy_made-for-the-test',
        deploy_token: token({ id: 3, ...(body as object) }),
      }),
    });
    renderInFrame(<DeployTokens />, { route: '/admin/deploy-tokens/' });
    const user = userEvent.setup();
    const form = within((await screen.findByRole('heading', { name: 'Make a deploy token' })).closest('section')!);
    await user.type(form.getByLabelText(/^Remote/), '../about');
    await user.type(form.getByLabelText(/^Used by/), 'services team CI');
    await user.click(form.getByRole('button', { name: 'Make token' }));
    expect(form.getByLabelText(/^Remote/)).toHaveAccessibleDescription(/Error: Enter a remote’s federation name/);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(form.getByLabelText(/^Remote/));
    await user.type(form.getByLabelText(/^Remote/), 'services');
    await user.click(form.getByRole('button', { name: 'Make token' }));
    expect(await form.findByLabelText('Token for services')).toHaveValue('rrdeploy_made-for-the-test');
    expect(form.getByRole('heading', { name: 'Copy the token now: it is not shown again' })).toBeInTheDocument();
    expect(form.getByText(/npm run release -- services --site/)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ remote: 'services', label: 'services team CI' });
    expect(form.getByLabelText(/^Remote/)).toHaveValue('');
  });
});
