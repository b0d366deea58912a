import './test-support/vm-modules.ts';
import type { PracticeContact } from '@site/contracts/types';
import { signedIn } from './test-support/admin.ts';
import type { AdminCaller } from './test-support/admin.ts';
import { buildPracticeContact, buildSeedContent } from './test-support/builders.ts';
import { createTestApp, SETUP_TIMEOUT_MS } from './test-support/test-app.ts';
import type { TestApp } from './test-support/test-app.ts';

/**
 * The practice's people and lines (docs/design.md#demo-content): the public list, its admin editing through the ordered-list
 * routes with the audit log, its validation, and the settings facts only an admin may change.
 */

const seeded = [
  buildPracticeContact({ group: 'leaders', title: 'President', full_name: 'Ada Leader, MD', phone: null, email: null }),
  buildPracticeContact({ group: 'residency', title: 'Program Director', full_name: 'Ada Leader, MD' }),
  buildPracticeContact({
    group: 'reading-rooms',
    title: 'Neuroradiology',
    full_name: null,
    phone: '(937) 555-0177',
    email: null,
    hours: '24 hours, every day',
  }),
];

let testApp: TestApp;
let editor: AdminCaller;
beforeAll(async () => {
  testApp = await createTestApp(buildSeedContent({ practiceContacts: seeded }), { mail: null });
  ({ call: editor } = await signedIn(testApp.app, 'editor'));
}, SETUP_TIMEOUT_MS);
afterAll(() => testApp?.close());

const publicContacts = async (url = '/api/practice-contacts'): Promise<PracticeContact[]> =>
  (await testApp.app.inject({ method: 'GET', url })).json();
const withoutIds = (contacts: PracticeContact[]) => contacts.map(({ id: _id, ...contact }) => contact);

describe('GET /api/practice-contacts', () => {
  it('answers the seeded contacts in list order, with both slash forms and every field', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/practice-contacts' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(withoutIds(response.json())).toEqual(seeded);
    expect(await publicContacts('/api/practice-contacts/')).toEqual(response.json());
  });
});

describe('editing practice contacts', () => {
  const coordinator = {
    group: 'msk-fellowship',
    title: 'Program Coordinator',
    full_name: '  Sam Coordinator ',
    phone: '937-555-0149',
    // Setting an address is an admin's (admin-only-fields.test.ts); an editor adds a contact without one.
    email: '',
    hours: '',
  };

  it('lets an editor add, change, move and delete a contact; the public list follows and the audit log names each', async () => {
    const created = await editor('POST', '/api/admin/contacts', coordinator);
    expect(created.statusCode).toBe(201);
    const row = created.json();
    expect(row).toMatchObject({
      group: 'msk-fellowship',
      full_name: 'Sam Coordinator',
      email: null,
      hours: null,
      position: 3,
    });
    expect((await publicContacts()).at(-1)).toMatchObject({ id: row.id, full_name: 'Sam Coordinator' });

    const changed = await editor('PUT', `/api/admin/contacts/${row.id}`, { ...coordinator, phone: '(937) 555-0148' });
    expect(changed.statusCode).toBe(200);
    expect((await publicContacts()).find((c) => c.id === row.id)?.phone).toBe('(937) 555-0148');

    const moved = await editor('POST', `/api/admin/contacts/${row.id}/move`, { direction: 'up' });
    expect(moved.statusCode).toBe(200);
    expect((await publicContacts()).map((c) => c.title)).toEqual([
      'President',
      'Program Director',
      'Program Coordinator',
      'Neuroradiology',
    ]);

    expect((await editor('DELETE', `/api/admin/contacts/${row.id}`)).statusCode).toBe(204);
    expect(withoutIds(await publicContacts())).toEqual(seeded);

    const admin = await signedIn(testApp.app, 'admin');
    const log = (await admin.call('GET', '/api/admin/audit?limit=4')).json();
    expect(log.items.map((entry: { action: string; entity: string; summary: string }) => entry)).toEqual([
      expect.objectContaining({
        action: 'delete',
        entity: 'practice contact',
        summary: 'Sam Coordinator, Program Coordinator',
      }),
      expect.objectContaining({ action: 'move', summary: 'Sam Coordinator, Program Coordinator: moved up' }),
      expect.objectContaining({ action: 'update', summary: expect.stringContaining('phone') }),
      expect.objectContaining({ action: 'create', summary: 'Sam Coordinator, Program Coordinator' }),
    ]);
  });

  it('refuses a bad phone or e-mail address, an unknown group and a line nobody can reach, with field messages', async () => {
    const before = await publicContacts();
    const bad = await editor('POST', '/api/admin/contacts', {
      ...coordinator,
      group: 'cafeteria',
      phone: '555-CALL-NOW',
      email: 'not an address',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      group: 'Choose the page and list the contact belongs to.',
      phone: 'Enter a 10-digit US phone number, such as (937) 555-0123.',
      email: 'Enter a valid e-mail address, such as name@practice.example.',
    });

    const unreachable = await editor('POST', '/api/admin/contacts', {
      group: 'reading-rooms',
      title: 'Body Imaging',
      full_name: '',
      phone: '',
      email: '',
    });
    expect(unreachable.statusCode).toBe(400);
    expect(unreachable.json().error.fields).toEqual({
      phone: 'Enter a phone number or an e-mail address for a line without a person’s name.',
    });
    expect(await publicContacts()).toEqual(before);
  });

  it('answers 401 to someone not signed in', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/admin/contacts' });
    expect(response.statusCode).toBe(401);
  });
});

