import { RESIDENTS_PATH } from '@site/shared';
import { mockFetch, renderWithProviders } from '@site/test-support/render';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { buildPhysician } from '@site/test-support/builders';
import { MeetOurResidents } from './meet-our-residents.tsx';

const failure = { status: 500, body: { error: { code: 'internal', message: 'Down' } } };

describe('MeetOurResidents', () => {
  it('shows skeleton cards and a loading status while residents load, then the cards', async () => {
    mockFetch({ [RESIDENTS_PATH]: [buildPhysician({ full_name: 'Nora Quinn, DO' })] });
    renderWithProviders(<MeetOurResidents />);
    expect(screen.getByRole('heading', { level: 1, name: 'Meet Our Residents' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading residents…');
    expect(screen.getAllByTestId('physician-card-skeleton').length).toBeGreaterThan(0);
    expect(await screen.findByRole('heading', { level: 2, name: 'Nora Quinn, DO' })).toBeInTheDocument();
    expect(screen.queryByTestId('physician-card-skeleton')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('groups residents under PGY headings when the data gives training years', async () => {
    mockFetch({
      [RESIDENTS_PATH]: [
        buildPhysician({ full_name: 'Ari Abbott, MD', training_year: 3 }),
        buildPhysician({ full_name: 'Bea Brandt, MD', training_year: 2 }),
        buildPhysician({ full_name: 'Cal Cruz, MD', training_year: 3 }),
      ],
    });
    renderWithProviders(<MeetOurResidents />);
    await screen.findByRole('heading', { level: 2, name: 'PGY-2' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'PGY-2',
      'PGY-3',
    ]);
    const third = within(screen.getByRole('list', { name: 'PGY-3' }));
    expect(third.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Ari Abbott, MD',
      'Cal Cruz, MD',
    ]);
    expect(within(screen.getByRole('list', { name: 'PGY-2' })).getByText('Bea Brandt, MD')).toBeInTheDocument();
  });

  it('shows one list of cards in API order when no training years are given', async () => {
    mockFetch({
      [RESIDENTS_PATH]: [
        buildPhysician({ full_name: 'Ida Irwin, MD' }),
        buildPhysician({ full_name: 'Jo Juarez, MD' }),
      ],
    });
    renderWithProviders(<MeetOurResidents />);
    await screen.findByRole('heading', { name: 'Ida Irwin, MD' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Ida Irwin, MD',
      'Jo Juarez, MD',
    ]);
    expect(screen.queryByRole('heading', { name: /PGY/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: /View profile/ })).toHaveLength(2);
  });

  it('says so when there are no residents', async () => {
    mockFetch({ [RESIDENTS_PATH]: [] });
    renderWithProviders(<MeetOurResidents />);
    expect(await screen.findByRole('heading', { name: 'No residents are listed right now' })).toBeInTheDocument();
    expect(screen.queryByTestId('physician-card-skeleton')).toBeNull();
  });

  it('shows an error with Retry when the call fails, and the cards once Retry succeeds', async () => {
    const user = userEvent.setup();
    mockFetch({ [RESIDENTS_PATH]: failure });
    renderWithProviders(<MeetOurResidents />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load our residents');
    mockFetch({ [RESIDENTS_PATH]: [buildPhysician({ full_name: 'Kit Kowalski, MD' })] });
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Kit Kowalski, MD' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
