import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { PHYSICIANS_PATH, PRACTICE_CONTACTS_PATH } from '@site/shared';
import type { PracticeContact } from '@site/contracts/types';
import { mockFetch, renderWithProviders } from '@site/test-support/render';
import { leadershipContent } from '../../content/leadership.ts';
import { buildPhysician, buildPracticeContact } from '@site/test-support/builders';
import { Leadership } from './leadership.tsx';

const person = (group: PracticeContact['group'], full_name: string, title: string) =>
  buildPracticeContact({ group, full_name, title, phone: null, email: null });

// Different from the demo leadership, to show the page takes it from the API.
const contacts = [
  person('leaders', 'Pat President, MD', 'President'),
  person('leaders', 'Vera Vice, MD', 'Vice President'),
  person('executive-committee', 'Pat President, MD', 'President'),
  person('executive-committee', 'Tess Treasurer, MD', 'Treasurer'),
  person('medical-directors', 'Mo Director, DO', 'Valley Hospital'),
  person('clinical-leadership', 'Nia Neuro, MD', 'Chief, Neuroradiology'),
  person('educational-leadership', 'Ed Educator, MD', 'Program Director, Diagnostic Radiology Residency'),
  person('careers', 'Rita Recruiter', 'Recruiter'),
];
const team = [
  buildPhysician({ full_name: 'Pat President, MD', photo: 'president-pat.svg', biography: '<p>Pat reads brains.</p>' }),
];
const swrFallback = { [PRACTICE_CONTACTS_PATH]: contacts, [PHYSICIANS_PATH]: team };

it('shows the page title once, the leader profiles, then the four leadership lists in order', () => {
  renderWithProviders(<Leadership />, { swrFallback });
  expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Leadership']);
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    'Pat President, MD',
    'Vera Vice, MD',
    'Executive Committee',
    'Medical Directors',
    'Clinical Leadership',
    'Educational Leadership',
  ]);
});

it('shows each leader with the photo and text of their team profile, and their post', () => {
  renderWithProviders(<Leadership />, { swrFallback });
  const president = screen.getByRole('article', { name: 'Pat President, MD' });
  expect(within(president).getByRole('img', { name: 'Pat President, MD' })).toHaveAttribute(
    'src',
    '/media/physicians/president-pat.svg',
  );
  expect(within(president).getByText('President')).toBeInTheDocument();
  expect(within(president).getByText('Pat reads brains.')).toBeInTheDocument();
  // A leader without a team profile keeps the default picture and no text.
  const vice = screen.getByRole('article', { name: 'Vera Vice, MD' });
  expect(within(vice).getByRole('img', { name: 'Vera Vice, MD' })).toBeInTheDocument();
  expect(within(vice).getByText('Vice President')).toBeInTheDocument();
});

it('lists every member of every group from the API, in order, and no one of another group', () => {
  renderWithProviders(<Leadership />, { swrFallback });
  for (const group of leadershipContent.groups) {
    const section = screen.getByRole('region', { name: group.title });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(
      contacts.filter((c) => c.group === group.group).map((m) => `${m.full_name}, ${m.title}`),
    );
  }
  expect(screen.queryByText('Rita Recruiter')).not.toBeInTheDocument();
});

it('leaves out a list with nobody in it, and says so when the whole leadership is empty', () => {
  const { unmount } = renderWithProviders(<Leadership />, {
    swrFallback: { ...swrFallback, [PRACTICE_CONTACTS_PATH]: contacts.filter((c) => c.group !== 'medical-directors') },
  });
  expect(screen.queryByRole('region', { name: 'Medical Directors' })).not.toBeInTheDocument();
  unmount();
  renderWithProviders(<Leadership />, { swrFallback: { ...swrFallback, [PRACTICE_CONTACTS_PATH]: [] } });
  expect(screen.getByText(leadershipContent.empty)).toBeInTheDocument();
});

it('shows a loading status, then an error with Retry when the call fails, and the lists once Retry succeeds', async () => {
  const user = userEvent.setup();
  mockFetch({
    [PRACTICE_CONTACTS_PATH]: { status: 503, body: { error: { code: 'unavailable', message: 'Down' } } },
    [PHYSICIANS_PATH]: team,
  });
  renderWithProviders(<Leadership />);
  expect(screen.getByRole('status')).toHaveTextContent(leadershipContent.loading);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(leadershipContent.errorTitle);
  mockFetch({ [PRACTICE_CONTACTS_PATH]: contacts, [PHYSICIANS_PATH]: team });
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('region', { name: 'Executive Committee' })).toBeInTheDocument();
});
