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

  it('gives a tagline in English and each language most spoken in Ohio, each calling the practice and the relay line', () => {
    renderWithProviders(<Nondiscrimination />, { swrFallback: settingsFallback(settings) });
    const taglines = within(screen.getByRole('region', { name: 'Language assistance' })).getAllByRole('listitem');
    // English, the fifteen languages of the Ohio list (Chinese in two scripts, Cushite as Somali and Oromo).
    expect(taglines.map((item) => item.getAttribute('lang'))).toEqual([
      'en',
      'es',
      'zh-Hans',
      'zh-Hant',
      'de',
      'ar',
      'pdc',
      'ru',
      'fr',
      'vi',
      'so',
      'om',
      'ko',
      'it',
      'ja',
      'nl',
      'uk',
      'ro',
    ]);
    for (const item of taglines) {
      expect(within(item).getByRole('link', { name: '(937) 555-0177' })).toHaveAttribute('href', 'tel:+19375550177');
      expect(within(item).getByRole('link', { name: '711' })).toHaveAttribute('href', 'tel:711');
      expect(item).not.toHaveTextContent(/\{(phone|relay)\}/);
    }
    const spanish = taglines[1]!;
    expect(spanish).toHaveTextContent(/^Español \(Spanish\)ATENCIÓN: Si habla español/);
    expect(within(spanish).getByText('(Spanish)')).toHaveAttribute('lang', 'en');
    const arabic = taglines.find((item) => item.getAttribute('lang') === 'ar')!;
    expect(arabic).toHaveAttribute('dir', 'rtl');
    expect(within(arabic).getByRole('link', { name: '711' })).toHaveAttribute('dir', 'ltr');
  });
});
