import { test, expect, openPage, readerTest } from '../support/fixtures.ts';

/** The Education section's pages (docs/requirements.md#screens-and-routes /education/*), each with the h1 and title its route gives it. */
const educationPages = [
  { path: '/education/radiology-residency', title: 'Radiology Residency' },
  { path: '/education/meet-our-residents', title: 'Meet Our Residents' },
  { path: '/education/breast-imaging-fellowship', title: 'Breast Imaging Fellowship' },
  { path: '/education/musculoskeletal-imaging-fellowship', title: 'Musculoskeletal Imaging Fellowship' },
  { path: '/education/meet-our-fellows', title: 'Meet Our Fellows' },
];

const VIDEO_HOSTS = /youtube(-nocookie)?\.com|ytimg\.com|googlevideo\.com/;

test.describe('Education section', () => {
  for (const { path, title } of educationPages) {
    readerTest(`${title} loads with its title and its content`, async ({ page, consoleErrors }) => {
      await openPage(page, path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page).toHaveTitle(new RegExp(`^${title} \\| \\S`));
      if (path.endsWith('meet-our-residents') || path.endsWith('meet-our-fellows')) {
        await expect(page.getByRole('button', { name: /View profile/ }).first()).toBeVisible();
      }
      expect(consoleErrors).toEqual([]);
    });
  }

  test('the residency shows no video until staff set one, and asks nothing of a video host', async ({
    page,
    consoleErrors,
  }) => {
    const videoRequests: string[] = [];
    page.on('request', (request) => {
      if (VIDEO_HOSTS.test(request.url())) videoRequests.push(request.url());
    });
    await openPage(page, '/education/radiology-residency');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main.getByRole('button', { name: /Play video/ })).toHaveCount(0);
    await expect(main.locator('iframe')).toHaveCount(0);
    expect(videoRequests).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('residents are grouped under their training year', async ({ page, consoleErrors }) => {
    await openPage(page, '/education/meet-our-residents');
    const years = page.getByRole('main').getByRole('heading', { level: 2, name: /^PGY-\d$/ });
    await expect(years.first()).toBeVisible();
    const firstYear = (await years.first().textContent()) ?? '';
    await expect(page.getByRole('list', { name: firstYear }).getByRole('article').first()).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('Meet Our Fellows shows two placeholders while loading, then the fellows and their answers', async ({
    page,
    consoleErrors,
  }) => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/fellows', async (route) => {
      await released;
      await route.continue();
    });

    await openPage(page, '/education/meet-our-fellows', { prerendered: false });
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/Loading fellows/);
    await expect(page.getByTestId('physician-card-skeleton')).toHaveCount(2);

    release();
    await expect(page.getByRole('button', { name: /View profile/ }).first()).toBeVisible();
    await expect(page.getByTestId('physician-card-skeleton')).toHaveCount(0);
    await expect(
      page.getByRole('main').getByRole('heading', { level: 3, name: 'Why Radiology?' }).first(),
    ).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('the fellowship pages number their requirements and submission items', async ({ page, consoleErrors }) => {
    await openPage(page, '/education/breast-imaging-fellowship');
    await expect(page.getByRole('list', { name: 'Requirements' }).getByRole('listitem')).toHaveCount(4);
    await expect(page.getByRole('list', { name: 'What to send us' }).getByRole('listitem')).toHaveCount(5);
    await expect(page.getByText(/71,000/).first()).toBeVisible();

    await openPage(page, '/education/musculoskeletal-imaging-fellowship');
    await expect(page.getByRole('list', { name: 'Requirements' }).getByRole('listitem')).toHaveCount(4);
    await expect(page.getByRole('list', { name: 'What to send us' }).getByRole('listitem')).toHaveCount(4);
    await expect(page.getByText(/one national meeting a year/)).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
