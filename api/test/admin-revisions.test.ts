import './test-support/vm-modules.ts';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { REVISION_ENTITIES, REVISIONS_KEPT, type Revision } from '@site/contracts/schemas';
import type { SiteSettings } from '@site/contracts/types';
import { buildServiceSummary, buildSettings } from '@site/test-support/builders';
import { waitFor } from '@site/test-support/wait-for';
import { render_jobs, revisions } from '../src/db/schema.ts';
import { callerWith, multipartFile, signedIn } from './test-support/admin.ts';
import type { AdminCaller } from './test-support/admin.ts';
import {
  NEWS_FORM,
  PHYSICIAN_FORM,
  buildLocation,
  buildPracticeContact,
  buildSeedContent,
} from './test-support/builders.ts';
import { createTestApp, SETUP_TIMEOUT_MS } from './test-support/test-app.ts';
import type { TestApp } from './test-support/test-app.ts';

/**
 * Revisions of edited records: every save that changes a news story, a physician, a list row or the site
 * settings keeps the record as it was, with who and when; the history says which fields each save changed;
 * a revision can be restored through the rules of a normal save; a record keeps its newest 50 revisions and
 * every one younger than two years.
 */

let testApp: TestApp;
let editor: AdminCaller;
let admin: AdminCaller;
let editorEmail: string;
let adminEmail: string;
beforeAll(async () => {
  testApp = await createTestApp(
    buildSeedContent({
      subspecialties: [buildServiceSummary({ name: 'Neuroradiology' }), buildServiceSummary({ name: 'Body Imaging' })],
      locations: [
        buildLocation({ name: 'North' }),
        buildLocation({ name: 'Middle' }),
        buildLocation({ name: 'South' }),
      ],
      practiceContacts: [buildPracticeContact({ group: 'careers', full_name: 'Pat Revision', title: 'Recruiter' })],
      settings: buildSettings(),
    }),
    { mail: null },
  );
  const signedInEditor = await signedIn(testApp.app, 'editor');
  editor = signedInEditor.call;
  editorEmail = signedInEditor.user.email;
  const signedInAdmin = await signedIn(testApp.app, 'admin');
  admin = signedInAdmin.call;
  adminEmail = signedInAdmin.user.email;
}, SETUP_TIMEOUT_MS);
afterAll(() => testApp?.close());

const history = async (entity: string, id: number, call = editor): Promise<Revision[]> => {
  const answer = await call('GET', `/api/admin/revisions?entity=${encodeURIComponent(entity)}&id=${id}`);
  expect(answer.statusCode).toBe(200);
  return answer.json();
};
const restore = (revisionId: number, call = editor) => call('POST', `/api/admin/revisions/${revisionId}/restore`);
const publicGet = async (url: string) => (await testApp.app.inject({ method: 'GET', url })).json();
const lastAudit = async () => (await admin('GET', '/api/admin/audit?limit=1')).json().items[0];
const picture = (background: string) =>
  sharp({ create: { width: 900, height: 700, channels: 3, background } })
    .jpeg()
    .toBuffer();
const upload = async (url: string, background: string) => {
  const { payload, headers } = multipartFile(await picture(background), 'picture.jpg', 'image/jpeg');
  const answer = await editor('POST', url, payload, headers);
  expect(answer.statusCode).toBe(200);
  return answer.json();
};
const inMedia = (kind: string, file: string) =>
  access(path.join(testApp.mediaDir, kind, file)).then(
    () => true,
    () => false,
  );

const settingsNow = async (): Promise<SiteSettings> => (await admin('GET', '/api/admin/settings')).json();

