import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';

/**
 * Renders `ui` as the page at `route` (matched by `path`, e.g. '/news/:id') inside the providers the shell
 * supplies: a fresh SWR cache per test (prefilled from `swrFallback`, keyed by API path) and a memory router.
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    route = '/',
    path = '*',
    swrFallback = {},
  }: { route?: string; path?: string; swrFallback?: Record<string, unknown> } = {},
): RenderResult {
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '/404', element: <h1>Not found</h1> },
    ],
    { initialEntries: [route] },
  );
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, fallback: swrFallback }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
}

/**
 * Replaces global fetch with a function that answers each path from `routes` (JSON body, status 200 unless
 * given as `{ status, body }`); unknown paths answer 404. Returns the jest mock to inspect calls.
 */
export function mockFetch(routes: Record<string, unknown | { status: number; body: unknown }>): jest.Mock {
  const mock = jest.fn(async (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const answer = routes[url];
    if (answer === undefined) return jsonResponse(404, { error: { code: 'not_found', message: 'Not found' } });
    if (answer instanceof Error) throw answer;
    const isShaped = typeof answer === 'object' && answer !== null && 'status' in answer && 'body' in answer;
    return isShaped ? jsonResponse(answer.status as number, answer.body) : jsonResponse(200, answer);
  });
  global.fetch = mock as unknown as typeof fetch;
  return mock;
}

function jsonResponse(status: number, body: unknown) {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => body,
  } as Response;
}
