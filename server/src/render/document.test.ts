import { buildSettings } from '@site/test-support/builders';
import { composeDocument, escapeHtml } from './document.ts';
import type { RenderedPage } from './page-renderer.ts';

// The start-up script as the shell's build inlines it: its code holds text a careless replacement would read.
const startUpScript =
  '<script data-entries="/1.abc.js /main.abc.js">(()=>{const e=document.currentScript,t="$&$\'";' +
  'e&&document.getElementById("page-preloads")})();</script>';
const template =
  '<!doctype html><html><head><title>x</title><link href=/main.abc.css rel=stylesheet></head>' +
  '<body><div id=root></div><script id=site-data type=application/json><!--SITE_DATA--></script>' +
  `${startUpScript}</body></html>`;
const registry = { schemaVersion: 1 as const, remotes: {} };
const settings = buildSettings();
const page: RenderedPage = {
  path: '/about-us/meet-our-team',
  html: '<main><h1>Meet Our Team</h1></main>',
  swrData: { '/api/physicians': [{ full_name: 'Ada Example, MD' }] },
  title: 'Meet Our Team',
  description: 'Our radiologists.',
  assets: {
    styles: ['/main.abc.css', '/388.def.css', '/remotes/about/1.0.0/12.css'],
    preloads: [{ href: '/remotes/about/1.0.0/remoteEntry.js', as: 'script' }],
  },
  remotes: { about: '1.0.0' },
};
const pageData = '/_site/data/0123abcd.json';
const compose = (p?: RenderedPage) =>
  composeDocument(template, {
    registry,
    settings,
    page: p,
    pageData,
    canonical: 'https://example.org/about-us/meet-our-team',
  });
const jsonScript = (html: string, id: string) =>
  JSON.parse(new RegExp(`<script[^>]*id="?${id}"?[^>]*>(.*?)</script>`, 's').exec(html)![1]!) as unknown;

