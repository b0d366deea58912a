import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  answerWithBlankImages,
  expect,
  expectNoAxeViolations,
  openMenuGroup,
  openPage,
  readerTest,
  test,
} from '../support/fixtures.ts';

/**
 * The patient section in the composed site: every page with its title and no WCAG 2.1 A/AA violation, the
 * Locations list usable by keyboard with every map tile blocked, list and map choosing each other, the footer's
 * billing callout, and the links to the No Surprises Act notice from the footer, Billing Information and the
 * registry-driven menu.
 */

interface Settings {
  organization_name: string;
  billing_phone: string;
}

interface LocationEntry {
  name: string;
  address: string | null;
  phone: string | null;
  url: string | null;
  latitude: number | null;
  longitude: number | null;
}

const PAGES: [path: string, title: string][] = [
  ['/patient-information', 'Patient Information'],
  ['/patient-information/', 'Patient Information'],
  ['/patient-information/frequently-called-numbers', 'Frequently Called Numbers'],
  ['/patient-information/billing-information', 'Billing Information'],
  ['/patient-information/patient-resources', 'Patient Resources'],
  ['/patient-information/locations', 'Locations'],
  ['/patient-information/images-and-reports', 'Your Images and Reports'],
  ['/patient-information/no-surprises-act', 'No Surprises Act Notice'],
  ['/patient-information/accessibility', 'Accessibility Statement'],
  ['/patient-information/nondiscrimination', 'Nondiscrimination and Language Assistance'],
  ['/privacy-policy', 'Privacy Policy'],
];

const NO_SURPRISES = '/patient-information/no-surprises-act';

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

/** US digits of a displayed number, as the site's tel: links carry them. */
const telHref = (phone: string) => `tel:+1${phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')}`;

/** Waits until the page's data has rendered: no skeleton or loading status left in the main area. */
async function waitForData(page: Page): Promise<void> {
  await expect(page.getByRole('main').getByTestId('skeleton')).toHaveCount(0);
}

