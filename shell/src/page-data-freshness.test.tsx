import { useApi, SETTINGS_PATH } from '@site/shared';
import { createMemoryRouter, RouterProvider, useLocation } from '@site/shared/router';
import { buildSettings } from '@site/test-support/builders';
import { act, render, screen } from '@testing-library/react';
import type { Registry } from '@site/contracts/types';
import { pageDataFreshness } from './page-data-freshness.ts';
import { SiteProviders } from './site-providers.tsx';

const registry: Registry = { schemaVersion: 1, remotes: {} };

/** Shows what the API answered for `path`, as a page of the site does. */
function Answer({ path }: { path: string }) {
  const { data } = useApi<{ text: string }>(path);
  return <p>{`${path}: ${data?.text ?? 'loading'}`}</p>;
}

/** Both paths on /news, none on /contact: going back to /news mounts their hooks again. */
function Page() {
  const { pathname } = useLocation();
  return pathname === '/news' ? (
    <>
      <Answer path="/api/news/" />
      <Answer path="/api/rotator" />
    </>
  ) : null;
}

describe('the data a prerendered page came with', () => {
  let fetched: string[];
  beforeEach(() => {
    fetched = [];
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      fetched.push(String(input));
      return Response.json({ text: 'from the API' });
    });
  });
  afterEach(() => jest.restoreAllMocks());

  function renderPage() {
    const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: ['/news'] });
    // The page came with /api/news/ only; /api/rotator's cached answer is from earlier in the visit.
    const freshKeys = pageDataFreshness(['/api/news/', SETTINGS_PATH], router);
    render(
      <SiteProviders
        registry={registry}
        settings={buildSettings()}
        swrData={{ '/api/news/': { text: 'in the page' }, '/api/rotator': { text: 'cached' } }}
        freshKeys={freshKeys}
        cache={new Map()}
        loadRemote={jest.fn()}
      >
        <RouterProvider router={router} />
      </SiteProviders>,
    );
    return router;
  }

  it('is shown without asking the API again, while other cached answers are revalidated', async () => {
    renderPage();
    expect(await screen.findByText('/api/rotator: from the API')).toBeInTheDocument();
    expect(screen.getByText('/api/news/: in the page')).toBeInTheDocument();
    expect(fetched).toEqual(['/api/rotator']);
  });

  it('is revalidated as usual once the visitor has moved to another page and comes back', async () => {
    const router = renderPage();
    await screen.findByText('/api/rotator: from the API');
    await act(() => router.navigate('/contact'));
    await act(() => router.navigate('/news'));
    expect(await screen.findByText('/api/news/: from the API')).toBeInTheDocument();
    expect(fetched.filter((url) => url === '/api/news/')).toHaveLength(1);
  });
});