describe('composeDocument', () => {
  it('puts the rendered markup in #root, marked for hydration, with the head facts', () => {
    const html = compose(page);
    expect(html).toContain('<div id="root" data-prerendered><main><h1>Meet Our Team</h1></main></div>');
    expect(html).toContain('<title>Meet Our Team</title>');
    expect(html).toContain('<meta name="description" content="Our radiologists." />');
    expect(html).toContain('<link rel="canonical" href="https://example.org/about-us/meet-our-team" />');
    expect(html).toContain('<meta property="og:url" content="https://example.org/about-us/meet-our-team" />');
  });

  it("links every stylesheet the page had, once, so nothing shifts when the shell's chunks arrive", () => {
    const html = compose(page);
    expect(html.match(/main\.abc\.css/g)).toHaveLength(1);
    expect(html).toContain('<link rel="stylesheet" href="/388.def.css" />');
    expect(html).toContain('<link rel="stylesheet" href="/remotes/about/1.0.0/12.css" />');
  });

  it('inlines the registry, settings and path it was rendered with, and names its data file first to preload', () => {
    const html = compose(page);
    expect(html).not.toContain('Ada Example');
    expect(jsonScript(html, 'site-data')).toEqual({ registry, settings, path: page.path, pageData });
    expect(jsonScript(html, 'page-preloads')).toEqual([
      { href: pageData, as: 'fetch' },
      { href: '/remotes/about/1.0.0/remoteEntry.js', as: 'script' },
    ]);
    // No preload links: the first paint must not share the connection with scripts.
    expect(html).not.toMatch(/rel="?preload/);
  });

  it('writes a document the browser renders, with nothing to preload, when there is no rendered page', () => {
    const html = composeDocument(template, { registry, settings });
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toMatch(/id="?page-preloads/);
    expect(html).not.toContain('canonical');
    expect(jsonScript(html, 'site-data')).toEqual({ registry, settings });
  });

  it('carries content byte for byte, replacement patterns and script-closing text included', () => {
    const hostile = "$' $` $& $$ $1 </script><script>alert(1)</script> \u2028";
    const html = composeDocument(template, {
      registry,
      settings: { ...settings, billing_alert_text: hostile },
      page: { ...page, html: `<main><h1>${'$'}'News${'$'}&</h1></main>`, title: hostile },
      pageData,
    });
    expect(jsonScript(html, 'site-data')).toMatchObject({ settings: { billing_alert_text: hostile } });
    expect(html).toContain(`<h1>$'News$&</h1>`);
    expect(html).toContain(
      '<title>$&#39; $` $&amp; $$ $1 &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; \u2028</title>',
    );
    // site-data, page-preloads and the start-up script: content closes none.
    expect(html.match(/<\/script>/g)).toHaveLength(3);
  });

  it("keeps the shell's start-up script byte for byte (the policy allows it by its hash) after the page's data", () => {
    for (const html of [compose(page), composeDocument(template, { registry, settings })]) {
      expect(html.match(/<script data-entries/g)).toHaveLength(1);
      // Last in the body: it runs once #root and the data it reads are parsed.
      expect(html).toContain(`${startUpScript}</body>`);
      expect(html.indexOf('id="root"')).toBeLessThan(html.indexOf(startUpScript));
      expect(html.indexOf('id=site-data')).toBeLessThan(html.indexOf(startUpScript));
    }
  });

  it('leaves every replacement pattern in settings, title, description and markup as the editor typed it', () => {
    for (const pattern of ["$'", '$`', '$&', '$$', '$<x>', '$1']) {
      const text = `a${pattern}b ${pattern}`;
      const hostileSettings = {
        ...settings,
        organization_name: text,
        billing_alert_text: `Call us ${text}; then ${text}`,
        street_address: text,
      };
      const hostilePage = {
        ...page,
        html: `<main><h1>${text}</h1><p>${text}</p></main>`,
        title: text,
        description: text,
      };
      const html = composeDocument(template, { registry, settings: hostileSettings, page: hostilePage, pageData });
      // The inline JSON parses back to exactly the values given.
      expect([pattern, jsonScript(html, 'site-data')]).toEqual([
        pattern,
        { registry, settings: hostileSettings, path: page.path, pageData },
      ]);
      expect([pattern, html]).toEqual([
        pattern,
        expect.stringContaining(`<div id="root" data-prerendered>${hostilePage.html}</div>`),
      ]);
      expect(html).toContain(`<title>${escapeHtml(text)}</title>`);
      expect(html).toContain(`<meta name="description" content="${escapeHtml(text)}" />`);
      expect(html).toContain(`<meta property="og:site_name" content="${escapeHtml(text)}" />`);
      // A pattern read as a replacement would have copied the template around it (or dropped the text).
      expect([pattern, html.match(/<!doctype html>/g)?.length, html.match(/<\/body>/g)?.length]).toEqual([
        pattern,
        1,
        1,
      ]);
      expect(html).not.toContain('<!--SITE_DATA-->');
    }
  });

  it('refuses a template that is not the shell’s build', () => {
    expect(() => composeDocument('<html><body></body></html>', { registry, settings })).toThrow(/index\.html/);
  });
});

describe('composeDocument for a preview', () => {
  const preview = composeDocument(template, {
    registry,
    settings,
    page,
    canonical: 'https://example.org/about-us/meet-our-team',
    preview: { expires_at: '2026-11-26T20:30:00.000Z', swrData: page.swrData },
  });

  it('keeps the page out of search engines and says what it is and until when, in practice time', () => {
    expect(preview).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(preview).toMatch(/<aside aria-label="Preview notice"[^>]*>.*Preview of unpublished changes\..*3:30 PM EST/s);
    // Outside #root, so hydration sees the markup it rendered.
    expect(preview).toContain('</aside><div id="root" data-prerendered><main><h1>Meet Our Team</h1></main></div>');
  });

  it('inlines its answers and marks the data a preview, naming no stored data file', () => {
    expect(jsonScript(preview, 'site-data')).toMatchObject({ swrData: page.swrData, preview: true });
    expect(jsonScript(preview, 'site-data')).not.toHaveProperty('pageData');
    expect(jsonScript(preview, 'page-preloads')).toEqual(page.assets.preloads);
  });

  it('leaves a public page without either', () => {
    const html = compose(page);
    expect(html).not.toContain('noindex');
    expect(html).not.toContain('Preview notice');
    expect(jsonScript(html, 'site-data')).not.toHaveProperty('preview');
  });
});
