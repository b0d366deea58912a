import { screen } from '@testing-library/react';
import { mockFetch, renderWithProviders } from '@site/test-support/render';
import type { RouteHandle } from '@site/contracts/types';
import type { ComponentType } from 'react';
import { routes, section } from './routes.tsx';
import { buildPracticeContact, buildSettings } from '@site/test-support/builders';
import { declaredPaths } from '@site/test-support/page-data';

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

it.each([
  ['/about-us/meet-our-team', ['/api/physicians']],
  ['/about-us/leadership', ['/api/physicians', '/api/practice-contacts']],
  ['/about-us/career-opportunities', ['/api/practice-contacts']],
  ['/about-us/history-goals-mission', []],
  ['/about-us/community-outreach', ['/api/outreach-events']],
])('%s declares the API paths its page reads in its loader', async (path, paths) => {
  expect(await declaredPaths(routes.find((r) => r.path === path)!)).toEqual(paths);
});

it('offers every page in its menu group, in order, under the page title', () => {
  expect(section.nav?.items.map((item) => [item.url, item.title])).toEqual(expected);
});
