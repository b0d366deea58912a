import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderWithProviders } from '@site/shared/test-utils';
import { careersContent } from '../../content/careers.ts';
import { CareerOpportunities } from './career-opportunities.tsx';

it('shows the two openings, including the 122-day teleradiology contract', () => {
  renderWithProviders(<CareerOpportunities />);
  expect(screen.getByRole('heading', { level: 1, name: 'Career Opportunities' })).toBeInTheDocument();
  const openings = screen.getAllByRole('heading', { level: 3 }).slice(0, 2);
  expect(openings.map((heading) => heading.textContent)).toEqual(['Nuclear Medicine Physician', 'Teleradiologist']);
  const teleradiology = screen.getByRole('article', { name: 'Teleradiologist' });
  expect(within(teleradiology).getByText(/122 days a year/)).toBeInTheDocument();
});

it('lists the CV contacts with e-mail and phone links', () => {
  renderWithProviders(<CareerOpportunities />);
  const apply = screen.getByRole('region', { name: 'Send Us Your CV' });
  for (const contact of careersContent.contacts) {
    expect(within(apply).getByRole('heading', { level: 3, name: contact.name })).toBeInTheDocument();
    expect(within(apply).getByRole('link', { name: contact.email })).toHaveAttribute('href', `mailto:${contact.email}`);
    expect(within(apply).getByRole('link', { name: contact.phone })).toHaveAttribute(
      'href',
      `tel:+1${contact.phone.replace(/\D/g, '')}`,
    );
  }
});

it('shows no video block while staff have set no video', () => {
  const { container } = renderWithProviders(<CareerOpportunities />);
  expect(screen.queryByRole('heading', { name: careersContent.videoHeading })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Play video/ })).not.toBeInTheDocument();
  expect(container.querySelector('iframe')).toBeNull();
});

it('shows a video staff have set, with its text version, loading it only after the visitor presses play', async () => {
  const saved = careersContent.video;
  careersContent.video = { id: 'abcDEF12345', title: 'Our reading room', transcript: ['A radiologist reads a CT.'] };
  try {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<CareerOpportunities />);
    const section = screen.getByRole('region', { name: careersContent.videoHeading });
    expect(within(section).getByText('Text version of the video: Our reading room')).toBeInTheDocument();
    expect(within(section).getByText('A radiologist reads a CT.')).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();

    await user.click(within(section).getByRole('button', { name: /Play video: Our reading room/ }));
    expect(screen.getByTitle('Our reading room')).toHaveAttribute(
      'src',
      expect.stringMatching(/^https:\/\/www\.youtube-nocookie\.com\/embed\/abcDEF12345/),
    );
  } finally {
    careersContent.video = saved;
  }
});
