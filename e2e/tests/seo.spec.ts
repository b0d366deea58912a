import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, sitemapPaths, test } from '../support/fixtures.ts';

/**
 * Findability by search engines: every public page arrives with its content in the HTML and works without
 * JavaScript, hydrates without a mismatch, is listed in the sitemap, and carries valid schema.org data.
 */

/** The public routes of docs/requirements.md#screens-and-routes's route table (one address each; the News detail pages come from the API). */
const SPEC_ROUTES = [
  '/',
  '/about-us/meet-our-team',
  '/about-us/leadership',
  '/about-us/career-opportunities',
  '/about-us/history-goals-mission',
  '/about-us/community-outreach',
  '/services',
  ...[
    'magnetic-resonance-imaging',
    'ct-scan',
    'ultrasound',
    'nuclear-medicine-molecular-imaging',
    'radiology-x-ray',
    'interventional-radiology',
    'pet-ct',
    'mammography',
  ].map((slug) => `/services/modalities/${slug}`),
  ...[
    'body-imaging',
    'womens-imaging',
    'emergency-radiology',
    'cardiovascular-imaging',
    'interventional-imaging',
    'musculoskeletal-imaging',
    'neuroradiology',
    'nuclear-medicine-molecular-imaging',
  ].map((slug) => `/services/subspecialties/${slug}`),
  '/education/radiology-residency',
  '/education/meet-our-residents',
  '/education/breast-imaging-fellowship',
  '/education/musculoskeletal-imaging-fellowship',
  '/education/meet-our-fellows',
  '/patient-information',
  '/patient-information/frequently-called-numbers',
  '/patient-information/billing-information',
  '/patient-information/patient-resources',
  '/patient-information/locations',
  '/news',
  '/contact',
  '/privacy-policy',
  '/software-upgrades',
];

// React's production builds report a hydration mismatch by error number (418, 419, 421, 422, 423, 425).
const HYDRATION_TROUBLE =
  /hydrat|did not match|react\.dev\/errors\/4(18|19|21|22|23|25)\b|error #4(18|19|21|22|23|25)\b/i;

type Thing = Record<string, unknown> & { '@context'?: unknown; '@type'?: unknown; name?: unknown };

async function newsIds(request: APIRequestContext): Promise<number[]> {
  return ((await (await request.get('/api/news/')).json()) as { id: number }[]).map((item) => item.id);
}

/** A browser context with JavaScript off. */
const withoutJavaScript = (browser: Browser, baseURL: string) =>
  browser.newContext({ javaScriptEnabled: false, baseURL });

/**
 * Every schema.org thing in the JSON-LD blocks of the document at `path` as served (what a crawler reads),
 * parsed by the browser's own HTML parser in `page` with no page load; a block that does not parse fails the
 * test.
 */
async function structuredData(page: Page, request: APIRequestContext, path: string): Promise<Thing[]> {
  const html = await (await request.get(path)).text();
  const blocks = await page.evaluate(
    (document) =>
      [
        ...new DOMParser()
          .parseFromString(document, 'text/html')
          .querySelectorAll('script[type="application/ld+json"]'),
      ].map((script) => script.textContent ?? ''),
    html,
  );
  return blocks.flatMap((text) => [JSON.parse(text) as Thing | Thing[]].flat());
}

