import './test-support/vm-modules.ts';
import type { Physician } from '@site/contracts/types';
import { buildLocation, buildPhysician, buildSeedContent } from './test-support/builders.ts';
import {
  buildFrequentlyCalledNumber,
  buildOutreachEvent,
  buildQuickFact,
  buildRotatorSlide,
  buildServiceSummary,
  buildSettings,
  buildTestimonial,
} from '@site/test-support/builders';
import { createTestApp, SETUP_TIMEOUT_MS } from './test-support/test-app.ts';
import type { TestApp } from './test-support/test-app.ts';

// Names chosen so insertion order, case and full-name ties all differ from the expected order.
const zimmer = buildPhysician({ full_name: 'Ann Zimmer, MD', last_name: 'Zimmer' });
const deLuca = buildPhysician({ full_name: 'Carla de Luca, MD', last_name: 'de Luca' });
const adamsBen = buildPhysician({ full_name: 'Ben Adams, MD', last_name: 'Adams' });
const adamsAmy = buildPhysician({
  category: 'physician_assistant',
  full_name: 'Amy Adams, PA-C',
  last_name: 'Adams',
  pa_school: 'Kettering College',
  nccpa_certified: 'Yes',
});
const fullyDescribed = buildPhysician({
  full_name: 'Maria Brandt, MD',
  last_name: 'Brandt',
  photo: 'brandt-maria.webp',
  subspecialties: ['Neuroradiology', 'Body Imaging'],
  medical_school: 'Ohio State',
  residency: 'Wright State',
  fellowship: 'Neuroradiology, Duke',
  board_certified: 'ABR',
  appointments_committees: 'Quality committee',
  military: 'US Air Force',
  bachelor_education: 'BS, Dayton',
  masters_education: 'MPH, Michigan',
  pa_school: null,
  nccpa_certified: null,
  undergrad: 'Miami University',
  biography: '<p>Reads <strong>neuro</strong> studies.</p>',
  why_msk: '<p>Joints.</p>',
  why_radiology: '<p>Puzzles.</p>',
  what_did_you_like_dayton: '<p>The rivers.</p>',
  interests: 'Cycling',
});
const residentLate = buildPhysician({ full_name: 'Yuri Young, MD', last_name: 'Young', training_year: 3 });
const residentEarly = buildPhysician({ full_name: 'Omar Ochoa, DO', last_name: 'Ochoa', training_year: 1 });
const fellow = buildPhysician({ full_name: 'Fay Fellow, MD', last_name: 'Fellow' });

const content = buildSeedContent({
  physicians: [zimmer, deLuca, adamsBen, adamsAmy, fullyDescribed],
  residents: [residentLate, residentEarly],
  fellows: [fellow],
  modalities: [buildServiceSummary({ name: 'MRI' }), buildServiceSummary({ name: 'CT Scan' })],
  subspecialties: [buildServiceSummary({ name: 'Neuroradiology' }), buildServiceSummary({ name: 'Body Imaging' })],
  quickFacts: [
    buildQuickFact({ number: '52', title: 'Physicians' }),
    buildQuickFact({ number: '1975', title: 'Since' }),
  ],
  testimonials: [buildTestimonial({ location: 'Kettering' }), buildTestimonial({ location: 'Troy' })],
  rotator: [buildRotatorSlide({ title: 'First' }), buildRotatorSlide({ title: 'Second' })],
  outreachEvents: [
    buildOutreachEvent({ title: 'Run', video: 'abc123' }),
    buildOutreachEvent({ title: 'Fair', link: 'https://fair.example', link_text: 'Visit' }),
  ],
  frequentlyCalledNumbers: [
    buildFrequentlyCalledNumber({ title: 'Billing', subtitle: 'Questions about a bill' }),
    buildFrequentlyCalledNumber({ title: 'Scheduling' }),
  ],
  locations: [
    buildLocation({ name: 'North', phone: '(937) 555-0150', url: 'https://north.example' }),
    buildLocation({ name: 'South', address: null, latitude: null, longitude: null }),
  ],
  settings: buildSettings({ organization_name: 'Route Test Radiology' }),
});

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp(content);
}, SETUP_TIMEOUT_MS);
afterAll(() => testApp?.close());

