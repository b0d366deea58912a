import './test-support/vm-modules.ts';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { signedIn, type AdminCaller } from './test-support/admin.ts';
import { buildPracticeContact, buildLocation, buildNewsItem, buildSeedContent } from './test-support/builders.ts';
import {
  buildFrequentlyCalledNumber,
  buildOutreachEvent,
  buildQuickFact,
  buildRotatorSlide,
  buildSettings,
  buildTestimonial,
} from '@site/test-support/builders';
import { HTML_FORM_BODY_LIMIT } from '@site/contracts/schemas';
import { fieldText } from './test-support/hostile-text.ts';
import { createTestApp, SETUP_TIMEOUT_MS } from './test-support/test-app.ts';
import type { TestApp } from './test-support/test-app.ts';

/**
 * Property: every text field an editor or admin can write, given hostile text (replacement patterns, NUL,
 * CR/LF, quotes, `</script>`, separators, long unicode) or text at and past its limit, is either saved (200,
 * 201) or refused with 400 — never a 500 — and the site keeps answering /api/health and /api/settings.
 * The one other answer allowed is 413 for a body past the route's byte limit (HTML_FORM_BODY_LIMIT for the
 * forms with HTML fields, which every HTML field at its limit of multi-byte text fits).
 */

let testApp: TestApp;
let editor: AdminCaller;
let admin: AdminCaller;
beforeAll(async () => {
  testApp = await createTestApp(buildSeedContent(), { mail: null });
  ({ call: editor } = await signedIn(testApp.app, 'editor'));
  ({ call: admin } = await signedIn(testApp.app, 'admin'));
}, SETUP_TIMEOUT_MS);
afterAll(() => testApp?.close());

const RUNS = 40;
const SHORT = 300;
const LONG = 2_000;
const HTML = 50_000;

/** A form the admin API saves, the text fields it holds with each field's limit, and how to save it. */
interface Target {
  name: string;
  method: InjectOptions['method'];
  /** The address to save at; a function when it needs a record made first. */
  url: string | (() => Promise<string>);
  /** A valid form, which each run changes in one field. */
  form: () => Record<string, unknown>;
  fields: Record<string, number>;
  caller: () => AdminCaller;
  /** The route's body limit in bytes (the app's 64 KB unless the route sets its own). */
  bodyLimit?: number;
}

const APP_BODY_LIMIT = 64 * 1024;

const { photo_small: _s, photo_large: _l, ...newsForm } = buildNewsItem();
const { image: _image, ...slideForm } = buildRotatorSlide();
const { id: _locationId, ...locationForm } = buildLocation() as ReturnType<typeof buildLocation> & { id?: number };

/** The id of an existing row of an ordered list (a rotator slide cannot be created without its picture step). */
async function firstId(path: string): Promise<string> {
  const rows = (await admin('GET', `/api/admin${path}`)).json() as { id: number }[];
  return `/api/admin${path}/${rows[0]!.id}`;
}

