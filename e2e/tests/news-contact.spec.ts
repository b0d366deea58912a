import type { Locator, Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, openPage } from '../support/fixtures.ts';

/**
 * The newsContact section in the composed site: news list to story and back, the Home news block, the
 * contact form used with the keyboard alone, and the Software Upgrades facade; every page passes axe.
 */

/** Presses Tab until `target` has the focus, as a keyboard user would; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 150): Promise<void> {
  await expect(target).toBeVisible();
  for (let press = 0; press < limit; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('news', () => {
  test('the list leads to a story and back, by keyboard', async ({ page, consoleErrors }) => {
    await openPage(page, '/news');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    await expect(page).toHaveTitle(/^News \| /);

    const firstCard = main.getByRole('article').first();
    await expect(firstCard.locator('time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}(st|nd|rd|th), \d{4}$/);
    await expectNoAxeViolations(page);

    const storyLink = firstCard.getByRole('link');
    const headline = (await storyLink.innerText()).trim();
    await tabTo(page, storyLink);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/news\/\d+$/);
    await expect(main.getByRole('heading', { level: 1, name: headline, exact: true })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(headline)} \\| `));
    await expectNoAxeViolations(page);

    await tabTo(page, main.getByRole('link', { name: 'Back to all news' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/news$/);
    await expect(main.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();

    await page.goBack();
    await expect(main.getByRole('heading', { level: 1, name: headline, exact: true })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('an address that cannot name a story goes to the not-found page', async ({ page, consoleErrors }) => {
    await page.goto('/news/not-a-story');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Uh oh!' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('Home shows the three newest stories, each linking to its page', async ({ page, consoleErrors }) => {
    await openPage(page, '/');
    // Story links end in an id; the shell's own 'Read More News' link goes to /news itself.
    await expect(page.getByRole('main').locator('h3 a[href^="/news/"]')).toHaveCount(3);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('contact', () => {
  test('the form, used with the keyboard alone: errors, corrections, then sent', async ({ page, consoleErrors }) => {
    await openPage(page, '/contact');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
    await expect(main.getByRole('link', { name: /^\(937\) 555-01\d\d$/ }).first()).toHaveAttribute(
      'href',
      /^tel:\+1937555/,
    );
    await expect(main.getByText('Please do not include medical information')).toBeVisible();
    await expectNoAxeViolations(page);

    const box = (name: string) => main.getByRole('textbox', { name, exact: true });
    await tabTo(page, box('Name'));
    await page.keyboard.type('Keyboard Visitor');
    await tabTo(page, box('City'));
    await page.keyboard.type('Dayton');
    await tabTo(page, box('State'));
    await page.keyboard.type('OH');
    await tabTo(page, box('E-mail'));
    await page.keyboard.type('visitor@');

    const send = main.getByRole('button', { name: 'Send message' });
    await tabTo(page, send);
    await page.keyboard.press('Enter');

    const summaryHeading = main.getByRole('heading', { name: 'There is a problem with your message' });
    await expect(summaryHeading.locator('xpath=..')).toBeFocused();
    await expect(box('E-mail')).toHaveAttribute('aria-invalid', 'true');
    await expect(box('Comments')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    // From the summary, Tab reaches its first link, which puts the focus in the field to correct.
    await page.keyboard.press('Tab');
    await expect(main.getByRole('link', { name: 'E-mail: Enter a valid e-mail address.' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(box('E-mail')).toBeFocused();
    await page.keyboard.press('End');
    await page.keyboard.type('example.com');
    await expect(box('E-mail')).not.toHaveAttribute('aria-invalid');

    await tabTo(page, box('Comments'));
    const comments = 'A keyboard-only test message: please ignore it.';
    await page.keyboard.type(comments);
    await expect(main.getByText(`${500 - comments.length} characters remaining.`)).toBeVisible();
    await expect(main.getByRole('heading', { name: 'There is a problem with your message' })).toHaveCount(0);

    await tabTo(page, send);
    await page.keyboard.press('Enter');
    const success = main.getByRole('heading', { name: 'Thank you. Your message has been sent.' });
    await expect(success).toBeFocused();
    await expect(send).toHaveCount(0);
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('software upgrades', () => {
  test('the summary is there without a presentation, which shows only when one is set', async ({
    page,
    consoleErrors,
  }) => {
    await openPage(page, '/software-upgrades');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Software Upgrades' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'The upgrade in brief' })).toBeVisible();
    await expect(main.getByRole('button', { name: /^Load the presentation: / })).toHaveCount(0);
    await expect(main.locator('iframe')).toHaveCount(0);
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });
});
