import { mockFetch } from '@site/test-support/render';
import { configure, screen, waitFor } from '@testing-library/react';
import { catalogue, modalities, sectionPages, servicePath, subspecialties } from './content/catalogue.ts';
import { content as referringPhysicians } from './content/referring-physicians.ts';
import { MODALITY_SECTIONS, SUBSPECIALTY_SECTIONS } from './content/types.ts';
import { buildSettings } from '@site/test-support/builders';
import { renderSection } from './test-support/render-section.tsx';
import { routes } from './routes.tsx';
import { publicRoutePaths } from '@site/scripts/route-paths';

const ORGANIZATION = 'Riverbend Radiology Physicians';

// Pages load lazily, as in the browser; the first import of a module can take over a second on a busy runner.
configure({ asyncUtilTimeout: 5000 });

// The shared lists as the API answers them. One url keeps the capital M that an old link uses (docs/requirements.md#screens-and-routes).
const modalityList = modalities.map((entry) => ({
  name: entry.title,
  description_short: entry.description,
  url: entry.slug === 'mammography' ? '/services/modalities/Mammography' : servicePath(entry.kind, entry.slug),
}));
const subspecialtyList = subspecialties.map((entry) => ({
  name: entry.title,
  description_short: entry.description,
  url: servicePath(entry.kind, entry.slug),
}));
const swrFallback = { '/api/modalities': modalityList, '/api/subspecialties': subspecialtyList };

// Pages outside this remote that the section links to; each exists in the site's route table (docs/requirements.md#screens-and-routes).
const OTHER_SECTIONS = new Set(['/patient-information/locations', '/patient-information/images-and-reports']);

beforeEach(() => {
  document.title = '';
  mockFetch({
    '/api/settings': buildSettings(),
    '/api/modalities': modalityList,
    '/api/subspecialties': subspecialtyList,
  });
});

const pageRoutes = [
  { path: '/services', title: 'Services' },
  { path: '/services/', title: 'Services' },
  { path: '/services/referring-physicians', title: 'For Referring Physicians' },
  ...catalogue.map((entry) => ({ path: servicePath(entry.kind, entry.slug), title: entry.title })),
];

test('the section has 19 routes: the overview at two addresses, 16 exam and subspecialty pages, and referring physicians', () => {
  expect(pageRoutes).toHaveLength(19);
});

test.each(pageRoutes)('$path shows its heading and is titled "$title | organisation"', async ({ path, title }) => {
  renderSection(path, { swrFallback });
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe(`${title} | ${ORGANIZATION}`));
});

test.each(catalogue)('$title ($kind) shows its required sections, picture, links and related pages', async (entry) => {
  const content = await entry.load();
  renderSection(servicePath(entry.kind, entry.slug));
  await screen.findByRole('heading', { level: 1, name: entry.title });
  const required: readonly string[] = entry.kind === 'modality' ? MODALITY_SECTIONS : SUBSPECIALTY_SECTIONS;
  for (const id of required) {
    const section = content.sections.find((s) => s.id === id);
    expect(screen.getByRole('heading', { level: 2, name: section?.heading })).toBeInTheDocument();
  }
  expect(screen.getByRole('img', { name: content.illustration.alt })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Learn more' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Related pages' })).toBeInTheDocument();
});

test('For Referring Physicians shows ordering, scheduling, STAT turnaround, consults, access and contacts', async () => {
  renderSection(sectionPages.referringPhysicians.path);
  await screen.findByRole('heading', { level: 1, name: 'For Referring Physicians' });
  for (const section of referringPhysicians.sections) {
    expect(screen.getByRole('heading', { level: 2, name: section.heading })).toBeInTheDocument();
  }
  expect(screen.getByRole('heading', { level: 2, name: 'Subspecialty contacts' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Contact our office' })).toBeInTheDocument();
  expect(screen.getByText('More than 95% of STAT exams are read within 30 minutes.')).toBeInTheDocument();
});

test('/services/modalities/Mammography replaces itself with the lowercase address of the mammography page', async () => {
  const { router } = renderSection('/services/modalities/Mammography');
  expect(await screen.findByRole('heading', { level: 1, name: 'Mammography' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/services/modalities/mammography');
  expect(router.state.historyAction).toBe('REPLACE');
  expect(
    screen.getByRole('heading', { level: 2, name: 'Screening mammography without a referral' }),
  ).toBeInTheDocument();
});

test('any address in the section with capitals goes to its lowercase form, keeping the query and hash', async () => {
  const { router } = renderSection('/Services/Subspecialties/NeuroRadiology?from=menu#common-exams');
  expect(await screen.findByRole('heading', { level: 1, name: 'Neuroradiology' })).toBeInTheDocument();
  expect(router.state.location).toMatchObject({
    pathname: '/services/subspecialties/neuroradiology',
    search: '?from=menu',
    hash: '#common-exams',
  });
});

test('an unknown address in the section goes to /404', async () => {
  const { router } = renderSection('/services/modalities/x-ray-vision');
  expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/404');
});

/** Every internal link on a rendered page, as the hrefs a visitor would follow. */
function internalLinks(): string[] {
  return screen
    .getAllByRole('link')
    .map((link) => link.getAttribute('href') ?? '')
    .filter((href) => href.startsWith('/'));
}

test('every internal link in the section leads to a working page', async () => {
  const seen = new Set<string>();
  const queue = pageRoutes.map((route) => route.path);
  const outside = new Set<string>();
  while (queue.length > 0) {
    const path = queue.shift() as string;
    if (seen.has(path)) continue;
    seen.add(path);
    const { unmount, router } = renderSection(path, { swrFallback });
    const heading = await screen.findByRole('heading', { level: 1 });
    expect({ path, heading: heading.textContent, at: router.state.location.pathname }).toEqual({
      path,
      heading: expect.not.stringMatching(/^(Not found|Elsewhere)$/),
      at: path.endsWith('/') && path.length > 1 ? path : path.toLowerCase(),
    });
    for (const href of internalLinks()) {
      if (href.startsWith('/services')) queue.push(href);
      else outside.add(href);
    }
    unmount();
  }
  expect(seen.size).toBeGreaterThanOrEqual(19);
  expect([...outside].filter((href) => !OTHER_SECTIONS.has(href))).toEqual([]);
}, 30_000);

it('lists for the sitemap the overview, the page for referring physicians and every exam and subspecialty page', () => {
  expect(publicRoutePaths(routes)).toEqual([
    sectionPages.index.path,
    sectionPages.referringPhysicians.path,
    ...catalogue.map((entry) => servicePath(entry.kind, entry.slug)),
  ]);
});
