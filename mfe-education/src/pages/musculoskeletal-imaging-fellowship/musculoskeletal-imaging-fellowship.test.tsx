import { renderWithProviders } from '@site/test-support/render';
import { screen, within } from '@testing-library/react';
import { mskFellowship } from '../../content/msk-fellowship.ts';
import { pageData, programContacts } from '../../test-support/practice-contacts.ts';
import { MusculoskeletalImagingFellowship } from './musculoskeletal-imaging-fellowship.tsx';

const swrFallback = pageData(programContacts('msk-fellowship'));

describe('MusculoskeletalImagingFellowship', () => {
  it('shows its h1 and the descriptive text', async () => {
    renderWithProviders(<MusculoskeletalImagingFellowship />, { swrFallback });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Musculoskeletal Imaging Fellowship');
    for (const section of mskFellowship.sections) {
      expect(screen.getByRole('heading', { level: 2, name: section.heading })).toBeInTheDocument();
    }
  });

  it('numbers the four requirements of docs/requirements.md#constants in order', async () => {
    renderWithProviders(<MusculoskeletalImagingFellowship />, { swrFallback });
    const list = await screen.findByRole('list', { name: 'Requirements' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(mskFellowship.requirements);
    expect(items[0]).toHaveTextContent(/diagnostic radiology residency approved by an osteopathic or graduate/);
    expect(items[1]).toHaveTextContent(/ABR.*AOBR.*pathway/);
    expect(items[2]).toHaveTextContent(/license to practice medicine in Ohio/);
    expect(items[3]).toHaveTextContent(/credentialing requirements/);
  });

  it('numbers the four submission items in order', async () => {
    renderWithProviders(<MusculoskeletalImagingFellowship />, { swrFallback });
    const list = await screen.findByRole('list', { name: 'What to send us' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent(/^A personal statement$/);
    expect(items[1]).toHaveTextContent(/curriculum vitae.*passport-sized photograph/);
    expect(items[2]).toHaveTextContent(/Three letters of reference.*residency program director/);
    expect(items[3]).toHaveTextContent(/USMLE or COMLEX.*Steps 1, 2 and 3/);
  });

  it('states the accreditation, the one national meeting a year, and the director and coordinator from the API', async () => {
    renderWithProviders(<MusculoskeletalImagingFellowship />, { swrFallback });
    expect(await screen.findByRole('heading', { level: 2, name: 'Accreditation' })).toBeInTheDocument();
    expect(screen.getByText(mskFellowship.accreditation)).toBeInTheDocument();
    expect(screen.getByText(/one national meeting a year/)).toBeInTheDocument();
    const contacts = within(screen.getByRole('list', { name: 'Fellowship contacts' })).getAllByRole('listitem');
    expect(contacts[0]).toHaveTextContent('Program Director');
    expect(contacts[1]).toHaveTextContent('Program Coordinator');
    expect(contacts[0]).toHaveTextContent('Dana Director, MD');
    expect(contacts[1]).toHaveTextContent('Casey Coordinator');
  });

  it('says whom to call when the fellowship has no contacts listed', async () => {
    renderWithProviders(<MusculoskeletalImagingFellowship />, { swrFallback: pageData(programContacts('residency')) });
    expect(await screen.findByText(mskFellowship.contactsEmpty)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Fellowship contacts' })).not.toBeInTheDocument();
  });
});
