import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@site/test-support/render';
import { buildSettings } from '@site/test-support/builders';
import { settingsFallback } from '../../test-support/page-data.ts';
import { PatientInformation } from './patient-information.tsx';

describe('PatientInformation', () => {
  it('shows one h1 and the Excellence, Compassion and History columns', () => {
    renderWithProviders(<PatientInformation />, { swrFallback: settingsFallback() });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Patient Information' })).toBeVisible();
    for (const name of ['Excellence', 'Compassion', 'History']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeVisible();
    }
  });

  it('builds the History column from the settings, not from literals', () => {
    renderWithProviders(<PatientInformation />, {
      swrFallback: settingsFallback(
        buildSettings({ founded_year: 1968, physician_count: 51, physician_assistant_count: 7 }),
      ),
    });
    const history = screen.getByRole('heading', { name: 'History' }).parentElement!;
    expect(history).toHaveTextContent('since 1968');
    expect(history).toHaveTextContent('51 physicians and 7 physician assistants');
  });

  it('links to each patient sub-page with a line on what it holds', () => {
    renderWithProviders(<PatientInformation />, { swrFallback: settingsFallback() });
    const links = within(screen.getByRole('region', { name: 'Information for patients' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Frequently Called Numbers', '/patient-information/frequently-called-numbers'],
      ['Billing Information', '/patient-information/billing-information'],
      ['Your Images and Reports', '/patient-information/images-and-reports'],
      ['No Surprises Act Notice', '/patient-information/no-surprises-act'],
      ['Patient Resources', '/patient-information/patient-resources'],
      ['Locations', '/patient-information/locations'],
    ]);
    expect(screen.getByText(/with phone numbers, websites and directions/)).toBeVisible();
  });
});
