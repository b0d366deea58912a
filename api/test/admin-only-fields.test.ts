import './test-support/vm-modules.ts';
import { ADMIN_ONLY_FIELDS } from '@site/contracts/schemas';
import type { PracticeContact, StoredSiteSettings } from '@site/contracts/types';
import { signedIn } from './test-support/admin.ts';
import type { AdminCaller } from './test-support/admin.ts';
import { buildPracticeContact, buildSeedContent } from './test-support/builders.ts';
import { buildSettings } from '@site/test-support/builders';
import { createTestApp, SETUP_TIMEOUT_MS } from './test-support/test-app.ts';
import type { TestApp } from './test-support/test-app.ts';

/**
 * The rights table of the fields that send visitors, applicants or their data to another address (the README's admin section):
 * every web address and e-mail address of the site settings and of the practice contacts. An editor's change of
 * one is refused with 403 and stores nothing; an admin's goes through, and the audit log names the field with
 * its new value. The plain text around them stays the editors'.
 */

// The seeded contact, which is also its form (the builder leaves the id to the database).
const contact = buildPracticeContact({ group: 'residency', title: 'Program Coordinator', full_name: 'Pat Rights' });
const contactForm = contact;

let testApp: TestApp;
let editor: AdminCaller;
let admin: AdminCaller;
let adminEmail: string;
beforeAll(async () => {
  testApp = await createTestApp(buildSeedContent({ settings: buildSettings(), practiceContacts: [contact] }), {
    mail: null,
  });
  ({ call: editor } = await signedIn(testApp.app, 'editor'));
  const signedInAdmin = await signedIn(testApp.app, 'admin');
  admin = signedInAdmin.call;
  adminEmail = signedInAdmin.user.email;
}, SETUP_TIMEOUT_MS);
afterAll(() => testApp?.close());

const ONLY_ADMIN = 'Only an admin may change this.';
const REFUSAL =
  'Only an admin may change where visitors or their data are sent: the web addresses the site links to or sends data to, and the e-mail addresses it gives.';

// As stored, through the admin: the public answer leaves the analytics endpoint out.
const storedSettings = async (): Promise<StoredSiteSettings> => (await admin('GET', '/api/admin/settings')).json();
const publicContacts = async (): Promise<PracticeContact[]> =>
  (await testApp.app.inject({ url: '/api/practice-contacts' })).json();
const contactId = async () => (await publicContacts()).find((c) => c.full_name === 'Pat Rights')!.id;
const lastAudit = async () => (await admin('GET', '/api/admin/audit?limit=1')).json().items[0];

/** One row of the table: a change touching admin-only fields (a presentation's two addresses go together). */
type SettingsChange = Partial<StoredSiteSettings>;

const ADMIN_ONLY_SETTING_CHANGES: SettingsChange[] = [
  { analytics_endpoint: 'https://stats.elsewhere.example/collect' },
  { email: 'inbox@elsewhere.example' },
  { payment_url: 'https://pay.elsewhere.example/' },
  {
    presentation_embed_url: 'https://prezi.com/p/embed/elsewhere-deck/',
    presentation_url: 'https://slides.elsewhere.example/',
  },
  { residency_application_url: 'https://apply.elsewhere.example/' },
  { social_url: 'https://social.elsewhere.example/riverbend' },
];

/** Settings editors keep: text, phones, counts, dates and the YouTube videos (whose host is fixed). */
const EDITOR_SETTING_CHANGES: SettingsChange[] = [
  { organization_name: 'Riverbend Radiology' },
  { social_name: 'Our page' },
  { billing_phone: '(937) 555-0199' },
  { billing_alert_text: 'Texts from 55555 are ours.' },
  { careers_video_id: 'rB7kQ2mXv4E', careers_video_text: 'Radiologists talk about their work.' },
];

describe('the rule', () => {
  it('makes admin-only exactly the web and e-mail addresses of the settings and of a practice contact', () => {
    expect([...ADMIN_ONLY_FIELDS.settings].sort()).toEqual(
      ADMIN_ONLY_SETTING_CHANGES.flatMap((change) => Object.keys(change)).sort(),
    );
    expect(ADMIN_ONLY_FIELDS.contacts).toEqual(['email']);
    expect(ADMIN_ONLY_FIELDS.outreach).toEqual(['link']);
  });
});

describe('an outreach event’s link', () => {
  const event = { title: 'Riverbend 5K', intro_text: 'A run for screening.', video: '', link_text: '' };
  const outreachLinks = async () =>
    ((await testApp.app.inject({ url: '/api/outreach-events' })).json() as { link: string | null }[]).map(
      (e) => e.link,
    );

  it('is refused to an editor as an address on another site, new or changed, and nothing is stored', async () => {
    const before = await outreachLinks();
    const refused = await editor('POST', '/api/admin/outreach', { ...event, link: 'https://evil.example/register' });
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 403,
      body: { error: { code: 'forbidden', message: REFUSAL, fields: { link: ONLY_ADMIN } } },
    });
    const onSite = await editor('POST', '/api/admin/outreach', { ...event, link: '/contact' });
    expect(onSite.statusCode).toBe(201);
    const id = onSite.json().id as number;
    const changed = await editor('PUT', `/api/admin/outreach/${id}`, { ...event, link: 'https://evil.example/' });
    expect(changed.statusCode).toBe(403);
    expect(await outreachLinks()).toEqual([...before, '/contact']);
    // From one page of the site to another sends nobody elsewhere: the editor's.
    expect((await editor('PUT', `/api/admin/outreach/${id}`, { ...event, link: '/news' })).statusCode).toBe(200);
    expect((await editor('DELETE', `/api/admin/outreach/${id}`)).statusCode).toBe(204);
  });

  it('is set elsewhere by an admin, and then an editor may not change or clear it', async () => {
    const saved = await admin('POST', '/api/admin/outreach', { ...event, link: 'https://run.example/register' });
    expect(saved.statusCode).toBe(201);
    expect(await lastAudit()).toMatchObject({
      summary: expect.stringContaining('link set to “https://run.example/register”'),
    });
    const id = saved.json().id as number;
    expect((await editor('PUT', `/api/admin/outreach/${id}`, { ...event, link: '' })).statusCode).toBe(403);
    expect((await editor('PUT', `/api/admin/outreach/${id}`, { ...event, link: '/contact' })).statusCode).toBe(403);
    const retitled = await editor('PUT', `/api/admin/outreach/${id}`, {
      ...event,
      title: 'Riverbend 10K',
      link: 'https://run.example/register',
    });
    expect(retitled.statusCode).toBe(200);
    expect((await admin('DELETE', `/api/admin/outreach/${id}`)).statusCode).toBe(204);
  });
});

