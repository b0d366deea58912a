import { expect, expectNoAxeViolations, sitemapPaths, test } from '../support/fixtures.ts';

/**
 * Every public page, as a visitor gets it after hydration, passes axe (WCAG 2.2 A and AA, and best practice)
 * on a phone and on a desktop: not a sample, so a change to any page or to the shell is checked where it shows.
 */
const WIDTHS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
];

for (const { name, viewport } of WIDTHS) {
  test(`every page in the sitemap has no axe violation on a ${name} (${viewport.width} px)`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(viewport);
    for (const path of await sitemapPaths(request)) {
      await test.step(path, async () => {
        // The fixture's goto returns once the shell has hydrated the page.
        await page.goto(path);
        await expectNoAxeViolations(page);
      });
    }
    expect(consoleErrors).toEqual([]);
  });
}
