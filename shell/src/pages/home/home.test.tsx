import { mockFetch, renderWithProviders } from '@site/test-support/render';
import { screen, waitFor, within } from '@testing-library/react';
import { Home } from './home.tsx';
import { buildRotatorSlide, buildServiceSummary, buildSettings, buildTestimonial } from '@site/test-support/builders';
import { stubObservers, stubReducedMotion } from '../../test-support/home.ts';

// The real fragment loads the newsContact remote through Module Federation, which jest cannot do.
jest.mock('../../federation/remote-fragment.tsx', () => ({
  RemoteFragment: ({ remote, module }: { remote: string; module: string }) => (
    <p>
      Fragment {remote}/{module}
    </p>
  ),
}));

const settings = buildSettings();
const failure = { status: 500, body: { error: { code: 'internal', message: 'Down' } } };
const slides = [buildRotatorSlide(), buildRotatorSlide()];
const testimonials = [buildTestimonial(), buildTestimonial(), buildTestimonial()];
const working = {
  '/api/settings': settings,
  '/api/rotator': slides,
  '/api/modalities': [buildServiceSummary({ name: 'CT Scan', url: '/services/modalities/ct-scan' })],
  '/api/subspecialties': [
    buildServiceSummary({ name: 'Neuroradiology', url: '/services/subspecialties/neuroradiology' }),
  ],
  '/api/quickfacts/': [{ number: '52', title: 'Physicians and physician assistants' }],
  '/api/testimonials': testimonials,
};

function renderHome(routes: Record<string, unknown>) {
  mockFetch(routes);
  return renderWithProviders(<Home />, { swrFallback: { '/api/settings': settings } });
}

beforeEach(() => {
  stubReducedMotion(false);
  stubObservers();
});

describe('Home', () => {
  it('is titled with the organisation name and introduced with its facts', async () => {
    renderHome(working);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Riverbend Radiology Physicians');
    expect(
      screen.getByText(/47 physicians and 5 physician assistants .* around Dayton since 1975\./),
    ).toBeInTheDocument();
    await screen.findByRole('link', { name: 'CT Scan' });
  });

  it('shows every block in order, under one h1 with h2 sections', async () => {
    renderHome(working);
    await screen.findByRole('link', { name: 'CT Scan' });
    await screen.findByText('Physicians and physician assistants');
    await screen.findByText(testimonials[2]!.text);
    const h2s = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(h2s).toEqual([
      slides[0]!.title,
      'Quick links',
      'Radiology Services',
      'Our History in Numbers',
      'What Our Patients Say',
      'Latest News',
    ]);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('runs the real testimonials carousel with its Pause button', async () => {
    renderHome(working);
    const region = await screen.findByRole('region', { name: 'Testimonials' });
    expect(within(region).getAllByRole('figure')).toHaveLength(3);
    expect(within(region).getByRole('button', { name: 'Pause testimonials' })).toBeVisible();
  });

  it('shows the latest news fragment between its heading and the Read More News link', async () => {
    renderHome(working);
    const news = screen.getByRole('region', { name: 'Latest News' });
    expect(within(news).getByText('Fragment newsContact/LatestNews')).toBeInTheDocument();
    expect(within(news).getByRole('link', { name: 'Read More News' })).toHaveAttribute('href', '/news');
    await screen.findByRole('link', { name: 'CT Scan' });
  });

  it('keeps the page whole when every call but the settings fails', async () => {
    renderHome({
      '/api/settings': settings,
      '/api/rotator': failure,
      '/api/modalities': failure,
      '/api/subspecialties': failure,
      '/api/quickfacts/': failure,
      '/api/testimonials': failure,
    });
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(screen.getByRole('heading', { name: 'We could not load the modalities' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'We could not load the testimonials' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(2);
    // The rotator falls back to a static banner, the statistics to the built-ins.
    const highlights = screen.getByRole('region', { name: 'Highlights' });
    expect(within(highlights).getByText('Riverbend Radiology Physicians')).toBeInTheDocument();
    expect(
      within(highlights).getByRole('link', { name: 'Learn More about our history, goals and mission' }),
    ).toBeInTheDocument();
    expect(screen.getByText('STAT turnaround under 30 minutes')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Our Services|For Patients|Grow With Us/ })).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Read More News' })).toBeInTheDocument();
  });

  it('gives search engines the practice as MedicalOrganization data from the settings', async () => {
    const { container } = renderHome(working);
    await screen.findByRole('link', { name: 'CT Scan' });
    const blocks = container.querySelectorAll('script[type="application/ld+json"]');
    expect(blocks).toHaveLength(1);
    expect(JSON.parse(blocks[0]!.textContent!)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'MedicalOrganization',
      name: 'Riverbend Radiology Physicians',
      url: `${window.location.origin}/`,
      telephone: '+1-937-555-0100',
      address: { streetAddress: settings.street_address, addressLocality: settings.city },
    });
  });
});