async function getJson(url: string) {
  const response = await testApp.app.inject({ method: 'GET', url });
  return { status: response.statusCode, headers: response.headers, body: response.json() };
}

describe('physician lists', () => {
  it('lists physicians and physician assistants by last name, then full name', async () => {
    const { status, body } = await getJson('/api/physicians');
    expect(status).toBe(200);
    expect(body.map((p: Physician) => p.full_name)).toEqual([
      'Amy Adams, PA-C',
      'Ben Adams, MD',
      'Maria Brandt, MD',
      'Carla de Luca, MD',
      'Ann Zimmer, MD',
    ]);
  });

  it('answers every field of the Physician type, null when absent', async () => {
    const { body } = await getJson('/api/physicians');
    const brandt = body.find((p: Physician) => p.last_name === 'Brandt');
    expect(brandt).toEqual({ id: expect.any(Number), ...fullyDescribed });
    const zimmerRow = body.find((p: Physician) => p.last_name === 'Zimmer');
    expect(Object.keys(zimmerRow).sort()).toEqual(Object.keys(brandt).sort());
    expect(zimmerRow.biography).toBeNull();
    expect(zimmerRow.subspecialties).toEqual([]);
  });

  it('lists residents and fellows separately, in the same order', async () => {
    const residents = await getJson('/api/residents');
    expect(residents.body.map((p: Physician) => [p.last_name, p.category, p.training_year])).toEqual([
      ['Ochoa', 'resident', 1],
      ['Young', 'resident', 3],
    ]);
    const fellows = await getJson('/api/fellows');
    expect(fellows.body).toEqual([{ id: expect.any(Number), ...fellow, category: 'fellow' }]);
  });
});

describe('lists kept in the order staff set', () => {
  it.each([
    ['/api/quickfacts', content.quickFacts],
    ['/api/modalities', content.modalities],
    ['/api/subspecialties', content.subspecialties],
    ['/api/testimonials', content.testimonials],
    ['/api/rotator', content.rotator],
    ['/api/outreach-events', content.outreachEvents],
    ['/api/frequently-called-numbers', content.frequentlyCalledNumbers],
  ])('%s answers the seed list, in seed order, with exactly its fields', async (url, expected) => {
    const { status, body } = await getJson(url);
    expect(status).toBe(200);
    expect(body).toEqual(expected);
  });

  it('answers locations with ids, coordinates and nulls for empty fields', async () => {
    const { body } = await getJson('/api/locations');
    expect(body).toEqual(content.locations.map((location) => ({ id: expect.any(Number), ...location })));
  });
});

describe('settings and health', () => {
  it('answers the site settings', async () => {
    const { status, body } = await getJson('/api/settings');
    expect(status).toBe(200);
    // The endpoint stays on the server; visitors learn only whether views are passed on.
    const { analytics_endpoint: _endpoint, ...visible } = content.settings;
    expect(body).toEqual({ ...visible, analytics_enabled: false });
  });

  it('answers ok while the database is up', async () => {
    expect(await getJson('/api/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('answers 503 when the database does not respond', async () => {
    const spy = jest.spyOn(testApp.app.db, 'execute').mockRejectedValueOnce(new Error('connection lost'));
    try {
      expect(await getJson('/api/health')).toMatchObject({ status: 503, body: { status: 'error' } });
    } finally {
      spy.mockRestore();
    }
  });
});

describe('both URL forms and caching', () => {
  const lists = [
    '/api/quickfacts',
    '/api/physicians',
    '/api/residents',
    '/api/fellows',
    '/api/modalities',
    '/api/subspecialties',
    '/api/news',
    '/api/settings',
    '/api/locations',
    '/api/frequently-called-numbers',
    '/api/practice-contacts',
    '/api/testimonials',
    '/api/rotator',
    '/api/outreach-events',
    '/api/health',
  ];

  it.each(lists)('%s answers the same with a trailing slash, marked no-cache', async (url) => {
    const plain = await getJson(url);
    const slashed = await getJson(`${url}/`);
    expect(plain.status).toBe(200);
    expect(slashed.status).toBe(200);
    expect(slashed.body).toEqual(plain.body);
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
  });
});
