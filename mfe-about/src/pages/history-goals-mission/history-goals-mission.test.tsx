import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@site/test-support/render';
import { buildSettings } from '@site/test-support/builders';
import { HistoryGoalsMission } from './history-goals-mission.tsx';

const render = (settings = buildSettings()) =>
  renderWithProviders(<HistoryGoalsMission />, { swrFallback: { '/api/settings': settings } });

it('shows the title and the history, goals and mission sections in order', () => {
  render();
  expect(screen.getByRole('heading', { level: 1, name: 'History, Goals, Mission' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    'Our History',
    'Our Goals',
    'Our Mission',
  ]);
  expect(within(screen.getByRole('region', { name: 'Our Goals' })).getAllByRole('listitem')).toHaveLength(6);
});

it('tells the story with the founding year, head counts and billing date from the settings', () => {
  render();
  const history = screen.getByRole('region', { name: 'Our History' });
  expect(within(history).getByText(/began in 1975/)).toBeInTheDocument();
  expect(within(history).getByText(/47 physicians and 5 physician assistants/)).toBeInTheDocument();
  expect(within(history).getByText(/Since October 1st, 2015, a dedicated billing company/)).toBeInTheDocument();
  expect(within(history).getByRole('link', { name: 'Read about billing for our services' })).toHaveAttribute(
    'href',
    '/patient-information/billing-information',
  );
});

it('follows the settings rather than fixed numbers', () => {
  render(buildSettings({ founded_year: 1976, physician_count: 50, physician_assistant_count: 6 }));
  expect(screen.getByText(/began in 1976/)).toBeInTheDocument();
  expect(screen.getByText(/50 physicians and 6 physician assistants/)).toBeInTheDocument();
});
