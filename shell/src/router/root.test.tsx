import { act, screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { loadRemoteModule } from '../federation/remote-loader.ts';
import { mockFetch } from '@site/test-support/render';
import { buildSettings } from '@site/test-support/builders';
import { renderShell } from '../test-support/site-fixtures.tsx';

jest.mock('../federation/remote-loader.ts', () => ({ loadRemoteModule: jest.fn() }));
jest.mock('../pages/home/home.tsx', () => ({ Home: () => <h1>Home page</h1> }));

const loadRemote = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;
const aboutRoutes: RouteObject[] = [
  { path: '/about-us/leadership', element: <h1>Leadership page</h1>, handle: { title: 'Leadership' } },
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
const everyAddress = () => fetchMock.mock.calls.map(([url]) => String(url));

describe('page views', () => {
  it('reports each page to the site’s own API with its path alone, never to the analytics endpoint', async () => {
    const { router } = renderShell('/about-us/leadership?q=knee#top', { settings: withAnalytics });
    expect(await screen.findByRole('heading', { name: 'Leadership page' })).toBeInTheDocument();
    await waitFor(() => expect(pageViews()).toHaveLength(1));
    await act(() => router().navigate('/'));
    await waitFor(() => expect(pageViews()).toHaveLength(2));

    expect(pageViews().map(([, init]) => JSON.parse((init as RequestInit).body as string))).toEqual([
      { path: '/about-us/leadership' },
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

  it('sends nothing while the settings name no analytics endpoint', async () => {
    const without = buildSettings({ analytics_endpoint: '' });
    mockFetch({ '/api/settings': without });
    fetchMock = global.fetch as unknown as jest.Mock;
    const { router } = renderShell('/about-us/leadership', { settings: without });
    expect(await screen.findByRole('heading', { name: 'Leadership page' })).toBeInTheDocument();
    await act(() => router().navigate('/'));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(pageViews()).toEqual([]);
  });
});
