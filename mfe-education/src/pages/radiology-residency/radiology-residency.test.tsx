import { renderWithProviders } from '@site/shared/test-utils';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { residency } from '../../content/residency.ts';
import { RadiologyResidency } from './radiology-residency.tsx';

describe('RadiologyResidency', () => {
  it('shows its one h1 and the program at a glance: four years and the 96% board pass rate', async () => {
    renderWithProviders(<RadiologyResidency />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Radiology Residency');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const glance = screen.getByRole('list', { name: 'The residency at a glance' });
    expect(glance).toHaveTextContent('4 years');
    expect(glance).toHaveTextContent('96% board pass rate');
  });

  it('shows every text section from the content under its own h2', async () => {
    renderWithProviders(<RadiologyResidency />);
    for (const section of residency.sections) {
      expect(await screen.findByRole('heading', { level: 2, name: section.heading })).toBeInTheDocument();
      for (const paragraph of section.paragraphs) expect(screen.getByText(paragraph)).toBeInTheDocument();
    }
  });

  it('shows no video block while staff have set no video', async () => {
    const { container } = renderWithProviders(<RadiologyResidency />);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: residency.videoHeading })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Play video/ })).not.toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('shows a video staff have set with its text version, and loads it only after the visitor presses play', async () => {
    const saved = residency.video;
    residency.video = { id: 'abcDEF12345', title: 'Morning conference', transcript: ['Residents review cases.'] };
    try {
      const user = userEvent.setup();
      const { container } = renderWithProviders(<RadiologyResidency />);
      const play = await screen.findByRole('button', { name: /Play video: Morning conference/ });
      expect(screen.getByText('Residents review cases.')).toBeInTheDocument();
      expect(container.querySelector('iframe')).toBeNull();
      await user.click(play);
      expect(screen.getByTitle('Morning conference').getAttribute('src')).toContain('/embed/abcDEF12345');
    } finally {
      residency.video = saved;
    }
  });

  it('lists the program contacts with phone and e-mail links', async () => {
    renderWithProviders(<RadiologyResidency />);
    const list = await screen.findByRole('list', { name: 'Program contacts' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(residency.contacts.length);
    residency.contacts.forEach((contact, index) => {
      expect(items[index]).toHaveTextContent(contact.role);
      expect(items[index]).toHaveTextContent(contact.name);
    });
    const coordinator = residency.contacts.find((contact) => contact.role === 'Program Coordinator')!;
    expect(within(list).getByRole('link', { name: new RegExp(coordinator.email!) })).toHaveAttribute(
      'href',
      `mailto:${coordinator.email}`,
    );
  });

  it('links out to the application page in a new tab', async () => {
    renderWithProviders(<RadiologyResidency />);
    const apply = await screen.findByRole('link', { name: /Apply to the Radiology Residency/ });
    expect(apply).toHaveAttribute('href', residency.application.url);
    expect(apply).toHaveAttribute('target', '_blank');
    expect(apply).toHaveAccessibleName(/opens in a new tab/);
  });
});
