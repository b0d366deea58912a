import { mockFetch, renderWithProviders } from '@site/test-support/render';
import { screen, waitFor, within } from '@testing-library/react';
import { HistoryStatistics } from './history-statistics.tsx';

const builtIns = [
  '10 Million+ Studies since 2003',
  '3.5 Million+ Members served since 2003',
  '40 Locations',
  '24/7/365 Service',
  '95%+ STAT turnaround under 30 minutes',
];

const statistics = () =>
  within(screen.getByRole('region', { name: 'Our History in Numbers' }))
    .getAllByRole('listitem')
    .filter((item) => item.getAttribute('aria-hidden') !== 'true')
    .map((item) => Array.from(item.children, (part) => part.textContent).join(' '));

describe('HistoryStatistics', () => {
  it('shows the five built-in statistics, then the quick facts in their order', async () => {
    mockFetch({
      '/api/quickfacts/': [
        { number: '52', title: 'Physicians and physician assistants' },
        { number: '1975', title: 'Serving the region since' },
      ],
    });
    renderWithProviders(<HistoryStatistics />);
    expect(await screen.findByText('Serving the region since')).toBeInTheDocument();
    expect(statistics()).toEqual([
      ...builtIns,
      '52 Physicians and physician assistants',
      '1975 Serving the region since',
    ]);
  });

  it('shows the built-ins alone, with no error, when the quick facts fail', async () => {
    const fetch = mockFetch({
      '/api/quickfacts/': { status: 500, body: { error: { code: 'internal', message: 'x' } } },
    });
    renderWithProviders(<HistoryStatistics />);
    // The loading status goes once the call has failed.
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(fetch).toHaveBeenCalledWith('/api/quickfacts/', expect.anything());
    expect(statistics()).toEqual(builtIns);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the built-ins and skeletons while the quick facts load', () => {
    global.fetch = jest.fn(() => new Promise<Response>(() => undefined));
    renderWithProviders(<HistoryStatistics />);
    expect(statistics()).toEqual(builtIns);
    expect(screen.getAllByTestId('skeleton').length).toBeGreaterThan(0);
    expect(screen.getByRole('status')).toHaveTextContent('Loading more facts…');
  });
});
