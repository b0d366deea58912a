import './test-support/vm-modules.ts';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { MAX_UPLOAD_BYTES } from '../src/admin/lib/images.ts';
import { ANALYTICS_ENDPOINT_MESSAGE } from '@site/contracts/schemas';
import { CONTROL_CHARACTER_MESSAGE } from '../src/plugins/app/plain-text.ts';
import { multipartFile, signedIn } from './test-support/admin.ts';
import type { AdminCaller } from './test-support/admin.ts';
import { buildLocation, buildSeedContent } from './test-support/builders.ts';
import { buildServiceSummary, buildSettings } from '@site/test-support/builders';
import { createTestApp, SETUP_TIMEOUT_MS } from './test-support/test-app.ts';
import type { TestApp } from './test-support/test-app.ts';

/**
 * Content edits through the admin API and what the public API then answers: physicians, news and
 * everything else the public site reads; HTML sanitized with an allow-list; photo uploads checked and resized.
 */

let testApp: TestApp;
let call: AdminCaller;
beforeAll(async () => {
  testApp = await createTestApp(
    buildSeedContent({
      subspecialties: [buildServiceSummary({ name: 'Neuroradiology' }), buildServiceSummary({ name: 'Body Imaging' })],
      locations: [
        buildLocation({ name: 'First' }),
        buildLocation({ name: 'Second' }),
        buildLocation({ name: 'Third' }),
      ],
    }),
    { mail: null },
  );
  ({ call } = await signedIn(testApp.app, 'editor'));
}, SETUP_TIMEOUT_MS);
afterAll(() => testApp?.close());

const publicGet = async (url: string) => (await testApp.app.inject({ method: 'GET', url })).json();
/** The stored settings as the admin reads them (the public answer leaves the analytics endpoint out). */
const storedSettings = async () => (await call('GET', '/api/admin/settings')).json();

const HOSTILE_HTML =
  '<p onclick="steal()">Hello<script>alert(1)</script></p>' +
  '<img src=x onerror="alert(2)"><a href="javascript:alert(3)">click</a><a href="https://ok.example/">ok</a>';
const SAFE_HTML = '<p>Hello</p><a>click</a><a href="https://ok.example/">ok</a>';

const photo = (width = 1000, height = 800, background = '#3a6') =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