test.describe('without JavaScript', () => {
  test('every page in the sitemap shows its heading, main content and header and footer links', async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(180_000);
    const context = await withoutJavaScript(browser, baseURL!);
    const page = await context.newPage();
    const links = new Set<string>();
    for (const path of await sitemapPaths(request)) {
      const response = await page.goto(path);
      expect.soft(response?.status(), path).toBe(200);
      // Without scripts nothing changes after the load, so there is nothing to wait for (0 would mean forever).
      const now = { timeout: 500 };
      await expect.soft(page.getByRole('main').getByRole('heading', { level: 1 }), path).toHaveCount(1, now);
      // More than a heading: the page's text, lists or cards are in the HTML itself.
      const text = await page
        .locator('main')
        .innerText(now)
        .catch(() => '');
      expect.soft(text.length, `${path}: main text`).toBeGreaterThan(200);
      await expect.soft(page.getByRole('contentinfo').getByRole('link').first(), path).toBeVisible(now);
      for (const href of await page.locator('a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!)))
        links.add(href.split(/[?#]/)[0]!);
    }
    // Every internal link on those pages leads to a page that arrives with its content in the HTML.
    for (const href of [...links].filter((link) => !link.startsWith('/media/'))) {
      const html = await (await request.get(href)).text();
      expect.soft(html, `link ${href}`).toMatch(/<div id="?root"?[^>]*data-prerendered[^>]*>[\s\S]*<h1/);
    }
    expect(links.size).toBeGreaterThan(20);
    await context.close();
  });

  test('the data pages show their data: team, locations, news list and story', async ({
    browser,
    baseURL,
    request,
  }) => {
    const context = await withoutJavaScript(browser, baseURL!);
    const page = await context.newPage();
    const physicians = (await (await request.get('/api/physicians')).json()) as { full_name: string }[];
    await page.goto('/about-us/meet-our-team');
    await expect(page.getByRole('heading', { level: 2, name: physicians[0]!.full_name })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(physicians.length);

    const locations = (await (await request.get('/api/locations')).json()) as { name: string }[];
    await page.goto('/patient-information/locations');
    for (const location of locations) await expect(page.getByRole('main')).toContainText(location.name);

    const news = (await (await request.get('/api/news/')).json()) as { id: number; title: string }[];
    await page.goto('/news');
    await expect(page.getByRole('main').locator(`a[href="/news/${news[0]!.id}"]`).first()).toBeVisible();
    await context.close();
  });

  test("the header's Menu and Billing Information open without JavaScript", async ({ browser, baseURL }) => {
    const context = await withoutJavaScript(browser, baseURL!);
    const page = await context.newPage();
    await page.goto('/contact');
    const billing = page.getByRole('banner').getByRole('button', { name: 'Billing Information' });
    await billing.click();
    await expect(page.getByRole('dialog', { name: 'A note about your bill' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'A note about your bill' })).toBeHidden();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('banner').getByRole('button', { name: /Menu/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();
    await context.close();
  });

  test('links work: from Home to a news story, to News, and through the footer', async ({
    browser,
    baseURL,
    request,
  }) => {
    const news = (await (await request.get('/api/news/')).json()) as { id: number; title: string }[];
    const context = await withoutJavaScript(browser, baseURL!);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('main').locator('a[href^="/news/"]').first().click();
    await expect(page).toHaveURL(/\/news\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(news.find((n) => n.id === id)!.title);

    await page.getByRole('main').locator('a[href="/news"]').first().click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();

    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // The desktop menu's link: the phone's drawer, closed, holds one too.
    await page.getByRole('banner').locator('a[href="/contact"]').filter({ visible: true }).first().click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
    await context.close();
  });
});

test.describe('with JavaScript', () => {
  test('every page in the sitemap hydrates its prerendered markup without a warning', async ({ page, request }) => {
    test.setTimeout(240_000);
    const trouble: string[] = [];
    page.on('console', (message) => {
      if (['error', 'warning'].includes(message.type()) && HYDRATION_TROUBLE.test(message.text()))
        trouble.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => {
      if (HYDRATION_TROUBLE.test(error.message)) trouble.push(`${page.url()}: ${error.message}`);
    });
    // The prerendered h1, taken before any script runs: hydration must keep that very element.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive')
          (window as { prerenderedH1?: Element | null }).prerenderedH1 = document.querySelector('#root h1');
      });
    });
    for (const path of await sitemapPaths(request)) {
      // The fixture's goto returns once the shell has hydrated the page (html[data-shell="ready"]).
      await page.goto(path);
      const kept = await page.evaluate(() => {
        const h1 = (window as { prerenderedH1?: Element | null }).prerenderedH1;
        return h1 ? h1.isConnected : 'no prerendered h1';
      });
      expect.soft(kept, `${path}: the prerendered h1 is still the one on the page`).toBe(true);
    }
    expect(trouble).toEqual([]);
  });
});

test.describe('sitemap and robots', () => {
  test('the sitemap lists every public route, menu page and news story, absolute, and no admin page', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.headers()['content-type']).toContain('application/xml');
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]!);
    for (const loc of locs) expect(loc.startsWith(`${new URL(baseURL!).origin}/`), loc).toBe(true);
    const paths = locs.map((loc) => new URL(loc).pathname);

    const registry = (await (await request.get('/registry.json')).json()) as {
      remotes: Record<string, { nav?: { url: string; items: { url: string }[] }; footerLinks?: { url: string }[] }>;
    };
    const menuPages = Object.values(registry.remotes).flatMap((r) => [
      ...(r.nav ? [r.nav.url, ...r.nav.items.map((i) => i.url)] : []),
      ...(r.footerLinks ?? []).map((l) => l.url),
    ]);
    const stories = (await newsIds(request)).map((id) => `/news/${id}`);
    expect(stories.length).toBeGreaterThan(0);
    expect(paths).toEqual(expect.arrayContaining([...SPEC_ROUTES, ...menuPages, ...stories]));
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.filter((p) => p.startsWith('/admin') || p === '/404')).toEqual([]);
  });

  test('robots.txt keeps crawlers out of admin and points to the sitemap', async ({ request, baseURL }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/admin\/$/m);
    expect(text).toMatch(new RegExp(`^Sitemap: ${new URL('/sitemap.xml', baseURL).href}$`, 'm'));
  });
});

