import { mockFetch, renderWithProviders } from '@site/test-support/render';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { buildSettings } from '@site/test-support/builders';
import { fetchNeverAnswers } from '../../test-support/fetch.ts';
import { Contact } from './contact.tsx';

const settings = buildSettings({
  organization_name: 'Northside Imaging Partners',
  street_address: '42 Example Avenue',
  city: 'Dayton',
  state: 'OH',
  zip: '45409',
  phone: '(937) 555-0142',
  fax: '(937) 555-0143',
  email: 'hello@northside.example',
});

const officeSection = () => screen.getByRole('region', { name: 'Our office' });

describe('Contact', () => {
  it('shows the office address, phone, fax and e-mail from the settings, and the form', () => {
    mockFetch({ '/api/settings': settings });
    renderWithProviders(<Contact />, { route: '/contact', swrFallback: { '/api/settings': settings } });

    expect(screen.getByRole('heading', { level: 1, name: 'Contact' })).toBeInTheDocument();
    const office = within(officeSection());
    expect(office.getByText(/Northside Imaging Partners/)).toHaveTextContent(
      'Northside Imaging Partners42 Example AvenueDayton, OH 45409',
    );
    expect(office.getByRole('link', { name: '(937) 555-0142' })).toHaveAttribute('href', 'tel:+19375550142');
    expect(office.getByText('(937) 555-0143')).toBeInTheDocument();
    expect(office.getByRole('link', { name: 'hello@northside.example' })).toHaveAttribute(
      'href',
      'mailto:hello@northside.example',
    );

    const form = screen.getByRole('region', { name: 'Send us a message' });
    expect(within(form).getByRole('button', { name: 'Send message' })).toBeInTheDocument();
  });

  it('offers the office phone when sending fails', async () => {
    mockFetch({ '/api/settings': settings, '/api/utilities/contact.php': new TypeError('Failed to fetch') });
    renderWithProviders(<Contact />, { route: '/contact', swrFallback: { '/api/settings': settings } });
    const user = userEvent.setup();

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '937-555-0123');
    await user.type(screen.getByRole('textbox', { name: 'Comments' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('link', { name: '(937) 555-0142' })).toHaveAttribute('href', 'tel:+19375550142');
  });

  it('shows a skeleton while the settings load', () => {
    fetchNeverAnswers();
    renderWithProviders(<Contact />, { route: '/contact' });

    expect(within(officeSection()).getByText('Loading our contact details…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeInTheDocument();
  });

  it('shows an error with Retry when the settings cannot load', async () => {
    mockFetch({ '/api/settings': { status: 500, body: { error: { code: 'internal', message: 'Down' } } } });
    renderWithProviders(<Contact />, { route: '/contact' });

    const alert = await within(officeSection()).findByRole('alert');
    mockFetch({ '/api/settings': settings });
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await within(officeSection()).findByRole('link', { name: '(937) 555-0142' })).toBeInTheDocument();
  });
});
