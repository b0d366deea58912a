import type { Registry, RegistryRemote } from '@site/contracts/types';
import { robotsTxt, sitemapPaths, sitemapXml } from './seo.ts';

/** A released remote's registry entry; override what the test is about. */
function buildRemote(name: string, overrides: Partial<RegistryRemote> = {}): RegistryRemote {
  return { version: '1.0.0', entry: `/remotes/${name}/1.0.0/remoteEntry.js`, basePaths: [`/${name}`], ...overrides };
}

const registry: Registry = {
  schemaVersion: 1,
  remotes: {
    about: buildRemote('about', {
      basePaths: ['/about-us'],
      routes: ['/about-us/meet-our-team', '/about-us/leadership'],
    }),
    newsContact: buildRemote('newsContact', { basePaths: ['/news', '/contact'], routes: ['/news', '/contact'] }),
    admin: buildRemote('admin', { basePaths: ['/admin'] }),
  },
};

const locs = (xml: string) => [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);
const absolute = (paths: string[], origin: string) => paths.map((p) => new URL(p, origin).href);

describe('the sitemap', () => {
  it('lists Home, every released public route and every news item, once each, as absolute URLs', () => {
    const xml = sitemapXml(absolute(sitemapPaths(registry, [9, 4]), 'https://www.riverbend.example'));
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
    expect(locs(xml)).toEqual([
      'https://www.riverbend.example/',
      'https://www.riverbend.example/about-us/meet-our-team',
      'https://www.riverbend.example/about-us/leadership',
      'https://www.riverbend.example/news',
      'https://www.riverbend.example/contact',
      'https://www.riverbend.example/news/9',
      'https://www.riverbend.example/news/4',
    ]);
    expect(xml).not.toContain('/admin');
  });

  it('falls back to the menu and footer links under its own base paths for an entry without routes', () => {
    const older = buildRemote('patient', {
      basePaths: ['/patient-information', '/privacy-policy'],
      nav: {
        title: 'Patient Information',
        url: '/patient-information',
        order: 4,
        items: [{ title: 'Locations', url: '/patient-information/locations' }],
      },
      footerLinks: [
        { title: 'Privacy Policy', url: '/privacy-policy' },
        { title: 'News', url: '/news' },
      ],
    });
    expect(sitemapPaths({ schemaVersion: 1, remotes: { patient: older } }, [])).toEqual([
      '/',
      '/patient-information',
      '/patient-information/locations',
      '/privacy-policy',
    ]);
  });

  it('escapes XML in addresses', () => {
    expect(sitemapXml(["https://x.example/odd/a&b's"])).toContain('<loc>https://x.example/odd/a&amp;b&apos;s</loc>');
  });
});

describe('robots.txt', () => {
  it('keeps crawlers out of the admin screens and points them to the sitemap', () => {
    expect(robotsTxt('https://www.riverbend.example/sitemap.xml')).toBe(
      'User-agent: *\nDisallow: /admin/\n\nSitemap: https://www.riverbend.example/sitemap.xml\n',
    );
  });
});