describe('a revision on every save', () => {
  it('of a news story: a change, a photo upload and removal, and its deletion, each with who and when', async () => {
    const { id } = (await editor('POST', '/api/admin/news', NEWS_FORM)).json();
    expect(await history('news', id)).toEqual([]);

    await editor('PUT', `/api/admin/news/${id}`, { ...NEWS_FORM, title: 'A second MRI in Troy' });
    const [change] = await history('news', id);
    expect(change).toMatchObject({ action: 'update', user_email: editorEmail, changed: ['title'] });
    expect(change!.values).toMatchObject({ ...NEWS_FORM, id, photo_small: null });
    expect(Date.now() - Date.parse(change!.created_at)).toBeLessThan(60_000);

    const uploaded = await upload(`/api/admin/news/${id}/photo`, '#3a6');
    await editor('DELETE', `/api/admin/news/${id}/photo`);
    const afterPhotos = await history('news', id);
    expect(afterPhotos.map((r) => [r.action, r.changed])).toEqual([
      ['update', ['photo_small', 'photo_large']],
      ['update', ['photo_small', 'photo_large']],
      ['update', ['title']],
    ]);
    expect(afterPhotos[0]!.values).toMatchObject({ photo_small: uploaded.photo_small });

    expect((await editor('DELETE', `/api/admin/news/${id}`)).statusCode).toBe(204);
    const [deletion] = await history('news', id);
    expect(deletion).toMatchObject({ action: 'delete', values: { title: 'A second MRI in Troy' } });
    // Nothing followed the deletion, so every field of the story counts as changed.
    expect(deletion!.changed).toEqual(expect.arrayContaining(['title', 'intro_text', 'full_text']));
    expect(deletion!.changed).not.toContain('id');
  });

  it('of a physician: a change and a photo upload', async () => {
    const { id } = (await admin('POST', '/api/admin/physicians', PHYSICIAN_FORM)).json();
    await admin('PUT', `/api/admin/physicians/${id}`, { ...PHYSICIAN_FORM, biography: '<p>Also reads spine.</p>' });
    await upload(`/api/admin/physicians/${id}/photo`, '#a36');
    expect((await history(REVISION_ENTITIES.physicians, id)).map((r) => [r.action, r.user_email, r.changed])).toEqual([
      ['update', editorEmail, ['photo']],
      ['update', adminEmail, ['biography']],
    ]);
  });

  it('of a list row: a change, a picture and a deletion; a move keeps none', async () => {
    const [north] = await publicGet('/api/locations');
    await editor('PUT', `/api/admin/locations/${north.id}`, { ...north, phone: '(937) 555-0190' });
    await editor('POST', `/api/admin/locations/${north.id}/move`, { direction: 'down' });
    expect((await history(REVISION_ENTITIES.locations, north.id)).map((r) => r.changed)).toEqual([['phone']]);
    await editor('POST', `/api/admin/locations/${north.id}/move`, { direction: 'up' });

    const [slide] = (await editor('GET', '/api/admin/rotator')).json();
    await upload(`/api/admin/rotator/${slide.id}/image`, '#36a');
    expect((await history(REVISION_ENTITIES.rotator, slide.id)).map((r) => r.changed)).toEqual([['image']]);

    const created = (await editor('POST', '/api/admin/quick-facts', { number: '12', title: 'Sites' })).json();
    await editor('DELETE', `/api/admin/quick-facts/${created.id}`);
    expect((await history(REVISION_ENTITIES['quick-facts'], created.id)).map((r) => r.action)).toEqual(['delete']);
  });

  it('of the site settings, as one record with id 1', async () => {
    const before = await settingsNow();
    await editor('PUT', '/api/admin/settings', { ...before, social_name: 'Our LinkedIn page' });
    const [change] = await history('settings', 1);
    expect(change).toMatchObject({ action: 'update', changed: ['social_name'], values: before });
  });

  it('and none for a save that was refused or changed nothing', async () => {
    const before = await settingsNow();
    const count = (await history('settings', 1)).length;
    const refused = await editor('PUT', '/api/admin/settings', { ...before, email: 'inbox@elsewhere.example' });
    expect(refused.statusCode).toBe(403);
    const invalid = await editor('PUT', '/api/admin/settings', { ...before, zip: 'nowhere' });
    expect(invalid.statusCode).toBe(400);
    expect((await editor('PUT', '/api/admin/settings', before)).statusCode).toBe(200);
    expect(await history('settings', 1)).toHaveLength(count);

    const [, middle] = await publicGet('/api/locations');
    const badPhone = await editor('PUT', `/api/admin/locations/${middle.id}`, { ...middle, phone: 'call us' });
    expect(badPhone.statusCode).toBe(400);
    expect((await editor('PUT', `/api/admin/physicians/999999`, PHYSICIAN_FORM)).statusCode).toBe(404);
    expect(await history(REVISION_ENTITIES.locations, middle.id)).toEqual([]);
  });
});

describe('the history', () => {
  it('names, for each save, the fields that differ from the state after it, newest first', async () => {
    const created = (await editor('POST', '/api/admin/numbers', { title: 'Billing', text: '(937) 555-0171' })).json();
    const form = { title: 'Billing', subtitle: null, text: '(937) 555-0171' };
    const url = `/api/admin/numbers/${created.id}`;
    await editor('PUT', url, { ...form, title: 'Billing questions' });
    await editor('PUT', url, { ...form, title: 'Billing questions', text: '(937) 555-0172' });
    await editor('PUT', url, { ...form, title: 'Invoices', subtitle: 'Weekdays', text: '(937) 555-0172' });
    const revised = await history(REVISION_ENTITIES.numbers, created.id);
    expect(revised.map((r) => [r.values.title, r.changed])).toEqual([
      ['Billing questions', ['title', 'subtitle']],
      ['Billing questions', ['text']],
      ['Billing', ['title']],
    ]);
  });

  it('answers 404 for an entity that keeps no revisions, 400 for a bad id, and [] for a record without any', async () => {
    const unknown = await editor('GET', '/api/admin/revisions?entity=password&id=1');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('not_found');
    expect((await editor('GET', '/api/admin/revisions?entity=news&id=abc')).statusCode).toBe(400);
    expect(await history('news', 999999)).toEqual([]);
  });
});

