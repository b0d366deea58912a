import { DocumentTitle } from '@site/shared';
import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { loadRemoteModule } from '../federation/remote-loader.ts';
import { mockFetch } from '@site/test-support/render';
import { buildSettings } from '@site/test-support/builders';
import { buildRegistry, renderShell } from '../test-support/site-fixtures.tsx';

jest.mock('../federation/remote-loader.ts', () => ({ loadRemoteModule: jest.fn() }));
jest.mock('../pages/home/home.tsx', () => ({ Home: () => <h1>Home page</h1> }));

const loadRemote = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;
// The organisation the titles and the logo link below name.
const settings = buildSettings({ organization_name: 'Test Radiology Group' });

function Thrower(): never {
  throw new Error('render failure');
}

const aboutRoutes: RouteObject[] = [
  { path: '/about-us/leadership', element: <h1>Leadership page</h1>, handle: { title: 'Leadership' } },
  { path: '/about-us/broken', element: <Thrower />, handle: { title: 'Broken' } },
  { path: '/about-us/billing', element: <h1>Billing page</h1>, handle: { title: 'Billing Information' } },
  {
    path: '/about-us/story',
    element: (
      <>
        <DocumentTitle title="A headline the page loaded" />
        <h1>Story page</h1>
      </>
    ),
    handle: { title: 'Story' },
  },
];