const TARGETS: Target[] = [
  {
    name: 'physician',
    method: 'POST',
    url: '/api/admin/physicians',
    form: () => ({ category: 'physician', full_name: 'Ada Example, MD', last_name: 'Example', subspecialties: [] }),
    fields: {
      full_name: 200,
      last_name: 100,
      medical_school: SHORT,
      residency: SHORT,
      fellowship: SHORT,
      board_certified: SHORT,
      appointments_committees: 1_000,
      military: SHORT,
      bachelor_education: SHORT,
      masters_education: SHORT,
      pa_school: SHORT,
      nccpa_certified: SHORT,
      undergrad: SHORT,
      biography: HTML,
      why_msk: HTML,
      why_radiology: HTML,
      what_did_you_like_dayton: HTML,
      interests: 1_000,
      training_year: 10,
      category: 20,
    },
    caller: () => editor,
    bodyLimit: HTML_FORM_BODY_LIMIT,
  },
  {
    name: 'news item',
    method: 'POST',
    url: '/api/admin/news',
    form: () => ({ ...newsForm }),
    fields: { title: 200, intro_text: LONG, photo_large_caption: 500, published_date: 10, full_text: HTML },
    caller: () => editor,
    bodyLimit: HTML_FORM_BODY_LIMIT,
  },
  {
    name: 'location',
    method: 'POST',
    url: '/api/admin/locations',
    form: () => ({ ...locationForm }),
    fields: { name: 200, address: LONG, phone: 20, url: LONG },
    caller: () => editor,
  },
  {
    name: 'frequently called number',
    method: 'POST',
    url: '/api/admin/numbers',
    form: () => ({ ...buildFrequentlyCalledNumber() }),
    fields: { title: 200, subtitle: 200, text: 20 },
    caller: () => editor,
  },
  {
    name: 'practice contact',
    method: 'POST',
    url: '/api/admin/contacts',
    form: () => ({ ...buildPracticeContact() }),
    fields: { title: 200, full_name: 200, phone: 40, email: 254, hours: 200 },
    // The admin: an editor may not set a contact's e-mail address (403, by design).
    caller: () => admin,
  },
  {
    name: 'quick fact',
    method: 'POST',
    url: '/api/admin/quick-facts',
    form: () => ({ ...buildQuickFact() }),
    fields: { number: 40, title: 200 },
    caller: () => editor,
  },
  {
    name: 'testimonial',
    method: 'POST',
    url: '/api/admin/testimonials',
    form: () => ({ ...buildTestimonial() }),
    fields: { text: LONG, name: 40, location: 200 },
    caller: () => editor,
  },
  {
    name: 'rotator slide',
    method: 'PUT',
    url: () => firstId('/rotator'),
    form: () => ({ ...slideForm }),
    fields: { title: 200, text: 500 },
    caller: () => editor,
  },
  {
    name: 'outreach event',
    method: 'POST',
    url: '/api/admin/outreach',
    form: () => {
      const { id: _id, ...event } = buildOutreachEvent() as ReturnType<typeof buildOutreachEvent> & { id?: number };
      return { ...event };
    },
    fields: { title: 200, intro_text: LONG, video: 200, link: LONG, link_text: 200 },
    caller: () => editor,
  },
  {
    name: 'site settings',
    method: 'PUT',
    url: '/api/admin/settings',
    form: () => ({ ...buildSettings() }),
    fields: {
      organization_name: 200,
      street_address: 200,
      city: 100,
      state: 2,
      zip: 10,
      phone: 20,
      fax: 20,
      email: 254,
      social_url: LONG,
      social_name: 200,
      billing_phone: 20,
      billing_alert_text: LONG,
      invoices_by_mail_date: 10,
      billing_company_since: 10,
      founded_year: 4,
      physician_count: 5,
      physician_assistant_count: 5,
      analytics_endpoint: LONG,
      billing_company_name: 200,
      billing_company_address: 500,
      collections_company_name: 200,
      collections_company_address: 500,
      collections_phone: 20,
      payment_url: LONG,
      residency_application_url: LONG,
      careers_video_id: 200,
      careers_video_text: 20_000,
      presentation_embed_url: LONG,
      presentation_url: LONG,
    },
    // The admin: an editor may not change the admin-only settings (403, by design).
    caller: () => admin,
  },
];

/** The public calls that must keep answering 200 after any save. */
async function siteStillAnswers(): Promise<void> {
  for (const url of ['/api/health', '/api/settings']) {
    const response = await testApp.app.inject({ method: 'GET', url });
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
  }
}

describe('property: hostile text in every admin-writable field', () => {
  it('the seeded forms save as they are (the properties start from valid forms)', async () => {
    for (const target of TARGETS) {
      const url = typeof target.url === 'string' ? target.url : await target.url();
      const response = await target.caller()(target.method, url, target.form());
      expect([target.name, response.statusCode, response.statusCode < 300 ? '' : response.body]).toEqual([
        target.name,
        target.method === 'POST' ? 201 : 200,
        '',
      ]);
    }
  });

  it.each(TARGETS.map((target) => [target.name, target] as const))(
    '%s: every save answers 200/201 or 400, never 500, and the site keeps answering',
    async (_name, target) => {
      const url = typeof target.url === 'string' ? target.url : await target.url();
      const field = fc.constantFrom(...Object.entries(target.fields));
      const edit = field.chain(([name, max]) => fc.tuple(fc.constant(name), fieldText(max)));
      await fc.assert(
        fc.asyncProperty(edit, async ([name, value]) => {
          const payload = { ...target.form(), [name]: value };
          const response = await target.caller()(target.method, url, payload);
          const allowed = target.method === 'POST' ? [201, 400] : [200, 400];
          // A body past the route's byte limit is refused before validation (413), which is no failure either;
          // any other answer, and a 413 below the limit, is.
          const tooLarge = Buffer.byteLength(JSON.stringify(payload)) > (target.bodyLimit ?? APP_BODY_LIMIT);
          if (tooLarge) allowed.push(413);
          if (!allowed.includes(response.statusCode)) {
            throw new Error(`${name} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
          }
          if (response.statusCode === 400) {
            expect(response.json()).toMatchObject({ error: { code: expect.any(String) } });
          }
          await siteStillAnswers();
        }),
        { numRuns: RUNS },
      );
    },
    60_000,
  );
});