describe('restoring a revision', () => {
  it('writes its values back, keeps a revision of what it replaced, and says so in the audit log', async () => {
    const { id } = (await editor('POST', '/api/admin/news', NEWS_FORM)).json();
    const edited = { ...NEWS_FORM, title: 'Oops', full_text: '<p>Typed by mistake.</p>' };
    await editor('PUT', `/api/admin/news/${id}`, edited);
    const [mistake] = await history('news', id);

    await testApp.app.db.delete(render_jobs);
    const restored = await restore(mistake!.id);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ id, title: NEWS_FORM.title, full_text: NEWS_FORM.full_text });
    expect(await publicGet(`/api/news?id=${id}`)).toMatchObject({ title: NEWS_FORM.title });
    // Like every admin write, it queues a render, so the public pages follow.
    const queued = async () => (await testApp.app.db.select().from(render_jobs)).map((job) => job.reason);
    await waitFor(async () => (await queued()).includes('edit POST /api/admin/revisions/:id/restore'));

    const [undo, earlier] = await history('news', id);
    expect(undo).toMatchObject({ action: 'restore', user_email: editorEmail, values: { title: 'Oops' } });
    expect(undo!.changed).toEqual(['title', 'full_text']);
    expect(earlier!.id).toBe(mistake!.id);
    expect(await lastAudit()).toMatchObject({
      user_email: editorEmail,
      action: 'restore',
      entity: 'news',
      entity_id: id,
      summary: expect.stringMatching(/^A new MRI in Troy \(the version replaced .+\): title, full_text$/),
    });

    // The restore is a revision like any other: restoring it undoes the undo.
    expect((await restore(undo!.id)).json()).toMatchObject({ title: 'Oops' });
  });

  it('sanitizes HTML as a save does', async () => {
    const { id } = (await editor('POST', '/api/admin/physicians', PHYSICIAN_FORM)).json();
    // A version kept before the allow-list was tightened, say: the restore stores only what a save would.
    const [kept] = await testApp.app.db
      .insert(revisions)
      .values({
        entity: 'physician',
        entity_id: id,
        user_email: editorEmail,
        action: 'update',
        values: { ...PHYSICIAN_FORM, id, biography: '<p onclick="steal()">Hi<script>alert(1)</script></p>' },
      })
      .returning();
    const restored = await restore(kept!.id);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().biography).toBe('<p>Hi</p>');
  });

  it('brings back the picture the version had, kept in the media store meanwhile', async () => {
    const { id } = (await editor('POST', '/api/admin/physicians', PHYSICIAN_FORM)).json();
    const first = (await upload(`/api/admin/physicians/${id}/photo`, '#3a6')).photo;
    const second = (await upload(`/api/admin/physicians/${id}/photo`, '#a63')).photo;
    expect(second).not.toBe(first);
    expect(await inMedia('physicians', first)).toBe(true);

    const [replaced] = await history('physician', id);
    expect((await restore(replaced!.id)).json().photo).toBe(first);
    expect((await publicGet('/api/physicians')).find((p: { id: number }) => p.id === id).photo).toBe(first);
    expect(await inMedia('physicians', second)).toBe(true);
  });

  it('brings a deleted list row back with its id, at its old place', async () => {
    const names = async () => (await publicGet('/api/locations')).map((l: { name: string }) => l.name);
    const middle = (await publicGet('/api/locations')).find((l: { name: string }) => l.name === 'Middle');
    await editor('DELETE', `/api/admin/locations/${middle.id}`);
    expect(await names()).toEqual(['North', 'South']);

    const [deletion] = await history(REVISION_ENTITIES.locations, middle.id);
    const restored = await restore(deletion!.id);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ id: middle.id, name: 'Middle' });
    expect(await names()).toEqual(['North', 'Middle', 'South']);

    // What it replaced was no record at all: that revision holds nothing to restore.
    const [undo] = await history(REVISION_ENTITIES.locations, middle.id);
    expect(undo).toMatchObject({ action: 'restore', values: {} });
    expect(undo!.changed).toEqual(expect.arrayContaining(['name', 'address', 'phone']));
    const empty = await restore(undo!.id);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.code).toBe('bad_request');
  });

  it('is refused to an editor, with nothing saved, when it would change an admin-only field; an admin may', async () => {
    const before = await settingsNow();
    await admin('PUT', '/api/admin/settings', { ...before, email: 'front-desk@riverbendradiology.example' });
    const [change] = await history('settings', 1);
    const count = (await history('settings', 1)).length;

    const refused = await restore(change!.id, editor);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'forbidden',
      fields: { email: 'Only an admin may change this.' },
    });
    expect((await settingsNow()).email).toBe('front-desk@riverbendradiology.example');
    expect(await history('settings', 1)).toHaveLength(count);

    const allowed = await restore(change!.id, admin);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toEqual(before);
    expect(await lastAudit()).toMatchObject({
      user_email: adminEmail,
      action: 'restore',
      entity: 'settings',
      summary: expect.stringContaining(`email set to “${before.email}”`),
    });
  });

  it('is refused when the version no longer passes the form, with the field named', async () => {
    const { id } = (await editor('POST', '/api/admin/physicians', PHYSICIAN_FORM)).json();
    const [kept] = await testApp.app.db
      .insert(revisions)
      .values({
        entity: 'physician',
        entity_id: id,
        user_email: editorEmail,
        action: 'update',
        values: { ...PHYSICIAN_FORM, id, subspecialties: ['Astrology'] },
      })
      .returning();
    const refused = await restore(kept!.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ subspecialties: '“Astrology” is not in the subspecialty list.' });
  });

  it('answers 404 for an unknown revision', async () => {
    expect((await restore(2_000_000)).statusCode).toBe(404);
  });
});

