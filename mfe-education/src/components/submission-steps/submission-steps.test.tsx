import { renderWithProviders } from '@site/test-support/render';
import { screen, within } from '@testing-library/react';
import { SubmissionSteps } from './submission-steps.tsx';

describe('SubmissionSteps', () => {
  const steps = [
    { headline: 'A personal statement', additional: null },
    {
      headline: 'Your completed application',
      additional: '<p>E-mail it to <a href="mailto:apply@example.example">apply@example.example</a>.</p>',
    },
    { headline: 'Three letters of reference', additional: '<p>One from your program director.</p>' },
  ];

  it('numbers the steps in the order the data gives them', async () => {
    renderWithProviders(<SubmissionSteps steps={steps} label="What to send us" />);
    const list = await screen.findByRole('list', { name: 'What to send us' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.firstChild?.textContent)).toEqual([
      'A personal statement',
      'Your completed application',
      'Three letters of reference',
    ]);
  });

  it('renders the additional HTML as markup, and nothing extra when a step has none', async () => {
    renderWithProviders(<SubmissionSteps steps={steps} label="What to send us" />);
    const link = await screen.findByRole('link', { name: 'apply@example.example' });
    expect(link).toHaveAttribute('href', 'mailto:apply@example.example');
    expect(screen.getByText('One from your program director.').tagName).toBe('P');
    const [first] = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(first).toHaveTextContent(/^A personal statement$/);
  });
});
