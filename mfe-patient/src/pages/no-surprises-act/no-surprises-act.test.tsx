import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@site/test-support/render';
import { buildSettings } from '@site/test-support/builders';
import { settingsFallback } from '../../test-support/page-data.ts';
import { NoSurprisesAct } from './no-surprises-act.tsx';

// The practice details this file's assertions name.
const settings = buildSettings({ organization_name: 'Test Valley Radiology', billing_phone: '(937) 555-0179' });

const region = (name: string | RegExp) => screen.getByRole('region', { name });

describe('NoSurprisesAct', () => {
  it('states the protections against balance billing', () => {
    renderWithProviders(<NoSurprisesAct />, { swrFallback: settingsFallback(settings) });
    expect(screen.getByRole('heading', { level: 1, name: 'No Surprises Act Notice' })).toBeVisible();
    const protections = region('Your rights and protections against surprise medical bills');
    for (const heading of ['What is balance billing?', 'Emergency care', 'When balance billing is not allowed']) {
      expect(within(protections).getByRole('heading', { level: 3, name: heading })).toBeVisible();
    }
    expect(protections).toHaveTextContent('For radiology, emergency medicine');
    expect(screen.getByText(/45 CFR 149\.430/)).toBeVisible();
  });

  it('explains the Good Faith Estimate and the right to dispute a bill $400 or more above it', () => {
    renderWithProviders(<NoSurprisesAct />, { swrFallback: settingsFallback(settings) });
    const estimate = region(/A Good Faith Estimate/);
    expect(estimate).toHaveTextContent('If your bill is $400 or more above your Good Faith Estimate');
    expect(within(estimate).getByRole('heading', { level: 3, name: 'How to dispute a bill' })).toBeVisible();
    expect(estimate).toHaveTextContent('within 120 calendar days');
  });

  it('gives the billing line from the settings and where to complain', () => {
    renderWithProviders(<NoSurprisesAct />, { swrFallback: settingsFallback(settings) });
    const wrongly = screen.getByRole('heading', {
      level: 3,
      name: 'If you think you were billed wrongly',
    }).parentElement!;
    expect(within(wrongly).getByRole('link', { name: '(937) 555-0179' })).toHaveAttribute('href', 'tel:+19375550179');
    expect(within(wrongly).getByRole('link', { name: /Centers for Medicare & Medicaid Services/ })).toHaveAttribute(
      'href',
      'https://www.cms.gov/nosurprises',
    );
    expect(within(region('Questions about this notice')).getByText('Test Valley Radiology')).toBeVisible();
  });
});
