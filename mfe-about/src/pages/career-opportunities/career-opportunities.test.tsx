import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { PRACTICE_CONTACTS_PATH, SETTINGS_PATH } from '@site/shared';
import { mockFetch, renderWithProviders } from '@site/test-support/render';
import { careersContent } from '../../content/careers.ts';
import { buildPracticeContact, buildSettings } from '@site/test-support/builders';
import { CareerOpportunities } from './career-opportunities.tsx';

// Different from the demo contacts, to show they come from the API; one of another group stays off the page.
const contacts = [
  buildPracticeContact({
    group: 'careers',
    title: 'Recruiter',
    full_name: 'Robin Recruiter',
    phone: '(937) 555-0163',
    email: 'jobs@practice.example',
  }),
  buildPracticeContact({ group: 'careers', title: 'Chief Executive Officer', full_name: 'Cleo Chief', phone: null }),
  buildPracticeContact({ group: 'residency', full_name: 'Rhea Residency' }),
];

function renderPage(settings = buildSettings(), list = contacts) {
  return renderWithProviders(<CareerOpportunities />, {
    swrFallback: { [SETTINGS_PATH]: settings, [PRACTICE_CONTACTS_PATH]: list },
  });
}

it('shows the two openings, including the 122-day teleradiology contract', () => {
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Career Opportunities' })).toBeInTheDocument();
  const openings = screen.getAllByRole('heading', { level: 3 }).slice(0, 2);
  expect(openings.map((heading) => heading.textContent)).toEqual(['Nuclear Medicine Physician', 'Teleradiologist']);
  const teleradiology = screen.getByRole('article', { name: 'Teleradiologist' });
  expect(within(teleradiology).getByText(/122 days a year/)).toBeInTheDocument();
});

it('lists the CV contacts from the API with their posts and e-mail and phone links', () => {
  renderPage();
  const apply = screen.getByRole('region', { name: 'Send Us Your CV' });
  const robin = within(apply).getByRole('heading', { level: 3, name: 'Robin Recruiter' }).closest('li')!;
  expect(robin).toHaveTextContent('Recruiter');
  expect(within(robin).getByRole('link', { name: 'jobs@practice.example' })).toHaveAttribute(
    'href',
    'mailto:jobs@practice.example',
  );
  expect(within(robin).getByRole('link', { name: '(937) 555-0163' })).toHaveAttribute('href', 'tel:+19375550163');
  const cleo = within(apply).getByRole('heading', { level: 3, name: 'Cleo Chief' }).closest('li')!;
  expect(within(cleo).queryByText(/Phone/)).not.toBeInTheDocument();
  expect(screen.queryByText('Rhea Residency')).not.toBeInTheDocument();
});

it('says where to send a CV when no contact is listed, and offers Retry when the contacts fail to load', async () => {
  const { unmount } = renderPage(buildSettings(), []);
  expect(screen.getByText(careersContent.contactsEmpty)).toBeInTheDocument();
  unmount();

  const user = userEvent.setup();
  mockFetch({ [PRACTICE_CONTACTS_PATH]: { status: 503, body: { error: { code: 'unavailable', message: 'Down' } } } });
  renderWithProviders(<CareerOpportunities />, { swrFallback: { [SETTINGS_PATH]: buildSettings() } });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(careersContent.contactsError);
  mockFetch({ [PRACTICE_CONTACTS_PATH]: contacts });
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { level: 3, name: 'Robin Recruiter' })).toBeInTheDocument();
});

it('shows no video block while staff have set no video', () => {
  const { container } = renderPage();
  expect(screen.queryByRole('heading', { name: careersContent.videoHeading })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Play video/ })).not.toBeInTheDocument();
  expect(container.querySelector('iframe')).toBeNull();
});

it('shows the video staff set in the settings, with its text version, loading it only after the visitor presses play', async () => {
  const user = userEvent.setup();
  const { container } = renderPage(
    buildSettings({ careers_video_id: 'abcDEF12345', careers_video_text: 'A radiologist reads a CT.' }),
  );
  const section = screen.getByRole('region', { name: careersContent.videoHeading });
  expect(within(section).getByText(`Text version of the video: ${careersContent.videoTitle}`)).toBeInTheDocument();
  expect(within(section).getByText('A radiologist reads a CT.')).toBeInTheDocument();
  expect(container.querySelector('iframe')).toBeNull();

  await user.click(
    within(section).getByRole('button', { name: new RegExp(`Play video: ${careersContent.videoTitle}`) }),
  );
  expect(screen.getByTitle(careersContent.videoTitle)).toHaveAttribute(
    'src',
    expect.stringMatching(/^https:\/\/www\.youtube-nocookie\.com\/embed\/abcDEF12345/),
  );
});
