/** How the admin words states and events. */
import { formatDateTime, PRACTICE_TIME_ZONE } from '@site/shared';
import type { AuditEntry, ContactMessage, ReleaseStatus, RevisionAction } from '@site/contracts/schemas';

/** A message's handling state in words: Unread, Read or Handled. */
export function readState(message: Pick<ContactMessage, 'read_at' | 'handled_at'>): string {
  if (message.handled_at) return 'Handled';
  return message.read_at ? 'Read' : 'Unread';
}

/** The mail outbox's state of a message in words (docs/design.md#product-decisions: stored, then mailed with retries). */
export function mailState(message: Pick<ContactMessage, 'mail_status' | 'mail_attempts' | 'mail_last_error'>): string {
  if (message.mail_status === 'sent') return 'Mailed';
  if (message.mail_status === 'off') return 'Not mailed (mail is off)';
  if (message.mail_attempts === 0) return 'Waiting to be mailed';
  const tries = `${message.mail_attempts} ${message.mail_attempts === 1 ? 'try' : 'tries'}`;
  return `Retrying (${tries}${message.mail_last_error ? `; last error: ${message.mail_last_error}` : ''})`;
}

/** A timestamp as staff read it, in their own time zone: 'Nov 23, 2026, 4:07 AM'. */
export function formatWhen(iso: string): string {
  return formatDateTime(iso);
}

/** A timestamp on the practice's clock, saying whose: 'Nov 23, 2026, 4:07 AM (New York time)'. */
export function formatPracticeTime(iso: string): string {
  return `${formatDateTime(iso, PRACTICE_TIME_ZONE)} (New York time)`;
}

/** The audit log's verbs as staff say them: 'update' → 'Changed'. */
const ACTION_WORDS: Record<string, string> = {
  create: 'Added',
  update: 'Changed',
  delete: 'Deleted',
  upload: 'Uploaded a picture for',
  move: 'Moved',
  password: 'Password',
  restore: 'Restored an earlier version of',
  publish: 'Published',
};

/** What a save did to a record, as its list of earlier versions says it. */
export const REVISION_ACTION_WORDS: Record<RevisionAction, string> = {
  update: 'Changed',
  delete: 'Deleted',
  restore: 'Restored an earlier version',
  publish: 'Published',
};

/** One line of the audit log as a sentence: 'Changed physician: Amara Okafor, MD: biography'. */
export function describeChange(entry: Pick<AuditEntry, 'action' | 'entity' | 'summary'>): string {
  return `${ACTION_WORDS[entry.action] ?? entry.action} ${entry.entity}: ${entry.summary}`;
}

/** Where a release stands, in the words the Releases screen uses (docs/design.md#releases). */
export const RELEASE_STATUS_WORDS: Record<ReleaseStatus, string> = {
  verifying: 'Verifying',
  canary: 'Canary',
  live: 'Live',
  failed: 'Failed',
  rolled_back: 'Rolled back',
  superseded: 'Superseded',
};
