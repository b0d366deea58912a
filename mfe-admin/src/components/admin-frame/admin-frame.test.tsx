import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { mockAdminApi, SIGNED_OUT, UNAUTHENTICATED, buildUser } from '../../test-support/admin-api.ts';
import { renderInFrame } from '../../test-support/render-admin.tsx';
import { useAdmin } from '../../api/client.ts';

/** A stand-in screen: loads admin data and holds typed text, as real screens do. */
function Screen() {
  const { data, mutate } = useAdmin<{ value: string }>('/api/admin/thing');
  const [typed, setTyped] = useState('');
  return (
    <div>
      <h1>Secret screen</h1>
      <p>{data?.value}</p>
      <button onClick={() => void mutate()}>Reload</button>
      <label htmlFor="note">Note</label>
      <input id="note" value={typed} onChange={(e) => setTyped(e.target.value)} />
    </div>
  );
}

describe('AdminFrame', () => {
  it('shows the sign-in form instead of the screen when nobody is signed in, and never loads its data', async () => {
    const calls = mockAdminApi({ 'GET /api/admin/session': SIGNED_OUT });
    renderInFrame(<Screen />, { route: '/admin/thing/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByText('Secret screen')).not.toBeInTheDocument();
    expect(calls.map((c) => c.path)).not.toContain('/api/admin/thing');
  });

  it('signs in with the form and then shows the screen that was asked for', async () => {
    let signedIn = false;
    const calls = mockAdminApi({
      'GET /api/admin/session': () => (signedIn ? { user: buildUser() } : SIGNED_OUT),
      'POST /api/admin/session': () => {
        signedIn = true;
        return { user: buildUser() };
      },
      'GET /api/admin/thing': { value: 'the data' },
    });
    renderInFrame(<Screen />, { route: '/admin/thing/' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^E-mail address/), 'Dana@Riverbend.example');
    await user.type(screen.getByLabelText(/^Password/), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('the data')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      email: 'dana@riverbend.example',
      password: 'correct horse battery',
    });
    expect(screen.getByRole('navigation', { name: 'Admin' })).toHaveTextContent('Signed in as Dana Admin');
  });

  it('says a refused sign-in in the server’s words and keeps the e-mail typed', async () => {
    mockAdminApi({
      'GET /api/admin/session': SIGNED_OUT,
      'POST /api/admin/session': {
        status: 401,
        body: { error: { code: 'invalid_credentials', message: 'The e-mail address or password is not right.' } },
      },
    });
    renderInFrame(<Screen />, { route: '/admin/thing/' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^E-mail address/), 'dana@riverbend.example');
    await user.type(screen.getByLabelText(/^Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The e-mail address or password is not right.');
    expect(screen.getByLabelText(/^E-mail address/)).toHaveValue('dana@riverbend.example');
  });

  it('checks the sign-in form in the browser first: errors inline and in a summary that takes focus', async () => {
    const calls = mockAdminApi({ 'GET /api/admin/session': SIGNED_OUT });
    renderInFrame(<Screen />, { route: '/admin/thing/' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^E-mail address/), 'not an address');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const summary = await screen.findByRole('heading', { name: 'Please correct the following' });
    expect(summary.parentElement).toHaveFocus();
    expect(screen.getByLabelText(/^E-mail address/)).toHaveAccessibleDescription(
      'Error: Enter a valid e-mail address.',
    );
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('asks for a new sign-in over the screen when the session ends, keeping what was typed', async () => {
    let ended = false;
    mockAdminApi({
      'GET /api/admin/session': () => (ended ? SIGNED_OUT : { user: buildUser() }),
      'GET /api/admin/thing': () => (ended ? UNAUTHENTICATED : { value: 'the data' }),
    });
    renderInFrame(<Screen />, { route: '/admin/thing/' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Note'), 'half-written note');
    ended = true;
    // The screen's next call answers 401, which makes the frame check the session again.
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your session has ended' });
    expect(within(dialog).getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Note', { selector: 'input' })).toHaveValue('half-written note');
  });

  it('logs out on the server and goes to the sign-in page', async () => {
    const calls = mockAdminApi({
      'GET /api/admin/session': { user: buildUser() },
      'DELETE /api/admin/session': { status: 204, body: null },
      'GET /api/admin/thing': { value: 'x' },
    });
    const { router } = renderInFrame(<Screen />, { route: '/admin/thing/' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/admin/session')).toBe(true);
  });

  it('logs out only once the screen’s answers on their way have come, so none is refused', async () => {
    let answer: (value: { value: string }) => void = () => undefined;
    const calls = mockAdminApi({
      'GET /api/admin/session': { user: buildUser() },
      'DELETE /api/admin/session': { status: 204, body: null },
      'GET /api/admin/thing': () => new Promise((resolve) => (answer = resolve)),
    });
    const { router } = renderInFrame(<Screen />, { route: '/admin/thing/' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Log out' }));
    expect(calls.map((c) => `${c.method} ${c.path}`)).not.toContain('DELETE /api/admin/session');
    answer({ value: 'late' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    const order = calls.map((c) => `${c.method} ${c.path}`);
    expect(order.indexOf('DELETE /api/admin/session')).toBeGreaterThan(order.indexOf('GET /api/admin/thing'));
  });

  it('shows Users, Releases and Audit log to admins only', async () => {
    mockAdminApi({ 'GET /api/admin/session': { user: buildUser({ role: 'editor' }) }, 'GET /api/admin/thing': {} });
    renderInFrame(<Screen />, { route: '/admin/thing/' });
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    expect(within(nav).getByRole('link', { name: 'Physicians' })).toHaveAttribute('href', '/admin/physicians/');
    expect(within(nav).queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Audit log' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Releases' })).not.toBeInTheDocument();
    expect(nav).toHaveTextContent('Editor');
  });
});
