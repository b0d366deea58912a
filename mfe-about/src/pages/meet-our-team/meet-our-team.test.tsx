import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { mockFetch, renderWithProviders } from '@site/test-support/render';
import { buildPhysician, buildServiceSummary, buildSettings } from '@site/test-support/builders';
import { MeetOurTeam } from './meet-our-team.tsx';

const team = [
  buildPhysician({ full_name: 'Marcus Bell, MD', subspecialties: ['Emergency Radiology', 'Neuroradiology'] }),
  buildPhysician({ full_name: 'Erin Callahan, MD', subspecialties: ['Musculoskeletal Imaging'] }),
  buildPhysician({ full_name: 'Amara Okafor, MD', subspecialties: ['Body Imaging', 'Cardiovascular Imaging'] }),
  buildPhysician({
    category: 'physician_assistant',
    full_name: 'Megan Schultz, PA-C',
    subspecialties: ['Physician Assistant', 'Interventional Imaging'],
  }),
];
const subspecialties = ['Neuroradiology', 'Body Imaging', 'Musculoskeletal Imaging', 'Emergency Radiology'].map(
  (name) => buildServiceSummary({ name }),
);

const render = () => renderWithProviders(<MeetOurTeam />, { swrFallback: { '/api/settings': buildSettings() } });

const cardNames = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

beforeEach(() => {
  mockFetch({ '/api/physicians': team, '/api/subspecialties': subspecialties });
});

it('shows one h1 and the intro with the counts from the settings', async () => {
  render();
  expect(screen.getByRole('heading', { level: 1, name: 'Meet Our Team' })).toBeInTheDocument();
  expect(screen.getByText(/Our 47 physicians and 5 physician assistants/)).toBeInTheDocument();
  await screen.findByRole('heading', { name: 'Marcus Bell, MD' });
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
});

it('shows skeletons and a loading status until the physicians arrive, then their cards', async () => {
  render();
  expect(screen.getAllByTestId('physician-card-skeleton')).toHaveLength(8);
  expect(screen.getByRole('status')).toHaveTextContent('Loading our physicians…');

  expect(await screen.findByRole('heading', { level: 2, name: 'Marcus Bell, MD' })).toBeInTheDocument();
  expect(screen.queryAllByTestId('physician-card-skeleton')).toHaveLength(0);
  expect(cardNames()).toEqual(['Marcus Bell, MD', 'Erin Callahan, MD', 'Amara Okafor, MD', 'Megan Schultz, PA-C']);
  expect(screen.getByRole('status')).toHaveTextContent('Showing all 4 team members.');
});

it('offers the subspecialty toggle buttons sorted, with Diagnostic Radiology and Physician Assistant last', async () => {
  render();
  const group = await screen.findByRole('group', { name: 'Show subspecialties' });
  await waitFor(() => expect(within(group).getAllByRole('button')).toHaveLength(6));
  expect(
    within(group)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual([
    'Body Imaging',
    'Diagnostic Radiology',
    'Emergency Radiology',
    'Musculoskeletal Imaging',
    'Neuroradiology',
    'Physician Assistant',
  ]);
  for (const button of within(group).getAllByRole('button')) expect(button).toHaveAttribute('aria-pressed', 'false');
});

it('filters by typed name, trimmed and ignoring case, and announces the count', async () => {
  const user = userEvent.setup();
  render();
  await screen.findByRole('heading', { name: 'Marcus Bell, MD' });

  await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), '  OKAFOR ');
  expect(cardNames()).toEqual(['Amara Okafor, MD']);
  expect(screen.getByRole('status')).toHaveTextContent('Showing 1 of 4 team members.');
});

