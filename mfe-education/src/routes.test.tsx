import { FELLOWS_PATH, RESIDENTS_PATH } from '@site/shared';
import type { RouteHandle } from '@site/contracts/types';
import { mockFetch, renderWithProviders } from '@site/test-support/render';
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { routes, section } from './routes.tsx';

type LazyComponent = () => Promise<{ Component: ComponentType }>;

describe('education routes', () => {
  it('serve exactly the pages the Education menu links to (docs/requirements.md#screens-and-routes)', () => {
    expect(routes.map((route) => route.path)).toEqual(section.nav!.items.map((item) => item.url));
  });

  it.each(routes.map((route) => [route.path, route] as const))(
    '%s has a title and description, and lazily loads a page whose only h1 is that title',
    async (_path, route) => {
      const handle = route.handle as RouteHandle;
      expect(handle.title).toBeTruthy();
      expect(handle.description).toMatch(/^[A-Z].+\.$/);
      mockFetch({ [RESIDENTS_PATH]: [], [FELLOWS_PATH]: [] });
      const { Component } = await (route.lazy as LazyComponent)();
      renderWithProviders(<Component />);
      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(handle.title!);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      const menuItem = section.nav!.items.find((item) => item.url === route.path);
      expect(menuItem?.title).toBe(handle.title);
    },
  );
});
