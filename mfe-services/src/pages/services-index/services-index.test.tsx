import { mockFetch, renderWithProviders } from '@site/test-support/render';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ServicesIndex } from './services-index.tsx';

const summary = (name: string, url: string) => ({ name, description_short: `About ${name}.`, url });
const modalities = [
  summary('MRI', '/services/modalities/magnetic-resonance-imaging'),
  summary('Mammography', '/services/modalities/Mammography'),
];
const subspecialties = [summary('Neuroradiology', '/services/subspecialties/neuroradiology')];

function list(name: string) {
  return within(screen.getByRole('region', { name }));
}

test('lists the modalities and subspecialties the shell already holds, without fetching them again', async () => {
  const fetchMock = mockFetch({});
  renderWithProviders(<ServicesIndex />, {
    route: '/services',
    swrFallback: { '/api/modalities': modalities, '/api/subspecialties': subspecialties },
  });
  expect(screen.getByRole('heading', { level: 1, name: 'Services' })).toBeInTheDocument();
  expect(list('Imaging exams').getByRole('link', { name: 'MRI' })).toHaveAttribute(
    'href',
    '/services/modalities/magnetic-resonance-imaging',
  );
  expect(list('Imaging exams').getByText('About MRI.')).toBeInTheDocument();
  expect(list('Subspecialties').getByRole('link', { name: 'Neuroradiology' })).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(fetchMock).not.toHaveBeenCalled();
});

test('links straight to the lowercase address when a list item carries capitals', () => {
  mockFetch({});
  renderWithProviders(<ServicesIndex />, {
    swrFallback: { '/api/modalities': modalities, '/api/subspecialties': subspecialties },
  });
  expect(screen.getByRole('link', { name: 'Mammography' })).toHaveAttribute('href', '/services/modalities/mammography');
});

test('shows skeletons and a loading status until the lists arrive when nothing is cached yet', async () => {
  const fetchMock = mockFetch({ '/api/modalities': modalities, '/api/subspecialties': subspecialties });
  renderWithProviders(<ServicesIndex />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading services…');
  expect(screen.getAllByTestId('skeleton').length).toBeGreaterThan(0);
  expect(await screen.findByRole('link', { name: 'MRI' })).toBeInTheDocument();
  expect(screen.queryByTestId('skeleton')).not.toBeInTheDocument();
  expect(fetchMock.mock.calls.map(([path]) => path).sort()).toEqual(['/api/modalities', '/api/subspecialties']);
});

test('says so when a list is empty', () => {
  mockFetch({});
  renderWithProviders(<ServicesIndex />, {
    swrFallback: { '/api/modalities': [], '/api/subspecialties': subspecialties },
  });
  expect(list('Imaging exams').getByText('No imaging exams are listed right now.')).toBeInTheDocument();
  expect(list('Subspecialties').getByRole('link', { name: 'Neuroradiology' })).toBeInTheDocument();
});

test('shows an error with Retry when a list fails, and loads it on retry', async () => {
  mockFetch({
    '/api/modalities': { status: 500, body: { error: { code: 'internal', message: 'Boom' } } },
    '/api/subspecialties': subspecialties,
  });
  renderWithProviders(<ServicesIndex />);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('We could not load the imaging exams');
  expect(await screen.findByRole('link', { name: 'Neuroradiology' })).toBeInTheDocument();

  mockFetch({ '/api/modalities': modalities, '/api/subspecialties': subspecialties });
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('link', { name: 'MRI' })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
});

test('points referring physicians to their page', () => {
  mockFetch({});
  renderWithProviders(<ServicesIndex />, {
    swrFallback: { '/api/modalities': modalities, '/api/subspecialties': subspecialties },
  });
  const region = within(screen.getByRole('region', { name: 'For referring physicians' }));
  expect(region.getByRole('link', { name: 'Information for referring physicians' })).toHaveAttribute(
    'href',
    '/services/referring-physicians',
  );
});