describe('physicians', () => {
  const form = {
    category: 'physician',
    full_name: 'Zoë O’Brien-Smith, MD',
    last_name: 'O’Brien-Smith',
    subspecialties: ['Neuroradiology', 'Diagnostic Radiology'],
    medical_school: 'Wright State University',
    residency: 'Diagnostic Radiology, Dayton',
    fellowship: '  ',
    board_certified: 'ABR',
    appointments_committees: 'Quality committee',
    military: 'US Air Force',
    bachelor_education: 'B.S. Biology',
    masters_education: 'M.P.H.',
    pa_school: null,
    nccpa_certified: null,
    undergrad: 'University of Dayton',
    biography: HOSTILE_HTML,
    why_msk: '<p>Joints.</p>',
    why_radiology: '<p>Pictures.</p>',
    what_did_you_like_dayton: '<p>The river.</p>',
    interests: 'Cycling',
    training_year: null,
  };

  it('creates a physician with every field, HTML sanitized, and the public list shows it at once', async () => {
    const created = await call('POST', '/api/admin/physicians', form);
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({ ...form, fellowship: null, biography: SAFE_HTML, photo: null });

    const listed = (await publicGet('/api/physicians')).find((p: { id: number }) => p.id === body.id);
    expect(listed.biography).toBe(SAFE_HTML);
    expect(listed.biography).not.toMatch(/script|onerror|onclick|javascript:/i);
    expect(listed.medical_school).toBe('Wright State University');
  });

  it('refuses a subspecialty that is not on the list, and required fields left empty', async () => {
    const bad = await call('POST', '/api/admin/physicians', { ...form, subspecialties: ['Astrology'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ subspecialties: '“Astrology” is not in the subspecialty list.' });

    const empty = await call('POST', '/api/admin/physicians', { ...form, full_name: ' ', last_name: '' });
    expect(empty.json().error.fields).toEqual({
      full_name: 'Enter the full name as shown, such as “Amara Okafor, MD”.',
      last_name: 'Enter the last name.',
    });
  });

  it('edits a physician; 404 for one that does not exist', async () => {
    const { id } = (await call('POST', '/api/admin/physicians', form)).json();
    const edited = await call('PUT', `/api/admin/physicians/${id}`, { ...form, category: 'fellow', why_msk: null });
    expect(edited.json()).toMatchObject({ category: 'fellow', why_msk: null });
    expect((await publicGet('/api/fellows')).map((p: { id: number }) => p.id)).toContain(id);
    expect((await call('PUT', '/api/admin/physicians/999999', form)).statusCode).toBe(404);
  });

  it('turns an uploaded photo into a 320×400 WebP named after the person, which replaces the old one', async () => {
    const { id } = (await call('POST', '/api/admin/physicians', form)).json();
    const { payload, headers } = multipartFile(await photo(), 'portrait.jpg', 'image/jpeg');
    const first = await call('POST', `/api/admin/physicians/${id}/photo`, payload, headers);
    expect(first.statusCode).toBe(200);
    const name = first.json().photo as string;
    expect(name).toMatch(/^obrien-smith-zoe-[0-9a-f]{8}\.webp$/);
    const stored = await sharp(path.join(testApp.mediaDir, 'physicians', name)).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 320, height: 400 });

    const second = await call('POST', `/api/admin/physicians/${id}/photo`, ...uploadOf(await photo(600, 600, '#a36')));
    const newName = second.json().photo as string;
    expect(newName).not.toBe(name);
    const files = await readdir(path.join(testApp.mediaDir, 'physicians'));
    expect(files).toContain(newName);
    // The old file stays while the revision of the replaced photo names it, so restoring that revision shows it.
    expect(files).toContain(name);
    const listed = (await publicGet('/api/physicians')).find((p: { id: number }) => p.id === id);
    expect(listed.photo).toBe(newName);
  });

  it('refuses a file that is not an image, and one that is too large, with a clear message', async () => {
    const { id } = (await call('POST', '/api/admin/physicians', form)).json();
    const notImage = await call(
      'POST',
      `/api/admin/physicians/${id}/photo`,
      ...uploadOf(Buffer.from('%PDF-1.7 not a picture'), 'cv.jpg', 'image/jpeg'),
    );
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json().error.message).toBe(
      'The file is not a picture we can use. Choose a JPEG, PNG, WebP or AVIF image.',
    );

    const tooLarge = await call(
      'POST',
      `/api/admin/physicians/${id}/photo`,
      ...uploadOf(Buffer.alloc(MAX_UPLOAD_BYTES + 1, 1), 'huge.jpg', 'image/jpeg'),
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.message).toBe('The file is larger than 10 MB. Choose a smaller picture.');

    const notMultipart = await call('POST', `/api/admin/physicians/${id}/photo`, { photo: 'x.webp' });
    expect(notMultipart.statusCode).toBe(415);
    // Nothing changed.
    expect((await call('GET', `/api/admin/physicians/${id}`)).json().photo).toBeNull();
  });

  it('answers 400 “choose a picture” to a multipart body with no file part, not “too large”', async () => {
    const { id } = (await call('POST', '/api/admin/physicians', form)).json();
    const boundary = 'no-file-boundary';
    const headers = { 'content-type': `multipart/form-data; boundary=${boundary}` };
    const fieldOnly = `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`;
    for (const payload of [fieldOnly, `--${boundary}--\r\n`]) {
      const response = await call('POST', `/api/admin/physicians/${id}/photo`, payload, headers);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: {
          code: 'validation_failed',
          message: 'Choose a picture to upload.',
          fields: { file: 'Choose a picture to upload.' },
        },
      });
    }
  });

  it('refuses a HEIC picture with 415 naming the accepted types, and still takes AVIF', async () => {
    const { id } = (await call('POST', '/api/admin/physicians', form)).json();
    const avif = await sharp({ create: { width: 400, height: 500, channels: 3, background: '#3a6' } })
      .avif()
      .toBuffer();
    // The same HEIF file under the brand phones write: libheif reads it as HEIC and decodes it.
    const heic = Buffer.from(avif.toString('latin1').replaceAll('avif', 'heic'), 'latin1');
    expect(await sharp(heic).metadata()).toMatchObject({ format: 'heif', compression: 'hevc' });

    const refused = await call(
      'POST',
      `/api/admin/physicians/${id}/photo`,
      ...uploadOf(heic, 'IMG_0001.HEIC', 'image/heic'),
    );
    expect(refused.statusCode).toBe(415);
    const message = 'HEIC and HEIF pictures are not accepted. Choose a JPEG, PNG, WebP or AVIF image.';
    expect(refused.json()).toEqual({ error: { code: 'unsupported_media_type', message, fields: { file: message } } });
    expect((await call('GET', `/api/admin/physicians/${id}`)).json().photo).toBeNull();

    const accepted = await call('POST', `/api/admin/physicians/${id}/photo`, ...uploadOf(avif, 'p.avif', 'image/avif'));
    expect(accepted.statusCode).toBe(200);
  });

  it('deletes a physician, who then leaves the public list', async () => {
    const { id } = (await call('POST', '/api/admin/physicians', form)).json();
    expect((await call('DELETE', `/api/admin/physicians/${id}`)).statusCode).toBe(204);
    expect((await publicGet('/api/physicians')).map((p: { id: number }) => p.id)).not.toContain(id);
    expect((await call('GET', `/api/admin/physicians/${id}`)).statusCode).toBe(404);
  });
});

