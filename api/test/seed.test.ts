import './test-support/vm-modules.ts';
import { eq } from 'drizzle-orm';
import type { NewsItem, Physician } from '@site/contracts/types';
import { physicians, quick_facts, settings } from '../src/db/schema.ts';
import { seedIfEmpty } from '../src/seed/seed.ts';
import { buildNewsItem, buildPhysician, buildSeedContent } from './test-support/builders.ts';
import { buildQuickFact } from '@site/test-support/builders';
import { createTestApp, SETUP_TIMEOUT_MS } from './test-support/test-app.ts';
import type { TestApp } from './test-support/test-app.ts';

const hostile = [
  '<p>Trusted <strong>text</strong>.</p>',
  '<script>alert("bio")</script>',
  '<img src="x" onerror="alert(1)">',
  '<a href="javascript:alert(2)">click</a>',
  '<a href="https://example.org/profile" onclick="alert(3)" style="color:red">profile</a>',
  '<p onmouseover="alert(4)">hover</p>',
].join('');

const hostileBiography = buildPhysician({
  full_name: 'Hannah Hostile, MD',
  last_name: 'Hostile',
  biography: hostile,
  why_msk: hostile,
  why_radiology: hostile,
  what_did_you_like_dayton: hostile,
});
const hostileNews = buildNewsItem({ title: 'Hostile news', full_text: hostile });
const fellowWithHtml = buildPhysician({ full_name: 'Finn Fellow, MD', last_name: 'Fellow', why_msk: hostile });

const content = buildSeedContent({
  physicians: [hostileBiography],
  fellows: [fellowWithHtml],
  news: [hostileNews],
  quickFacts: [buildQuickFact({ number: '10', title: 'Original' })],
});

let testApp: TestApp;
let firstSeed: boolean;
beforeAll(async () => {
  testApp = await createTestApp();
  firstSeed = await seedIfEmpty(testApp.app.db, content);
}, SETUP_TIMEOUT_MS);
afterAll(() => testApp?.close());

/** Asserts that `html` kept the safe markup and lost every script, handler and javascript: URL. */
function expectSanitized(html: string | null) {
  expect(html).not.toBeNull();
  expect(html).not.toMatch(/<script|alert\("bio"\)|onerror|onclick|onmouseover|javascript:|style=|<img/i);
  expect(html).toContain('<p>Trusted <strong>text</strong>.</p>');
  expect(html).toContain('<a href="https://example.org/profile">profile</a>');
  expect(html).toContain('<a>click</a>');
}

describe('seeding', () => {
  it('loads the content into an empty database', async () => {
    expect(firstSeed).toBe(true);
    const team = (await testApp.app.inject({ url: '/api/physicians' })).json();
    expect(team.map((p: Physician) => p.full_name)).toEqual(['Hannah Hostile, MD']);
  });

  it('sanitizes every HTML field of physicians and news on write', async () => {
    const [stored] = await testApp.app.db.select().from(physicians).where(eq(physicians.last_name, 'Hostile'));
    for (const field of ['biography', 'why_msk', 'why_radiology', 'what_did_you_like_dayton'] as const) {
      expectSanitized(stored![field]);
    }
    const [fellow] = (await testApp.app.inject({ url: '/api/fellows' })).json();
    expectSanitized(fellow.why_msk);
    const [item]: NewsItem[] = (await testApp.app.inject({ url: '/api/news' })).json();
    expectSanitized(item!.full_text);
  });

  it('does nothing when content exists: no duplicates, edits kept', async () => {
    await testApp.app.db.update(quick_facts).set({ title: 'Edited by staff' }).where(eq(quick_facts.number, '10'));
    await testApp.app.db.update(settings).set({ organization_name: 'Renamed Practice' });

    const again = buildSeedContent({ physicians: [buildPhysician()], quickFacts: [buildQuickFact()] });
    expect(await seedIfEmpty(testApp.app.db, again)).toBe(false);
    expect(await seedIfEmpty(testApp.app.db, content)).toBe(false);

    expect((await testApp.app.inject({ url: '/api/quickfacts' })).json()).toEqual([
      { number: '10', title: 'Edited by staff' },
    ]);
    expect(await testApp.app.db.$count(physicians)).toBe(2);
    expect((await testApp.app.inject({ url: '/api/settings' })).json().organization_name).toBe('Renamed Practice');
  });

  it('does not bring back a list staff emptied', async () => {
    await testApp.app.db.delete(quick_facts);
    expect(await seedIfEmpty(testApp.app.db, content)).toBe(false);
    expect((await testApp.app.inject({ url: '/api/quickfacts' })).json()).toEqual([]);
  });
});
