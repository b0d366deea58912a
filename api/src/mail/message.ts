/**
 * The e-mail a contact submission becomes (docs/design.md#product-decisions): plain text only. Every value is the visitor's input, so
 * the message has no HTML part at all; markup in the comments reaches the practice as the characters typed.
 */
import type { contact_submissions } from '../db/schema.ts';

/** A stored contact submission, as the outbox reads it. */
export type ContactSubmission = typeof contact_submissions.$inferSelect;

/** What the mailer needs besides the addresses. */
export interface ContactMessage {
  subject: string;
  text: string;
  /** The visitor's e-mail address, so the practice can answer with Reply; absent when they gave none. */
  replyTo: string | undefined;
}

const FIELDS: readonly (readonly [label: string, key: keyof ContactSubmission])[] = [
  ['Name', 'name'],
  ['Address', 'address'],
  ['City', 'city'],
  ['State', 'state'],
  ['ZIP', 'zip'],
  ['Phone', 'phone'],
  ['E-mail', 'email'],
];

const WIDTH = Math.max(...FIELDS.map(([label]) => label.length)) + 2;

/**
 * Builds the message for `submission`: a subject naming the sender, and a text body listing every form field
 * (empty ones as '(not given)'), the comments and when and under which number the submission was stored.
 */
export function contactMessage(submission: ContactSubmission): ContactMessage {
  const lines = FIELDS.map(([label, key]) => {
    const value = String(submission[key] ?? '').trim();
    return `${`${label}:`.padEnd(WIDTH)}${value === '' ? '(not given)' : value}`;
  });
  const text = [
    'A visitor sent this message with the contact form on the website.',
    '',
    ...lines,
    '',
    'Comments:',
    submission.comments,
    '',
    `Received ${submission.created_at} (submission ${submission.id}).`,
    '',
  ].join('\n');
  // The name is the visitor's text: line breaks in a header would start new headers, so whitespace is folded.
  const subject = `Website contact: ${submission.name.replace(/\s+/g, ' ').trim()}`;
  return { subject, text, replyTo: submission.email.trim() === '' ? undefined : submission.email.trim() };
}
