import type { Registry, RegistryRemote } from '@site/shared/types';
import Fastify, { type FastifyInstance } from 'fastify';
import { seoRoutes } from './seo-routes.ts';

/** A released remote's registry entry; override what the test is about. */
function buildRemote(name: string, overrides: Partial<RegistryRemote> = {}): RegistryRemote {
  return { version: '1.0.0', entry: `/remotes/${name}/1.0.0/mf-manifest.json`, basePaths: [`/${name}`], ...overrides };
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

let app: FastifyInstance;
let newsAnswer: { status: number; body: unknown };

/** The plugin on a bare server whose /api/news/ answers `newsAnswer`, as the API does. */
async function buildServer(options: { publicUrl?: string; registry?: Registry } = {}) {
  app = Fastify();
  app.get('/api/news/', async (_request, reply) => reply.code(newsAnswer.status).send(newsAnswer.body));
  await app.register(seoRoutes, { registry: async () => options.registry ?? registry, publicUrl: options.publicUrl });
  return app;
}

const locs = (xml: string) => [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);

beforeEach(() => {
  newsAnswer = { status: 200, body: [{ id: 9 }, { id: 4 }] };
});
afterEach(() => app.close());

describe('GET /sitemap.xml', () => {
  it('lists Home, every released public route and every news item as absolute URLs on SITE_URL', async () => {
    await buildServer({ publicUrl: 'https://www.riverbend.example' });
    const response = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
    expect(locs(response.body)).toEqual([
      'https://www.riverbend.example/',
      'https://www.riverbend.example/about-us/meet-our-team',
      'https://www.riverbend.example/about-us/leadership',
      'https://www.riverbend.example/news',
      'https://www.riverbend.example/contact',
      'https://www.riverbend.example/news/9',
      'https://www.riverbend.example/news/4',
    ]);
  });

  it('uses the request’s origin without SITE_URL, and never lists an admin page', async () => {
    await buildServer();
    const response = await app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'site.example:8123' } });
    expect(locs(response.body)[0]).toBe('http://site.example:8123/');
    expect(response.body).not.toContain('/admin');
  });

  it('falls back to the menu and footer links under its own base paths for an entry without routes', async () => {
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
    await buildServer({ publicUrl: 'https://x.example', registry: { schemaVersion: 1, remotes: { patient: older } } });
    newsAnswer.body = [];
    const response = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(locs(response.body)).toEqual([
      'https://x.example/',
      'https://x.example/patient-information',
      'https://x.example/patient-information/locations',
      'https://x.example/privacy-policy',
    ]);
  });

  it('escapes XML in addresses', async () => {
    const odd = buildRemote('odd', { basePaths: ['/odd'], routes: ["/odd/a&b's"] });
    await buildServer({ publicUrl: 'https://x.example', registry: { schemaVersion: 1, remotes: { odd } } });
    const response = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.body).toContain('<loc>https://x.example/odd/a&amp;b&apos;s</loc>');
  });

  it('fails with 500 when the news list cannot be read, rather than leaving every story out', async () => {
    newsAnswer = { status: 500, body: { error: { code: 'internal', message: 'down' } } };
    await buildServer();
    const response = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(500);
  });
});

describe('GET /robots.txt', () => {
  it('keeps crawlers out of the admin screens and points them to the sitemap', async () => {
    await buildServer({ publicUrl: 'https://www.riverbend.example' });
    const response = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(
      'User-agent: *\nDisallow: /admin/\n\nSitemap: https://www.riverbend.example/sitemap.xml\n',
    );
  });
});
