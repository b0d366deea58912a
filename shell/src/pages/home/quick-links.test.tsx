import { renderWithProviders } from '@site/test-support/render';
import { screen, within } from '@testing-library/react';
import { QuickLinks } from './quick-links.tsx';

describe('QuickLinks', () => {
  it('shows the three cards in order, each linking to its section', () => {
    renderWithProviders(<QuickLinks />);
    const cards = within(screen.getByRole('region', { name: 'Quick links' })).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const links = cards.map((card) => within(card).getByRole('link'));
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Our Services', '/services'],
      ['For Patients', '/patient-information'],
      ['Grow With Us', '/about-us/career-opportunities'],
    ]);
  });

  it('gives each card a heading and a line of text', () => {
    renderWithProviders(<QuickLinks />);
    for (const name of ['Our Services', 'For Patients', 'Grow With Us']) {
      const heading = screen.getByRole('heading', { level: 3, name });
      const text = heading.nextElementSibling;
      expect(text?.tagName).toBe('P');
      expect(text?.textContent?.length).toBeGreaterThan(20);
    }
  });
});
