import { renderWithProviders } from '@site/shared/test-utils';
import { screen, within } from '@testing-library/react';
import { breastFellowship } from '../../content/breast-fellowship.ts';
import { BreastImagingFellowship } from './breast-imaging-fellowship.tsx';

describe('BreastImagingFellowship', () => {
  it('shows its h1 and the yearly training volumes, 71,000 screening mammograms first', async () => {
    renderWithProviders(<BreastImagingFellowship />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Breast Imaging Fellowship');
    const volumes = within(screen.getByRole('list', { name: 'Training volumes each year' })).getAllByRole('listitem');
    expect(volumes).toHaveLength(breastFellowship.volumes.length);
    expect(volumes[0]).toHaveTextContent('71,000 screening mammograms');
  });

  it('numbers the four requirements in the order the content gives them', async () => {
    renderWithProviders(<BreastImagingFellowship />);
    const list = await screen.findByRole('list', { name: 'Requirements' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(breastFellowship.requirements);
    expect(items).toHaveLength(4);
  });

  it('numbers the five submission items in order, with their sanitized extra text', async () => {
    renderWithProviders(<BreastImagingFellowship />);
    const list = await screen.findByRole('list', { name: 'What to send us' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    breastFellowship.submissionSteps.forEach((step, index) => {
      expect(items[index]).toHaveTextContent(step.headline);
    });
    expect(within(items[4]!).getByRole('link', { name: /breast\.fellowship@/ })).toHaveAttribute(
      'href',
      'mailto:breast.fellowship@riverbendradiology.example',
    );
  });
});