function uploadOf(content: Buffer, fileName = 'photo.jpg', type = 'image/jpeg'): [Buffer, Record<string, string>] {
  const { payload, headers } = multipartFile(content, fileName, type);
  return [payload, headers];
}

describe('news', () => {
  const form = {
    title: 'A new MRI in Troy',
    intro_text: 'Shorter waits.',
    photo_large_caption: 'The new scanner.',
    published_date: '2026-11-02',
    full_text: HOSTILE_HTML,
  };

  it('stores the full text sanitized; the public story shows it at once', async () => {
    const created = await call('POST', '/api/admin/news', form);
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect((await publicGet(`/api/news?id=${id}`)).full_text).toBe(SAFE_HTML);
  });

  it('refuses a story whose text is nothing but what the sanitizer removes, and an impossible date', async () => {
    const empty = await call('POST', '/api/admin/news', { ...form, full_text: '<script>alert(1)</script>' });
    expect(empty.json().error.fields).toEqual({ full_text: 'Enter the full text of the story.' });
    const date = await call('POST', '/api/admin/news', { ...form, published_date: '2026-02-30' });
    expect(date.json().error.fields).toEqual({ published_date: 'Enter the published date as YYYY-MM-DD.' });
  });

  it('makes both pictures the site shows from one upload', async () => {
    const { id } = (await call('POST', '/api/admin/news', form)).json();
    const uploaded = (await call('POST', `/api/admin/news/${id}/photo`, ...uploadOf(await photo(2000, 1500)))).json();
    expect(uploaded.photo_small).toMatch(/^news-a-new-mri-in-troy-small-[0-9a-f]{8}\.webp$/);
    expect(uploaded.photo_large).toMatch(/^news-a-new-mri-in-troy-large-[0-9a-f]{8}\.webp$/);
    const dir = path.join(testApp.mediaDir, 'news');
    expect(await sharp(path.join(dir, uploaded.photo_small)).metadata()).toMatchObject({ width: 480, height: 320 });
    expect(await sharp(path.join(dir, uploaded.photo_large)).metadata()).toMatchObject({ width: 1200, height: 675 });
    expect((await publicGet(`/api/news?id=${id}`)).photo_large).toBe(uploaded.photo_large);
  });
});

