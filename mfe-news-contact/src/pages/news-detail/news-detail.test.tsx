import { mockFetch, renderWithProviders } from '@site/test-support/render';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { buildSettings, buildNewsItem } from '@site/test-support/builders';
import { fetchNeverAnswers } from '../../test-support/fetch.ts';
import { NewsDetail } from './news-detail.tsx';

const story = buildNewsItem({
  id: 7,
  title: 'Two new fellows join the practice',
  published_date: '2026-08-21',
  photo_large: 'fellows.webp',
  photo_large_caption: 'The new fellows outside the reading room.',
  full_text: '<p>They start in <strong>July</strong>.</p><p>Welcome!</p>',
});

function renderDetail(route: string) {
  return renderWithProviders(<NewsDetail />, { route, path: '/news/:id' });
}

describe('NewsDetail', () => {
  it('shows the headline, date, large photo with caption and the full text as HTML', async () => {
    mockFetch({ '/api/news/?id=7': story });
    renderDetail('/news/7');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Two new fellows join the practice' }),
    ).toBeInTheDocument();
    expect(screen.getByText('August 21st, 2026')).toHaveAttribute('datetime', '2026-08-21');

    const figure = screen.getByRole('figure');
    // The caption describes the picture once; the picture itself is not announced a second time.
    const photo = figure.querySelector('img');
    expect(photo).toHaveAttribute('alt', '');
    expect(photo).toHaveAttribute('src', '/media/news/fellows.webp');
    expect(photo).toHaveAttribute('width', '1200');
    expect(photo).toHaveAttribute('height', '675');
    expect(figure.querySelector('figcaption')).toHaveTextContent('The new fellows outside the reading room.');

    expect(screen.getByText('July').tagName).toBe('STRONG');
    expect(screen.getByText('Welcome!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to all news/ })).toHaveAttribute('href', '/news');
  });

  it('titles the page with the headline', async () => {
    mockFetch({
      '/api/news/?id=7': story,
      '/api/settings': buildSettings({ organization_name: 'Test Radiology Group' }),
    });
    renderDetail('/news/7');

    await waitFor(() => expect(document.title).toBe('Two new fellows join the practice | Test Radiology Group'));
  });

  it('treats a photo without a caption as decorative, never describing it with the headline', async () => {
    mockFetch({ '/api/news/?id=7': { ...story, photo_large_caption: null } });
    const { container } = renderDetail('/news/7');

    await screen.findByRole('heading', { level: 1, name: 'Two new fellows join the practice' });
    expect(container.querySelector('figure img')).toHaveAttribute('alt', '');
    expect(container.querySelector('figcaption')).toBeNull();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows a skeleton and a loading status while the story loads', () => {
    fetchNeverAnswers();
    renderDetail('/news/7');

    expect(screen.getByTestId('news-detail-skeleton')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Loading the news story…');
  });

  it('goes to /404 for an unknown id', async () => {
    mockFetch({});
    renderDetail('/news/999');

    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
  });

  it('goes to /404 for an id that cannot name a story, without asking the API', async () => {
    const fetchMock = mockFetch({});
    renderDetail('/news/latest');

    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows an error with Retry for other failures, and the story on retry', async () => {
    mockFetch({ '/api/news/?id=7': { status: 503, body: { error: { code: 'unavailable', message: 'Busy' } } } });
    renderDetail('/news/7');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'We could not load this story' })).toBeInTheDocument();

    mockFetch({ '/api/news/?id=7': story });
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Two new fellows join the practice' }),
    ).toBeInTheDocument();
  });

  it('puts the story in the page as NewsArticle data with the practice as publisher', async () => {
    mockFetch({ '/api/news/?id=7': story, '/api/settings': buildSettings() });
    const { container } = renderDetail('/news/7');
    await screen.findByRole('heading', { level: 1, name: 'Two new fellows join the practice' });
    await waitFor(() => expect(container.querySelector('script[type="application/ld+json"]')).not.toBeNull());
    const block = container.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(block!.textContent!)).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Two new fellows join the practice',
      datePublished: '2026-08-21',
      image: [`${window.location.origin}/media/news/fellows.webp`],
      publisher: { name: buildSettings().organization_name },
    });
  });
});
