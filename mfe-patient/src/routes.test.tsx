import { act, screen } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import type { ComponentType } from 'react';
import { mockFetch, renderWithProviders } from '@site/test-support/render';
import { buildLocation, buildFrequentlyCalledNumber } from '@site/test-support/builders';
import { settingsFallback } from './test-support/page-data.ts';
import { routes, section } from './routes.tsx';

const entry = section;
const paths = routes.map((route) => route.path);

describe('patient routes', () => {
  it('give every page a title, a one-sentence meta description and the page module its lazy loads', () => {
    for (const route of routes) {
      expect(route.handle).toEqual({
        title: expect.any(String),
        description: expect.stringMatching(/^[A-Z].+\.$/),
        modules: [expect.stringMatching(/^src\/pages\/[\w-]+\/[\w-]+\.tsx$/)],
      });
      expect(route.path).toMatch(/^\//);
    }
  });

  it('answer the spec paths and the added pages, with or without a trailing slash', () => {
    expect(paths).toEqual(
      expect.arrayContaining([
        '/patient-information',
        '/patient-information/frequently-called-numbers',
        '/patient-information/billing-information',
        '/patient-information/patient-resources',
        '/patient-information/locations',
        '/privacy-policy',
        '/patient-information/no-surprises-act',
        '/patient-information/images-and-reports',
        '/patient-information/accessibility',
        '/patient-information/nondiscrimination',
      ]),
    );
    expect(matchRoutes(routes, '/patient-information/')?.[0]?.route.path).toBe('/patient-information');
    expect(matchRoutes(routes, '/patient-information/unknown')).toBeNull();
  });

  it.each(routes.map((route) => [route.path, route] as const))(
    '%s loads a page whose one h1 is its title',
    async (_path, route) => {
      mockFetch({
        '/api/locations': [buildLocation()],
        '/api/frequently-called-numbers': [buildFrequentlyCalledNumber({ title: 'Film and image library' })],
      });
      const { Component } = (await (route.lazy as () => Promise<{ Component: ComponentType }>)()) ?? {};
      renderWithProviders(<Component />, { swrFallback: settingsFallback() });
      const title = (route.handle as { title: string }).title;
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(new RegExp(`^${title}$`));
      // Let the page's own fetches settle inside act.
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    },
  );
});

describe('section entry', () => {
  it('keeps its base paths, and every route sits under a base path', () => {
    expect(entry.basePaths).toEqual(['/patient-information', '/privacy-policy']);
    for (const path of paths) {
      expect(entry.basePaths.some((base) => path === base || path?.startsWith(`${base}/`))).toBe(true);
    }
  });

  it('puts each new page in the menu group and each menu link on a route, titled as the page', () => {
    const titles = new Map(routes.map((route) => [route.path, (route.handle as { title: string }).title]));
    expect(entry.nav?.items.map((item) => item.url)).toEqual(
      expect.arrayContaining(['/patient-information/no-surprises-act', '/patient-information/images-and-reports']),
    );
    for (const item of [...(entry.nav?.items ?? []), ...(entry.footerLinks ?? [])]) {
      expect(titles.get(item.url)).toBe(item.title);
    }
  });

  it('adds the footer links with Privacy Policy first', () => {
    expect(entry.footerLinks?.map((link) => link.url)).toEqual([
      '/privacy-policy',
      '/patient-information/no-surprises-act',
      '/patient-information/accessibility',
      '/patient-information/nondiscrimination',
    ]);
  });
});
