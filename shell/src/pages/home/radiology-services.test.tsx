import { mockFetch, renderWithProviders } from '@site/test-support/render';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { RadiologyServices } from './radiology-services.tsx';
import { buildServiceSummary } from '@site/test-support/builders';

const modalities = [
  buildServiceSummary({ name: 'CT Scan', url: '/services/modalities/ct-scan' }),
  buildServiceSummary({ name: 'Ultrasound', url: '/services/modalities/ultrasound' }),
];
const subspecialties = [
  buildServiceSummary({ name: 'Neuroradiology', url: '/services/subspecialties/neuroradiology' }),
  buildServiceSummary({ name: 'Body Imaging', url: '/services/subspecialties/body-imaging' }),
  buildServiceSummary({ name: "Women's Imaging", url: '/services/subspecialties/womens-imaging' }),
];
const failure = { status: 500, body: { error: { code: 'internal', message: 'Down' } } };

const region = () => screen.getByRole('region', { name: 'Radiology Services' });
const cardNames = () =>
  within(region())
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('RadiologyServices', () => {
  it('lists the modalities by default, each card with its short description and a link to its page', async () => {
    mockFetch({ '/api/modalities': modalities, '/api/subspecialties': subspecialties });
    renderWithProviders(<RadiologyServices />);
    expect(await screen.findByRole('link', { name: 'CT Scan' })).toHaveAttribute(
      'href',
      '/services/modalities/ct-scan',
    );
    expect(screen.getByRole('button', { name: 'Modalities' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Subspecialties' })).toHaveAttribute('aria-pressed', 'false');
    expect(cardNames()).toEqual(['CT Scan', 'Ultrasound']);
    expect(screen.getByText('About Ultrasound.')).toBeInTheDocument();
  });

  it('switches to the subspecialties and back', async () => {
    const user = userEvent.setup();
    mockFetch({ '/api/modalities': modalities, '/api/subspecialties': subspecialties });
    renderWithProviders(<RadiologyServices />);
    await screen.findByRole('link', { name: 'CT Scan' });

    await user.click(screen.getByRole('button', { name: 'Subspecialties' }));
    expect(await screen.findByRole('link', { name: 'Neuroradiology' })).toHaveAttribute(
      'href',
      '/services/subspecialties/neuroradiology',
    );
    expect(cardNames()).toEqual(['Neuroradiology', 'Body Imaging', "Women's Imaging"]);
    expect(screen.getByRole('button', { name: 'Subspecialties' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Modalities' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: 'Modalities' }));
    expect(cardNames()).toEqual(['CT Scan', 'Ultrasound']);
  });

  it('shows skeletons and a loading status while the list loads', () => {
    global.fetch = jest.fn(() => new Promise<Response>(() => undefined));
    renderWithProviders(<RadiologyServices />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading modalities…');
    expect(screen.getAllByTestId('skeleton').length).toBeGreaterThan(0);
    expect(cardNames()).toEqual([]);
  });

  it('shows an error with Retry when the list fails, and the list once Retry succeeds', async () => {
    const user = userEvent.setup();
    const routes: Record<string, unknown> = { '/api/modalities': failure, '/api/subspecialties': subspecialties };
    mockFetch(routes);
    renderWithProviders(<RadiologyServices />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'We could not load the modalities' })).toBeInTheDocument();

    routes['/api/modalities'] = modalities;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'CT Scan' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when a list is empty', async () => {
    const user = userEvent.setup();
    mockFetch({ '/api/modalities': modalities, '/api/subspecialties': [] });
    renderWithProviders(<RadiologyServices />);
    await screen.findByRole('link', { name: 'CT Scan' });
    await user.click(screen.getByRole('button', { name: 'Subspecialties' }));
    expect(await screen.findByText('No subspecialties are listed right now.')).toBeInTheDocument();
  });

  it('links to the services index, also when the lists fail', async () => {
    mockFetch({ '/api/modalities': failure, '/api/subspecialties': failure });
    renderWithProviders(<RadiologyServices />);
    await screen.findByRole('alert');
    expect(screen.getByRole('link', { name: 'See all services' })).toHaveAttribute('href', '/services');
  });
});
