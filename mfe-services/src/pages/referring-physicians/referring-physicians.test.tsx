import { mockFetch, renderWithProviders } from '@site/shared/test-utils';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { buildSettings } from '../../test-utils/render-section.tsx';
import { ReferringPhysicians } from './referring-physicians.tsx';

// Different from the demo settings, to show the contacts come from the settings and not from the page.
const settings = buildSettings({
  organization_name: 'Lakeside Imaging Group',
  phone: '(937) 555-0142',
  fax: '(937) 555-0143',
  email: 'office@lakeside.example',
});

function region(name: string) {
  return within(screen.getByRole('region', { name }));
}

test('explains how to order, schedule, get STAT reads, consult a radiologist and get images and reports', () => {
  mockFetch({ '/api/settings': settings });
  renderWithProviders(<ReferringPhysicians />, { swrFallback: { '/api/settings': settings } });
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

test('lists each subspecialty reading room with a link to its page, a phone link and its hours', () => {
  mockFetch({ '/api/settings': settings });
  renderWithProviders(<ReferringPhysicians />, { swrFallback: { '/api/settings': settings } });
  const rooms = region('Subspecialty contacts').getAllByRole('listitem');
  expect(rooms).toHaveLength(8);
  const neuro = within(rooms.find((room) => room.textContent?.startsWith('Neuroradiology')) as HTMLElement);
  expect(neuro.getByRole('link', { name: 'Neuroradiology' })).toHaveAttribute(
    'href',
    '/services/subspecialties/neuroradiology',
  );
  expect(neuro.getByRole('link', { name: '(937) 555-0177' })).toHaveAttribute('href', 'tel:+19375550177');
  expect(neuro.getByText('24 hours, every day')).toBeInTheDocument();
});

test("shows the office's name, phone, fax and e-mail from the site settings", () => {
  mockFetch({ '/api/settings': settings });
  renderWithProviders(<ReferringPhysicians />, { swrFallback: { '/api/settings': settings } });
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
  renderWithProviders(<ReferringPhysicians />);
  expect(region('Contact our office').getByRole('status')).toHaveTextContent('Loading contact details…');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('We could not load our contact details');

  mockFetch({ '/api/settings': settings });
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('link', { name: 'office@lakeside.example' })).toBeInTheDocument();
});

test('shows its illustration and links to resources for ordering', () => {
  mockFetch({ '/api/settings': settings });
  renderWithProviders(<ReferringPhysicians />, { swrFallback: { '/api/settings': settings } });
  expect(screen.getByRole('img', { name: /imaging order on a clipboard/ })).toHaveAttribute('loading', 'lazy');
  expect(region('Resources').getByRole('link', { name: /ACR Appropriateness Criteria/ })).toHaveAttribute(
    'href',
    'https://acsearch.acr.org/list',
  );
});