describe('who may', () => {
  it('list and restore: editors and admins; without a session, nobody (401)', async () => {
    const [north] = await publicGet('/api/locations');
    await editor('PUT', `/api/admin/locations/${north.id}`, { ...north, name: 'North Campus' });
    const [change] = await history(REVISION_ENTITIES.locations, north.id, admin);
    expect((await restore(change!.id, admin)).statusCode).toBe(200);
    expect((await restore(change!.id, editor)).statusCode).toBe(200);

    const nobody = callerWith(testApp.app);
    expect((await nobody('GET', `/api/admin/revisions?entity=location&id=${north.id}`)).statusCode).toBe(401);
    expect((await nobody('POST', `/api/admin/revisions/${change!.id}/restore`)).statusCode).toBe(401);
  });
});

describe('pruning', () => {
  const backdate = (entity: string, id: number, years: number) =>
    testApp.app.db
      .update(revisions)
      .set({ created_at: sql`${revisions.created_at} - make_interval(years => ${years})` })
      .where(and(eq(revisions.entity, entity), eq(revisions.entity_id, id)));

  it('keeps every revision younger than two years, and of older ones the newest 50', async () => {
    const created = (
      await editor('POST', '/api/admin/testimonials', { text: 'Kind staff.', name: 'May 2026', location: 'Troy' })
    ).json();
    const save = (n: number) =>
      editor('PUT', `/api/admin/testimonials/${created.id}`, {
        text: `Kind staff, visit ${n}.`,
        name: 'May 2026',
        location: 'Troy',
      });
    for (let n = 1; n <= REVISIONS_KEPT + 1; n += 1) expect((await save(n)).statusCode).toBe(200);
    // 51 saves within two years: all kept.
    expect(await history('testimonial', created.id)).toHaveLength(REVISIONS_KEPT + 1);

    // Three years on, the next save leaves the newest 50: itself and the 49 newest old ones.
    await backdate('testimonial', created.id, 3);
    await save(REVISIONS_KEPT + 2);
    const kept = await history('testimonial', created.id);
    expect(kept).toHaveLength(REVISIONS_KEPT);
    expect(kept.at(-1)!.values.text).toBe('Kind staff, visit 2.');
  });

  it('removes a picture once no record and no kept revision names it', async () => {
    const [slide] = (await editor('GET', '/api/admin/rotator')).json();
    const first = (await upload(`/api/admin/rotator/${slide.id}/image`, '#654')).image;
    const current = (await upload(`/api/admin/rotator/${slide.id}/image`, '#456')).image;
    expect(await inMedia('rotator', first)).toBe(true);

    await backdate('rotator slide', slide.id, 3);
    const form = { title: slide.title, text: slide.text };
    for (let n = 1; n <= REVISIONS_KEPT; n += 1) {
      await editor('PUT', `/api/admin/rotator/${slide.id}`, { ...form, title: `${slide.title} ${n}` });
    }
    expect(await inMedia('rotator', first)).toBe(false);
    expect(await inMedia('rotator', current)).toBe(true);
  });
});
