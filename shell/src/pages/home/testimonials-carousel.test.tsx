import { mockFetch, renderWithProviders } from '@site/test-support/render';
import { fireEvent, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { buildTestimonial } from '@site/test-support/builders';
import { stubReducedMotion } from '../../test-support/home.ts';
import {
  TESTIMONIAL_AUTOPLAY_DELAY_MS,
  TESTIMONIAL_CAROUSEL_OPTIONS,
  TESTIMONIALS_VISIBLE,
  TestimonialsCarousel,
} from './testimonials-carousel.tsx';

// jsdom lays nothing out, so embla would see a single position and never move. A stand-in API with three
// positions lets these tests check what the component asks of embla; home.test.tsx runs the real library.
const mockAutoplay = { play: jest.fn(), stop: jest.fn(), reset: jest.fn() };
const mockEmbla = {
  plugins: () => ({ autoplay: mockAutoplay }),
  scrollSnapList: jest.fn(() => [0, 0.5, 1]),
  scrollPrev: jest.fn(),
  scrollNext: jest.fn(),
  on: jest.fn(),
  off: jest.fn(),
};
jest.mock('embla-carousel-react', () => ({ __esModule: true, default: jest.fn(() => [() => undefined, mockEmbla]) }));
jest.mock('embla-carousel-autoplay', () => ({ __esModule: true, default: jest.fn(() => ({ name: 'autoplay' })) }));

const testimonials = [buildTestimonial(), buildTestimonial(), buildTestimonial()];

function renderCarousel(list = testimonials) {
  mockFetch({ '/api/testimonials': list });
  return renderWithProviders(<TestimonialsCarousel />, { swrFallback: { '/api/testimonials': list } });
}

beforeEach(() => {
  jest.clearAllMocks();
  stubReducedMotion(false);
});

describe('TestimonialsCarousel', () => {
  it('plays every 12.5 seconds in an endless loop, pausing on hover, with mouse dragging off', () => {
    renderCarousel();
    expect(TESTIMONIAL_AUTOPLAY_DELAY_MS).toBe(12500);
    expect(Autoplay).toHaveBeenCalledWith(
      expect.objectContaining({ delay: TESTIMONIAL_AUTOPLAY_DELAY_MS, stopOnMouseEnter: true }),
    );
    expect(useEmblaCarousel).toHaveBeenCalledWith(expect.objectContaining({ loop: true, watchDrag: false }), [
      expect.objectContaining({ name: 'autoplay' }),
    ]);
    expect(TESTIMONIAL_CAROUSEL_OPTIONS).toMatchObject({ loop: true, watchDrag: false });
    expect(mockAutoplay.play).toHaveBeenCalled();
    expect(mockAutoplay.stop).not.toHaveBeenCalled();
  });

  it('lays out two testimonials side by side', () => {
    renderCarousel();
    expect(TESTIMONIALS_VISIBLE).toBe(2);
    const slide = screen.getByRole('group', { name: '1 of 3' });
    expect(slide.parentElement?.style.getPropertyValue('--visible')).toBe('2');
  });

  it('shows each testimonial as a quotation with its location and date', () => {
    renderCarousel();
    const figures = screen.getAllByRole('figure');
    expect(figures).toHaveLength(3);
    const first = figures[0]!;
    const { text, location, name } = testimonials[0]!;
    expect(first.querySelector('blockquote')).toHaveTextContent(text);
    expect(first.querySelector('figcaption')).toHaveTextContent(`${location}, ${name}`);
  });

  it('stops when the visitor presses Pause, and stays stopped when the pointer leaves', async () => {
    const user = userEvent.setup();
    renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Pause testimonials' }));
    expect(screen.getByRole('button', { name: 'Play testimonials' })).toBeVisible();
    expect(mockAutoplay.stop).toHaveBeenCalled();

    mockAutoplay.play.mockClear();
    fireEvent.mouseLeave(screen.getByRole('group', { name: '1 of 3' }).parentElement!.parentElement!);
    expect(mockAutoplay.play).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Play testimonials' }));
    expect(mockAutoplay.play).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pause testimonials' })).toBeVisible();
  });

  it('resumes after a hover when the visitor has not paused it', () => {
    renderCarousel();
    mockAutoplay.play.mockClear();
    fireEvent.mouseLeave(screen.getByRole('group', { name: '1 of 3' }).parentElement!.parentElement!);
    expect(mockAutoplay.play).toHaveBeenCalled();
  });

  it('moves with Previous and Next and restarts the delay', async () => {
    const user = userEvent.setup();
    renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Next testimonials' }));
    expect(mockEmbla.scrollNext).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Previous testimonials' }));
    expect(mockEmbla.scrollPrev).toHaveBeenCalledTimes(1);
    expect(mockAutoplay.reset).toHaveBeenCalledTimes(2);
  });

  it('starts paused when the system asks for reduced motion', () => {
    stubReducedMotion(true);
    renderCarousel();
    expect(screen.getByRole('button', { name: 'Play testimonials' })).toBeVisible();
    expect(mockAutoplay.play).not.toHaveBeenCalled();
  });

  it('has no controls for a single testimonial', () => {
    renderCarousel([buildTestimonial()]);
    expect(screen.getAllByRole('figure')).toHaveLength(1);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows skeletons and a loading status while the testimonials load', () => {
    global.fetch = jest.fn(() => new Promise<Response>(() => undefined));
    renderWithProviders(<TestimonialsCarousel />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading testimonials…');
    expect(screen.getAllByTestId('skeleton')).toHaveLength(TESTIMONIALS_VISIBLE * 2);
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('shows an error with Retry when the testimonials fail, and them once Retry succeeds', async () => {
    const user = userEvent.setup();
    const routes: Record<string, unknown> = {
      '/api/testimonials': { status: 503, body: { error: { code: 'unavailable', message: 'Down' } } },
    };
    mockFetch(routes);
    renderWithProviders(<TestimonialsCarousel />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'We could not load the testimonials' })).toBeInTheDocument();
    routes['/api/testimonials'] = testimonials;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByRole('figure')).toHaveLength(3);
  });

  it('says so when there are no testimonials', async () => {
    mockFetch({ '/api/testimonials': [] });
    renderWithProviders(<TestimonialsCarousel />);
    expect(await screen.findByText('Patient stories will appear here soon.')).toBeInTheDocument();
  });
});
