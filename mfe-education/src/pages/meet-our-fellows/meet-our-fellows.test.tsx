import { FELLOWS_PATH } from '@site/shared';
import { mockFetch, renderWithProviders } from '@site/test-support/render';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { buildPhysician } from '@site/test-support/builders';
import { MeetOurFellows } from './meet-our-fellows.tsx';

const mskFellow = buildPhysician({
  category: 'fellow',
  full_name: 'Lena Marsh, MD',
  why_msk: '<p>I like seeing how the body moves.</p>',
  why_radiology: '<p>Every study is a puzzle.</p>',
  what_did_you_like_dayton: '<p>The bike trails along the river.</p>',
});
const breastFellow = buildPhysician({
  category: 'fellow',
  full_name: 'Omar Price, MD',
  why_radiology: '<p>I wanted to help patients early.</p>',
});

describe('MeetOurFellows', () => {
  it('shows exactly two skeleton cards while fellows load', async () => {
    mockFetch({ [FELLOWS_PATH]: [mskFellow, breastFellow] });
    renderWithProviders(<MeetOurFellows />);
    expect(screen.getByRole('heading', { level: 1, name: 'Meet Our Fellows' })).toBeInTheDocument();
    expect(screen.getAllByTestId('physician-card-skeleton')).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('Loading fellows…');
    await screen.findByRole('heading', { name: 'Lena Marsh, MD' });
    expect(screen.queryByTestId('physician-card-skeleton')).toBeNull();
  });

  it("shows each fellow's card with their answers under the fixed labels", async () => {
    mockFetch({ [FELLOWS_PATH]: [mskFellow, breastFellow] });
    renderWithProviders(<MeetOurFellows />);
    const list = await screen.findByRole('list', { name: 'Our fellows' });
    const [first, second] = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(within(first!).getByRole('heading', { level: 2, name: 'Lena Marsh, MD' })).toBeInTheDocument();
    expect(
      within(first!)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Why Musculoskeletal Imaging?', 'Why Radiology?', 'What did you like about Dayton?']);
    expect(within(first!).getByText('The bike trails along the river.')).toBeInTheDocument();
    expect(within(second!).getByRole('heading', { level: 2, name: 'Omar Price, MD' })).toBeInTheDocument();
    expect(
      within(second!)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Why Radiology?']);
    expect(within(second!).getByText('I wanted to help patients early.')).toBeInTheDocument();
  });

  it('says so when there are no fellows', async () => {
    mockFetch({ [FELLOWS_PATH]: [] });
    renderWithProviders(<MeetOurFellows />);
    expect(await screen.findByRole('heading', { name: 'No fellows are listed right now' })).toBeInTheDocument();
  });

  it('shows an error with Retry when the call fails, and the cards once Retry succeeds', async () => {
    const user = userEvent.setup();
    mockFetch({ [FELLOWS_PATH]: { status: 503, body: { error: { code: 'unavailable', message: 'Down' } } } });
    renderWithProviders(<MeetOurFellows />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load our fellows');
    expect(screen.queryByRole('heading', { name: 'Lena Marsh, MD' })).toBeNull();
    mockFetch({ [FELLOWS_PATH]: [mskFellow] });
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Lena Marsh, MD' })).toBeInTheDocument();
  });
});
