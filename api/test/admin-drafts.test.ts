import './test-support/vm-modules.ts';
import { eq, sql } from 'drizzle-orm';
import { PREVIEW_HEADER, type Draft, type Preview, type Revision } from '@site/contracts/schemas';
import { buildServiceSummary, buildSettings } from '@site/test-support/builders';
import { waitFor } from '@site/test-support/wait-for';
import { physicians, previews, render_jobs } from '../src/db/schema.ts';
import { signedIn } from './test-support/admin.ts';
import type { AdminCaller } from './test-support/admin.ts';
import { buildNewsItem, buildPhysician, buildPracticeContact, buildSeedContent } from './test-support/builders.ts';
import { createTestApp, SETUP_TIMEOUT_MS } from './test-support/test-app.ts';
import type { TestApp } from './test-support/test-app.ts';

/**
 * Drafts and previews: staff keep changes to a published record as a draft that no public answer shows,
 * publish it through the rules of a save (with a revision and an audit line) or discard it, and open a preview
 * whose token makes the public API answer as if the draft were published, for that record only and only
 * until it expires.
 */

let testApp: TestApp;
let editor: AdminCaller;
let admin: AdminCaller;
let editorEmail: string;
beforeAll(async () => {
  testApp = await createTestApp(
    buildSeedContent({
      subspecialties: [buildServiceSummary({ name: 'Neuroradiology' })],
      physicians: [
        buildPhysician({ full_name: 'Lena Brandt, MD', last_name: 'Brandt', biography: '<p>Reads head CT.</p>' }),
        buildPhysician({ full_name: 'Omar Reyes, MD', last_name: 'Reyes', biography: '<p>Reads chest CT.</p>' }),
      ],
      news: [buildNewsItem({ title: 'Open house in Kettering', published_date: '2026-10-01' })],
      practiceContacts: [buildPracticeContact({ group: 'careers', full_name: 'Pat Draft', email: 'pat@example.org' })],
      settings: buildSettings(),
    }),
    { mail: null },
  );
  const signedInEditor = await signedIn(testApp.app, 'editor');
  editor = signedInEditor.call;
  editorEmail = signedInEditor.user.email;
  admin = (await signedIn(testApp.app, 'admin')).call;
}, SETUP_TIMEOUT_MS);
afterAll(() => testApp?.close());

const publicGet = async (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url, headers });
const physicianNamed = async (name: string, headers: Record<string, string> = {}) =>
  ((await publicGet('/api/physicians', headers)).json() as { id: number; full_name: string; biography: string }[]).find(
    (p) => p.full_name === name,
  )!;
const formOf = async (id: number) => {
  const { id: _id, photo: _photo, ...form } = (await editor('GET', `/api/admin/physicians/${id}`)).json();
  return form as Record<string, unknown>;
};
const lastAudit = async () => (await admin('GET', '/api/admin/audit?limit=1')).json().items[0];
const renderReasons = async () => (await testApp.app.db.select().from(render_jobs)).map((job) => job.reason);

