import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { mockFetch, renderWithProviders } from '@site/test-support/render';
import { buildSettings } from '@site/test-support/builders';
import { settingsFallback } from '../../test-support/page-data.ts';
import { BillingInformation } from './billing-information.tsx';

// The practice details this file's assertions name.
const settings = buildSettings({
  organization_name: 'Test Valley Radiology',
  billing_phone: '(937) 555-0179',
  billing_company_name: 'Test Billing Company',
  billing_company_address: 'PO Box 10\nDayton, OH 45401-0010',
  collections_company_name: 'Test Collections Agency',
  collections_company_address: 'PO Box 20\nTroy, OH 45373-0020',
  collections_phone: '(937) 555-0176',
  payment_url: 'https://pay.testbilling.example/testvalley',
});

function column(name: string) {
  return screen.getByRole('heading', { level: 2, name }).closest('section')!;
}

describe('BillingInformation', () => {
  it('is titled exactly Billing Information, so the shell hides its billing callout here', () => {
    renderWithProviders(<BillingInformation />, { swrFallback: settingsFallback(settings) });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Billing Information$/);
  });

  it('shows the billing company and the collections company from the settings, each with a mailing address and phone', () => {
    renderWithProviders(<BillingInformation />, { swrFallback: settingsFallback(settings) });

    const billing = column('Billing company');
    expect(within(billing).getByText('Test Billing Company', { selector: 'p' })).toBeVisible();
    expect(within(billing).getByText('Test Billing Company', { selector: 'span' })).toBeVisible();
    expect(within(billing).getByText('PO Box 10')).toBeVisible();
    expect(within(billing).getByText('Dayton, OH 45401-0010')).toBeVisible();
    expect(billing).toHaveTextContent('Test Billing Company has prepared and sent our bills');
    // The billing company's line is the settings' billing phone, the one the header popover shows.
    expect(within(billing).getByRole('link', { name: '(937) 555-0179' })).toHaveAttribute('href', 'tel:+19375550179');
    expect(billing).toHaveTextContent('Since October 1st, 2015');

    const collections = column('Collections company');
    expect(collections).toHaveTextContent('the account may pass to Test Collections Agency');
    expect(within(collections).getByText('PO Box 20')).toBeVisible();
    expect(within(collections).getByRole('link', { name: '(937) 555-0176' })).toHaveAttribute(
      'href',
      'tel:+19375550176',
    );
  });

  it('shows an error with Retry in place of the companies while the settings cannot be loaded', async () => {
    const user = userEvent.setup();
    mockFetch({ '/api/settings': { status: 503, body: { error: { code: 'unavailable', message: 'Down' } } } });
    renderWithProviders(<BillingInformation />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the billing companies’ details');
    expect(screen.queryByRole('link', { name: /Pay your bill online/ })).not.toBeInTheDocument();

    mockFetch({ '/api/settings': settings });
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Test Billing Company', { selector: 'p' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the invoice-by-text notice from the same settings as the header popover', () => {
    renderWithProviders(<BillingInformation />, {
      swrFallback: settingsFallback(
        buildSettings({
          billing_alert_text: 'Texts about invoices from 555 numbers are genuine.',
          billing_phone: '(937) 555-0141',
          invoices_by_mail_date: '2025-09-01',
        }),
      ),
    });
    const notice = screen.getByRole('complementary', { name: 'Invoices by text message' });
    expect(notice).toHaveTextContent('Texts about invoices from 555 numbers are genuine.');
    expect(within(notice).getByRole('link', { name: '(937) 555-0141' })).toHaveAttribute('href', 'tel:+19375550141');
    expect(notice).toHaveTextContent('To request a paper invoice, call (937) 555-0141.');
    expect(notice).toHaveTextContent('Invoices return to the mail as of September 1st, 2025.');
  });

  it('leaves the notice out, as the header leaves out its button, outside the alert’s days', () => {
    // What GET /api/settings answers after the alert's last day: no text.
    const ended = buildSettings({ billing_alert_text: '', billing_alert_ends_on: '2025-10-31' });
    renderWithProviders(<BillingInformation />, { swrFallback: settingsFallback(ended) });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Billing Information$/);
    expect(screen.queryByRole('complementary', { name: 'Invoices by text message' })).not.toBeInTheDocument();
  });

  it('links to the payment page of the settings in a new tab and names the payee from the settings', () => {
    renderWithProviders(<BillingInformation />, { swrFallback: settingsFallback(settings) });
    const pay = screen.getByRole('link', { name: /Pay your bill online/ });
    expect(pay).toHaveAttribute('href', 'https://pay.testbilling.example/testvalley');
    expect(pay).toHaveAttribute('target', '_blank');
    expect(screen.getByText(/check payable to Test Valley Radiology/)).toBeVisible();
  });

  it('explains why one exam brings two bills and who to call for each', () => {
    renderWithProviders(<BillingInformation />, { swrFallback: settingsFallback(settings) });
    const section = column('Why did I get two bills?');
    const professional = within(section).getByRole('heading', { level: 3, name: /professional fee/ }).parentElement!;
    expect(within(professional).getByRole('link', { name: '(937) 555-0179' })).toBeVisible();
    const technical = within(section).getByRole('heading', { level: 3, name: /technical fee/ }).parentElement!;
    expect(within(technical).getByRole('link', { name: 'Locations page' })).toHaveAttribute(
      'href',
      '/patient-information/locations',
    );
  });

  it('links to the No Surprises Act notice', () => {
    renderWithProviders(<BillingInformation />, { swrFallback: settingsFallback(settings) });
    expect(screen.getByRole('link', { name: 'Read our No Surprises Act notice' })).toHaveAttribute(
      'href',
      '/patient-information/no-surprises-act',
    );
  });
});
