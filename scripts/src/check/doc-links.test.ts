import { brokenCitations, headingAnchors } from './doc-links.ts';

// Assembled from parts so that `npm run check:docs`, which reads this file too, does not take the broken
// example for a real citation.
const MISSING_FILE = ['docs', 'rules.md#roles'].join('/');

const design = [
  '# Design',
  '',
  '## Product decisions',
  '```md',
  '## Not a heading',
  '```',
  '## `@site/shared` and contracts',
  '## Data',
  '## Data',
].join('\n');

describe('headingAnchors', () => {
  it('gives the anchors GitHub gives, skipping fenced code and numbering duplicates', () => {
    expect(headingAnchors(design)).toEqual([
      'design',
      'product-decisions',
      'siteshared-and-contracts',
      'data',
      'data-1',
    ]);
  });
});

describe('brokenCitations', () => {
  const readDoc = (docPath: string) => (docPath === 'docs/design.md' ? design : undefined);

  it('accepts a citation of an existing file and section', () => {
    const files = [
      { path: 'api/src/a.ts', text: '/** Sessions (docs/design.md#product-decisions). */\n// docs/design.md' },
    ];
    expect(brokenCitations(files, readDoc)).toEqual([]);
  });

  it('reports a missing section and a missing file with the line they are on', () => {
    const files = [{ path: 'api/src/a.ts', text: `ok\n// docs/design.md#stack and ${MISSING_FILE}` }];
    expect(brokenCitations(files, readDoc)).toEqual([
      { file: 'api/src/a.ts', line: 2, citation: 'docs/design.md#stack', reason: 'no such section' },
      { file: 'api/src/a.ts', line: 2, citation: MISSING_FILE, reason: 'no such file' },
    ]);
  });
});
