import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { mockFetch, renderWithProviders } from '@site/test-support/render';
import { buildOutreachEvent } from '@site/test-support/builders';
import { CommunityOutreach } from './community-outreach.tsx';

const events = [
  buildOutreachEvent({
    title: 'Breast health 5K',
    intro_text: 'Staff and families run along the river.',
    photo_small: 'run.svg',
    video: 'abcDEF12345',
    video_text: 'Runners cross the finish line by the river.',
    link: 'https://www.run.example/register',
    link_text: 'Register for the run',
  }),
  buildOutreachEvent({ title: 'School science visits', intro_text: 'Students scan each other’s wrists.' }),
  // A video without its text version stays hidden (WCAG 1.2.1, 1.2.3).
  buildOutreachEvent({
    title: 'Screening days',
    video: 'zzzYYY98765',
    link: '/patient-information/locations',
    link_text: '  ',
  }),
  ...['Health fair', 'Farmers markets', 'Summer fair'].map((title) => buildOutreachEvent({ title })),
];

it('shows six skeleton cards and a loading status, then one card per event', async () => {
  mockFetch({ '/api/outreach-events': events });
  renderWithProviders(<CommunityOutreach />);
  expect(screen.getByRole('heading', { level: 1, name: 'Community Outreach' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Loading outreach events…');
  expect(screen.getByTestId('outreach-skeletons').querySelectorAll('li')).toHaveLength(6);

  expect(await screen.findAllByRole('article')).toHaveLength(6);
  expect(screen.queryByTestId('outreach-skeletons')).not.toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(events.map((e) => e.title));
});

it('shows the photo, text, video facade and external link of an event that has them all', async () => {
  mockFetch({ '/api/outreach-events': events });
  const { container } = renderWithProviders(<CommunityOutreach />);
  const card = await screen.findByRole('article', { name: 'Breast health 5K' });

  expect(within(card).getByText('Staff and families run along the river.')).toBeInTheDocument();
  expect(card.querySelector('img')).toHaveAttribute('src', '/media/outreach/run.svg');
  const link = within(card).getByRole('link', { name: /Register for the run/ });
  expect(link).toHaveAttribute('href', 'https://www.run.example/register');
  expect(link).toHaveAttribute('target', '_blank');

  expect(within(card).getByText('Runners cross the finish line by the river.')).toBeInTheDocument();
  expect(container.querySelector('iframe')).toBeNull();
  await userEvent.setup().click(within(card).getByRole('button', { name: /Play video: Breast health 5K/ }));
  expect(within(card).getByTitle('Breast health 5K')).toHaveAttribute(
    'src',
    expect.stringContaining('https://www.youtube-nocookie.com/embed/abcDEF12345'),
  );
});

it('leaves out a video without its text version, the video and link when an event has none, and names a bare link after the event', async () => {
  mockFetch({ '/api/outreach-events': events });
  renderWithProviders(<CommunityOutreach />);
  const visits = await screen.findByRole('article', { name: 'School science visits' });
  expect(within(visits).queryByRole('button')).not.toBeInTheDocument();
  expect(within(visits).queryByRole('link')).not.toBeInTheDocument();

  const screening = screen.getByRole('article', { name: 'Screening days' });
  expect(within(screening).queryByRole('button', { name: /Play video/ })).not.toBeInTheDocument();
  const internal = within(screening).getByRole('link', { name: 'More about Screening days' });
  expect(internal).toHaveAttribute('href', '/patient-information/locations');
  expect(internal).not.toHaveAttribute('target');
});

it('says so when there are no events', async () => {
  mockFetch({ '/api/outreach-events': [] });
  renderWithProviders(<CommunityOutreach />);
  expect(await screen.findByRole('heading', { level: 2, name: 'No events to show right now' })).toBeInTheDocument();
});

it('shows an error with Retry when the events fail to load, and Retry loads them', async () => {
  mockFetch({ '/api/outreach-events': { status: 503, body: { error: { code: 'unavailable', message: 'Down' } } } });
  const user = userEvent.setup();
  renderWithProviders(<CommunityOutreach />);
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('heading', { name: 'We could not load our outreach events' })).toBeInTheDocument();

  mockFetch({ '/api/outreach-events': events });
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findAllByRole('article')).toHaveLength(6);
});
