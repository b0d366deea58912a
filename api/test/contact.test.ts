import './test-support/vm-modules.ts';
import { desc } from 'drizzle-orm';
import { LINE_BREAK_MESSAGE } from '@site/contracts/schemas';
import { contact_submissions } from '../src/db/schema.ts';
import { CONTROL_CHARACTER_MESSAGE } from '../src/plugins/app/plain-text.ts';
import { CONTACT_RATE_LIMIT } from '../src/routes/contact.ts';
import { buildContactForm } from './test-support/builders.ts';
import { createTestApp, SETUP_TIMEOUT_MS } from './test-support/test-app.ts';
import type { TestApp } from './test-support/test-app.ts';

const URL = '/api/utilities/contact.php';

let testApp: TestApp;
beforeAll(async () => {
  // Mail off, whatever the environment says: these tests are about the endpoint; mail.test.ts sends mail.
  testApp = await createTestApp(undefined, { mail: null });
}, SETUP_TIMEOUT_MS);
afterAll(() => testApp?.close());

// The contact route is rate limited per address; each test posts from its own address so they cannot
// exhaust each other's allowance.
let lastOctet = 0;
const nextAddress = () => `203.0.113.${(lastOctet += 1)}`;

function post(payload: unknown, remoteAddress = nextAddress()) {
  return testApp.app.inject({ method: 'POST', url: URL, payload: payload as object, remoteAddress });
}

async function latestSubmission() {
  const [row] = await testApp.app.db.select().from(contact_submissions).orderBy(desc(contact_submissions.id)).limit(1);
  return row;
}

