import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@site/shared/test-utils';
import { leadershipContent } from '../../content/leadership.ts';
import { Leadership } from './leadership.tsx';

it('shows the page title once, two leader profiles, then the four leadership lists in order', () => {
  renderWithProviders(<Leadership />);
  expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Leadership']);
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    'Alan Sutherland, MD',
    'Amara Okafor, MD',
    'Executive Committee',
    'Medical Directors',
    'Clinical Leadership',
    'Educational Leadership',
  ]);
});

it('shows each leader with a photo named for them, their role and their profile text', () => {
  renderWithProviders(<Leadership />);
  const president = screen.getByRole('article', { name: 'Alan Sutherland, MD' });
  expect(within(president).getByRole('img', { name: 'Alan Sutherland, MD' })).toHaveAttribute(
    'src',
    '/media/physicians/sutherland-alan.svg',
  );
  expect(within(president).getByText('President')).toBeInTheDocument();
  expect(within(president).getByText(/neuroradiologist/)).toBeInTheDocument();
});

it('renders every member of every list from the content data', () => {
  renderWithProviders(<Leadership />);
  for (const group of leadershipContent.groups) {
    const section = screen.getByRole('region', { name: group.title });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(group.members.map((m) => `${m.name}, ${m.role}`));
  }
  const educators = screen.getByRole('region', { name: 'Educational Leadership' });
  expect(within(educators).getByText('Program Director, Diagnostic Radiology Residency')).toBeInTheDocument();
});
