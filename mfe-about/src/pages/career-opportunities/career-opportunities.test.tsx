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
      expect.stringMatching(/^tel:\+1937555017\d$/),
    );
  }
});

it('loads the video only after the visitor presses play, from the privacy-enhanced domain', async () => {
  const user = userEvent.setup();
  const { container } = renderWithProviders(<CareerOpportunities />);
  expect(container.querySelector('iframe')).toBeNull();

  await user.click(screen.getByRole('button', { name: /Play video: Working as a radiologist/ }));
  const player = screen.getByTitle(careersContent.video.title);
  expect(player.tagName).toBe('IFRAME');
  expect(player).toHaveAttribute(
    'src',
    expect.stringMatching(/^https:\/\/www\.youtube-nocookie\.com\/embed\/Vq7tX2mLp9a/),
  );
});
