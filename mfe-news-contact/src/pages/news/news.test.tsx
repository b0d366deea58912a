import { mockFetch, renderWithProviders } from '@site/test-support/render';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { buildNewsItem } from '@site/test-support/builders';
import { fetchNeverAnswers } from '../../test-support/fetch.ts';
import { News } from './news.tsx';

const items = [
  buildNewsItem({
    id: 12,
    title: 'New MRI suite opens downtown',
    intro_text: 'Our newest scanner is quieter and faster.',
    photo_small: 'mri-suite.webp',
    published_date: '2026-10-04',
  }),
  buildNewsItem({ id: 8, title: 'Community screening day', photo_small: null, published_date: '2026-05-22' }),
];

const failure = { status: 500, body: { error: { code: 'internal', message: 'Down' } } };

describe('News', () => {
  it('shows a card per story with title link, long date, intro text and small photo', async () => {
    mockFetch({ '/api/news/': items });
    renderWithProviders(<News />, { route: '/news' });

    expect(screen.getByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);

    const first = within(cards[0]!);
    expect(first.getByRole('heading', { level: 2, name: 'New MRI suite opens downtown' })).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'New MRI suite opens downtown' })).toHaveAttribute('href', '/news/12');
    expect(first.getByText('October 4th, 2026')).toHaveAttribute('datetime', '2026-10-04');
    expect(first.getByText('Our newest scanner is quieter and faster.')).toBeInTheDocument();
    const photo = cards[0]!.querySelector('img');
    expect(photo).toHaveAttribute('src', '/media/news/mri-suite.webp');
    expect(photo).toHaveAttribute('width', '480');
    expect(photo).toHaveAttribute('height', '320');

    expect(within(cards[1]!).getByText('May 22nd, 2026')).toBeInTheDocument();
    expect(cards[1]!.querySelector('img')).toBeNull();
  });

  it('shows skeleton cards and a loading status while the news loads', () => {
    fetchNeverAnswers();
    renderWithProviders(<News />, { route: '/news' });

    expect(screen.getAllByTestId('news-card-skeleton')).toHaveLength(3);
    expect(screen.getByRole('status')).toHaveTextContent('Loading news…');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says so when there is no news', async () => {
    mockFetch({ '/api/news/': [] });
    renderWithProviders(<News />, { route: '/news' });

    expect(await screen.findByRole('heading', { level: 2, name: 'No news yet' })).toBeInTheDocument();
  });

  it('shows an error with Retry when the call fails, and loads the news on retry', async () => {
    mockFetch({ '/api/news/': failure });
    renderWithProviders(<News />, { route: '/news' });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'We could not load the news' })).toBeInTheDocument();

    mockFetch({ '/api/news/': items });
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