it('shows physicians matching any of several pressed subspecialties, and toggles a button off again', async () => {
  const user = userEvent.setup();
  render();
  await screen.findByRole('heading', { name: 'Marcus Bell, MD' });

  const neuro = screen.getByRole('button', { name: 'Neuroradiology' });
  await user.click(neuro);
  await user.click(screen.getByRole('button', { name: 'Musculoskeletal Imaging' }));
  expect(neuro).toHaveAttribute('aria-pressed', 'true');
  expect(cardNames()).toEqual(['Marcus Bell, MD', 'Erin Callahan, MD']);

  await user.click(screen.getByRole('button', { name: 'Physician Assistant' }));
  expect(cardNames()).toEqual(['Marcus Bell, MD', 'Erin Callahan, MD', 'Megan Schultz, PA-C']);

  await user.click(neuro);
  expect(neuro).toHaveAttribute('aria-pressed', 'false');
  expect(cardNames()).toEqual(['Erin Callahan, MD', 'Megan Schultz, PA-C']);
});

it('shows the spec texts when nothing matches, and Clear filters brings everyone back', async () => {
  const user = userEvent.setup();
  render();
  await screen.findByRole('heading', { name: 'Marcus Bell, MD' });

  const search = screen.getByRole('searchbox', { name: 'Search by name' });
  await user.type(search, 'bell');
  await user.click(screen.getByRole('button', { name: 'Body Imaging' }));
  expect(screen.getByRole('heading', { level: 2, name: 'No Physicians Found' })).toBeInTheDocument();
  expect(screen.getByText('Please change the filters to find more physicians.')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Showing 0 of 4 team members.');

  await user.click(screen.getByRole('button', { name: 'Clear filters' }));
  expect(cardNames()).toHaveLength(4);
  expect(search).toHaveValue('');
  expect(search).toHaveFocus();
  expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
});

it('opens a physician profile from the list', async () => {
  const user = userEvent.setup();
  render();
  await user.click(await screen.findByRole('button', { name: 'View profile of Erin Callahan, MD' }));
  expect(await screen.findByRole('dialog', { name: 'Erin Callahan, MD' })).toBeInTheDocument();
});

it('shows an error with Retry instead of an empty list when the fetch fails, and Retry loads the list', async () => {
  const fetchMock = mockFetch({
    '/api/physicians': { status: 500, body: { error: { code: 'internal', message: 'Database down' } } },
    '/api/subspecialties': subspecialties,
  });
  const user = userEvent.setup();
  render();

  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('heading', { name: 'We could not load our team' })).toBeInTheDocument();
  expect(screen.queryByText('No Physicians Found')).not.toBeInTheDocument();
  expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();

  mockFetch({ '/api/physicians': team, '/api/subspecialties': subspecialties });
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Marcus Bell, MD' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith('/api/physicians', expect.anything());
});

it('takes the button names from the physicians when the subspecialty list is unavailable', async () => {
  mockFetch({ '/api/physicians': team, '/api/subspecialties': { status: 500, body: {} } });
  render();
  await screen.findByRole('heading', { name: 'Marcus Bell, MD' });
  const group = screen.getByRole('group', { name: 'Show subspecialties' });
  await waitFor(() =>
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Body Imaging',
      'Cardiovascular Imaging',
      'Diagnostic Radiology',
      'Emergency Radiology',
      'Interventional Imaging',
      'Musculoskeletal Imaging',
      'Neuroradiology',
      'Physician Assistant',
    ]),
  );
});

it('puts every clinician in the page as schema.org data, whatever the filters show', async () => {
  render();
  await screen.findByRole('heading', { level: 2, name: 'Marcus Bell, MD' });
  await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search by name' }), 'Okafor');
  await waitFor(() => expect(cardNames()).toEqual(['Amara Okafor, MD']));
  const block = document.querySelector('script[type="application/ld+json"]');
  const data = JSON.parse(block!.textContent!) as { '@type': string; name: string; jobTitle?: string }[];
  expect(data.map((thing) => [thing['@type'], thing.name])).toEqual([
    ['Physician', 'Marcus Bell, MD'],
    ['Physician', 'Erin Callahan, MD'],
    ['Physician', 'Amara Okafor, MD'],
    ['Person', 'Megan Schultz, PA-C'],
  ]);
  expect(data[3]).toMatchObject({ jobTitle: 'Physician Assistant' });
});
