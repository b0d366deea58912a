import { act, screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { loadRemoteModule } from '../federation/remote-loader.ts';
import { mockFetch } from '@site/test-support/render';
import { buildSettings } from '@site/test-support/builders';
import { buildRegistry, renderShell } from '../test-support/site-fixtures.tsx';

jest.mock('../federation/remote-loader.ts', () => ({ loadRemoteModule: jest.fn() }));
jest.mock('../pages/home/home.tsx', () => ({ Home: () => <h1>Home page</h1> }));

const loadRemote = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;
function Thrower(): never {
  throw new Error('render failure');
}

const aboutRoutes: RouteObject[] = [
  { path: '/about-us/leadership', element: <h1>Leadership page</h1>, handle: { title: 'Leadership' } },
  { path: '/about-us/broken', element: <Thrower />, handle: { title: 'Broken' } },
];
const patientRoutes: RouteObject[] = [
  { path: '/privacy-policy', element: <h1>Privacy page</h1>, handle: { title: 'Privacy Policy' } },
];
const withAnalytics = buildSettings({ analytics_endpoint: 'https://stats.elsewhere.example/collect?site=7' });

let fetchMock: jest.Mock;
beforeEach(() => {
  loadRemote.mockReset().mockResolvedValue({ routes: aboutRoutes });
  fetchMock = mockFetch({ '/api/settings': withAnalytics, '/api/page-views': { status: 204, body: null } });
});
afterEach(() => jest.restoreAllMocks());

/** The page views the shell sent: each call's address and options. */
const pageViews = () => fetchMock.mock.calls.filter(([url]) => url === '/api/page-views');
/** What each page view the shell sent said. */
const pageViewBodies = () => pageViews().map(([, init]) => JSON.parse((init as RequestInit).body as string));
const everyAddress = () => fetchMock.mock.calls.map(([url]) => String(url));

describe('page views', () => {
  it('reports each page to the site’s own API with its path, and a remote’s page with its remote and version, never to the analytics endpoint', async () => {
    const { router } = renderShell('/about-us/leadership?q=knee#top', { settings: withAnalytics });
    expect(await screen.findByRole('heading', { name: 'Leadership page' })).toBeInTheDocument();
    await waitFor(() => expect(pageViews()).toHaveLength(1));
    await act(() => router().navigate('/'));
    await waitFor(() => expect(pageViews()).toHaveLength(2));

    expect(pageViewBodies()).toEqual([
      { path: '/about-us/leadership', remote: 'about', version: '1.0.0' },
      { path: '/' },
    ]);
    expect(pageViews()[0]![1]).toMatchObject({
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    });
    expect(everyAddress().filter((url) => !url.startsWith('/'))).toEqual([]);
  });

  it('names the remote that owns each page and the version this page was given, such as a canary’s', async () => {
    // A visitor in the canary gets a registry in which the canary is the remote's version.
    const registry = buildRegistry({
      patient: { version: '3.2.0', entry: '/remotes/patient/3.2.0/remoteEntry.js', basePaths: ['/privacy-policy'] },
    });
    registry.remotes.about = {
      ...registry.remotes.about!,
      version: '1.1.0-rc.1',
      entry: '/remotes/about/1.1.0-rc.1/remoteEntry.js',
      previous: { version: '1.0.0', entry: '/remotes/about/1.0.0/remoteEntry.js' },
    };
    loadRemote.mockImplementation(async (name) => ({ routes: name === 'patient' ? patientRoutes : aboutRoutes }));
    const { router } = renderShell('/about-us/leadership', { settings: withAnalytics, registry });
    expect(await screen.findByRole('heading', { name: 'Leadership page' })).toBeInTheDocument();
    await act(() => router().navigate('/privacy-policy'));
    expect(await screen.findByRole('heading', { name: 'Privacy page' })).toBeInTheDocument();
    await act(() => router().navigate('/404'));
    await waitFor(() => expect(pageViews()).toHaveLength(3));

    expect(pageViewBodies()).toEqual([
      { path: '/about-us/leadership', remote: 'about', version: '1.1.0-rc.1' },
      { path: '/privacy-policy', remote: 'patient', version: '3.2.0' },
      { path: '/404' },
    ]);
  });

  it('reports a page once, with the version that failed, when it is shown again from the previous version', async () => {
    const previousRoutes: RouteObject[] = [
      { path: '/about-us/broken', element: <h1>Working page</h1>, handle: { title: 'Working' } },
    ];
    loadRemote.mockResolvedValueOnce({ routes: aboutRoutes }).mockResolvedValueOnce({ routes: previousRoutes });
    fetchMock = mockFetch({
      '/api/settings': withAnalytics,
      '/api/page-views': { status: 204, body: null },
      '/api/client-errors': { status: 204, body: null },
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const registry = buildRegistry();
    registry.remotes.about!.previous = { version: '0.9.0', entry: '/remotes/about/0.9.0/remoteEntry.js' };
    renderShell('/about-us/broken', { settings: withAnalytics, registry });
    expect(await screen.findByRole('heading', { name: 'Working page' })).toBeInTheDocument();
    await waitFor(() => expect(pageViews()).not.toHaveLength(0));
    // The view and the failure count for the version the visitor was given, so its error rate shows the failure.
    expect(pageViewBodies()).toEqual([{ path: '/about-us/broken', remote: 'about', version: '1.0.0' }]);
  });

  it('without an analytics endpoint, counts only a remote’s pages for their version, and sends nothing for Home', async () => {
    const without = buildSettings({ analytics_endpoint: '' });
    fetchMock = mockFetch({ '/api/settings': without, '/api/page-views': { status: 204, body: null } });
    const { router } = renderShell('/about-us/leadership', { settings: without });
    expect(await screen.findByRole('heading', { name: 'Leadership page' })).toBeInTheDocument();
    await waitFor(() => expect(pageViews()).toHaveLength(1));
    await act(() => router().navigate('/'));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(pageViewBodies()).toEqual([{ path: '/about-us/leadership', remote: 'about', version: '1.0.0' }]);
  });
});
