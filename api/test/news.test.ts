import './test-support/vm-modules.ts';
import type { NewsItem } from '@site/contracts/types';
import { buildNewsItem, buildSeedContent } from './test-support/builders.ts';
import { createTestApp, SETUP_TIMEOUT_MS } from './test-support/test-app.ts';
import type { TestApp } from './test-support/test-app.ts';

// Inserted out of date order, with two items on one day, so the order must come from the query.
const older = buildNewsItem({ title: 'Older', published_date: '2024-03-05' });
const newest = buildNewsItem({
  title: 'Newest',
  published_date: '2026-02-10',
  photo_small: 'newest-small.webp',
  photo_large: 'newest-large.webp',
  photo_large_caption: 'The new wing',
  full_text: '<p>Opened <a href="https://example.org/wing">today</a>.</p>',
});
const sameDayFirst = buildNewsItem({ title: 'Same day, entered first', published_date: '2025-06-01' });
const sameDaySecond = buildNewsItem({ title: 'Same day, entered second', published_date: '2025-06-01' });

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp(buildSeedContent({ news: [older, newest, sameDayFirst, sameDaySecond] }));
}, SETUP_TIMEOUT_MS);
afterAll(() => testApp?.close());

const get = (url: string) => testApp.app.inject({ method: 'GET', url });

describe('GET /api/news', () => {
  it('lists every item newest first, the later entry first on a shared date', async () => {
    const response = await get('/api/news/');
    expect(response.statusCode).toBe(200);
    expect(response.json().map((item: NewsItem) => item.title)).toEqual([
      'Newest',
      'Same day, entered second',
      'Same day, entered first',
      'Older',
    ]);
  });

  it('answers the NewsItem fields with the date as YYYY-MM-DD', async () => {
    const [first] = (await get('/api/news')).json();
    expect(first).toEqual({ id: expect.any(Number), ...newest });
    expect(first.published_date).toBe('2026-02-10');
  });

  it('answers one item for ?id=N, on both URL forms', async () => {
    const list: NewsItem[] = (await get('/api/news')).json();
    const target = list.find((item) => item.title === 'Older')!;
    for (const url of [`/api/news/?id=${target.id}`, `/api/news?id=${target.id}`]) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(target);
    }
  });

  it('answers 404 in the JSON error shape for an unknown id', async () => {
    const response = await get('/api/news/?id=999999');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      error: { code: 'not_found', message: 'There is no news item with id 999999.' },
    });
  });

  it.each(['abc', '1.5', '0', '-3', '99999999999'])('answers 400 for id=%s', async (id) => {
    const response = await get(`/api/news/?id=${id}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'validation_failed', message: expect.any(String), fields: { id: expect.any(String) } },
    });
  });
});
