import type { Locator, Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, openPage, readerTest } from '../support/fixtures.ts';

/** The About Us pages (docs/requirements.md#screens-and-routes /about-us/*), each with the h1 and title its route gives it. */
const aboutPages = [
  { path: '/about-us/meet-our-team', title: 'Meet Our Team' },
  { path: '/about-us/leadership', title: 'Leadership' },
  { path: '/about-us/career-opportunities', title: 'Career Opportunities' },
  { path: '/about-us/history-goals-mission', title: 'History, Goals, Mission' },
  { path: '/about-us/community-outreach', title: 'Community Outreach' },
];

const VIDEO_HOSTS = /youtube(-nocookie)?\.com|ytimg\.com|googlevideo\.com/;

interface TeamMember {
  full_name: string;
  category: string;
  subspecialties: string[];
}

/** Presses Tab until `target` has focus, as a keyboard user would; fails if it is never reached. */
async function tabTo(page: Page, target: Locator, maxPresses = 120): Promise<void> {
  for (let presses = 0; presses < maxPresses; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** The names on the cards of Meet Our Team, in page order. */
const cardNames = (page: Page) => page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 });

test.describe('About Us section', () => {
  for (const { path, title } of aboutPages) {
    readerTest(`${title} loads with its title and its content`, async ({ page, consoleErrors }) => {
      await openPage(page, path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page).toHaveTitle(new RegExp(`^${title} \\| \\S`));
      if (path.endsWith('meet-our-team'))
        await expect(main.getByRole('button', { name: /View profile/ }).first()).toBeVisible();
      if (path.endsWith('community-outreach')) await expect(main.getByRole('article')).toHaveCount(6);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('Meet Our Team: filter by name and by two subspecialties, open a profile and close it, keyboard only', async ({
    page,
    consoleErrors,
  }) => {
    const team = (await (await page.request.get('/api/physicians')).json()) as TeamMember[];
    await openPage(page, '/about-us/meet-our-team');
    const main = page.getByRole('main');
    await expect(cardNames(page)).toHaveCount(team.length);
    await expect(main.getByRole('status')).toHaveText(`Showing all ${team.length} team members.`);

    // A typed name, with stray spaces and capitals.
    const search = main.getByRole('searchbox', { name: 'Search by name' });
    await tabTo(page, search);
    await page.keyboard.type('  OKAFOR ');
    await expect(cardNames(page)).toHaveText(['Amara Okafor, MD']);
    await expect(main.getByRole('status')).toHaveText(`Showing 1 of ${team.length} team members.`);
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
    await expect(cardNames(page)).toHaveCount(team.length);

    // Two subspecialties: everyone practising either one shows, in the API's order.
    const chosen = ['Musculoskeletal Imaging', 'Neuroradiology'];
    for (const name of chosen) {
      const toggle = main.getByRole('button', { name, exact: true });
      await tabTo(page, toggle);
      await page.keyboard.press('Space');
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    }
    const expected = team.filter((p) => p.subspecialties.some((s) => chosen.includes(s))).map((p) => p.full_name);
    expect(expected.length).toBeGreaterThan(1);
    await expect(cardNames(page)).toHaveText(expected);
    await expect(main.getByRole('status')).toHaveText(`Showing ${expected.length} of ${team.length} team members.`);

    // Open the first match's profile with Enter; Escape closes it and focus returns to its button.
    const first = expected[0] ?? '';
    const open = main.getByRole('button', { name: `View profile of ${first}` });
    await tabTo(page, open);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: first });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    // The profile lists the person's fields under their labels (docs/requirements.md#entities).
    await expect(dialog.getByRole('term').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();

    // The Close button works from the keyboard too.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();

    // A click outside the profile, on the dimmed page, closes it as well; the page behind does not scroll.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await page.mouse.click(4, 4);
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });

  test('Meet Our Team says so when nothing matches, and forgets the filters on the next visit', async ({
    page,
    consoleErrors,
  }) => {
    await openPage(page, '/about-us/meet-our-team');
    const main = page.getByRole('main');
    await expect(cardNames(page).first()).toBeVisible();
    await main.getByRole('searchbox', { name: 'Search by name' }).fill('no such person');
    await expect(main.getByRole('heading', { level: 2, name: 'No Physicians Found' })).toBeVisible();
    await expect(main.getByText('Please change the filters to find more physicians.')).toBeVisible();
    await expect(cardNames(page)).toHaveCount(0);

    await page.reload();
    await expect(main.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('');
    await expect(cardNames(page).first()).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('Meet Our Team shows skeletons while loading and an error with Retry when the list fails', async ({ page }) => {
    let failures = 1;
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/physicians', async (route) => {
      await released;
      if (failures-- > 0) {
        await route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'Try again later.' } } });
      } else {
        await route.continue();
      }
    });

    await openPage(page, '/about-us/meet-our-team', { prerendered: false });
    const main = page.getByRole('main');
    await expect(main.getByRole('status')).toHaveText(/Loading our physicians/);
    await expect(page.getByTestId('physician-card-skeleton').first()).toBeVisible();

    release();
    const alert = main.getByRole('alert');
    await expect(alert.getByRole('heading', { name: 'We could not load our team' })).toBeVisible();
    await expect(main.getByText('No Physicians Found')).toHaveCount(0);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(cardNames(page).first()).toBeVisible();
    await expect(alert).toHaveCount(0);
  });

  test('Meet Our Team shows its first card quickly after navigation', async ({ page, consoleErrors }, testInfo) => {
    // Records, inside the page, when the first card appears, measured from the start of the navigation.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.querySelector('main article h2')) {
          (window as unknown as { firstCardAt: number }).firstCardAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/about-us/meet-our-team');
    await expect(cardNames(page).first()).toBeVisible();
    const firstCardAt = await page.evaluate(() => (window as unknown as { firstCardAt: number }).firstCardAt);
    testInfo.annotations.push({ type: 'first card (ms from navigation)', description: firstCardAt.toFixed(0) });
    // 2.5 s is the "good" threshold for Largest Contentful Paint; the team list is this page's main content.
    expect(firstCardAt).toBeLessThan(2500);
    expect(consoleErrors).toEqual([]);
  });

  test('Career Opportunities: both openings and CV contacts, and no video until staff set one', async ({
    page,
    consoleErrors,
  }) => {
    const videoRequests: string[] = [];
    page.on('request', (request) => {
      if (VIDEO_HOSTS.test(request.url())) videoRequests.push(request.url());
    });
    await openPage(page, '/about-us/career-opportunities');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 3, name: 'Nuclear Medicine Physician' })).toBeVisible();
    await expect(main.getByRole('article', { name: 'Teleradiologist' })).toContainText('122 days a year');
    const apply = main.getByRole('region', { name: 'Send Us Your CV' });
    await expect(apply.getByRole('link', { name: /@riverbendradiology\.example$/ }).first()).toHaveAttribute(
      'href',
      /^mailto:/,
    );

    // No video is set in the demo content: no player, no play button, nothing asked of a video host.
    await expect(main.getByRole('button', { name: /Play video/ })).toHaveCount(0);
    await expect(main.locator('iframe')).toHaveCount(0);
    expect(videoRequests).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('Leadership lists two leaders and the four leadership groups', async ({ page, consoleErrors }) => {
    await openPage(page, '/about-us/leadership');
    const main = page.getByRole('main');
    await expect(main.getByRole('article')).toHaveCount(2);
    for (const group of ['Executive Committee', 'Medical Directors', 'Clinical Leadership', 'Educational Leadership']) {
      await expect(main.getByRole('region', { name: group }).getByRole('listitem').first()).toBeVisible();
    }
    expect(consoleErrors).toEqual([]);
  });

  test('History, Goals, Mission tells the practice story with the facts from the settings', async ({
    page,
    consoleErrors,
  }) => {
    await openPage(page, '/about-us/history-goals-mission');
    const history = page.getByRole('main').getByRole('region', { name: 'Our History' });
    await expect(history).toContainText('1975');
    await expect(history).toContainText('47 physicians and 5 physician assistants');
    await expect(history).toContainText('October 1st, 2015');
    expect(consoleErrors).toEqual([]);
  });

  test('Community Outreach shows six events with their links', async ({ page, consoleErrors }) => {
    await openPage(page, '/about-us/community-outreach');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(6);
    for (const card of await cards.all()) {
      await expect(card.getByRole('heading', { level: 2 })).toBeVisible();
      await expect(card.locator('p').first()).not.toBeEmpty();
    }
    // An event's video shows only with a text version of it, which the demo events do not have.
    await expect(page.getByRole('main').locator('iframe')).toHaveCount(0);
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: /opens in a new tab/ })
        .first(),
    ).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
