import './test-support/vm-modules.ts';
import { eq, sql } from 'drizzle-orm';
import { contact_submissions, ops_mail, users } from '../src/db/schema.ts';
import { queueOpsMail } from '../src/mail/ops-mail.ts';
import { buildContactForm, buildSeedContent } from './test-support/builders.ts';
import { buildSettings } from '@site/test-support/builders';
import { startSmtpSink } from './test-support/smtp-sink.ts';
import type { SmtpSink } from './test-support/smtp-sink.ts';
import { createTestApp, SETUP_TIMEOUT_MS } from './test-support/test-app.ts';
import type { TestApp } from './test-support/test-app.ts';

const PRACTICE = 'front-desk@practice.example';

let sink: SmtpSink;
let testApp: TestApp;
beforeAll(async () => {
  sink = await startSmtpSink();
  testApp = await createTestApp(buildSeedContent({ settings: buildSettings({ email: PRACTICE }) }), {
    mail: {
      smtp: { host: '127.0.0.1', port: sink.port, secure: false, auth: undefined },
      from: undefined,
      to: undefined,
    },
    outboxIntervalMs: 0,
  });
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await testApp?.close();
  await sink?.stop();
});
beforeEach(() => {
  sink.received.length = 0;
});

let lastOctet = 0;
async function submit(overrides: Parameters<typeof buildContactForm>[0] = {}, extra: object = {}) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/utilities/contact.php',
    payload: { ...buildContactForm(overrides), ...extra },
    remoteAddress: `198.51.100.${(lastOctet += 1)}`,
  });
  expect(response.json()).toEqual({ response: true });
}

const rows = () => testApp.app.db.select().from(contact_submissions).orderBy(contact_submissions.id);
const pending = () =>
  testApp.app.db.select().from(contact_submissions).where(eq(contact_submissions.mail_status, 'pending'));
/** Moves every pending retry to now, as if the backoff had passed. */
const retryTimeComes = () =>
  testApp.app.db
    .update(contact_submissions)
    .set({ next_attempt_at: sql`now()` })
    .where(eq(contact_submissions.mail_status, 'pending'));
const submissionIds = () => sink.received.map((mail) => Number(/\(submission (\d+)\)/.exec(mail.text)?.[1]));

