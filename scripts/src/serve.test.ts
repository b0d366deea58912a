import { buildSettings } from '@site/shared/fixtures';
import { composePage } from './serve.ts';
import type { PrerenderedPage } from './prerender/store.ts';

const template =
  '<!doctype html><html><head><title>x</title><link href=/main.abc.css rel=stylesheet></head>' +
  '<body><div id=root></div><script id=site-data type=application/json><!--SITE_DATA--></script>' +
  '<script defer src=/boot.js></script></body></html>';
const registry = { schemaVersion: 1 as const, remotes: {} };
const settings = buildSettings();
const page: PrerenderedPage = {
  path: '/about-us/meet-our-team',
  html: '<main><h1>Meet Our Team</h1></main>',
  swrData: { '/api/physicians': [{ full_name: 'Ada Example, MD' }] },
  title: 'Meet Our Team',
  description: 'Our radiologists.',
  styles: ['/main.abc.css', '/388.def.css', '/remotes/about/1.0.0/12.css'],
  preloads: [{ href: '/remotes/about/1.0.0/remoteEntry.js', as: 'script' }],
  rendered_at: '2026-11-23T07:00:00.000Z',
};
const compose = (p?: PrerenderedPage) =>
  composePage(template, { registry, settings, page: p, canonical: 'https://example.org/about-us/meet-our-team' });
const jsonScript = (html: string, id: string) =>
  JSON.parse(new RegExp(`<script[^>]*id="?${id}"?[^>]*>(.*?)</script>`, 's').exec(html)![1]!) as unknown;

describe('composePage', () => {
  it('puts the prerendered markup in #root, marked for hydration, with the head facts', () => {
    const html = compose(page);
    expect(html).toContain('<div id="root" data-prerendered><main><h1>Meet Our Team</h1></main></div>');
    expect(html).toContain('<title>Meet Our Team</title>');
    expect(html).toContain('<meta name="description" content="Our radiologists." />');
    expect(html).toContain('<link rel="canonical" href="https://example.org/about-us/meet-our-team" />');
  });

  it("links every stylesheet the page had, once, so nothing shifts when the shell's chunks arrive", () => {
    const html = compose(page);
    expect(html.match(/main\.abc\.css/g)).toHaveLength(1);
    expect(html).toContain('<link rel="stylesheet" href="/388.def.css" />');
    expect(html).toContain('<link rel="stylesheet" href="/remotes/about/1.0.0/12.css" />');
  });

  it('keeps the API answers out of the HTML and lists them first among the files boot.js preloads', () => {
    const html = compose(page);
    expect(html).not.toContain('Ada Example');
    const dataUrl = '/_site/page-data?path=%2Fabout-us%2Fmeet-our-team&v=2026-11-23T07%3A00%3A00.000Z';
    expect(jsonScript(html, 'site-data')).toMatchObject({ pageData: dataUrl });
    expect(jsonScript(html, 'page-preloads')).toEqual([
      { href: dataUrl, as: 'fetch' },
      { href: '/remotes/about/1.0.0/remoteEntry.js', as: 'script' },
    ]);
    // No preload links: the first paint must not share the connection with scripts.
    expect(html).not.toMatch(/rel="?preload/);
  });

  it('serves the shell alone, with nothing to preload, for a page not rendered yet', () => {
    const html = compose(undefined);
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('page-preloads');
    expect(jsonScript(html, 'site-data')).not.toHaveProperty('pageData');
  });
});