describe('POST /api/utilities/contact.php', () => {
  it('stores a valid submission and answers {response: true}', async () => {
    const form = buildContactForm({ name: '  Robin Stored  ', state: 'oh' });
    const response = await post(form, '198.51.100.7');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ response: true });
    expect(response.headers['cache-control']).toBe('no-cache');

    const row = await latestSubmission();
    expect(row).toMatchObject({
      name: 'Robin Stored',
      state: 'OH',
      email: form.email,
      phone: form.phone,
      comments: form.comments,
      // No SMTP server configured: stored for the admin, not queued for mail.
      mail_status: 'off',
      read_at: null,
      handled_at: null,
    });
    expect(row?.created_at).toEqual(expect.any(String));
    // A keyed hash, never the address itself.
    expect(row?.client_address_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain('198.51.100.7');
    expect(testApp.app.mailEnabled).toBe(false);
    expect(await testApp.app.processOutbox()).toEqual({ sent: 0, failed: 0 });
  });

  it('keeps comments as plain text, exactly as typed', async () => {
    const comments = 'Hello <script>alert("x")</script> & <b>bye</b>';
    expect((await post(buildContactForm({ comments }))).statusCode).toBe(200);
    expect((await latestSubmission())?.comments).toBe(comments);
  });

  it('answers 400 with the shared schema messages per field, and stores nothing', async () => {
    const before = await testApp.app.db.$count(contact_submissions);
    const response = await post(
      buildContactForm({ name: ' ', email: 'not-an-email', zip: '123', state: 'XX', comments: 'x'.repeat(501) }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: expect.any(String),
        fields: {
          name: 'Enter your name.',
          email: 'Enter a valid e-mail address.',
          zip: 'Enter a 5-digit ZIP code or ZIP+4.',
          state: 'Enter a two-letter US state code, such as OH.',
          comments: 'Use at most 500 characters.',
        },
      },
    });
    expect(await testApp.app.db.$count(contact_submissions)).toBe(before);
  });

  it('answers 400 with a field message for a control character in a text, and keeps tabs and line breaks', async () => {
    const before = await testApp.app.db.$count(contact_submissions);
    const response = await post(buildContactForm({ name: 'Robin\u0000', comments: 'Call me\u0007 back' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { name: CONTROL_CHARACTER_MESSAGE, comments: CONTROL_CHARACTER_MESSAGE },
    });
    expect(await testApp.app.db.$count(contact_submissions)).toBe(before);

    const comments = 'First line\r\nSecond line\n\tindented';
    expect((await post(buildContactForm({ comments }))).statusCode).toBe(200);
    expect((await latestSubmission())?.comments).toBe(comments);
  });

  it('answers 400 with a field message for a CR or LF inside the name, address, city or phone', async () => {
    const before = await testApp.app.db.$count(contact_submissions);
    const response = await post(
      buildContactForm({
        name: 'Robin\r\nBcc: someone@else.example',
        address: '12 Elm Street\nPhone: 555-0000',
        city: 'Dayton\rOH',
        phone: '937\n555-0123',
        comments: 'First line\nSecond line',
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'validation_failed',
      message: 'Check the highlighted fields and try again.',
      fields: {
        name: LINE_BREAK_MESSAGE,
        address: LINE_BREAK_MESSAGE,
        city: LINE_BREAK_MESSAGE,
        phone: LINE_BREAK_MESSAGE,
      },
    });
    expect(await testApp.app.db.$count(contact_submissions)).toBe(before);

    // A line break at either end is trimmed away like any other space, and the comments keep theirs.
    const accepted = await post(buildContactForm({ name: 'Robin Stored\n', comments: 'First line\nSecond line' }));
    expect(accepted.statusCode).toBe(200);
    expect(await latestSubmission()).toMatchObject({ name: 'Robin Stored', comments: 'First line\nSecond line' });
  });

  it('requires an e-mail address or a phone number', async () => {
    const response = await post(buildContactForm({ email: '', phone: '' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ email: 'Enter an e-mail address or a phone number.' });
  });

  it('answers 400 in the JSON shape for a body that is not JSON syntax', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'application/json' },
      payload: '{"submit": tru',
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('bad_request');
  });

  it('answers 415 for a body that is not JSON', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'text/plain' },
      payload: 'name=Robin',
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('unsupported_media_type');
  });

  it('answers 413 in the JSON shape above 16 KB', async () => {
    const response = await post(buildContactForm({ comments: 'x'.repeat(17 * 1024) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: { code: 'payload_too_large', message: 'The request body is too large.' },
    });
  });

  it('answers 429 once one address has sent too many', async () => {
    const address = nextAddress();
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i += 1) {
      expect((await post(buildContactForm(), address)).statusCode).toBe(200);
    }
    const response = await post(buildContactForm(), address);
    expect(response.statusCode).toBe(429);
    expect(response.json().error).toEqual({ code: 'rate_limited', message: expect.stringMatching(/try again/) });
    // Seconds until the window frees a slot: more than zero, at most the 10-minute window.
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    // Another sender is unaffected.
    expect((await post(buildContactForm())).statusCode).toBe(200);
  });

  it('counts an IPv6 sender by its /64 network, and an IPv4-mapped address as the IPv4 address', async () => {
    // Every request from a new address of one /64, as a client that owns the network can send them.
    for (let i = 1; i <= CONTACT_RATE_LIMIT.max; i += 1) {
      expect((await post(buildContactForm(), `2001:db8:aa:bb::${i.toString(16)}`)).statusCode).toBe(200);
    }
    expect((await post(buildContactForm(), '2001:db8:aa:bb:ffff:1:2:3')).statusCode).toBe(429);
    // The neighbouring /64 is another subscriber.
    expect((await post(buildContactForm(), '2001:db8:aa:bc::1')).statusCode).toBe(200);

    const ipv4 = nextAddress();
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i += 1) {
      expect((await post(buildContactForm(), i % 2 === 0 ? ipv4 : `::ffff:${ipv4}`)).statusCode).toBe(200);
    }
    expect((await post(buildContactForm(), `::ffff:${ipv4}`)).statusCode).toBe(429);
    expect((await post(buildContactForm(), ipv4)).statusCode).toBe(429);
    // IPv4 is unchanged: the next address is its own client.
    expect((await post(buildContactForm())).statusCode).toBe(200);
  });
});
