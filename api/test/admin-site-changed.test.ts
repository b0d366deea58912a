import './test-support/vm-modules.ts';
import sharp from 'sharp';
import { SITE_CHANGED_HEADER, siteChangedPrefixes } from '@site/contracts/schemas';
import type { Revision } from '@site/contracts/schemas';
import { buildServiceSummary, buildSettings } from '@site/test-support/builders';
import type { LightMyRequestResponse } from 'fastify';
import { recordTargets } from '../src/admin/lib/record-targets.ts';
import { multipartFile, signedIn } from './test-support/admin.ts';
import type { AdminCaller } from './test-support/admin.ts';
import { NEWS_FORM, PHYSICIAN_FORM, buildLocation, buildSeedContent } from './test-support/builders.ts';
import { createTestApp, SETUP_TIMEOUT_MS } from './test-support/test-app.ts';
import type { TestApp } from './test-support/test-app.ts';

/**
 * The Site-Changed header: every successful admin write names the API answers it changed (public and admin), so
 * the admin asks again for those it holds; a refused write and a read name nothing.
 */

let testApp: TestApp;
let editor: AdminCaller;
beforeAll(async () => {
  testApp = await createTestApp(
    buildSeedContent({
      subspecialties: [buildServiceSummary({ name: 'Neuroradiology' })],
      locations: [buildLocation({ name: 'North' }), buildLocation({ name: 'South' })],
      settings: buildSettings(),
    }),
    { mail: null },
  );
  ({ call: editor } = await signedIn(testApp.app, 'editor'));
}, SETUP_TIMEOUT_MS);
afterAll(() => testApp?.close());

/** The prefixes an answer names; fails the test when the call itself failed. */
const changed = (answer: LightMyRequestResponse, status = 200): string[] => {
  expect(answer.statusCode).toBe(status);
  return siteChangedPrefixes(answer.headers[SITE_CHANGED_HEADER] as string | undefined);
};

const PEOPLE = ['/api/admin/physicians', '/api/physicians', '/api/residents', '/api/fellows', '/api/admin/revisions'];

const addPhysician = async (): Promise<number> =>
  (await editor('POST', '/api/admin/physicians', PHYSICIAN_FORM)).json().id;

describe('a physician', () => {
  it('names the admin and public people answers and the revisions on create, save, photo and delete', async () => {
    const created = await editor('POST', '/api/admin/physicians', PHYSICIAN_FORM);
    expect(changed(created, 201)).toEqual(PEOPLE);
    const { id } = created.json();
    expect(
      changed(await editor('PUT', `/api/admin/physicians/${id}`, { ...PHYSICIAN_FORM, interests: 'Rowing' })),
    ).toEqual(PEOPLE);
    const picture = await sharp({ create: { width: 400, height: 500, channels: 3, background: '#369' } })
      .png()
      .toBuffer();
    const { payload, headers } = multipartFile(picture);
    expect(changed(await editor('POST', `/api/admin/physicians/${id}/photo`, payload, headers))).toEqual(PEOPLE);
    expect(changed(await editor('DELETE', `/api/admin/physicians/${id}`), 204)).toEqual(PEOPLE);
  });

  it('names nothing on a read or a refused save', async () => {
    const id = await addPhysician();
    expect(changed(await editor('GET', `/api/admin/physicians/${id}`))).toEqual([]);
    const refused = await editor('PUT', `/api/admin/physicians/${id}`, { ...PHYSICIAN_FORM, full_name: '' });
    expect(changed(refused, 400)).toEqual([]);
    expect(changed(await editor('DELETE', '/api/admin/physicians/999999'), 404)).toEqual([]);
  });
});

describe('a story', () => {
  it('names the admin news, the public news (list and stories) and the revisions', async () => {
    const created = await editor('POST', '/api/admin/news', NEWS_FORM);
    const expected = ['/api/admin/news', '/api/news', '/api/admin/revisions'];
    expect(changed(created, 201)).toEqual(expected);
    const saved = await editor('PUT', `/api/admin/news/${created.json().id}`, { ...NEWS_FORM, status: 'draft' });
    expect(changed(saved)).toEqual(expected);
  });
});

