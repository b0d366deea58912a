import { renderWithProviders } from '@site/test-support/render';
import { screen, within } from '@testing-library/react';
import type { CatalogueEntry } from '../../content/catalogue.ts';
import type { ServicePageContent } from '../../content/types.ts';
import { loadServicePage, ServicePage } from './service-page.tsx';

function buildContent(overrides: Partial<ServicePageContent> = {}): ServicePageContent {
  return {
    intro: 'A short intro about the exam.',
    illustration: { src: 'exam.svg', alt: 'Drawing of a scanner.', width: 480, height: 360 },
    sections: [
      { id: 'what-it-is', heading: 'What is it?', blocks: ['It is a scan.'] },
      {
        id: 'preparation',
        heading: 'How to prepare',
        blocks: [
          { kind: 'list', items: ['Eat as usual.', 'Bring your card.'] },
          { kind: 'list', ordered: true, items: ['Check in.', 'Change.'] },
        ],
      },
      {
        id: 'safety',
        heading: 'Is it safe?',
        blocks: [
          { kind: 'terms', items: [{ term: 'Radiation', text: 'None at all.' }] },
          { kind: 'note', title: 'When to call', text: 'Call if it hurts.' },
          { kind: 'link', text: 'See where we work.', label: 'Find a location', to: '/patient-information/locations' },
        ],
      },
    ],
    links: [
      { label: 'About the exam', href: 'https://www.radiologyinfo.org/en/info/genus', source: 'RadiologyInfo.org' },
    ],
    related: ['/services/subspecialties/neuroradiology', '/services/modalities/pet-ct', '/services/modalities/unknown'],
    ...overrides,
  };
}

const entry: CatalogueEntry = {
  kind: 'modality',
  slug: 'example',
  title: 'Example Scan',
  description: 'An example.',
  module: 'src/content/modalities/example.ts',
  load: async () => buildContent(),
};

test('renders the page name, intro and every section in order', () => {
  renderWithProviders(<ServicePage entry={entry} content={buildContent()} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Example Scan' })).toBeInTheDocument();
  expect(screen.getByText('A short intro about the exam.')).toBeInTheDocument();
  const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
  expect(headings).toEqual(['What is it?', 'How to prepare', 'Is it safe?', 'Learn more', 'Related pages']);
  expect(screen.getByRole('region', { name: 'What is it?' })).toHaveTextContent('It is a scan.');
});

test('renders lists, numbered steps, terms, notes and links to other pages from the content', () => {
  renderWithProviders(<ServicePage entry={entry} content={buildContent()} />);
  const preparation = within(screen.getByRole('region', { name: 'How to prepare' }));
  const [bullets, steps] = preparation.getAllByRole('list');
  expect(bullets?.tagName).toBe('UL');
  expect(steps?.tagName).toBe('OL');
  expect(
    within(steps as HTMLElement)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Check in.', 'Change.']);
  const safety = within(screen.getByRole('region', { name: 'Is it safe?' }));
  expect(safety.getByRole('term')).toHaveTextContent('Radiation');
  expect(safety.getByRole('definition')).toHaveTextContent('None at all.');
  expect(safety.getByRole('note')).toHaveTextContent('When to callCall if it hurts.');
  expect(safety.getByRole('link', { name: 'Find a location' })).toHaveAttribute(
    'href',
    '/patient-information/locations',
  );
});

test('shows the illustration with its alt text and reserved size, loading lazily', () => {
  renderWithProviders(<ServicePage entry={entry} content={buildContent()} />);
  const image = screen.getByRole('img', { name: 'Drawing of a scanner.' });
  expect(image).toHaveAttribute('width', '480');
  expect(image).toHaveAttribute('height', '360');
  expect(image).toHaveAttribute('loading', 'lazy');
});

test('links to public resources in a new tab, naming the publisher', () => {
  renderWithProviders(<ServicePage entry={entry} content={buildContent()} />);
  const learnMore = within(screen.getByRole('region', { name: 'Learn more' }));
  const link = learnMore.getByRole('link', { name: /About the exam/ });
  expect(link).toHaveAttribute('href', 'https://www.radiologyinfo.org/en/info/genus');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAccessibleName('About the exam (opens in a new tab)');
  expect(learnMore.getByText('RadiologyInfo.org')).toBeInTheDocument();
});

test('names related pages from the catalogue with their kind, skips unknown ones, and links back to all services', () => {
  renderWithProviders(<ServicePage entry={entry} content={buildContent()} />);
  const related = within(screen.getByRole('navigation', { name: 'Related pages' }));
  expect(related.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Neuroradiology (subspecialty)', '/services/subspecialties/neuroradiology'],
    ['PET/CT (imaging exam)', '/services/modalities/pet-ct'],
    ['All services (overview)', '/services'],
  ]);
});

test('loadServicePage loads the text and returns a component that renders it', async () => {
  const Page = await loadServicePage({ ...entry, load: async () => buildContent({ intro: 'Loaded on demand.' }) });
  renderWithProviders(<Page />);
  expect(screen.getByRole('heading', { level: 1, name: 'Example Scan' })).toBeInTheDocument();
  expect(screen.getByText('Loaded on demand.')).toBeInTheDocument();
});