describe('settings facts', () => {
  // The admin's form saves the stored settings; the public answer differs from them (analytics_enabled, never
  // the endpoint), so each change starts from the stored ones and is checked in the public answer.
  const storedSettings = async () => (await editor('GET', '/api/admin/settings')).json();
  const publicSettings = async () => (await testApp.app.inject({ url: '/api/settings' })).json();

  it('lets an editor change the billing companies and a video with its text', async () => {
    const publicBefore = await publicSettings();
    const change = {
      billing_company_name: 'Bluegill Billing',
      collections_company_address: 'PO Box 9\nPiqua, OH 45356-0009',
      careers_video_id: 'https://www.youtube.com/watch?v=rB7kQ2mXv4E',
      careers_video_text: 'Radiologists talk about their work.\n\nThey show a reading room.',
    };
    const saved = await editor('PUT', '/api/admin/settings', { ...(await storedSettings()), ...change });
    expect(saved.statusCode).toBe(200);
    expect(await publicSettings()).toEqual({ ...publicBefore, ...change, careers_video_id: 'rB7kQ2mXv4E' });
  });

  it('refuses a video without its text version and half a presentation, with field messages', async () => {
    const before = await storedSettings();
    const refused = await editor('PUT', '/api/admin/settings', {
      ...before,
      residency_video_id: 'Lw3pN8sTz1c',
      residency_video_text: ' ',
      collections_phone: '555',
      presentation_embed_url: 'https://docs.google.com/presentation/d/e/practice-deck/embed',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({
      collections_phone: 'Enter a 10-digit US phone number, such as (937) 555-0123.',
      residency_video_text: 'Enter the video’s text version: what it says and shows.',
      presentation_url: 'Enter both presentation addresses, or neither.',
    });
  });

  it('refuses with 403 an editor’s change of the payment or application page or the presentation; an admin may make it', async () => {
    const before = await storedSettings();
    const publicBefore = await publicSettings();
    const change = {
      payment_url: 'https://pay.elsewhere.example/',
      residency_application_url: 'https://apply.elsewhere.example/',
      presentation_embed_url: 'https://docs.google.com/presentation/d/e/practice-deck/embed',
      presentation_url: 'https://slides.practice.example/',
    };
    const refused = await editor('PUT', '/api/admin/settings', { ...before, ...change });
    expect(refused.statusCode).toBe(403);
    const message = 'Only an admin may change this.';
    expect(refused.json().error.fields).toEqual({
      payment_url: message,
      residency_application_url: message,
      presentation_embed_url: message,
      presentation_url: message,
    });
    expect(await publicSettings()).toEqual(publicBefore);

    const admin = await signedIn(testApp.app, 'admin');
    const saved = await admin.call('PUT', '/api/admin/settings', { ...before, ...change });
    expect(saved.statusCode).toBe(200);
    const log = (await admin.call('GET', '/api/admin/audit?limit=1')).json();
    expect(log.items[0].summary).toContain('payment_url set to “https://pay.elsewhere.example/”');
  });
});
