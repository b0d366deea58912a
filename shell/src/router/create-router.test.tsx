import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { loadRemoteModule } from '../federation/remote-loader.ts';
import { mockFetch } from '@site/shared/test-support';
import { buildRegistry, buildSettings, renderShell } from '../test-support/site-fixtures.tsx';

jest.mock('../federation/remote-loader.ts', () => ({ loadRemoteModule: jest.fn(), fallenBack: new Set() }));
jest.mock('../pages/home/home.tsx', () => ({ Home: () => <h1>Home page</h1> }));

const loadRemote = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

function Thrower(): never {
  throw new Error('render failure');
}

const aboutRoutes: RouteObject[] = [
  { path: '/about-us/leadership', element: <h1>Leadership page</h1>, handle: { title: 'Leadership' } },
  { path: '/about-us/broken', element: <Thrower />, handle: { title: 'Broken' } },
  { path: '/about-us/billing', element: <h1>Billing page</h1>, handle: { title: 'Billing Information' } },
];

beforeEach(() => {
  loadRemote.mockReset();
  mockFetch({ '/api/settings': buildSettings(), '/api/modalities': [], '/api/subspecialties': [] });
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
    expect(router.state.location.pathname).toBe('/404');
  });

  it("titles pages '{title} | {organisation}', and Home with the organisation name alone", async () => {
    renderShell('/404');
    await waitFor(() => expect(document.title).toBe('Page Not Found | Test Radiology Group'));
    renderShell('/');
    await waitFor(() => expect(document.title).toBe('Test Radiology Group'));
  });

  it("loads a section's routes from its remote when navigation first enters it", async () => {
    loadRemote.mockResolvedValue({ routes: aboutRoutes });
    renderShell('/about-us/leadership');
    expect(await screen.findByRole('heading', { name: 'Leadership page' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith(expect.anything(), 'about', 'routes');
    await waitFor(() => expect(document.title).toBe('Leadership | Test Radiology Group'));
  });

  it('sends an unknown page inside a loaded section to /404', async () => {
    loadRemote.mockResolvedValue({ routes: aboutRoutes });
    const { router } = renderShell('/about-us/nothing-here');
    expect(await screen.findByRole('heading', { name: 'Uh oh!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
  });

  it('keeps header and footer working when a remote cannot be loaded, and offers Retry', async () => {
    loadRemote.mockRejectedValue(new Error('offline'));
    renderShell('/about-us/leadership');
    expect(await screen.findByRole('heading', { name: 'We could not load this part of the site' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Footer' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Test Radiology Group' }).length).toBeGreaterThan(0);
  });

  it('shows an error with Retry inside the layout when a remote page throws', async () => {
    loadRemote.mockResolvedValue({ routes: aboutRoutes });
    renderShell('/about-us/broken');
    expect(await screen.findByRole('heading', { name: 'This page could not be shown' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Footer' })).toBeInTheDocument();
  });

  it('reports a remote page that throws and switches this visitor to the previous version', async () => {
    loadRemote.mockResolvedValue({ routes: aboutRoutes });
    const fetchMock = mockFetch({ '/api/settings': buildSettings(), '/api/client-errors': {} });
    const registry = buildRegistry();
    registry.remotes.about!.previous = { version: '0.9.0', entry: '/remotes/about/0.9.0/mf-manifest.json' };
    renderShell('/about-us/broken', { registry });
    await waitFor(() => expect(sessionStorage.getItem('mf-broken-versions')).toBe('{"about":"1.0.0"}'));
    const report = fetchMock.mock.calls.find(([url]) => url === '/api/client-errors');
    expect(JSON.parse((report![1] as RequestInit).body as string)).toEqual({
      remote: 'about',
      version: '1.0.0',
      message: 'render failure',
      path: '/about-us/broken',
    });
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
