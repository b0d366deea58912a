import { screen } from '@testing-library/react';
import { mockFetch, renderWithProviders } from '@site/test-support/render';
import type { RouteHandle } from '@site/contracts/types';
import type { ComponentType } from 'react';
import { routes, section } from './routes.tsx';
import { buildPracticeContact, buildSettings } from '@site/test-support/builders';

const expected = [
  ['/about-us/meet-our-team', 'Meet Our Team'],
  ['/about-us/leadership', 'Leadership'],
  ['/about-us/career-opportunities', 'Career Opportunities'],
  ['/about-us/history-goals-mission', 'History, Goals, Mission'],
  ['/about-us/community-outreach', 'Community Outreach'],
];

it('registers every About Us page with its title and a one-sentence description', () => {
  expect(routes.map((route) => [route.path, (route.handle as RouteHandle).title])).toEqual(expected);
  for (const route of routes) expect((route.handle as RouteHandle).description).toMatch(/^[A-Z][^.]*\.$/);
});

it.each(expected)('%s loads lazily a page whose h1 is its title', async (path, title) => {
  mockFetch({
    '/api/physicians': [],
    '/api/subspecialties': [],
    '/api/outreach-events': [],
    '/api/practice-contacts': [buildPracticeContact({ group: 'executive-committee' })],
  });
  const route = routes.find((r) => r.path === path)!;
  expect(route.element).toBeUndefined();
  const { Component } = await (route.lazy as () => Promise<{ Component: ComponentType }>)();
  renderWithProviders(<Component />, { swrFallback: { '/api/settings': buildSettings() } });
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  await screen.findAllByRole('heading', { level: 2 });
});

it('starts the physicians request while Meet Our Team’s code loads, and the page uses that one request', async () => {
  const fetchMock = mockFetch({ '/api/physicians': [], '/api/subspecialties': [] });
  const route = routes.find((r) => r.path === '/about-us/meet-our-team')!;
  const loading = (route.lazy as () => Promise<{ Component: ComponentType }>)();
  expect(fetchMock).toHaveBeenCalledWith('/api/physicians', expect.anything());
  const { Component } = await loading;
  renderWithProviders(<Component />, { swrFallback: { '/api/settings': buildSettings() } });
  expect(await screen.findByRole('heading', { level: 2, name: 'No Physicians Found' })).toBeInTheDocument();
  expect(fetchMock.mock.calls.filter(([url]) => url === '/api/physicians')).toHaveLength(1);
});

it('offers every page in its menu group, in order, under the page title', () => {
  expect(section.nav?.items.map((item) => [item.url, item.title])).toEqual(expected);
});
