import { mockFetch, renderWithProviders } from '@site/test-support/render';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { presentationTitle, summarySections, type Presentation } from '../../content/software-upgrades.ts';
import { buildSettings } from '@site/test-support/builders';
import { SoftwareUpgrades } from './software-upgrades.tsx';

const settings = buildSettings({ phone: '(937) 555-0150' });

const presentation: Presentation = {
  title: presentationTitle,
  embedUrl: 'https://docs.google.com/presentation/d/e/2PACX-reporting-upgrade/embed',
  viewUrl: 'https://docs.google.com/presentation/d/e/2PACX-reporting-upgrade/pub',
};

/** The page with the settings as the shell preloads them, giving `slides` when a presentation is set. */
function renderPage(slides?: Presentation) {
  const withSlides = slides
    ? buildSettings({ ...settings, presentation_embed_url: slides.embedUrl, presentation_url: slides.viewUrl })
    : settings;
  mockFetch({ '/api/settings': withSlides });
  return renderWithProviders(<SoftwareUpgrades />, {
    route: '/software-upgrades',
    swrFallback: { '/api/settings': withSlides },
  });
}

describe('SoftwareUpgrades', () => {
  it('shows no presentation while none is configured, and the text summary with its own heading', () => {
    const { container } = renderPage();
    expect(screen.queryByRole('heading', { name: 'The presentation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Load the presentation/ })).not.toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByText(/Below is what changed for referring offices and for patients/)).toBeInTheDocument();

    const summary = screen.getByRole('region', { name: 'The upgrade in brief' });
    for (const section of summarySections) {
      expect(within(summary).getByRole('heading', { level: 3, name: section.heading })).toBeInTheDocument();
    }
  });

  it('shows no frame for an embed address off the presentation hosts, which the policy would block', () => {
    const { container } = renderPage({
      ...presentation,
      embedUrl: 'https://slides.riverbendradiology.example/reporting-upgrade/embed',
    });
    expect(screen.queryByRole('button', { name: /Load the presentation/ })).not.toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('region', { name: 'The upgrade in brief' })).toBeInTheDocument();
  });

  it('loads nothing from the slides host until the visitor asks, then shows the presentation and focuses it', async () => {
    const { container } = renderPage(presentation);
    expect(screen.getByRole('heading', { level: 1, name: 'Software Upgrades' })).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();

    const load = screen.getByRole('button', { name: `Load the presentation: ${presentation.title}` });
    expect(load).toHaveAccessibleDescription('The slides load from docs.google.com only when you press the button.');
    await userEvent.setup().click(load);

    const frame = screen.getByTitle(presentation.title);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', presentation.embedUrl);
    expect(frame).toHaveFocus();
    expect(screen.queryByRole('button', { name: /Load the presentation/ })).not.toBeInTheDocument();
  });

  it('links to a configured presentation in a new tab', () => {
    renderPage(presentation);

    const link = screen.getByRole('link', { name: /Open the presentation on its own page/ });
    expect(link).toHaveAttribute('href', presentation.viewUrl);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('gives a text summary of a configured presentation, with the office phone for questions', () => {
    renderPage(presentation);

    const summary = screen.getByRole('region', { name: 'Summary of the presentation' });
    for (const section of summarySections) {
      expect(within(summary).getByRole('heading', { level: 3, name: section.heading })).toBeInTheDocument();
    }
    expect(within(summary).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(within(summary).getByRole('link', { name: '(937) 555-0150' })).toHaveAttribute('href', 'tel:+19375550150');
  });
});
