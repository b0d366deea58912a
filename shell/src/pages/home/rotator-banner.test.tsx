import { mockFetch, renderWithProviders } from '@site/test-support/render';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ROTATOR_IMAGE_SIZE, ROTATOR_INTERVAL_MS, RotatorBanner } from './rotator-banner.tsx';
import { buildRotatorSlide, buildSettings } from '@site/test-support/builders';
import { stubReducedMotion } from '../../test-support/home.ts';

const settings = buildSettings();
const [first, second, third] = [buildRotatorSlide(), buildRotatorSlide(), buildRotatorSlide()];
const slides = [first, second, third];

/** Renders the banner with the slides already in the cache, as after a first visit. */
function renderWithSlides(list = slides) {
  mockFetch({ '/api/rotator': list, '/api/settings': settings });
  return renderWithProviders(<RotatorBanner />, {
    swrFallback: { '/api/rotator': list, '/api/settings': settings },
  });
}

const currentTitle = () => screen.getByRole('heading', { level: 2 }).textContent;
const tick = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => {
  jest.useFakeTimers();
  stubReducedMotion(false);
});

afterEach(() => {
  jest.useRealTimers();
});

describe('RotatorBanner', () => {
  it('shows the first slide with its title, text and a Learn More link to the history page', () => {
    renderWithSlides();
    const slide = screen.getByRole('group', { name: '1 of 3' });
    expect(within(slide).getByRole('heading', { name: first.title })).toBeInTheDocument();
    expect(within(slide).getByText(first.text)).toBeInTheDocument();
    expect(
      within(slide).getByRole('link', { name: 'Learn More about our history, goals and mission' }),
    ).toHaveAttribute('href', '/about-us/history-goals-mission');
    // Only the current slide is exposed to assistive technology.
    expect(screen.getAllByRole('heading')).toHaveLength(1);
  });

  it('loads the first image eagerly at high priority with its size, and the others lazily', () => {
    const { container } = renderWithSlides();
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(3);
    expect(images[0]).toHaveAttribute('src', `/media/rotator/${first.image}`);
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[0]).toHaveAttribute('width', String(ROTATOR_IMAGE_SIZE.width));
    expect(images[0]).toHaveAttribute('height', String(ROTATOR_IMAGE_SIZE.height));
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    expect(images[1]).not.toHaveAttribute('fetchpriority');
    expect(images[2]).toHaveAttribute('loading', 'lazy');
  });

  it('moves to the next slide every 8 seconds and wraps around', () => {
    renderWithSlides();
    expect(ROTATOR_INTERVAL_MS).toBe(8000);
    tick(ROTATOR_INTERVAL_MS - 1);
    expect(currentTitle()).toBe(first.title);
    tick(1);
    expect(currentTitle()).toBe(second.title);
    tick(ROTATOR_INTERVAL_MS);
    expect(currentTitle()).toBe(third.title);
    tick(ROTATOR_INTERVAL_MS);
    expect(currentTitle()).toBe(first.title);
  });

  it('stops when the visitor presses Pause and moves again after Play', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithSlides();
    await user.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    tick(ROTATOR_INTERVAL_MS * 3);
    expect(currentTitle()).toBe(first.title);

    await user.click(screen.getByRole('button', { name: 'Play slideshow' }));
    // Moving the pointer away: it stops only while hovered.
    fireEvent.mouseLeave(screen.getByRole('region', { name: 'Highlights' }));
    tick(ROTATOR_INTERVAL_MS);
    expect(currentTitle()).toBe(second.title);
  });

  it('goes to the previous and next slides with the buttons', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithSlides();
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentTitle()).toBe(third.title);
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentTitle()).toBe(second.title);
  });

  it('stops while the pointer is over it and resumes when it leaves', () => {
    renderWithSlides();
    const region = screen.getByRole('region', { name: 'Highlights' });
    fireEvent.mouseEnter(region);
    tick(ROTATOR_INTERVAL_MS * 2);
    expect(currentTitle()).toBe(first.title);
    fireEvent.mouseLeave(region);
    tick(ROTATOR_INTERVAL_MS);
    expect(currentTitle()).toBe(second.title);
  });

  it('stops while a slide link has keyboard focus', () => {
    renderWithSlides();
    act(() => screen.getByRole('link', { name: 'Learn More about our history, goals and mission' }).focus());
    tick(ROTATOR_INTERVAL_MS * 2);
    expect(currentTitle()).toBe(first.title);
    act(() => screen.getByRole('link', { name: 'Learn More about our history, goals and mission' }).blur());
    tick(ROTATOR_INTERVAL_MS);
    expect(currentTitle()).toBe(second.title);
  });

  it('does not play on its own when the system asks for reduced motion', () => {
    stubReducedMotion(true);
    renderWithSlides();
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    tick(ROTATOR_INTERVAL_MS * 2);
    expect(currentTitle()).toBe(first.title);
  });

  it('shows a single slide without controls', () => {
    renderWithSlides([first]);
    expect(currentTitle()).toBe(first.title);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a skeleton and a loading status while the slides load', () => {
    mockFetch({ '/api/settings': settings });
    // A fetch that never answers keeps the banner loading.
    global.fetch = jest.fn(() => new Promise<Response>(() => undefined));
    renderWithProviders(<RotatorBanner />, { swrFallback: { '/api/settings': settings } });
    expect(screen.getByRole('status')).toHaveTextContent('Loading highlights…');
    expect(screen.getByTestId('skeleton')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('RotatorBanner without slides', () => {
  it('shows a static banner with the organisation name and Learn More when the call fails', async () => {
    jest.useRealTimers();
    mockFetch({ '/api/rotator': { status: 500, body: { error: { code: 'internal', message: 'Down' } } } });
    renderWithProviders(<RotatorBanner />, { swrFallback: { '/api/settings': settings } });
    expect(await screen.findByText('Riverbend Radiology Physicians')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Learn More about our history, goals and mission' })).toHaveAttribute(
      'href',
      '/about-us/history-goals-mission',
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the static banner when there are no slides', async () => {
    jest.useRealTimers();
    mockFetch({ '/api/rotator': [] });
    renderWithProviders(<RotatorBanner />, {
      swrFallback: { '/api/settings': buildSettings({ organization_name: 'Test Imaging' }) },
    });
    expect(await screen.findByText('Test Imaging')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Learn More about our history, goals and mission' })).toBeInTheDocument();
  });
});
