import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { buildUser, mockAdminApi, SIGNED_OUT } from '../../test-support/admin-api.ts';
import { Login } from '../login/login.tsx';
import { Setup, tokenFromHash } from './setup.tsx';

const TOKEN = 'k'.repeat(43);

/** Renders /admin/setup (and /admin/login) at `entry`, with a dashboard stand-in to land on. */
function renderAt(entry: string) {
  const router = createMemoryRouter(
    [
      { path: '/admin/setup', element: <Setup /> },
      { path: '/admin/login', element: <Login /> },
      { path: '/admin/', element: <h1>Dashboard route</h1> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
  return router;
}

describe('first-admin setup', () => {
  it('reads the token from the address fragment only', () => {
    expect(tokenFromHash(`#token=${TOKEN}`)).toBe(TOKEN);
    expect(tokenFromHash('')).toBeNull();
    expect(tokenFromHash('#token=')).toBeNull();
  });

  it('creates the first admin with the printed token, signs them in and opens the dashboard', async () => {
    const calls = mockAdminApi({
      'GET /api/admin/setup': { needed: true },
      'POST /api/admin/setup': { status: 201, body: { user: buildUser({ name: 'Dana Reyes' }) } },
      'GET /api/admin/session': { user: buildUser({ name: 'Dana Reyes' }) },
    });
    const router = renderAt(`/admin/setup#token=${TOKEN}`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Your name/), 'Dana Reyes');
    await user.type(screen.getByLabelText(/^Your work e-mail address/), 'Dana@Riverbend.example');
    await user.type(screen.getByLabelText(/^Password/), 'a long first password');
    await user.click(screen.getByRole('button', { name: 'Create the admin account' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard route' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Dana Reyes',
      email: 'dana@riverbend.example',
      password: 'a long first password',
      token: TOKEN,
    });
  });

  it('checks the form first, and says a refused token in the server’s words, keeping what was typed', async () => {
    const calls = mockAdminApi({
      'GET /api/admin/setup': { needed: true },
      'POST /api/admin/setup': {
        status: 403,
        body: { error: { code: 'setup_token_invalid', message: 'This setup address is not valid any more.' } },
      },
    });
    renderAt(`/admin/setup#token=${TOKEN}`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Your name/), 'Dana Reyes');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Create the admin account' }));
    expect(await screen.findByRole('heading', { name: 'Please correct the following' })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(screen.getByLabelText(/^Your work e-mail address/), 'dana@riverbend.example');
    await user.type(screen.getByLabelText(/^Password/), ' and longer now');
    await user.click(screen.getByRole('button', { name: 'Create the admin account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This setup address is not valid any more.');
    expect(screen.getByLabelText(/^Your name/)).toHaveValue('Dana Reyes');
  });

  it('without a token in the address, says where the setup address comes from', async () => {
    mockAdminApi({ 'GET /api/admin/setup': { needed: true } });
    renderAt('/admin/setup');
    expect(await screen.findByText(/prints a setup address with a one-time token/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create the admin account' })).not.toBeInTheDocument();
  });

  it('once the site has an admin, offers sign-in instead of a form', async () => {
    mockAdminApi({ 'GET /api/admin/setup': { needed: false } });
    renderAt(`/admin/setup#token=${TOKEN}`);
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/admin/login');
    expect(screen.queryByRole('button', { name: 'Create the admin account' })).not.toBeInTheDocument();
  });

  it('offers a retry when the server cannot be reached', async () => {
    mockAdminApi({ 'GET /api/admin/setup': { status: 503, body: { error: { code: 'unavailable', message: 'x' } } } });
    renderAt(`/admin/setup#token=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the admin.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('the sign-in page', () => {
  it('stays on the sign-in form when nobody is signed in, and tells a new site how to get its first admin', async () => {
    mockAdminApi({ 'GET /api/admin/session': SIGNED_OUT, 'GET /api/admin/setup': { needed: true } });
    const router = renderAt('/admin/login');
    expect(await screen.findByText(/no staff account yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
  });
});
