import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@site/test-support/render';
import { buildSettings } from '@site/test-support/builders';
import { settingsFallback } from '../../test-support/page-data.ts';
import { Accessibility } from './accessibility.tsx';

// The practice details this file's assertions name.
const settings = buildSettings({ phone: '(937) 555-0177', email: 'office@testvalley.example' });

describe('Accessibility', () => {
  it('names the standard, the known limitations and how to report a barrier with contacts from the settings', () => {
    renderWithProviders(<Accessibility />, { swrFallback: settingsFallback(settings) });
    expect(screen.getByRole('heading', { level: 1, name: 'Accessibility Statement' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'The standard we follow' })).toHaveTextContent('WCAG) 2.1 at level AA');
    expect(screen.getByRole('region', { name: 'Known limitations' })).toHaveTextContent('OpenStreetMap');
    const practices = screen.getByRole('region', { name: 'What we do' });
    expect(practices).toHaveTextContent('A video appears on our pages only together with a text version');
    expect(practices).toHaveTextContent(
      'Pictures that only decorate a page, such as the abstract illustrations beside our news stories, are hidden from screen readers',
    );

    const feedback = screen.getByRole('region', { name: 'Tell us about a barrier' });
    expect(within(feedback).getByRole('link', { name: '(937) 555-0177' })).toHaveAttribute('href', 'tel:+19375550177');
    expect(within(feedback).getByRole('link', { name: 'office@testvalley.example' })).toBeVisible();
  });

  it('links to the nondiscrimination notice', () => {
    renderWithProviders(<Accessibility />, { swrFallback: settingsFallback(settings) });
    expect(screen.getByRole('link', { name: /notice of nondiscrimination/ })).toHaveAttribute(
      'href',
      '/patient-information/nondiscrimination',
    );
  });
});