describe('a draft of a physician', () => {
  it('changes no public answer until it is published, then goes live with a revision and an audit line', async () => {
    const lena = await physicianNamed('Lena Brandt, MD');
    const form = await formOf(lena.id);
    await testApp.app.db.delete(render_jobs);
    const saved = await editor('PUT', `/api/admin/physicians/${lena.id}/draft`, {
      ...form,
      biography: '<p>Reads head and neck CT.</p><script>x()</script>',
    });
    expect(saved.statusCode).toBe(200);
    const draft: Draft = saved.json();
    expect(draft).toMatchObject({ entity: 'physician', entity_id: lena.id, user_email: editorEmail });
    expect(draft.changed).toEqual(['biography']);
    // Sanitized as a save would be, so a preview never shows what publishing would refuse.
    expect(draft.values.biography).toBe('<p>Reads head and neck CT.</p>');

    expect((await physicianNamed('Lena Brandt, MD')).biography).toBe('<p>Reads head CT.</p>');
    expect((await editor('GET', `/api/admin/physicians/${lena.id}`)).json().biography).toBe('<p>Reads head CT.</p>');
    expect((await editor('GET', '/api/admin/drafts')).json()).toEqual([
      expect.objectContaining({ entity: 'physician', entity_id: lena.id, user_email: editorEmail }),
    ]);
    expect((await lastAudit()).action).toBe('draft');

    const published = await admin('POST', `/api/admin/physicians/${lena.id}/draft/publish`);
    expect(published.statusCode).toBe(200);
    expect(published.json().biography).toBe('<p>Reads head and neck CT.</p>');
    expect((await physicianNamed('Lena Brandt, MD')).biography).toBe('<p>Reads head and neck CT.</p>');
    // Publishing queues a render, as every public change does; saving the draft changed nothing public and
    // queued none (its job would have been queued before this one).
    const publishJob = 'edit POST /api/admin/physicians/:id/draft/publish';
    await waitFor(async () => (await renderReasons()).includes(publishJob));
    expect(await renderReasons()).toEqual([publishJob]);
    const none = await editor('GET', `/api/admin/physicians/${lena.id}/draft`);
    expect([none.statusCode, none.json()]).toEqual([200, null]);
    expect((await editor('GET', '/api/admin/drafts')).json()).toEqual([]);

    const history: Revision[] = (await editor('GET', `/api/admin/revisions?entity=physician&id=${lena.id}`)).json();
    expect(history[0]).toMatchObject({ action: 'publish', changed: ['biography'] });
    expect(history[0]!.values.biography).toBe('<p>Reads head CT.</p>');
    expect(await lastAudit()).toMatchObject({ action: 'publish', entity: 'physician', entity_id: lena.id });
  });

  it('is discarded whole, leaving the record as it was', async () => {
    const omar = await physicianNamed('Omar Reyes, MD');
    await editor('PUT', `/api/admin/physicians/${omar.id}/draft`, {
      ...(await formOf(omar.id)),
      biography: '<p>X</p>',
    });
    expect((await editor('DELETE', `/api/admin/physicians/${omar.id}/draft`)).statusCode).toBe(204);
    expect((await editor('GET', `/api/admin/physicians/${omar.id}/draft`)).json()).toBeNull();
    expect((await editor('GET', '/api/admin/physicians/99999/draft')).statusCode).toBe(404);
    expect((await editor('DELETE', `/api/admin/physicians/${omar.id}/draft`)).statusCode).toBe(404);
    expect((await physicianNamed('Omar Reyes, MD')).biography).toBe('<p>Reads chest CT.</p>');
    expect((await editor('POST', `/api/admin/physicians/${omar.id}/draft/publish`)).statusCode).toBe(404);
  });

  it('is refused as a save would be: a field message, an admin-only field for an editor, an unknown record', async () => {
    const omar = await physicianNamed('Omar Reyes, MD');
    const bad = await editor('PUT', `/api/admin/physicians/${omar.id}/draft`, {
      ...(await formOf(omar.id)),
      subspecialties: ['Palmistry'],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.subspecialties).toMatch(/not in the subspecialty list/);

    const [pat] = (await editor('GET', '/api/admin/contacts')).json();
    const { id: patId, position: _position, ...patForm } = pat;
    const byEditor = await editor('PUT', `/api/admin/contacts/${patId}/draft`, { ...patForm, email: 'x@example.org' });
    expect(byEditor.statusCode).toBe(403);
    const byAdmin = await admin('PUT', `/api/admin/contacts/${patId}/draft`, { ...patForm, email: 'x@example.org' });
    expect(byAdmin.statusCode).toBe(200);
    await admin('DELETE', `/api/admin/contacts/${patId}/draft`);

    expect((await editor('PUT', '/api/admin/physicians/99999/draft', await formOf(omar.id))).statusCode).toBe(404);
    const signedOut = await testApp.app.inject({ method: 'GET', url: '/api/admin/drafts' });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('a preview token', () => {
  const previewOf = async (url: string): Promise<{ preview: Preview; token: string }> => {
    const answer = await editor('POST', url);
    expect(answer.statusCode).toBe(201);
    const preview: Preview = answer.json();
    return { preview, token: new URL(preview.url, 'http://x').searchParams.get('preview')! };
  };

  it("answers the public API from its record's draft only, commits nothing, and stops when it expires", async () => {
    const lena = await physicianNamed('Lena Brandt, MD');
    const omar = await physicianNamed('Omar Reyes, MD');
    await editor('PUT', `/api/admin/physicians/${lena.id}/draft`, {
      ...(await formOf(lena.id)),
      biography: '<p>L2</p>',
    });
    await editor('PUT', `/api/admin/physicians/${omar.id}/draft`, {
      ...(await formOf(omar.id)),
      biography: '<p>O2</p>',
    });

    const { preview, token } = await previewOf(`/api/admin/physicians/${lena.id}/preview`);
    expect(preview.path).toBe('/about-us/meet-our-team');
    expect(token.length).toBeGreaterThanOrEqual(40);
    expect(Date.parse(preview.expires_at) - Date.now()).toBeGreaterThan(29 * 60_000);

    const withToken = { [PREVIEW_HEADER]: token };
    expect((await physicianNamed('Lena Brandt, MD', withToken)).biography).toBe('<p>L2</p>');
    // Scoped to its own record: the other draft stays unseen.
    expect((await physicianNamed('Omar Reyes, MD', withToken)).biography).toBe('<p>Reads chest CT.</p>');
    expect((await physicianNamed('Lena Brandt, MD')).biography).not.toBe('<p>L2</p>');
    const [stored] = await testApp.app.db.select().from(physicians).where(eq(physicians.id, lena.id));
    expect(stored!.biography).not.toBe('<p>L2</p>');

    expect((await publicGet('/api/physicians', { [PREVIEW_HEADER]: 'not-a-token' })).statusCode).toBe(404);
    await testApp.app.db.update(previews).set({ expires_at: sql`now() - interval '1 second'` });
    expect((await publicGet('/api/physicians', withToken)).statusCode).toBe(404);

    await editor('DELETE', `/api/admin/physicians/${lena.id}/draft`);
    await editor('DELETE', `/api/admin/physicians/${omar.id}/draft`);
  });

  it('shows a story that is not yet public as published, and no other unpublished story', async () => {
    const create = (title: string) =>
      editor('POST', '/api/admin/news', {
        title,
        intro_text: 'Soon.',
        status: 'draft',
        published_date: '2026-11-20',
        full_text: '<p>Soon.</p>',
      });
    const { id } = (await create('A draft about PET-CT')).json();
    const { id: otherId } = (await create('Another draft')).json();
    expect((await publicGet(`/api/news/?id=${id}`)).statusCode).toBe(404);

    const { preview, token } = await previewOf(`/api/admin/news/${id}/preview`);
    expect(preview.path).toBe(`/news/${id}`);
    const withToken = { [PREVIEW_HEADER]: token };
    expect((await publicGet(`/api/news/?id=${id}`, withToken)).json().title).toBe('A draft about PET-CT');
    const titles = (await publicGet('/api/news/', withToken)).json().map((item: { title: string }) => item.title);
    expect(titles).toContain('A draft about PET-CT');
    expect(titles).not.toContain('Another draft');
    expect((await publicGet(`/api/news/?id=${otherId}`, withToken)).statusCode).toBe(404);
    expect((await publicGet(`/api/news/?id=${id}`)).statusCode).toBe(404);
  });

  it('is issued to editors and admins for existing records only', async () => {
    const lena = await physicianNamed('Lena Brandt, MD');
    expect((await admin('POST', `/api/admin/physicians/${lena.id}/preview`)).statusCode).toBe(201);
    expect((await editor('POST', '/api/admin/physicians/99999/preview')).statusCode).toBe(404);
    const signedOut = await testApp.app.inject({ method: 'POST', url: `/api/admin/physicians/${lena.id}/preview` });
    expect(signedOut.statusCode).toBe(401);
  });
});
