import { mockFetch, renderWithProviders } from '@site/test-support/render';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { PRACTICE_CONTACTS_PATH, SETTINGS_PATH } from '@site/shared';
import { buildPracticeContact, buildSettings } from '@site/test-support/builders';
import { ReferringPhysicians } from './referring-physicians.tsx';

// Different from the demo settings, to show the contacts come from the settings and not from the page.
const settings = buildSettings({
  organization_name: 'Lakeside Imaging Group',
  phone: '(937) 555-0142',
  fax: '(937) 555-0143',
  email: 'office@lakeside.example',
});

const room = (title: string, phone: string, hours: string | null) =>
  buildPracticeContact({ group: 'reading-rooms', title, full_name: null, phone, email: null, hours });
// Different from the demo lines, to show they come from the API: one for a subspecialty the site has a page
// for, typed with a curly apostrophe, one without a page, and a person of another group.
const contacts = [
  room('Neuroradiology', '(937) 555-0161', '24 hours, every day'),
  room('Women’s Imaging', '(937) 555-0162', null),
  room('Pediatric Imaging', '(937) 555-0163', 'Weekdays'),
  buildPracticeContact({ group: 'careers', title: 'Recruiter', full_name: 'Rita Recruiter' }),
];
const pageData = { [SETTINGS_PATH]: settings, [PRACTICE_CONTACTS_PATH]: contacts };

function region(name: string) {
  return within(screen.getByRole('region', { name }));
}

test('explains how to order, schedule, get STAT reads, consult a radiologist and get images and reports', () => {
  mockFetch({ '/api/settings': settings });
  renderWithProviders(<ReferringPhysicians />, { swrFallback: pageData });
  expect(screen.getByRole('heading', { level: 1, name: 'For Referring Physicians' })).toBeInTheDocument();
  expect(region('How to order an exam').getByText(/NPI, signature and date/)).toBeInTheDocument();
  expect(region('How to schedule').getByRole('link', { name: 'Imaging locations' })).toHaveAttribute(
    'href',
    '/patient-information/locations',
  );
  expect(
    region('STAT reads and turnaround').getByText('More than 95% of STAT exams are read within 30 minutes.'),
  ).toBeInTheDocument();
  expect(region('Talk with a radiologist').getByText(/call the reading room/)).toBeInTheDocument();
  expect(region('Images and reports').getByRole('link', { name: 'Your images and reports' })).toHaveAttribute(
    'href',
    '/patient-information/images-and-reports',
  );
});

test('lists each reading room line from the API with a link to its subspecialty page, a phone link and its hours', () => {
  mockFetch({ '/api/settings': settings });
  renderWithProviders(<ReferringPhysicians />, { swrFallback: pageData });
  const rooms = region('Subspecialty contacts').getAllByRole('listitem');
  expect(rooms).toHaveLength(3);
  const neuro = within(rooms[0]!);
  expect(neuro.getByRole('link', { name: 'Neuroradiology' })).toHaveAttribute(
    'href',
    '/services/subspecialties/neuroradiology',
  );
  expect(neuro.getByRole('link', { name: '(937) 555-0161' })).toHaveAttribute('href', 'tel:+19375550161');
  expect(neuro.getByText('24 hours, every day')).toBeInTheDocument();
  expect(within(rooms[1]!).getByRole('link', { name: 'Women’s Imaging' })).toHaveAttribute(
    'href',
    '/services/subspecialties/womens-imaging',
  );
  expect(within(rooms[1]!).queryByText('Hours')).not.toBeInTheDocument();
  // A subspecialty without a page of its own is named without a link.
  expect(within(rooms[2]!).queryByRole('link', { name: 'Pediatric Imaging' })).not.toBeInTheDocument();
  expect(within(rooms[2]!).getByText('Pediatric Imaging')).toBeInTheDocument();
  expect(screen.queryByText('Rita Recruiter')).not.toBeInTheDocument();
});

test('points to the office when there are no reading room lines, and offers Retry when they fail to load', async () => {
  mockFetch({ '/api/settings': settings });
  const { unmount } = renderWithProviders(<ReferringPhysicians />, {
    swrFallback: { ...pageData, [PRACTICE_CONTACTS_PATH]: [] },
  });
  expect(region('Subspecialty contacts').getByText(/put you through to the right radiologist/)).toBeInTheDocument();
  unmount();

  mockFetch({
    '/api/settings': settings,
    [PRACTICE_CONTACTS_PATH]: { status: 503, body: { error: { code: 'unavailable', message: 'Down' } } },
  });
  renderWithProviders(<ReferringPhysicians />, { swrFallback: { [SETTINGS_PATH]: settings } });
  expect(region('Subspecialty contacts').getByRole('status')).toHaveTextContent('Loading the reading room lines…');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('We could not load the reading room lines');
  mockFetch({ '/api/settings': settings, [PRACTICE_CONTACTS_PATH]: contacts });
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('link', { name: '(937) 555-0161' })).toBeInTheDocument();
});

test("shows the office's name, phone, fax and e-mail from the site settings", () => {
  mockFetch({ '/api/settings': settings });
  renderWithProviders(<ReferringPhysicians />, { swrFallback: pageData });
  const office = region('Contact our office');
  expect(office.getByText('Lakeside Imaging Group')).toBeInTheDocument();
  expect(office.getByRole('link', { name: '(937) 555-0142' })).toHaveAttribute('href', 'tel:+19375550142');
  expect(office.getByText('(937) 555-0143')).toBeInTheDocument();
  expect(office.getByRole('link', { name: 'office@lakeside.example' })).toHaveAttribute(
    'href',
    'mailto:office@lakeside.example',
  );
});

test('shows a loading status while the settings load, and an error with Retry if they fail', async () => {
  mockFetch({ '/api/settings': { status: 503, body: { error: { code: 'unavailable', message: 'Down' } } } });
  renderWithProviders(<ReferringPhysicians />, { swrFallback: { [PRACTICE_CONTACTS_PATH]: contacts } });
  expect(region('Contact our office').getByRole('status')).toHaveTextContent('Loading contact details…');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('We could not load our contact details');

  mockFetch({ '/api/settings': settings });
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('link', { name: 'office@lakeside.example' })).toBeInTheDocument();
});

test('shows its illustration and links to resources for ordering', () => {
  mockFetch({ '/api/settings': settings });
  renderWithProviders(<ReferringPhysicians />, { swrFallback: pageData });
  expect(screen.getByRole('img', { name: /imaging order on a clipboard/ })).toHaveAttribute('loading', 'lazy');
  expect(region('Resources').getByRole('link', { name: /ACR Appropriateness Criteria/ })).toHaveAttribute(
    'href',
    'https://acsearch.acr.org/list',
  );
});
