import { UNPIN_PATH } from '@site/contracts/release-pins';
import type { Registry } from '@site/contracts/types';
import { buildSettings } from '@site/test-support/builders';
import { mockFetch } from '@site/test-support/render';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { loadRemoteModule } from '../federation/remote-loader.ts';
import { buildRegistry, renderShell } from '../test-support/site-fixtures.tsx';
import { PinnedBanner } from './pinned-banner.tsx';
import { RegistryContext } from './registry-context.tsx';

jest.mock('../federation/remote-loader.ts', () => ({ loadRemoteModule: jest.fn() }));

const loadRemote = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;
const api = { '/api/settings': buildSettings(), '/api/modalities': [], '/api/subspecialties': [] };
const pinned: Registry = { ...buildRegistry(), pinned: { about: '1.3.0', services: '2.0.0' } };

function renderBanner(registry: Registry = pinned) {
  const reload = jest.fn();
  render(
    <RegistryContext.Provider value={registry}>
      <PinnedBanner reload={reload} />
    </RegistryContext.Provider>,
  );
  return { reload, user: userEvent.setup() };
}

/** Resolves a promise from outside, to look at the page while a request is in flight. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

beforeEach(() => mockFetch(api));
afterEach(() => jest.restoreAllMocks());

describe('PinnedBanner', () => {
  it('shows nothing when the registry pins nothing', async () => {
    renderShell('/404');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Pinned versions' })).not.toBeInTheDocument();

    renderBanner({ ...buildRegistry(), pinned: {} });
    expect(screen.queryByRole('region', { name: 'Pinned versions' })).not.toBeInTheDocument();
  });

  it('names the pins at the top of a public page, right after the skip link', async () => {
    renderShell('/404', { registry: pinned });
    const banner = await screen.findByRole('region', { name: 'Pinned versions' });
    expect(banner).toHaveTextContent(
      'Pinned for testing: about 1.3.0, services 2.0.0. This browser sees these versions; visitors do not.',
    );
    const skipLink = screen.getByRole('link', { name: 'Skip to main content' });
    await userEvent.setup().tab();
    expect(skipLink).toHaveFocus();
    expect(skipLink.nextElementSibling).toBe(banner);
    expect(banner.nextElementSibling).toBe(screen.getByRole('banner'));
  });

  it('shows on admin pages too', async () => {
    const adminRoutes: RouteObject[] = [
      { path: '/admin/', element: <h1>Dashboard</h1>, handle: { layout: 'admin', title: 'Dashboard' } },
    ];
    loadRemote.mockResolvedValue({ routes: adminRoutes });
    const registry: Registry = {
      ...buildRegistry({
        admin: { version: '1.0.0', entry: '/remotes/admin/1.0.0/remoteEntry.js', basePaths: ['/admin'] },
      }),
      pinned: { admin: '2.1.0' },
    };
    renderShell('/admin/', { registry });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(await screen.findByRole('region', { name: 'Pinned versions' })).toHaveTextContent(
      'Pinned for testing: admin 2.1.0.',
    );
  });

  it('unpins with DELETE and reloads the page', async () => {
    const answer = deferred<Response>();
    const fetchMock = jest.fn((_input: RequestInfo | URL, _init?: RequestInit) => answer.promise);
    global.fetch = fetchMock as unknown as typeof fetch;
    const { reload, user } = renderBanner();
    const banner = await screen.findByRole('region', { name: 'Pinned versions' });

    await user.click(within(banner).getByRole('button', { name: 'Unpin' }));
    const busy = within(banner).getByRole('button', { name: 'Unpinning…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(UNPIN_PATH, { method: 'DELETE', credentials: 'same-origin' });
    expect(reload).not.toHaveBeenCalled();

    answer.resolve({ ok: true, status: 204 } as Response);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when unpinning fails, and lets the admin try again', async () => {
    const fetchMock = mockFetch({ [UNPIN_PATH]: { status: 500, body: {} } });
    const { reload, user } = renderBanner();

    await user.click(await screen.findByRole('button', { name: 'Unpin' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not unpin. Please try again.');
    expect(reload).not.toHaveBeenCalled();

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.click(screen.getByRole('button', { name: 'Unpin' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not unpin. Please try again.');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(reload).not.toHaveBeenCalled();
  });
});
