import { contactMessage } from '../src/mail/message.ts';
import type { ContactSubmission } from '../src/mail/message.ts';
import { RETRY_MAX_SECONDS, retryDelaySeconds } from '../src/mail/outbox.ts';
import { buildContactForm } from './test-support/builders.ts';

function buildSubmission(overrides: Partial<ContactSubmission> = {}): ContactSubmission {
  const { submit: _submit, ...form } = buildContactForm();
  return {
    id: 41,
    ...form,
    client_address_hash: 'f'.repeat(64),
    created_at: '2026-03-02 14:05:00+00',
    mail_status: 'pending',
    mail_attempts: 0,
    next_attempt_at: '2026-03-02 14:05:00+00',
    mail_sent_at: null,
    mail_last_error: null,
    read_at: null,
    handled_at: null,
    ...overrides,
  };
}

describe('contactMessage', () => {
  it('lists every field, marks empty ones, and names the submission', () => {
    const message = contactMessage(buildSubmission({ address: '', city: '  ', comments: 'Line one.\nLine two.' }));
    expect(message.text).toBe(
      [
        'A visitor sent this message with the contact form on the website.',
        '',
        'Name:    Jordan Visitor',
        'Address: (not given)',
        'City:    (not given)',
        'State:   OH',
        'ZIP:     45402',
        'Phone:   937-555-0123',
        'E-mail:  jordan@visitor.example',
        '',
        'Comments:',
        'Line one.',
        'Line two.',
        '',
        'Received 2026-03-02 14:05:00+00 (submission 41).',
        '',
      ].join('\n'),
    );
    expect(message.replyTo).toBe('jordan@visitor.example');
  });

  it('keeps line breaks in the name out of the subject header', () => {
    const message = contactMessage(buildSubmission({ name: 'Eve\r\nBcc: victim@example.com', email: '' }));
    expect(message.subject).toBe('Website contact: Eve Bcc: victim@example.com');
    expect(message.replyTo).toBeUndefined();
  });
});

describe('retryDelaySeconds', () => {
  it('waits 30 s after the first failure, doubling up to an hour, and never gives up', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(retryDelaySeconds)).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600]);
    expect(retryDelaySeconds(10_000)).toBe(RETRY_MAX_SECONDS);
  });
});
