import type { Cache } from 'swr';
import { pageSettled } from './settled.ts';

const cacheOf = (entries: Record<string, object>) => new Map(Object.entries(entries)) as unknown as Cache;

/** A page body with deferred blocks, `loaded` of them marked as mounted. */
function pageWith(blocks: number, loaded: number): HTMLElement {
  const body = document.createElement('div');
  for (let i = 0; i < blocks; i += 1) {
    const block = document.createElement('div');
    block.setAttribute('data-deferred', '');
    if (i < loaded) block.setAttribute('data-loaded', '');
    body.append(block);
  }
  return body;
}

describe('pageSettled', () => {
  it('is settled when every deferred block has mounted and every answer is in', () => {
    const cache = cacheOf({ '/api/quickfacts/': { data: [], isLoading: false, isValidating: false } });
    expect(pageSettled(cache, pageWith(3, 3))).toBe(true);
  });

  it('waits for a deferred block that has not mounted, though nothing is loading yet', () => {
    expect(pageSettled(cacheOf({}), pageWith(3, 2))).toBe(false);
  });

  it('waits for an answer still on its way, first load or revalidation', () => {
    expect(pageSettled(cacheOf({ '/api/quickfacts/': { isLoading: true } }), pageWith(1, 1))).toBe(false);
    expect(pageSettled(cacheOf({ '/api/news/': { data: [], isValidating: true } }), pageWith(0, 0))).toBe(false);
  });

  it('counts a failed answer as in: the page shows its error state', () => {
    const cache = cacheOf({ '/api/news/': { error: new Error('503'), isLoading: false, isValidating: false } });
    expect(pageSettled(cache, pageWith(0, 0))).toBe(true);
  });
});
