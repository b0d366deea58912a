import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@site/test-support/render';
import { buildSettings } from '@site/test-support/builders';
import { settingsFallback } from '../../test-support/page-data.ts';
import { Nondiscrimination } from './nondiscrimination.tsx';

// The practice details this file's assertions name.
const settings = buildSettings({
  organization_name: 'Test Valley Radiology',
  phone: '(937) 555-0177',
  email: 'office@testvalley.example',
});

describe('Nondiscrimination', () => {
  it('states the commitment with the organisation name from the settings', () => {
    renderWithProviders(<Nondiscrimination />, { swrFallback: settingsFallback(settings) });
    expect(screen.getByRole('heading', { level: 1, name: 'Nondiscrimination and Language Assistance' })).toBeVisible();
    expect(screen.getByText(/^Test Valley Radiology follows federal civil rights laws/)).toBeVisible();
    expect(screen.getByRole('region', { name: 'Our commitment' })).toHaveTextContent(
      'race, color, national origin, age, disability or sex',
    );
  });

  it('names the free aids and language services and the Civil Rights Coordinator', () => {
    renderWithProviders(<Nondiscrimination />, { swrFallback: settingsFallback(settings) });
    expect(screen.getByText('Qualified sign language interpreters.')).toBeVisible();
    const grievance = screen.getByRole('region', { name: 'If you believe we have discriminated against you' });
    expect(within(grievance).getByText('Civil Rights Coordinator')).toBeVisible();
    expect(within(grievance).getByRole('link', { name: 'office@testvalley.example' })).toBeVisible();
    expect(screen.getByRole('link', { name: /Office for Civil Rights Complaint Portal/ })).toHaveAttribute(
      'href',
      'https://ocrportal.hhs.gov/ocr/portal/lobby.jsf',
    );
  });

  it('gives language taglines marked with their language, each calling the practice', () => {
    renderWithProviders(<Nondiscrimination />, { swrFallback: settingsFallback(settings) });
    const taglines = within(screen.getByRole('region', { name: 'Language assistance' })).getAllByRole('listitem');
    expect(taglines.length).toBeGreaterThanOrEqual(5);
    const spanish = taglines.find((item) => item.getAttribute('lang') === 'es')!;
    expect(spanish).toHaveTextContent('ATENCIÓN');
    expect(within(spanish).getByRole('link', { name: '(937) 555-0177' })).toHaveAttribute('href', 'tel:+19375550177');
    expect(taglines.find((item) => item.getAttribute('lang') === 'ar')).toHaveAttribute('dir', 'rtl');
    for (const item of taglines) expect(item).toHaveAttribute('lang');
  });
});