test.describe('patient pages', () => {
  for (const [path, title] of PAGES) {
    readerTest(`${path} loads as '${title}'`, async ({ page, request, consoleErrors }) => {
      const settings = await getJson<Settings>(request, '/api/settings');
      await openPage(page, path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(`${title} | ${settings.organization_name}`);
      await waitForData(page);
      if (path.endsWith('/locations')) {
        // The sitemap's axe check (accessibility.spec.ts) may run before the lazily loaded map is in; here
        // axe checks its pins too.
        await expect(page.getByRole('region', { name: 'Map of imaging locations' })).toBeVisible();
        await expectNoAxeViolations(page);
      }
      expect(consoleErrors).toEqual([]);
    });
  }

  test('Frequently Called Numbers lists six numbers as tel: links, the billing line among them', async ({
    page,
    request,
  }) => {
    const settings = await getJson<Settings>(request, '/api/settings');
    await openPage(page, '/patient-information/frequently-called-numbers');
    const phones = page.getByRole('main').locator('a[href^="tel:"]');
    await expect(phones).toHaveCount(6);
    await expect(page.getByRole('main').getByRole('link', { name: settings.billing_phone })).toHaveAttribute(
      'href',
      telHref(settings.billing_phone),
    );
  });
});

test.describe('locations', () => {
  test('with every map tile blocked, each location, phone and directions link is reachable by keyboard', async ({
    page,
    request,
    consoleErrors,
  }) => {
    // The tests' browser refuses every other host (playwright.config.ts): each tile fails as it would offline.
    const locations = await getJson<LocationEntry[]>(request, '/api/locations');
    expect(locations.length).toBeGreaterThanOrEqual(10);

    await openPage(page, '/patient-information/locations');
    const list = page.getByRole('list', { name: 'Imaging locations' });
    await expect(list.getByRole('heading', { level: 2 })).toHaveCount(locations.length);
    for (const location of locations) {
      await expect(list.getByRole('heading', { level: 2, name: location.name })).toBeVisible();
    }

    const expected = new Set<string>();
    for (const location of locations) {
      if (location.phone) expected.add(telHref(location.phone));
      if (location.address) {
        expected.add(`https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(location.address)}`);
      }
    }
    for (const href of expected) await expect(list.locator(`a[href="${href}"]`)).toHaveCount(1);

    const reached = await tabThroughPage(page, expected);
    expect([...expected].filter((href) => !reached.has(href))).toEqual([]);

    // The failed tiles are announced, and the page stays whole.
    await expect(page.getByRole('status').filter({ hasText: 'The map images could not load' })).toBeVisible();
    // The refused tiles' own reports are left out of consoleErrors (isRefusedOffline); anything else is a real error.
    expect(consoleErrors).toEqual([]);
  });

  test('choosing an entry highlights its pin, and choosing a pin highlights its entry, by keyboard', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const locations = await getJson<LocationEntry[]>(request, '/api/locations');
    // A pin is named by its number (the location's place in the list) and the location's name.
    const pins = locations.flatMap((location, index) =>
      location.latitude !== null && location.longitude !== null
        ? [{ ...location, pin: `${index + 1} ${location.name}` }]
        : [],
    );
    const [first, second] = [pins[0]!, pins[1]!];

    // The map whole, as a visitor online sees it: its tiles answered (blank), where the test above has none.
    await answerWithBlankImages(page, /^https:\/\/tile\.openstreetmap\.org\//);
    await openPage(page, '/patient-information/locations');
    const map = page.getByRole('region', { name: 'Map of imaging locations' });
    const list = page.getByRole('list', { name: 'Imaging locations' });
    const entry = (name: string) => list.getByRole('listitem', { name, exact: true });
    await expect(map.getByRole('button', { name: first.pin, exact: true })).toBeVisible();

    const toggle = entry(first.name).getByRole('button', { name: /Show on map/ });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(map.getByRole('button', { name: first.pin, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(entry(first.name).getByText('Selected on the map')).toBeVisible();

    const pin = map.getByRole('button', { name: second.pin, exact: true });
    await pin.focus();
    await page.keyboard.press('Enter');
    await expect(pin).toHaveAttribute('aria-pressed', 'true');
    await expect(entry(second.name).getByText('Selected on the map')).toBeVisible();
    await expect(entry(first.name).getByText('Selected on the map')).toHaveCount(0);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('billing', () => {
  test('the footer billing callout shows on the landing page and not on Billing Information', async ({ page }) => {
    const callout = (p: Page) =>
      p.getByRole('contentinfo').getByRole('heading', { name: 'Billing and Records Questions' });
    await openPage(page, '/patient-information');
    await expect(callout(page)).toBeVisible();

    await openPage(page, '/patient-information/billing-information');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Billing Information');
    await expect(callout(page)).toHaveCount(0);
  });

  test('Billing Information shows both companies, the invoice notice and links to the No Surprises Act notice', async ({
    page,
    request,
  }) => {
    const settings = await getJson<Settings>(request, '/api/settings');
    await openPage(page, '/patient-information/billing-information');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: 'Billing company' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Collections company' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Why did I get two bills?' })).toBeVisible();
    const notice = main.getByRole('complementary', { name: 'Invoices by text message' });
    await expect(notice.getByRole('link', { name: settings.billing_phone })).toHaveAttribute(
      'href',
      telHref(settings.billing_phone),
    );

    await main.getByRole('link', { name: 'Read our No Surprises Act notice' }).click();
    await expect(page).toHaveURL(new RegExp(`${NO_SURPRISES}$`));
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('No Surprises Act Notice');
  });

  test('the footer links to the No Surprises Act notice, the accessibility statement and the nondiscrimination notice', async ({
    page,
  }) => {
    await openPage(page, '/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    await expect(footer.getByRole('link', { name: 'Accessibility Statement' })).toHaveAttribute(
      'href',
      '/patient-information/accessibility',
    );
    await expect(footer.getByRole('link', { name: 'Nondiscrimination and Language Assistance' })).toHaveAttribute(
      'href',
      '/patient-information/nondiscrimination',
    );
    const noSurprises = footer.getByRole('link', { name: 'No Surprises Act Notice' }).last();
    await expect(noSurprises).toHaveAttribute('href', NO_SURPRISES);
    await noSurprises.click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('No Surprises Act Notice');
  });
});

test.describe('menu', () => {
  test('the new pages appear in the Patient Information menu group from the registry alone', async ({
    page,
    request,
  }) => {
    const registry = await getJson<{ remotes: Record<string, { nav?: { items: { url: string }[] } }> }>(
      request,
      '/registry.json',
    );
    const urls = registry.remotes.patient?.nav?.items.map((item) => item.url);
    expect(urls).toEqual(expect.arrayContaining([NO_SURPRISES, '/patient-information/images-and-reports']));

    await openPage(page, '/');
    await openMenuGroup(page, /Patient Information/, 'Your Images and Reports');
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    await nav.getByRole('link', { name: 'No Surprises Act Notice' }).click();
    await expect(page).toHaveURL(new RegExp(`${NO_SURPRISES}$`));
  });
});

/**
 * Presses Tab from the top of the page until every href in `wanted` has had the focus, or the focus comes back
 * round; returns the hrefs that were reached.
 */
async function tabThroughPage(page: Page, wanted: Set<string>, limit = 400): Promise<Set<string>> {
  const reached = new Set<string>();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let press = 0; press < limit && reached.size < wanted.size; press += 1) {
    await page.keyboard.press('Tab');
    const href = await focusedHref(page.locator(':focus'));
    if (href && wanted.has(href)) reached.add(href);
  }
  return reached;
}

async function focusedHref(focused: Locator): Promise<string | null> {
  if ((await focused.count()) === 0) return null;
  return focused.first().getAttribute('href');
}
