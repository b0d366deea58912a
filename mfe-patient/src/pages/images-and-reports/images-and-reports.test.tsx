import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { mockFetch, renderWithProviders } from '@site/test-support/render';
import { buildSettings, buildFrequentlyCalledNumber } from '@site/test-support/builders';
import { settingsFallback } from '../../test-support/page-data.ts';
import { ImagesAndReports } from './images-and-reports.tsx';

// The practice details this file's assertions name.
const settings = buildSettings({
  street_address: '12 Test Street, Suite 3',
  fax: '(937) 555-0178',
  email: 'office@testvalley.example',
});

const path = '/api/frequently-called-numbers';
const numbers = [
  buildFrequentlyCalledNumber({ title: 'Main office', text: '(937) 555-0100' }),
  buildFrequentlyCalledNumber({ title: 'Film and image library', subtitle: 'Copies on disc', text: '(937) 555-0120' }),
  buildFrequentlyCalledNumber({ title: 'Scheduling', text: '(937) 555-0110' }),
];

describe('ImagesAndReports', () => {
  it('explains how to get copies, share them, what to bring and how long it takes', async () => {
    mockFetch({ [path]: numbers });
    renderWithProviders(<ImagesAndReports />, { swrFallback: settingsFallback(settings) });
    expect(screen.getByRole('heading', { level: 1, name: 'Your Images and Reports' })).toBeVisible();
    for (const heading of [
      'Get copies for yourself',
      'Send your images to another doctor',
      'What to bring',
      'How long it takes',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    expect(screen.getByRole('region', { name: 'What to bring' })).toHaveTextContent('A photo ID');
    await screen.findByRole('link', { name: '(937) 555-0120' });
  });

  it('gives the image library number from the API and the practice contacts from the settings', async () => {
    mockFetch({ [path]: numbers });
    renderWithProviders(<ImagesAndReports />, { swrFallback: settingsFallback(settings) });
    const contacts = screen.getByRole('region', { name: 'Who to contact' });
    expect(await within(contacts).findByRole('link', { name: '(937) 555-0120' })).toHaveAttribute(
      'href',
      'tel:+19375550120',
    );
    expect(within(contacts).getByText('Film and image library')).toBeVisible();
    // Only the image library's line: the other numbers have their own page.
    expect(within(contacts).queryByRole('link', { name: '(937) 555-0110' })).not.toBeInTheDocument();
    expect(within(contacts).getByText('12 Test Street, Suite 3')).toBeVisible();
    expect(contacts).toHaveTextContent('Fax: (937) 555-0178');
    expect(within(contacts).getByRole('link', { name: 'office@testvalley.example' })).toBeVisible();
  });

  it('offers Retry when the numbers fail to load, keeping the practice contacts', async () => {
    mockFetch({ [path]: { status: 503, body: { error: { code: 'unavailable', message: 'Down' } } } });
    renderWithProviders(<ImagesAndReports />, { swrFallback: settingsFallback(settings) });
    const alert = await screen.findByRole('alert');
    expect(screen.getByText('12 Test Street, Suite 3')).toBeVisible();

    mockFetch({ [path]: numbers });
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: '(937) 555-0120' })).toBeVisible();
  });
});