describe('the contact mail outbox', () => {
  it('mails a stored submission once to the practice, listing every field in plain text', async () => {
    const form = buildContactForm({
      name: 'Casey Fields',
      address: '400 River Road',
      city: 'Kettering',
      state: 'OH',
      zip: '45429-1234',
      phone: '(937) 555-0177',
      email: 'casey@visitor.example',
      comments: 'Could someone call me about my imaging appointment next week?',
    });
    await submit(form);
    expect((await rows()).at(-1)).toMatchObject({ mail_status: 'pending', mail_attempts: 0 });

    expect(await testApp.app.processOutbox()).toEqual({ sent: 1, failed: 0 });
    expect(sink.received).toHaveLength(1);
    const mail = sink.received[0]!;
    expect(mail.to).toEqual([PRACTICE]);
    expect(mail.headers.subject).toBe('Website contact: Casey Fields');
    expect(mail.headers['reply-to']).toBe('casey@visitor.example');
    expect(mail.headers['content-type']).toMatch(/^text\/plain/);
    for (const value of [form.name, form.address, form.city, form.state, form.zip, form.phone, form.email]) {
      expect(mail.text).toContain(value);
    }
    expect(mail.text).toContain(`Comments:\n${form.comments}\n`);

    const row = (await rows()).at(-1);
    expect(row).toMatchObject({ mail_status: 'sent', mail_attempts: 1, mail_last_error: null });
    expect(row?.mail_sent_at).toEqual(expect.any(String));
    // A second pass finds nothing due: the practice gets each message once.
    expect(await testApp.app.processOutbox()).toEqual({ sent: 0, failed: 0 });
    expect(sink.received).toHaveLength(1);
  });

  it('stores HTML in the comments as text and mails it as the same characters, never as HTML', async () => {
    const comments = 'Is <b>bold</b> & <script>alert("x")</script> <a href="https://evil.example">ok</a>?';
    await submit({ comments, email: '' });
    expect((await rows()).at(-1)?.comments).toBe(comments);

    await testApp.app.processOutbox();
    const mail = sink.received[0]!;
    expect(mail.text).toContain(comments);
    expect(mail.raw).not.toMatch(/text\/html/i);
    expect(mail.headers['content-type']).toMatch(/^text\/plain/);
    // No e-mail given: no Reply-To, and the empty field is said to be empty.
    expect(mail.headers['reply-to']).toBeUndefined();
    expect(mail.text).toMatch(/E-mail: +\(not given\)/);
  });

  it('keeps submissions queued while the mail server is down and sends each once when it is back', async () => {
    await sink.stop();
    try {
      for (const name of ['Ada Queued', 'Ben Queued', 'Cy Queued']) await submit({ name });
      expect(await testApp.app.processOutbox()).toEqual({ sent: 0, failed: 3 });

      const waiting = await testApp.app.db
        .select({
          attempts: contact_submissions.mail_attempts,
          error: contact_submissions.mail_last_error,
          waitSeconds: sql<number>`extract(epoch from ${contact_submissions.next_attempt_at} - now())::float8`,
        })
        .from(contact_submissions)
        .where(eq(contact_submissions.mail_status, 'pending'));
      expect(waiting).toHaveLength(3);
      for (const row of waiting) {
        expect(row.attempts).toBe(1);
        expect(row.error).toMatch(/ECONNREFUSED|connect/i);
        // The first retry waits 30 seconds.
        expect(row.waitSeconds).toBeGreaterThan(25);
        expect(row.waitSeconds).toBeLessThanOrEqual(30);
      }
      // Not due yet: a pass does not hammer a server that just refused.
      expect(await testApp.app.processOutbox()).toEqual({ sent: 0, failed: 0 });
    } finally {
      await sink.start();
    }

    await retryTimeComes();
    expect(await testApp.app.processOutbox()).toEqual({ sent: 3, failed: 0 });
    expect(sink.received.map((mail) => mail.headers.subject).sort()).toEqual([
      'Website contact: Ada Queued',
      'Website contact: Ben Queued',
      'Website contact: Cy Queued',
    ]);
    expect(new Set(submissionIds()).size).toBe(3);
    expect(await pending()).toEqual([]);
    expect((await rows()).slice(-3).map((row) => row.mail_attempts)).toEqual([2, 2, 2]);
  });

  it('answers a filled honeypot like a person and neither stores nor sends anything', async () => {
    const before = (await rows()).length;
    await submit({ name: 'Spam Bot' }, { website: 'https://spam.example' });
    // A bot's payload often fails validation too; it still learns nothing from the answer.
    await submit({ email: 'not-an-email' }, { website: 'x' });
    expect(await rows()).toHaveLength(before);
    expect(await testApp.app.processOutbox()).toEqual({ sent: 0, failed: 0 });
    expect(sink.received).toEqual([]);
  });

  it('stores and mails a submission whose honeypot is left empty', async () => {
    await submit({ name: 'Dana Person' }, { website: '' });
    expect(await testApp.app.processOutbox()).toEqual({ sent: 1, failed: 0 });
    expect(sink.received[0]?.headers.subject).toBe('Website contact: Dana Person');
  });
});

describe('mail to the admins about operations', () => {
  it('goes to every active admin through the same outbox, retried like contact mail, and never to an editor', async () => {
    await testApp.app.db.insert(users).values([
      { email: 'ops.one@practice.example', name: 'Ops One', role: 'admin', password_hash: 'x' },
      { email: 'ops.two@practice.example', name: 'Ops Two', role: 'admin', password_hash: 'x' },
      { email: 'gone@practice.example', name: 'Gone', role: 'admin', password_hash: 'x', active: false },
      { email: 'editor@practice.example', name: 'Ed', role: 'editor', password_hash: 'x' },
    ]);
    const id = await queueOpsMail(
      testApp.app.db,
      { subject: 'Canary about 2.0.0 rolled back\nautomatically', text: 'Every visitor gets 1.0.0 again.' },
      testApp.app.mailEnabled,
    );
    expect(await testApp.app.processOutbox()).toEqual({ sent: 1, failed: 0 });
    expect(sink.received).toHaveLength(1);
    const mail = sink.received[0]!;
    expect(mail.to).toEqual(['ops.one@practice.example', 'ops.two@practice.example']);
    // A line break in a subject could add a header: it becomes a space.
    expect(mail.headers.subject).toBe('Canary about 2.0.0 rolled back automatically');
    expect(mail.text.trim()).toBe('Every visitor gets 1.0.0 again.');
    const [row] = await testApp.app.db.select().from(ops_mail).where(eq(ops_mail.id, id));
    expect(row).toMatchObject({ mail_status: 'sent', mail_attempts: 1 });
    // Sent once: a second pass finds nothing due.
    expect(await testApp.app.processOutbox()).toEqual({ sent: 0, failed: 0 });
  });

  it('is kept as a record, never sent, on a site without a mail server', async () => {
    const id = await queueOpsMail(testApp.app.db, { subject: 'Noted', text: 'Kept.' }, false);
    expect(await testApp.app.processOutbox()).toEqual({ sent: 0, failed: 0 });
    const [row] = await testApp.app.db.select().from(ops_mail).where(eq(ops_mail.id, id));
    expect(row).toMatchObject({ mail_status: 'off', mail_attempts: 0 });
  });
});
