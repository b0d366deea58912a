import { test, expect, openMenuGroup, openPage, readerTest } from '../support/fixtures.ts';

/** Every page of the Services section (docs/requirements.md#screens-and-routes), with the name its h1 and title carry. */
const pages = [
  { path: '/services', title: 'Services' },
  { path: '/services/', title: 'Services' },
  { path: '/services/referring-physicians', title: 'For Referring Physicians' },
  { path: '/services/modalities/magnetic-resonance-imaging', title: 'Magnetic Resonance Imaging' },
  { path: '/services/modalities/ct-scan', title: 'CT Scan' },
  { path: '/services/modalities/ultrasound', title: 'Ultrasound' },
  { path: '/services/modalities/nuclear-medicine-molecular-imaging', title: 'Nuclear Medicine & Molecular Imaging' },
  { path: '/services/modalities/radiology-x-ray', title: 'Radiology (X-ray)' },
  { path: '/services/modalities/interventional-radiology', title: 'Interventional Radiology' },
  { path: '/services/modalities/pet-ct', title: 'PET/CT' },
  { path: '/services/modalities/mammography', title: 'Mammography' },
  { path: '/services/subspecialties/body-imaging', title: 'Body Imaging' },
  { path: '/services/subspecialties/womens-imaging', title: "Women's Imaging" },
  { path: '/services/subspecialties/emergency-radiology', title: 'Emergency Radiology' },
  { path: '/services/subspecialties/cardiovascular-imaging', title: 'Cardiovascular Imaging' },
  { path: '/services/subspecialties/interventional-imaging', title: 'Interventional Imaging' },
  { path: '/services/subspecialties/musculoskeletal-imaging', title: 'Musculoskeletal Imaging' },
  { path: '/services/subspecialties/neuroradiology', title: 'Neuroradiology' },
  {
    path: '/services/subspecialties/nuclear-medicine-molecular-imaging',
    title: 'Nuclear Medicine & Molecular Imaging',
  },
];

test.describe('Services section', () => {
  for (const { path, title } of pages) {
    readerTest(`${path} shows "${title}", is titled with the organisation`, async ({ page, consoleErrors }) => {
      const settings = (await (await page.request.get('/api/settings')).json()) as { organization_name: string };
      await openPage(page, path);
      await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
      await expect(page).toHaveTitle(`${title} | ${settings.organization_name}`);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('the capital-M address reaches the mammography page at its lowercase address, replacing history', async ({
    page,
    consoleErrors,
  }) => {
    await openPage(page, '/');
    await page.goto('/services/modalities/Mammography');
    await expect(page.getByRole('heading', { level: 1, name: 'Mammography' })).toBeVisible();
    await expect(page).toHaveURL(/\/services\/modalities\/mammography$/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Screening mammography without a referral' }),
    ).toBeVisible();
    // The capital-M entry was replaced, so Back returns to Home rather than to the capital-M address.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    expect(consoleErrors).toEqual([]);
  });

  test('the overview lists the exams and subspecialties, and a link opens its page', async ({
    page,
    consoleErrors,
  }) => {
    await openPage(page, '/services');
    const exams = page.getByRole('region', { name: 'Imaging exams' });
    const subspecialties = page.getByRole('region', { name: 'Subspecialties' });
    await expect(exams.getByRole('link')).not.toHaveCount(0);
    await expect(subspecialties.getByRole('link')).not.toHaveCount(0);
    await subspecialties.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/services\/subspecialties\/[a-z-]+$/);
    await expect(page.getByRole('navigation', { name: 'Related pages' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('every internal link in the section leads to a page, never to /404', async ({ page, consoleErrors }) => {
    test.slow();
    const queue = pages.map((p) => p.path);
    const seen = new Set<string>();
    while (queue.length > 0) {
      const path = queue.shift() as string;
      if (seen.has(path)) continue;
      seen.add(path);
      await openPage(page, path);
      expect(new URL(page.url()).pathname, `${path} stays put`).not.toBe('/404');
      const hrefs = await page
        .locator('main a[href^="/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      for (const href of hrefs) {
        if (href.startsWith('/services')) queue.push(href);
        else if (!seen.has(href)) {
          seen.add(href);
          await openPage(page, href);
          expect(new URL(page.url()).pathname, `${href} (linked from the section)`).not.toBe('/404');
        }
      }
    }
    expect(seen.size).toBeGreaterThanOrEqual(19);
    expect(consoleErrors).toEqual([]);
  });

  test('each page shows an illustration with alt text and a reserved size', async ({ page, consoleErrors }) => {
    for (const { path } of pages.slice(2)) {
      await openPage(page, path);
      const image = page.getByRole('main').locator('img').first();
      await image.scrollIntoViewIfNeeded();
      await expect(image).toHaveAttribute('alt', /\w{4,}/);
      await expect(image).toHaveAttribute('width', '480');
      await expect(image).toHaveAttribute('height', '360');
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    }
    expect(consoleErrors).toEqual([]);
  });

  test('the Services menu group carries the referring physicians page from the registry alone', async ({
    page,
    consoleErrors,
  }) => {
    const registry = (await (await page.request.get('/registry.json')).json()) as {
      remotes: Record<string, { nav?: { items: { title: string; url: string }[] } }>;
    };
    expect(registry.remotes.services?.nav?.items).toContainEqual({
      title: 'For Referring Physicians',
      url: '/services/referring-physicians',
    });

    await openPage(page, '/');
    await (await openMenuGroup(page, /Services/, 'For Referring Physicians')).click();
    await expect(page).toHaveURL(/\/services\/referring-physicians$/);
    await expect(page.getByRole('heading', { level: 1, name: 'For Referring Physicians' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
