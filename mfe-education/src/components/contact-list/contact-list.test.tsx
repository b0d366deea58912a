import { renderWithProviders } from '@site/test-support/render';
import { screen, within } from '@testing-library/react';
import { buildPracticeContact } from '@site/test-support/builders';
import { ContactList } from './contact-list.tsx';

describe('ContactList', () => {
  const contacts = [
    buildPracticeContact({
      title: 'Program Director',
      full_name: 'Dr. Ada Example',
      phone: '(937) 555-0190',
      email: 'ada@clinic.example',
    }),
    buildPracticeContact({
      title: 'Program Coordinator',
      full_name: 'Ben Example',
      phone: null,
      email: 'ben@clinic.example',
    }),
  ];

  it('shows each contact with a phone link and an e-mail link', async () => {
    renderWithProviders(<ContactList contacts={contacts} label="Program contacts" />);
    const items = within(await screen.findByRole('list', { name: 'Program contacts' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const director = items[0]!;
    expect(director).toHaveTextContent('Program Director');
    expect(director).toHaveTextContent('Dr. Ada Example');
    expect(within(director).getByRole('link', { name: /\(937\) 555-0190/ })).toHaveAttribute(
      'href',
      'tel:+19375550190',
    );
    expect(within(director).getByRole('link', { name: /ada@clinic\.example/ })).toHaveAttribute(
      'href',
      'mailto:ada@clinic.example',
    );
  });

  it('leaves out a way of contact the person does not have', async () => {
    renderWithProviders(<ContactList contacts={contacts} label="Program contacts" />);
    const coordinator = within(await screen.findByRole('list')).getAllByRole('listitem')[1]!;
    expect(within(coordinator).getAllByRole('link')).toHaveLength(1);
    expect(coordinator).not.toHaveTextContent('Phone');
  });
});