beforeEach(() => {
  loadRemote.mockReset();
  mockFetch({ '/api/settings': settings, '/api/modalities': [], '/api/subspecialties': [] });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('the shell router', () => {
  it('redirects an unknown path to /404 with the not-found texts and a way home', async () => {
    const { router } = renderShell('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Uh oh!' })).toBeInTheDocument();
    expect(screen.getByText('We could not find the page you are looking for.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Back Home' })).toHaveAttribute('href', '/');
    expect(router().state.location.pathname).toBe('/404');
  });

  it("titles pages '{title} | {organisation}', and Home with the organisation name alone", async () => {
    renderShell('/404', { settings });
    await waitFor(() => expect(document.title).toBe('Page Not Found | Test Radiology Group'));
    renderShell('/', { settings });
    await waitFor(() => expect(document.title).toBe('Test Radiology Group'));
  });

  it("lets a page's own title win while it is shown, and gives the route's back when it goes", async () => {
    loadRemote.mockResolvedValue({ routes: aboutRoutes });
    const { router } = renderShell('/about-us/story', { settings });
    await waitFor(() => expect(document.title).toBe('A headline the page loaded | Test Radiology Group'));
    expect(document.head.querySelectorAll('title')).toHaveLength(2);
    await act(() => router().navigate('/about-us/leadership'));
    await waitFor(() => expect(document.title).toBe('Leadership | Test Radiology Group'));
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
  });

  it("loads a section's routes from its remote when navigation first enters it", async () => {
    loadRemote.mockResolvedValue({ routes: aboutRoutes });
    renderShell('/about-us/leadership', { settings });
    expect(await screen.findByRole('heading', { name: 'Leadership page' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('about', 'routes');
    await waitFor(() => expect(document.title).toBe('Leadership | Test Radiology Group'));
  });

  it('sends an unknown page inside a loaded section to /404', async () => {
    loadRemote.mockResolvedValue({ routes: aboutRoutes });
    const { router } = renderShell('/about-us/nothing-here');
    expect(await screen.findByRole('heading', { name: 'Uh oh!' })).toBeInTheDocument();
    expect(router().state.location.pathname).toBe('/404');
  });

  it('keeps header and footer working when a section cannot be loaded at any version, and Retry tries again in place', async () => {
    loadRemote.mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ routes: aboutRoutes });
    const fetchMock = mockFetch({ '/api/settings': settings, '/api/client-errors': {} });
    renderShell('/about-us/leadership', { settings });
    expect(
      await screen.findByRole('heading', { name: 'This part of the site could not be shown' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Footer' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Test Radiology Group' }).length).toBeGreaterThan(0);
    const report = fetchMock.mock.calls.find(([url]) => url === '/api/client-errors');
    expect(JSON.parse((report![1] as RequestInit).body as string)).toMatchObject({
      remote: 'about',
      message: 'offline',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Leadership page' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('shows an error with Retry inside the layout when a remote page throws and there is no previous version', async () => {
    loadRemote.mockResolvedValue({ routes: aboutRoutes });
    const fetchMock = mockFetch({ '/api/settings': settings, '/api/client-errors': {} });
    const { federation } = renderShell('/about-us/broken');
    expect(
      await screen.findByRole('heading', { name: 'This part of the site could not be shown' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Footer' })).toBeInTheDocument();
    expect(federation.registerRemotes).not.toHaveBeenCalled();
    const report = fetchMock.mock.calls.find(([url]) => url === '/api/client-errors');
    expect(JSON.parse((report![1] as RequestInit).body as string)).toEqual({
      remote: 'about',
      version: '1.0.0',
      message: 'render failure',
      path: '/about-us/broken',
    });
  });

  it('switches a remote whose page throws to its previous version in place, with no reload, and reports it', async () => {
    const previousRoutes: RouteObject[] = [
      { path: '/about-us/broken', element: <h1>Working page</h1>, handle: { title: 'Working' } },
    ];
    loadRemote.mockResolvedValueOnce({ routes: aboutRoutes }).mockResolvedValueOnce({ routes: previousRoutes });
    const fetchMock = mockFetch({ '/api/settings': settings, '/api/client-errors': {} });
    const registry = buildRegistry();
    registry.remotes.about!.previous = { version: '0.9.0', entry: '/remotes/about/0.9.0/remoteEntry.js' };
    const { federation, router } = renderShell('/about-us/broken', { registry, settings });

    expect(await screen.findByRole('heading', { name: 'Working page' })).toBeInTheDocument();
    expect(federation.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'about', entry: '/remotes/about/0.9.0/remoteEntry.js' }],
      { force: true },
    );
    expect(router().state.location.pathname).toBe('/about-us/broken');
    expect(screen.getByRole('navigation', { name: 'Footer' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'This part of the site could not be shown' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Working | Test Radiology Group'));
    const report = fetchMock.mock.calls.find(([url]) => url === '/api/client-errors');
    expect(JSON.parse((report![1] as RequestInit).body as string)).toMatchObject({
      remote: 'about',
      version: '1.0.0',
      message: 'render failure',
    });
  });

  it('explains in place when the previous version throws too', async () => {
    loadRemote.mockResolvedValue({ routes: aboutRoutes });
    mockFetch({ '/api/settings': settings, '/api/client-errors': {} });
    const registry = buildRegistry();
    registry.remotes.about!.previous = { version: '0.9.0', entry: '/remotes/about/0.9.0/remoteEntry.js' };
    const { federation } = renderShell('/about-us/broken', { registry });
    expect(
      await screen.findByRole('heading', { name: 'This part of the site could not be shown' }),
    ).toBeInTheDocument();
    expect(federation.registerRemotes).toHaveBeenCalledTimes(1);
  });

  it('shows the billing callout on every page except the one titled Billing Information', async () => {
    loadRemote.mockResolvedValue({ routes: aboutRoutes });
    renderShell('/about-us/leadership');
    await screen.findByRole('heading', { name: 'Leadership page' });
    expect(screen.getByRole('heading', { name: 'Billing and Records Questions' })).toBeInTheDocument();
  });

  it('hides the billing callout on Billing Information', async () => {
    loadRemote.mockResolvedValue({ routes: aboutRoutes });
    renderShell('/about-us/billing');
    await screen.findByRole('heading', { name: 'Billing page' });
    expect(screen.queryByRole('heading', { name: 'Billing and Records Questions' })).not.toBeInTheDocument();
  });
});
