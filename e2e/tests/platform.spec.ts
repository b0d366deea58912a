import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, openMenuGroup, openPage, test, readerTest } from '../support/fixtures.ts';

const ORG = 'Riverbend Radiology Physicians';

/** Every route of docs/requirements.md#screens-and-routes's route table with its page title. */
const ROUTES: [path: string, title: string | null][] = [
  ['/', null],
  ['/about-us/meet-our-team', 'Meet Our Team'],
  ['/about-us/leadership', 'Leadership'],
  ['/about-us/career-opportunities', 'Career Opportunities'],
  ['/about-us/history-goals-mission', 'History, Goals, Mission'],
  ['/about-us/community-outreach', 'Community Outreach'],
  ['/services', 'Services'],
  ['/services/', 'Services'],
  ['/services/modalities/magnetic-resonance-imaging', 'Magnetic Resonance Imaging'],
  ['/services/modalities/ct-scan', 'CT Scan'],
  ['/services/modalities/ultrasound', 'Ultrasound'],
  ['/services/modalities/nuclear-medicine-molecular-imaging', 'Nuclear Medicine & Molecular Imaging'],
  ['/services/modalities/radiology-x-ray', 'Radiology (X-ray)'],
  ['/services/modalities/interventional-radiology', 'Interventional Radiology'],
  ['/services/modalities/pet-ct', 'PET/CT'],
  ['/services/modalities/mammography', 'Mammography'],
  ['/services/subspecialties/body-imaging', 'Body Imaging'],
  ['/services/subspecialties/womens-imaging', "Women's Imaging"],
  ['/services/subspecialties/emergency-radiology', 'Emergency Radiology'],
  ['/services/subspecialties/cardiovascular-imaging', 'Cardiovascular Imaging'],
  ['/services/subspecialties/interventional-imaging', 'Interventional Imaging'],
  ['/services/subspecialties/musculoskeletal-imaging', 'Musculoskeletal Imaging'],
  ['/services/subspecialties/neuroradiology', 'Neuroradiology'],
  ['/services/subspecialties/nuclear-medicine-molecular-imaging', 'Nuclear Medicine & Molecular Imaging'],
  ['/education/radiology-residency', 'Radiology Residency'],
  ['/education/meet-our-residents', 'Meet Our Residents'],
  ['/education/breast-imaging-fellowship', 'Breast Imaging Fellowship'],
  ['/education/musculoskeletal-imaging-fellowship', 'Musculoskeletal Imaging Fellowship'],
  ['/education/meet-our-fellows', 'Meet Our Fellows'],
  ['/patient-information', 'Patient Information'],
  ['/patient-information/', 'Patient Information'],
  ['/patient-information/frequently-called-numbers', 'Frequently Called Numbers'],
  ['/patient-information/billing-information', 'Billing Information'],
  ['/patient-information/patient-resources', 'Patient Resources'],
  ['/patient-information/locations', 'Locations'],
  ['/news', 'News'],
  ['/contact', 'Contact'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/software-upgrades', 'Software Upgrades'],
  ['/404', 'Page Not Found'],
];

test.describe('every route of the route table', () => {
  for (const [path, title] of ROUTES) {
    readerTest(`${path} loads with its title and no console error`, async ({ page, consoleErrors }) => {
      await openPage(page, path);
      await expect(page).toHaveTitle(title ? `${title} | ${ORG}` : ORG);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('a news detail page loads from the news list', async ({ page, consoleErrors }) => {
    await openPage(page, '/news');
    const first = page.locator('main a[href^="/news/"]').first();
    const href = await first.getAttribute('href');
    await page.goto(href!);
    await expect(page.locator('main h1')).toBeVisible();
    expect(page.url()).toMatch(/\/news\/\d+$/);
    expect(consoleErrors).toEqual([]);
  });

  test('an unknown path redirects to /404 with a way home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Uh oh!' })).toBeVisible();
    await expect(page.getByText('We could not find the page you are looking for.')).toBeVisible();
    await page.getByRole('link', { name: 'Go Back Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('accessibility', () => {
  test('Home has no WCAG 2.1 A/AA violation', async ({ page }) => {
    await openPage(page, '/');
    await expect(page.getByRole('heading', { name: 'Latest News' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('404 has no WCAG 2.1 A/AA violation', async ({ page }) => {
    await openPage(page, '/404');
    await expectNoAxeViolations(page);
  });
});

test.describe('header on a phone', () => {
  test('is one compact row (logo, Call, Menu), and Menu holds the address, phone, fax and billing alert', async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openPage(page, '/contact');
    const banner = page.getByRole('banner');
    expect((await banner.boundingBox())!.height).toBeLessThanOrEqual(100);
    await expect(banner.getByRole('link', { name: ORG })).toBeVisible();
    await expect(banner.getByRole('link', { name: /^Call \(937\) 555-01\d\d$/ })).toHaveAttribute(
      'href',
      /^tel:\+19375550\d{3}$/,
    );
    // The address, fax and Billing Information button of the desktop header are in the drawer instead.
    await expect(banner.getByRole('button', { name: 'Billing Information' })).toBeHidden();
    // The drawer, closed, is in the markup with its own copy: nothing of either shows.
    await expect(banner.getByText(/^Fax:/).filter({ visible: true })).toHaveCount(0);

    await banner.getByRole('button', { name: /Menu/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    const contact = drawer.getByRole('region', { name: 'Contact us' });
    await expect(contact).toContainText('Fax:');
    await expect(contact.getByRole('link', { name: /^\(937\) 555-01\d\d$/ })).toHaveAttribute('href', /^tel:/);
    const billing = drawer.getByRole('region', { name: 'Billing Information' });
    await expect(billing).toContainText('Invoices return to the mail as of');
    await expectNoAxeViolations(page);

    await billing.getByRole('link', { name: 'Continue to billing information' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Billing Information' })).toBeVisible();
    await expect(drawer).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('header popups before the shell hydrates, CPU slowed 4×', () => {
  /**
   * Opens `path` with the CPU slowed 4× and the shell's main script held back, so the page is shown but not
   * hydrated. Returns `hydrate`, which lets the script through and resolves once the shell has hydrated the
   * page (the fixture's goto waits for that, so it runs beside the test until then).
   */
  async function openUnhydrated(page: Page, path: string): Promise<{ hydrate: () => Promise<void> }> {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const loading = page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    return {
      hydrate: async () => {
        release();
        await loading;
      },
    };
  }
  const notHydrated = (page: Page) => expect(page.locator('html')).not.toHaveAttribute('data-shell', 'ready');

  test('a tap on Menu on a phone opens the drawer at once; Escape closes it and focus returns', async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { hydrate } = await openUnhydrated(page, '/contact');
    const menu = page.getByRole('banner').getByRole('button', { name: /Menu/ });
    await menu.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await notHydrated(page);
    await expect(drawer.getByRole('region', { name: 'Contact us' })).toContainText('Fax:');
    // Modal: the page behind does not scroll.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

    // Hydration keeps it open: the tap is not answered a second time.
    await hydrate();
    await expect(drawer).toBeVisible();
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });

  test('a click on Billing Information on a desktop opens the popover at once, under the button', async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const { hydrate } = await openUnhydrated(page, '/contact');
    const button = page.getByRole('banner').getByRole('button', { name: 'Billing Information' });
    await button.click();
    const popover = page.getByRole('dialog', { name: 'A note about your bill' });
    await expect(popover).toBeVisible();
    await notHydrated(page);
    await expect(popover).toContainText('Invoices return to the mail as of');
    const [buttonBox, popoverBox] = [(await button.boundingBox())!, (await popover.boundingBox())!];
    expect(popoverBox.y).toBeGreaterThanOrEqual(buttonBox.y + buttonBox.height);
    expect(popoverBox.x + popoverBox.width).toBeCloseTo(buttonBox.x + buttonBox.width, 0);
    expect(popoverBox.x).toBeGreaterThanOrEqual(0);

    await hydrate();
    await expect(popover).toBeVisible();
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(popover).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(popover).toBeHidden();

    // Its link goes on to the billing page and closes it.
    await button.click();
    await popover.getByRole('link', { name: 'Continue to billing information' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Billing Information' })).toBeVisible();
    await expect(popover).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });

  test('the billing popover fits a 390 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPage(page, '/contact');
    // A phone hides the button (its drawer holds the alert); a window narrowed with the popover open keeps it.
    await page.locator('#billing-alert').evaluate((element) => (element as HTMLElement).showPopover());
    const box = (await page.getByRole('dialog', { name: 'A note about your bill' }).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  });
});

test.describe('composition', () => {
  test("a section's code loads only when navigation first enters it", async ({ page }) => {
    const remoteRequests: string[] = [];
    page.on('request', (request) => {
      const match = new URL(request.url()).pathname.match(/^\/remotes\/([^/]+)\//);
      if (match) remoteRequests.push(match[1]!);
    });
    await openPage(page, '/contact');
    expect(remoteRequests).not.toContain('education');
    await (await openMenuGroup(page, /Education/, 'Radiology Residency')).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Radiology Residency' })).toBeVisible();
    expect(remoteRequests).toContain('education');
  });

  test('with one remote unreachable, header, footer and the other sections still work', async ({ page }) => {
    await page.route('**/remotes/education/**', (route) => route.abort('connectionrefused'));
    await page.goto('/education/radiology-residency');
    await expect(page.getByRole('heading', { name: 'This part of the site could not be shown' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Billing Information' })).toBeVisible();

    await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Contact' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: ORG }).click();
    await expect(page.getByRole('heading', { name: 'Latest News' })).toBeVisible();
  });

  test("when a remote's current version is unreachable, the shell loads its previous version", async ({ page }) => {
    await pointRemoteAtBrokenVersion(page, 'about');
    await openPage(page, '/about-us/leadership');
    await expect(page.getByRole('heading', { level: 1, name: 'Leadership' })).toBeVisible();
  });
});

/**
 * Rewrites the registry inlined into the page so `name`'s current entry is a missing version and its
 * `previous` is the real release: what a visitor sees right after a bad release.
 */
async function pointRemoteAtBrokenVersion(page: Page, name: string) {
  await page.route(
    (url) => !/^\/(api|remotes|media|_site)\//.test(url.pathname) && !/\.\w+$/.test(url.pathname),
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const patched = html.replace(
        /(<script id="site-data" type="application\/json">)(.*?)(<\/script>)/s,
        (_match, open: string, json: string, close: string) => {
          const data = JSON.parse(json);
          const remote = data.registry.remotes[name];
          remote.previous = { version: remote.version, entry: remote.entry };
          remote.version = '0.0.0-missing';
          remote.entry = `/remotes/${name}/0.0.0-missing/remoteEntry.js`;
          return open + JSON.stringify(data).replace(/</g, '\\u003c') + close;
        },
      );
      await route.fulfill({ response, body: patched });
    },
  );
}