describe('the ordered lists', () => {
  it('creates at the end, moves, edits and deletes; the public list follows each step', async () => {
    const names = async () => (await publicGet('/api/locations')).map((l: { name: string }) => l.name);
    const created = await call('POST', '/api/admin/locations', {
      name: 'Fourth',
      address: '4 Main St',
      phone: '937-555-0144',
      url: 'https://fourth.example/',
      latitude: '39.7',
      longitude: '',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ phone: '937-555-0144', latitude: 39.7, longitude: null });
    expect(await names()).toEqual(['First', 'Second', 'Third', 'Fourth']);

    const { id } = created.json();
    const moved = await call('POST', `/api/admin/locations/${id}/move`, { direction: 'up' });
    expect(moved.json().map((l: { name: string }) => l.name)).toEqual(['First', 'Second', 'Fourth', 'Third']);
    expect(await names()).toEqual(['First', 'Second', 'Fourth', 'Third']);

    await call('PUT', `/api/admin/locations/${id}`, { ...(created.json() as object), name: 'Fourth, renamed' });
    expect(await names()).toContain('Fourth, renamed');
    await call('DELETE', `/api/admin/locations/${id}`);
    expect(await names()).toEqual(['First', 'Second', 'Third']);
  });

  it('checks phones and web addresses of locations with the shared rules', async () => {
    const swapped = await call('POST', '/api/admin/locations', {
      name: 'Swapped',
      address: '',
      phone: 'https://swapped.example/',
      url: '(937) 555-0100',
      latitude: '',
      longitude: '',
    });
    expect(swapped.statusCode).toBe(400);
    expect(swapped.json().error.fields).toEqual({
      phone: 'Enter a 10-digit US phone number, such as 937-555-0123.',
      url: 'Enter a full web address starting with https://.',
    });
  });

  it('gives a new rotator slide a placeholder picture until one is uploaded', async () => {
    const slide = (await call('POST', '/api/admin/rotator', { title: 'New', text: 'Slide.' })).json();
    expect(slide.image).toMatch(/^rotator-placeholder-[0-9a-f]{8}\.webp$/);
    const stored = await sharp(path.join(testApp.mediaDir, 'rotator', slide.image)).metadata();
    expect(stored).toMatchObject({ width: 1600, height: 640 });
  });

  it('reads an outreach video from a YouTube address', async () => {
    const event = await call('POST', '/api/admin/outreach', {
      title: 'Run',
      intro_text: 'A 5K.',
      video: 'https://www.youtube.com/watch?v=rB7kQ2mXv4E',
      link: '/contact',
      link_text: '',
    });
    expect(event.json()).toMatchObject({ video: 'rB7kQ2mXv4E', link: '/contact', link_text: null });
  });

  it('refuses an outreach link a browser would open on another host as a page of this site', async () => {
    const event = { title: 'Walk', intro_text: 'A 5K walk.', video: '', link_text: '' };
    for (const link of ['//evil.example', '/\\evil.example', '/\t/evil.example', '/\n/evil.example']) {
      const refused = await call('POST', '/api/admin/outreach', { ...event, link });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields).toEqual({
        link: 'Enter a full web address starting with https://, or a page of this site starting with /.',
      });
    }
    const saved = await call('POST', '/api/admin/outreach', { ...event, link: '/news' });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ link: '/news' });
  });
});