test.describe('schema.org data', () => {
  test('every JSON-LD block on every public page parses and has its required properties', async ({ page, request }) => {
    const byType = new Map<string, Thing[]>();
    for (const path of await sitemapPaths(request)) {
      for (const thing of await structuredData(page, request, path)) {
        expect.soft(thing['@context'], path).toBe('https://schema.org');
        expect.soft(typeof thing.name === 'string' && thing.name.length > 0, `${path}: name`).toBe(true);
        const type = String(thing['@type']);
        byType.set(type, [...(byType.get(type) ?? []), { ...thing, path }]);
      }
    }
    const [organization] = byType.get('MedicalOrganization') ?? [];
    expect(organization).toMatchObject({ path: '/', address: { streetAddress: expect.any(String) } });
    expect(organization!.telephone).toMatch(/^\+1-\d{3}-\d{3}-\d{4}$/);

    const physicians = (await (await request.get('/api/physicians')).json()) as { full_name: string }[];
    const clinicians = [...(byType.get('Physician') ?? []), ...(byType.get('Person') ?? [])];
    expect(clinicians.map((c) => c.name).sort()).toEqual(physicians.map((p) => p.full_name).sort());
    for (const clinician of clinicians) expect(clinician.path).toBe('/about-us/meet-our-team');

    const locations = (await (await request.get('/api/locations')).json()) as { name: string; address: string }[];
    const clinics = byType.get('MedicalClinic') ?? [];
    expect(clinics.map((c) => c.name)).toEqual(locations.filter((l) => l.address).map((l) => l.name));
    for (const clinic of clinics) expect(clinic.address).toMatchObject({ streetAddress: expect.any(String) });

    const news = (await (await request.get('/api/news/')).json()) as { id: number; title: string }[];
    const articles = byType.get('NewsArticle') ?? [];
    expect(articles.map((a) => a.path).sort()).toEqual(news.map((n) => `/news/${n.id}`).sort());
    for (const article of articles) {
      expect(article.headline).toBe(news.find((n) => `/news/${n.id}` === article.path)?.title);
      expect(article.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}/);
    }
  });
});
