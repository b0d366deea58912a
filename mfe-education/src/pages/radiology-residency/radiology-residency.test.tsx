import { PRACTICE_CONTACTS_PATH } from '@site/shared';
import { mockFetch, renderWithProviders } from '@site/test-support/render';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { residency } from '../../content/residency.ts';
import { buildPracticeContact, buildSettings } from '@site/test-support/builders';
import { pageData, programContacts } from '../../test-support/practice-contacts.ts';
import { RadiologyResidency } from './radiology-residency.tsx';

const contacts = [
  ...programContacts('residency'),
  buildPracticeContact({ group: 'msk-fellowship', full_name: 'Msk Person' }),
];
const renderPage = (settings = buildSettings()) =>
  renderWithProviders(<RadiologyResidency />, { swrFallback: pageData(contacts, settings) });

describe('RadiologyResidency', () => {
  it('shows its one h1 and the program at a glance: four years and the 96% board pass rate', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Radiology Residency');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const glance = screen.getByRole('list', { name: 'The residency at a glance' });
    expect(glance).toHaveTextContent('4 years');
    expect(glance).toHaveTextContent('96% board pass rate');
  });

  it('shows every text section from the content under its own h2', async () => {
    renderPage();
    for (const section of residency.sections) {
      expect(await screen.findByRole('heading', { level: 2, name: section.heading })).toBeInTheDocument();
      for (const paragraph of section.paragraphs) expect(screen.getByText(paragraph)).toBeInTheDocument();
    }
  });

  it('shows no video block while staff have set no video', async () => {
    const { container } = renderPage();
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: residency.videoHeading })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Play video/ })).not.toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('shows a video staff have set with its text version, and loads it only after the visitor presses play', async () => {
    const user = userEvent.setup();
    const { container } = renderPage(
      buildSettings({
        residency_video_id: 'abcDEF12345',
        residency_video_text: 'Residents review cases.\n\nThen they read with attendings.',
      }),
    );
    expect(screen.getByRole('heading', { level: 2, name: residency.videoHeading })).toBeInTheDocument();
    const play = await screen.findByRole('button', { name: new RegExp(`Play video: ${residency.videoTitle}`) });
    expect(screen.getByText('Residents review cases.')).toBeInTheDocument();
    expect(screen.getByText('Then they read with attendings.')).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
    await user.click(play);
    expect(screen.getByTitle(residency.videoTitle).getAttribute('src')).toContain('/embed/abcDEF12345');
  });

  it('lists the residency’s contacts from the API, in order, with phone and e-mail links', async () => {
    renderPage();
    const list = await screen.findByRole('list', { name: 'Program contacts' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Program DirectorDana Director, MDPhone: (937) 555-0161E-mail: director@program.example',
      'Program CoordinatorCasey CoordinatorE-mail: coordinator@program.example',
    ]);
    expect(within(list).getByRole('link', { name: /coordinator@program\.example/ })).toHaveAttribute(
      'href',
      'mailto:coordinator@program.example',
    );
    expect(screen.queryByText('Msk Person')).not.toBeInTheDocument();
  });

  it('says whom to call when the residency has no contacts listed', async () => {
    renderWithProviders(<RadiologyResidency />, { swrFallback: pageData([]) });
    expect(await screen.findByText(residency.contactsEmpty)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Program contacts' })).not.toBeInTheDocument();
  });

  it('shows an error with Retry when the contacts cannot be loaded, and the list once Retry succeeds', async () => {
    const user = userEvent.setup();
    mockFetch({ [PRACTICE_CONTACTS_PATH]: { status: 503, body: { error: { code: 'unavailable', message: 'Down' } } } });
    renderWithProviders(<RadiologyResidency />);
    const alert = await screen.findByRole('alert');
    mockFetch({ [PRACTICE_CONTACTS_PATH]: contacts });
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Program contacts' })).toBeInTheDocument();
  });

  it('links out to the application page the settings give, in a new tab', async () => {
    renderPage(buildSettings({ residency_application_url: 'https://apply.program.example/residency' }));
    const apply = await screen.findByRole('link', { name: /Apply to the Radiology Residency/ });
    expect(apply).toHaveAttribute('href', 'https://apply.program.example/residency');
    expect(apply).toHaveAttribute('target', '_blank');
    expect(apply).toHaveAccessibleName(/opens in a new tab/);
  });
});
