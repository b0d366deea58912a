import { mockFetch, renderWithProviders } from '@site/test-support/render';
import { screen, waitFor, within } from '@testing-library/react';
import { buildNewsItem } from '@site/test-support/builders';
import { fetchNeverAnswers } from '../../test-support/fetch.ts';
import { LatestNews } from './latest-news.tsx';

const items = [
  buildNewsItem({ id: 9, title: 'New MRI suite opens', published_date: '2026-10-04' }),
  buildNewsItem({ id: 7, title: 'Two fellows join us', published_date: '2026-08-21' }),
  buildNewsItem({ id: 4, title: 'Screening day recap', published_date: '2026-03-15' }),
  buildNewsItem({ id: 2, title: 'An older story', published_date: '2025-12-01' }),
];

describe('LatestNews', () => {
  it('lists the three newest stories with day, abbreviated month and a link to each', async () => {
    mockFetch({ '/api/news/': items });
    renderWithProviders(<LatestNews />);

    const list = await screen.findByRole('list');
    const entries = within(list).getAllByRole('listitem');
    expect(entries).toHaveLength(3);
    expect(screen.queryByText('An older story')).not.toBeInTheDocument();

    const first = within(entries[0]!);
    expect(first.getByRole('heading', { level: 3, name: 'New MRI suite opens' })).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'New MRI suite opens' })).toHaveAttribute('href', '/news/9');
    expect(first.getByText('04')).toBeInTheDocument();
    expect(first.getByText('Oct')).toBeInTheDocument();
    expect(first.getByText('October 4th, 2026')).toBeInTheDocument();
    expect(within(entries[2]!).getByRole('link', { name: 'Screening day recap' })).toHaveAttribute('href', '/news/4');
  });

  it('shows three skeleton rows and a status while loading', () => {
    fetchNeverAnswers();
    renderWithProviders(<LatestNews />);

    expect(screen.getAllByTestId('latest-news-skeleton')).toHaveLength(3);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the latest news…');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('renders nothing when the call fails, so Home hides the block', async () => {
    mockFetch({ '/api/news/': { status: 500, body: { error: { code: 'internal', message: 'Down' } } } });
    const { container } = renderWithProviders(<LatestNews />);

    expect(container).not.toBeEmptyDOMElement();
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it('says so when there is no news', async () => {
    mockFetch({ '/api/news/': [] });
    renderWithProviders(<LatestNews />);

    expect(await screen.findByText('There are no news stories at the moment.')).toBeInTheDocument();
  });
});
