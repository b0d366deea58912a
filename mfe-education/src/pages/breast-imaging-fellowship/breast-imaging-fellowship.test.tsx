import { renderWithProviders } from '@site/test-support/render';
import { screen, within } from '@testing-library/react';
import { breastFellowship } from '../../content/breast-fellowship.ts';
import { pageData, programContacts } from '../../test-support/practice-contacts.ts';
import { BreastImagingFellowship } from './breast-imaging-fellowship.tsx';

const swrFallback = pageData(programContacts('breast-fellowship'));

describe('BreastImagingFellowship', () => {
  it('shows its h1 and the yearly training volumes, 71,000 screening mammograms first', async () => {
    renderWithProviders(<BreastImagingFellowship />, { swrFallback });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Breast Imaging Fellowship');
    const volumes = within(screen.getByRole('list', { name: 'Training volumes each year' })).getAllByRole('listitem');
    expect(volumes).toHaveLength(breastFellowship.volumes.length);
    expect(volumes[0]).toHaveTextContent('71,000 screening mammograms');
  });

  it('numbers the four requirements in the order the content gives them', async () => {
    renderWithProviders(<BreastImagingFellowship />, { swrFallback });
    const list = await screen.findByRole('list', { name: 'Requirements' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(breastFellowship.requirements);
    expect(items).toHaveLength(4);
  });

  it('numbers the five submission items in order, with their sanitized extra text', async () => {
    renderWithProviders(<BreastImagingFellowship />, { swrFallback });
    const list = await screen.findByRole('list', { name: 'What to send us' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    breastFellowship.submissionSteps.forEach((step, index) => {
      expect(items[index]).toHaveTextContent(step.headline);
    });
    expect(items[4]).toHaveTextContent('Your completed application');
    // The coordinator's address comes from the contacts, as the list below shows it.
    expect(within(items[4]!).getByRole('link', { name: 'coordinator@program.example' })).toHaveAttribute(
      'href',
      'mailto:coordinator@program.example',
    );
  });

  it('lists the fellowship contacts from the API', async () => {
    renderWithProviders(<BreastImagingFellowship />, { swrFallback });
    const contacts = within(await screen.findByRole('list', { name: 'Fellowship contacts' })).getAllByRole('listitem');
    expect(contacts.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Dana Director, MD'),
      expect.stringContaining('Casey Coordinator'),
    ]);
  });

  it('asks for the application by e-mail to the coordinator named below while the contacts say no address', async () => {
    renderWithProviders(<BreastImagingFellowship />, { swrFallback: pageData([]) });
    const steps = within(await screen.findByRole('list', { name: 'What to send us' })).getAllByRole('listitem');
    expect(steps[4]).toHaveTextContent(
      'E-mail all items to the fellowship coordinator named under Fellowship contacts.',
    );
    expect(screen.getByText(breastFellowship.contactsEmpty)).toBeInTheDocument();
  });
});