describe('a list row', () => {
  it('names its admin list, its public list and the revisions; a move names the lists alone', async () => {
    const [north] = (await editor('GET', '/api/admin/locations')).json();
    const { id, position: _position, ...form } = north;
    expect(changed(await editor('PUT', `/api/admin/locations/${id}`, { ...form, name: 'North, renamed' }))).toEqual([
      '/api/admin/locations',
      '/api/locations',
      '/api/admin/revisions',
    ]);
    expect(changed(await editor('POST', `/api/admin/locations/${id}/move`, { direction: 'down' }))).toEqual([
      '/api/admin/locations',
      '/api/locations',
    ]);
  });
});

describe('the settings', () => {
  it('names the admin and public settings and the revisions', async () => {
    const stored = (await editor('GET', '/api/admin/settings')).json();
    const saved = await editor('PUT', '/api/admin/settings', {
      ...stored,
      organization_name: 'Riverbend Radiology Group',
    });
    expect(changed(saved)).toEqual(['/api/admin/settings', '/api/settings', '/api/admin/revisions']);
  });
});

describe('drafts', () => {
  it('names the record and the drafts for a draft; the public answers too once it is published; nothing for a preview', async () => {
    const id = await addPhysician();
    const draft = await editor('PUT', `/api/admin/physicians/${id}/draft`, { ...PHYSICIAN_FORM, interests: 'Sailing' });
    expect(changed(draft)).toEqual(['/api/admin/physicians', '/api/admin/drafts']);
    expect(changed(await editor('POST', `/api/admin/physicians/${id}/preview`), 201)).toEqual([]);
    expect(changed(await editor('POST', `/api/admin/physicians/${id}/draft/publish`))).toEqual([
      ...PEOPLE,
      '/api/admin/drafts',
    ]);
    await editor('PUT', `/api/admin/physicians/${id}/draft`, { ...PHYSICIAN_FORM, interests: 'Chess' });
    const discarded = await editor('DELETE', `/api/admin/physicians/${id}/draft`);
    expect(changed(discarded, 204)).toEqual(['/api/admin/physicians', '/api/admin/drafts']);
  });
});

describe('a restore', () => {
  it('names what a save of the restored record names', async () => {
    const id = await addPhysician();
    await editor('PUT', `/api/admin/physicians/${id}`, { ...PHYSICIAN_FORM, interests: 'Rowing' });
    const [revision] = (await editor('GET', `/api/admin/revisions?entity=physician&id=${id}`)).json() as Revision[];
    expect(changed(await editor('POST', `/api/admin/revisions/${revision!.id}/restore`))).toEqual(PEOPLE);

    const stored = (await editor('GET', '/api/admin/settings')).json();
    await editor('PUT', '/api/admin/settings', { ...stored, organization_name: 'Riverbend Imaging' });
    const [settingsRevision] = (await editor('GET', '/api/admin/revisions?entity=settings&id=1')).json() as Revision[];
    expect(changed(await editor('POST', `/api/admin/revisions/${settingsRevision!.id}/restore`))).toEqual([
      '/api/admin/settings',
      '/api/settings',
      '/api/admin/revisions',
    ]);
  });

  it('names nothing when the restore is refused', async () => {
    expect(changed(await editor('POST', '/api/admin/revisions/999999/restore'), 404)).toEqual([]);
  });
});

describe('the declared public answers', () => {
  it('are each a public GET route, so a renamed route cannot leave the header naming a path nobody reads', () => {
    for (const target of recordTargets().values()) {
      for (const path of target.publicPaths) {
        expect([path, testApp.app.hasRoute({ method: 'GET', url: path })]).toEqual([path, true]);
      }
    }
  });
});
