import './test-support/vm-modules.ts';
import fc from 'fast-check';
import { CONTACT_BODY_LIMIT } from '../src/routes/contact.ts';
import { buildContactForm, buildSeedContent } from './test-support/builders.ts';
import { fieldText } from './test-support/hostile-text.ts';
import { createTestApp, SETUP_TIMEOUT_MS } from './test-support/test-app.ts';
import type { TestApp } from './test-support/test-app.ts';

/**
 * Property: the public contact form, given hostile text (replacement patterns, NUL, CR/LF, quotes,
 * `</script>`, separators, long unicode) or text at and past each limit in any of its fields, answers 200 or
 * 400 — never a 500 — and the site keeps answering /api/health and /api/settings. A body past the route's
 * 16 KB limit may also get 413, refused before validation.
 */

const URL = '/api/utilities/contact.php';
const RUNS = 50;
/** Each field with its limit (contracts/src/schemas/contact.ts; the e-mail address's is RFC 5321's). */
const FIELDS: Record<string, number> = {
  name: 120,
  address: 200,
  city: 100,
  state: 2,
  zip: 10,
  phone: 20,
  email: 254,
  comments: 500,
};

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp(buildSeedContent(), { mail: null });
}, SETUP_TIMEOUT_MS);
afterAll(() => testApp?.close());

// The route is rate limited per address; each post comes from its own, so the limit never answers instead.
let sequence = 0;
const nextAddress = () => {
  sequence += 1;
  return `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;
};

const post = (payload: object) =>
  testApp.app.inject({ method: 'POST', url: URL, payload, remoteAddress: nextAddress() });

/** The statuses a post of `payload` may get: 200 or 400, and 413 only for a body past the route's byte limit. */
const allowedFor = (payload: object) =>
  Buffer.byteLength(JSON.stringify(payload)) > CONTACT_BODY_LIMIT ? [200, 400, 413] : [200, 400];

async function siteStillAnswers(): Promise<void> {
  for (const url of ['/api/health', '/api/settings']) {
    const response = await testApp.app.inject({ method: 'GET', url });
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
  }
}

/** One to three fields of the form replaced by hostile text or text at and past their limits. */
const hostileEdits = fc
  .uniqueArray(fc.constantFrom(...Object.keys(FIELDS)), { minLength: 1, maxLength: 3 })
  .chain((names) => fc.tuple(...names.map((name) => fc.tuple(fc.constant(name), fieldText(FIELDS[name]!)))))
  .map((pairs) => Object.fromEntries(pairs) as Record<string, string>);

describe('property: hostile text in the public contact form', () => {
  it('the valid form is accepted (the property starts from it)', async () => {
    expect((await post(buildContactForm())).statusCode).toBe(200);
  });

  it('answers 200 or 400, never 500, and the site keeps answering', async () => {
    await fc.assert(
      fc.asyncProperty(hostileEdits, async (edits) => {
        const payload = { ...buildContactForm(), ...edits };
        const response = await post(payload);
        if (!allowedFor(payload).includes(response.statusCode)) {
          throw new Error(`answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
        }
        expect(response.json()).toEqual(
          response.statusCode === 200
            ? { response: true }
            : { error: expect.objectContaining({ code: expect.any(String) }) },
        );
        await siteStillAnswers();
      }),
      { numRuns: RUNS },
    );
  }, 60_000);

  it('a form whose every text field is hostile at once answers 200 or 400, never 500', async () => {
    const everyField = fc.record(
      Object.fromEntries(Object.entries(FIELDS).map(([name, max]) => [name, fieldText(max)])) as Record<
        string,
        fc.Arbitrary<string>
      >,
    );
    await fc.assert(
      fc.asyncProperty(everyField, async (fields) => {
        const payload = { ...buildContactForm(), ...fields };
        const response = await post(payload);
        expect(allowedFor(payload)).toContain(response.statusCode);
        await siteStillAnswers();
      }),
      { numRuns: 25 },
    );
  }, 60_000);
});