describe('site settings', () => {
  it('saves every field and the public settings answer the same shape at once', async () => {
    const { analytics_enabled: _enabled, ...next } = buildSettings({
      organization_name: 'Riverbend Radiology',
      billing_alert_text: 'Texts are ours.',
    });
    const saved = await call('PUT', '/api/admin/settings', { ...next, founded_year: '1976' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ ...next, founded_year: 1976 });
    const { analytics_endpoint: _endpoint, ...visible } = next;
    expect(await publicGet('/api/settings')).toEqual({ ...visible, founded_year: 1976, analytics_enabled: false });
  });

  it('lets only an admin change where visitors’ data goes, and logs the new address', async () => {
    const before = await storedSettings();
    const message = 'Only an admin may change this.';
    const refused = await call('PUT', '/api/admin/settings', {
      ...before,
      city: 'Troy',
      analytics_endpoint: 'https://stats.elsewhere.example/collect',
      email: 'inbox@elsewhere.example',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: {
        code: 'forbidden',
        message:
          'Only an admin may change where visitors or their data are sent: the web addresses the site links to or sends data to, and the e-mail addresses it gives.',
        fields: { analytics_endpoint: message, email: message },
      },
    });
    expect(await storedSettings()).toEqual(before);

    // The same save with those two as they are goes through: editors keep the other settings.
    const other = await call('PUT', '/api/admin/settings', { ...before, city: 'Troy' });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual({ ...before, city: 'Troy' });

    const admin = await signedIn(testApp.app, 'admin');
    const endpoint = 'https://stats.riverbend.example/collect';
    const saved = await admin.call('PUT', '/api/admin/settings', { ...before, analytics_endpoint: endpoint });
    expect(saved.statusCode).toBe(200);
    const log = (await admin.call('GET', '/api/admin/audit?limit=1')).json();
    expect(log.items[0]).toMatchObject({
      user_email: admin.user.email,
      action: 'update',
      entity: 'settings',
      summary: `Site settings: city, analytics_endpoint set to “${endpoint}”`,
    });
  });

  it('refuses settings that would break the header, keeping the old ones', async () => {
    const before = await storedSettings();
    const refused = await call('PUT', '/api/admin/settings', { ...before, phone: 'call us', social_url: 'social' });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().error.fields).sort()).toEqual(['phone', 'social_url']);
    expect(await storedSettings()).toEqual(before);
  });

  it('refuses a NUL or other control character in an admin form with a field message', async () => {
    const before = await storedSettings();
    const refused = await call('PUT', '/api/admin/settings', { ...before, organization_name: 'Riverbend\u0000' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ organization_name: CONTROL_CHARACTER_MESSAGE });
    const story = {
      title: 'News\u001b[31m',
      intro_text: 'Intro.',
      published_date: '2026-01-05',
      full_text: '<p>x</p>',
    };
    const news = await call('POST', '/api/admin/news', story);
    expect(news.statusCode).toBe(400);
    expect(news.json().error.fields).toEqual({ title: CONTROL_CHARACTER_MESSAGE });
    expect(await storedSettings()).toEqual(before);
  });

  it('takes exactly one parsed web address in each address field', async () => {
    const before = await storedSettings();
    const notOne = [
      'https://a.example,https://b.example',
      'https://a.example;b.example',
      'https://a.example https://b.example',
      'https://a_b.example/',
      'https://user:secret@a.example/',
      'javascript:alert(1)',
    ];
    for (const address of notOne) {
      const refused = await call('PUT', '/api/admin/settings', {
        ...before,
        social_url: address,
        analytics_endpoint: address,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields).toEqual({
        social_url: 'Enter a full web address starting with https://.',
        analytics_endpoint: ANALYTICS_ENDPOINT_MESSAGE,
      });
    }
    const plain = await call('PUT', '/api/admin/settings', { ...before, analytics_endpoint: 'http://stats.example/' });
    expect(plain.json().error.fields).toEqual({
      analytics_endpoint: ANALYTICS_ENDPOINT_MESSAGE,
    });
    expect(await storedSettings()).toEqual(before);

    // A public IPv6 address (2001:db8::/32 is for documentation, never public).
    const good = {
      social_url: 'https://social.example/practice',
      analytics_endpoint: 'https://[2606:4700::1111]:8443/c',
    };
    // The analytics endpoint is an admin's to change.
    const admin = (await signedIn(testApp.app, 'admin')).call;
    const saved = await admin('PUT', '/api/admin/settings', { ...before, ...good });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject(good);
  });

  it('refuses, even from an admin, an analytics endpoint on this machine, a private network or a metadata address', async () => {
    const admin = (await signedIn(testApp.app, 'admin')).call;
    const before = await storedSettings();
    for (const address of [
      'https://127.0.0.1/collect',
      'https://localhost:8443/collect',
      'https://stats.localhost/collect',
      'https://[::1]/collect',
      'https://10.1.2.3/collect',
      'https://192.168.0.10/collect',
      'https://[fd00::5]/collect',
      'https://169.254.169.254/latest/meta-data/',
      'https://[fe80::1]/collect',
      'https://[::ffff:127.0.0.1]/collect',
      'https://metadata.google.internal/computeMetadata/v1/',
      'http://stats.example.org/collect',
    ]) {
      const refused = await admin('PUT', '/api/admin/settings', { ...before, analytics_endpoint: address });
      expect([address, refused.statusCode]).toEqual([address, 400]);
      expect(refused.json().error.fields).toEqual({ analytics_endpoint: ANALYTICS_ENDPOINT_MESSAGE });
    }
    expect(await storedSettings()).toEqual(before);
  });
});
