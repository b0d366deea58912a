import { screen } from '@testing-library/react';
import { renderWithProviders } from '@site/test-support/render';
import { PatientResources } from './patient-resources.tsx';

describe('PatientResources', () => {
  it('links to radiation-safety sites in a new tab, each with a line on what is there', () => {
    renderWithProviders(<PatientResources />);
    expect(screen.getByRole('heading', { level: 1, name: 'Patient Resources' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Radiation safety' })).toBeVisible();

    const expected = [
      ['RadiologyInfo.org', 'https://www.radiologyinfo.org/'],
      ['Image Wisely', 'https://www.imagewisely.org/'],
      ['Image Gently', 'https://www.imagegently.org/'],
      [
        'Medical X-ray Imaging (U.S. Food and Drug Administration)',
        'https://www.fda.gov/radiation-emitting-products/medical-imaging/medical-x-ray-imaging',
      ],
    ];
    for (const [name, href] of expected) {
      const link = screen.getByRole('link', { name: `${name} (opens in a new tab)` });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.nextElementSibling).toHaveTextContent(/^\S+( \S+){5,}\.$/);
    }
  });
});
