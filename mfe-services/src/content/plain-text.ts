import type { ContentBlock, ContentSection } from './types.ts';

/**
 * The reading text of content blocks, one sentence-like unit per string: list items, terms and notes each
 * end in a full stop, as a reader hears them, so readability formulas do not merge them into one sentence.
 */
export function blocksText(blocks: ContentBlock[]): string[] {
  return blocks.flatMap((block) => {
    if (typeof block === 'string') return [block];
    switch (block.kind) {
      case 'list':
        return block.items;
      case 'terms':
        return block.items.flatMap((item) => [item.term, item.text]);
      case 'note':
        return [block.title, block.text];
      case 'link':
        return [block.text];
    }
  });
}

/** The body text of a page, from its intro and sections (headings, link lists and menus excluded). */
export function pageText(intro: string, sections: ContentSection[]): string {
  return [intro, ...sections.flatMap((section) => blocksText(section.blocks))].map(asSentence).join('\n');
}

function asSentence(text: string): string {
  const trimmed = text.trim().replace(/:$/, '.');
  return /[.?!]["')\]]?$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