describe.each(ADMIN_ONLY_SETTING_CHANGES.map((change) => [Object.keys(change).join(' and '), change] as const))(
  'the setting %s',
  (_fields, change) => {
    it('is refused to an editor with 403 and a message per field, and nothing is stored', async () => {
      const before = await storedSettings();
      const refused = await editor('PUT', '/api/admin/settings', { ...before, ...change });
      expect({ status: refused.statusCode, body: refused.json() }).toEqual({
        status: 403,
        body: {
          error: {
            code: 'forbidden',
            message: REFUSAL,
            fields: Object.fromEntries(Object.keys(change).map((key) => [key, ONLY_ADMIN])),
          },
        },
      });
      expect(await storedSettings()).toEqual(before);
    });

    it('is changed by an admin, and the audit log names it with its new value', async () => {
      const before = await storedSettings();
      const saved = await admin('PUT', '/api/admin/settings', { ...before, ...change });
      expect(saved.statusCode).toBe(200);
      expect(await storedSettings()).toEqual({ ...before, ...change });
      const entry = await lastAudit();
      expect(entry).toMatchObject({ user_email: adminEmail, action: 'update', entity: 'settings' });
      for (const [key, value] of Object.entries(change)) expect(entry.summary).toContain(`${key} set to “${value}”`);
    });
  },
);

describe.each(EDITOR_SETTING_CHANGES.map((change) => [Object.keys(change).join(' and '), change] as const))(
  'the setting %s',
  (_fields, change) => {
    it('is an editor’s to change', async () => {
      const before = await storedSettings();
      const saved = await editor('PUT', '/api/admin/settings', { ...before, ...change });
      expect(saved.statusCode).toBe(200);
      expect(await storedSettings()).toEqual({ ...before, ...change });
    });
  },
);

describe('a practice contact’s e-mail address', () => {
  it('is refused to an editor on a change, with 403 and a message on the field, and nothing is stored', async () => {
    const before = await publicContacts();
    const id = await contactId();
    const refused = await editor('PUT', `/api/admin/contacts/${id}`, { ...contactForm, email: 'cv@elsewhere.example' });
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 403,
      body: { error: { code: 'forbidden', message: REFUSAL, fields: { email: ONLY_ADMIN } } },
    });
    // Clearing it is a change too: the address visitors write to would go.
    const cleared = await editor('PUT', `/api/admin/contacts/${id}`, { ...contactForm, email: '' });
    expect(cleared.statusCode).toBe(403);
    expect(await publicContacts()).toEqual(before);
  });

  it('is refused to an editor on a new contact; one without an address is the editor’s to add', async () => {
    const before = await publicContacts();
    const withEmail = { group: 'careers', title: 'Recruiter', full_name: 'Lee New', email: 'jobs@elsewhere.example' };
    const refused = await editor('POST', '/api/admin/contacts', withEmail);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.fields).toEqual({ email: ONLY_ADMIN });
    expect(await publicContacts()).toEqual(before);

    const added = await editor('POST', '/api/admin/contacts', { ...withEmail, email: '', phone: '(937) 555-0152' });
    expect(added.statusCode).toBe(201);
    expect((await editor('DELETE', `/api/admin/contacts/${added.json().id}`)).statusCode).toBe(204);
  });

  it('leaves an editor the name, role, phone and hours, with the address sent unchanged', async () => {
    const id = await contactId();
    const change = { title: 'Program Director', phone: '(937) 555-0153', hours: 'Weekdays, 8 a.m. to 4 p.m.' };
    const saved = await editor('PUT', `/api/admin/contacts/${id}`, { ...contactForm, ...change });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ ...change, email: contact.email });
    await editor('PUT', `/api/admin/contacts/${id}`, contactForm);
  });

  it('is changed by an admin, on an existing or a new contact, and the audit log names it with its new value', async () => {
    const id = await contactId();
    const changed = await admin('PUT', `/api/admin/contacts/${id}`, { ...contactForm, email: 'CV@Practice.Example' });
    expect(changed.statusCode).toBe(200);
    expect((await publicContacts()).find((c) => c.id === id)?.email).toBe('cv@practice.example');
    expect(await lastAudit()).toMatchObject({
      user_email: adminEmail,
      action: 'update',
      entity: 'practice contact',
      entity_id: id,
      summary: 'Pat Rights, Program Coordinator: email set to “cv@practice.example”',
    });

    const added = await admin('POST', '/api/admin/contacts', {
      group: 'careers',
      title: 'Recruiter',
      full_name: 'Lee New',
      email: 'jobs@practice.example',
    });
    expect(added.statusCode).toBe(201);
    expect(await lastAudit()).toMatchObject({
      action: 'create',
      entity: 'practice contact',
      summary: 'Lee New, Recruiter: email set to “jobs@practice.example”',
    });
  });
});
