import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { mockFetch, renderWithProviders } from '@site/test-support/render';
import { buildSettings, buildFrequentlyCalledNumber } from '@site/test-support/builders';
import { settingsFallback } from '../../test-support/page-data.ts';
import { FrequentlyCalledNumbers } from './frequently-called-numbers.tsx';

// The practice details this file's assertions name.
const settings = buildSettings({ phone: '(937) 555-0177' });

const path = '/api/frequently-called-numbers';
const numbers = [
  buildFrequentlyCalledNumber({ title: 'Main office', subtitle: 'Monday to Friday', text: '(937) 555-0100' }),
  buildFrequentlyCalledNumber({ title: 'Billing questions', subtitle: 'About a bill from us', text: '(937) 555-0140' }),
  buildFrequentlyCalledNumber({ title: 'Fax', subtitle: null, text: '(937) 555-0101' }),
];

describe('FrequentlyCalledNumbers', () => {
  it('shows a card per number with its title, subtitle and a tel: link', async () => {
    mockFetch({ [path]: numbers });
    renderWithProviders(<FrequentlyCalledNumbers />, { swrFallback: settingsFallback(settings) });

    expect(screen.getByRole('heading', { level: 1, name: 'Frequently Called Numbers' })).toBeVisible();
    const billing = (await screen.findByRole('heading', { level: 2, name: 'Billing questions' })).closest('li')!;
    expect(within(billing).getByText('About a bill from us')).toBeVisible();
    expect(within(billing).getByRole('link', { name: '(937) 555-0140' })).toHaveAttribute('href', 'tel:+19375550140');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  });

  it('leaves out an absent subtitle', async () => {
    mockFetch({ [path]: numbers });
    renderWithProviders(<FrequentlyCalledNumbers />, { swrFallback: settingsFallback(settings) });
    const fax = (await screen.findByRole('heading', { name: 'Fax' })).closest('li')!;
    expect(fax.querySelectorAll('p')).toHaveLength(0);
    expect(within(fax).getByRole('link', { name: '(937) 555-0101' })).toHaveAttribute('href', 'tel:+19375550101');
  });

  it('shows skeletons and a loading status while the numbers load', async () => {
    mockFetch({ [path]: numbers });
    renderWithProviders(<FrequentlyCalledNumbers />, { swrFallback: settingsFallback(settings) });
    expect(screen.getByRole('status')).toHaveTextContent('Loading phone numbers…');
    expect(screen.getAllByTestId('skeleton').length).toBeGreaterThan(0);
    await screen.findByRole('heading', { name: 'Main office' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows an error with Retry when the numbers fail, and recovers', async () => {
    mockFetch({ [path]: new Error('offline') });
    renderWithProviders(<FrequentlyCalledNumbers />, { swrFallback: settingsFallback(settings) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load our phone numbers.');

    mockFetch({ [path]: numbers });
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Main office' })).toBeVisible();
  });

  it('points to the main office from the settings when no numbers are listed', async () => {
    mockFetch({ [path]: [] });
    renderWithProviders(<FrequentlyCalledNumbers />, { swrFallback: settingsFallback(settings) });
    expect(await screen.findByText(/No phone numbers are listed right now/)).toBeVisible();
    expect(screen.getByRole('link', { name: '(937) 555-0177' })).toHaveAttribute('href', 'tel:+19375550177');
  });
});
