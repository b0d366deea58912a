import type { NewsItem } from '@site/shared';

/** A news item for tests; `overrides` replace any field. */
export function buildNewsItem(overrides: Partial<NewsItem> = {}): NewsItem {
  const id = overrides.id ?? 1;
  return {
    id,
    title: `Story number ${id}`,
    intro_text: `A short introduction to story ${id}.`,
    photo_small: `story-${id}-small.webp`,
    photo_large: `story-${id}-large.webp`,
    photo_large_caption: `Caption of story ${id}.`,
    published_date: '2026-10-04',
    full_text: `<p>The full text of story ${id}.</p>`,
    ...overrides,
  };
}
