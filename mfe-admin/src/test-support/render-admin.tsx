import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { AdminFrame } from '../components/admin-frame/admin-frame.tsx';

/**
 * Renders `page` at `route` (matched by `path`) inside the admin frame, as the shell and the remote's routes
 * compose it: a fresh SWR cache, the title context and a memory router that also knows /admin/login and
 * /admin/ (so navigations after sign-out and saves land somewhere).
 */
export function renderInFrame(
  page: ReactElement,
  { route, path = route }: { route: string; path?: string },
): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const routes: RouteObject[] = [
    { path: '/admin/login', element: <h1>Sign-in route</h1> },
    {
      element: <AdminFrame />,
      children: [
        { path, element: page },
        ...(path === '/admin/' ? [] : [{ path: '/admin/', element: <h1>Dashboard route</h1> }]),
      ],
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const result = render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
  return { ...result, router };
}
