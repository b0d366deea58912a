import { routes } from './routes.tsx';

describe('newsContact routes', () => {
  it('registers the four pages with their titles; the news detail titles itself', () => {
    expect(routes.map((route) => [route.path, route.handle?.title])).toEqual([
      ['/news', 'News'],
      ['/news/:id', undefined],
      ['/contact', 'Contact'],
      ['/software-upgrades', 'Software Upgrades'],
    ]);
    for (const route of routes) expect(route.handle?.description).toMatch(/\.$/);
  });

  it.each([
    ['/news', 'News'],
    ['/news/:id', 'NewsDetail'],
    ['/contact', 'Contact'],
    ['/software-upgrades', 'SoftwareUpgrades'],
  ])('loads the page component of %s lazily', async (path, name) => {
    const route = routes.find((candidate) => candidate.path === path);
    if (typeof route?.lazy !== 'function') throw new Error(`${path} has no lazy loader`);
    const loaded = (await route.lazy()) as { Component?: { name: string } };
    expect(loaded.Component?.name).toBe(name);
  });
});
