import { act, render, screen } from '@testing-library/react';
import { pageData, pageDataRouterContext, usePhysicians } from '@site/shared';
import { createMemoryRouter, RouterProvider } from '@site/shared/router';
import { mockFetch } from '@site/test-support/render';
import { SWRConfig, type Cache } from 'swr';
import { browserPageData } from './browser-page-data.ts';

/** A page that lists the physicians' names, or says it is loading. */
function Physicians() {
  const { data } = usePhysicians();
  return <p>{data ? data.map((p) => p.full_name).join(', ') || 'none' : 'Loading'}</p>;
}

/** Navigates a router whose page declares the physicians to it, with `source`, and shows the page. */
async function visit(source: ReturnType<typeof browserPageData>, cache: Cache) {
  let release!: () => void;
  const codeLoaded = new Promise<void>((resolve) => (release = resolve));
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Home</p> },
      {
        path: '/team',
        loader: pageData(() => ['/api/physicians']),
        // The page's code arrives later than the loader runs, as a remote's chunk does.
        lazy: async () => {
          await codeLoaded;
          return { Component: Physicians };
        },
      },
    ],
    { getContext: () => pageDataRouterContext(source) },
  );
  render(
    <SWRConfig value={{ provider: () => cache, dedupingInterval: 0 }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
  let navigation!: Promise<void>;
  // Until the loaders have run; the page's code is still held back.
  await act(async () => {
    navigation = router.navigate('/team');
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return { navigation, release };
}

it('starts the declared requests with the navigation, before the page’s code arrives, and the page uses them', async () => {
  const fetchMock = mockFetch({ '/api/physicians': [{ full_name: 'Ada Reader, MD' }] });
  const cache: Cache = new Map();
  const { navigation, release } = await visit(browserPageData({ cache }), cache);
  expect(fetchMock).toHaveBeenCalledWith('/api/physicians', expect.anything());
  await act(async () => {
    release();
    await navigation;
  });
  expect(await screen.findByText('Ada Reader, MD')).toBeInTheDocument();
  expect(fetchMock.mock.calls.filter(([url]) => url === '/api/physicians')).toHaveLength(1);
});

it('fetches nothing the document came with, and nothing for a preview', async () => {
  const fetchMock = mockFetch({ '/api/physicians': [] });
  const withData = browserPageData({ cache: new Map(), swrData: { '/api/physicians': [] } });
  await withData.load(['/api/physicians']);
  const preview = browserPageData({ cache: new Map(), preview: true });
  await preview.load(['/api/physicians']);
  expect(fetchMock).not.toHaveBeenCalled();
});
