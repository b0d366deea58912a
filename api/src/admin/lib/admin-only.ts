/**
 * The admin-only fields (ADMIN_ONLY_FIELDS; the README's admin section) as the routes enforce and log them: an editor's save
 * that changes one is refused before anything is stored, and the audit line of an admin's names the new value.
 */
import type { AdminSessionUser } from '@site/contracts/schemas';
import { ADMIN_ONLY_MESSAGE, outboundValue } from '@site/contracts/schemas';
import { HttpError } from '../../lib/errors.ts';

const REFUSAL =
  'Only an admin may change where visitors or their data are sent: the web addresses the site links to or sends data to, and the e-mail addresses it gives.';

const stored = (record: object | undefined, key: string): unknown => (record as Record<string, unknown>)?.[key] ?? null;

/**
 * The names of the `adminOnly` fields whose value in `after` differs from `before`: a record as stored, or
 * undefined for a new one, whose every field counts as empty (null), so setting an address on it is a change.
 * Values compare by where they send visitors (outboundValue): a page of this site counts as empty, so moving
 * an outreach link between pages of the site is no admin-only change, and setting an address elsewhere is.
 */
export function adminOnlyChanges(adminOnly: readonly string[], before: object | undefined, after: object): string[] {
  const outbound = (record: object | undefined, key: string) => JSON.stringify(outboundValue(stored(record, key)));
  return adminOnly.filter((key) => outbound(before, key) !== outbound(after, key));
}

/**
 * Throws HttpError 403 forbidden, with ADMIN_ONLY_MESSAGE on each field of `changes`, unless `user` is an
 * admin or `changes` is empty. Sending an admin-only field unchanged is fine.
 */
export function refuseUnlessAdmin(user: AdminSessionUser, changes: readonly string[]): void {
  if (user.role === 'admin' || changes.length === 0) return;
  throw new HttpError(403, 'forbidden', REFUSAL, Object.fromEntries(changes.map((key) => [key, ADMIN_ONLY_MESSAGE])));
}

/**
 * For an audit summary: names a changed field, and an admin-only one with its value in `after`
 * ('email set to “x”', or 'email cleared'), so the log shows where visitors were sent from then on.
 */
export function auditedField(adminOnly: readonly string[], after: object): (key: string) => string {
  return (key) => {
    if (!adminOnly.includes(key)) return key;
    const value = stored(after, key);
    return value === null || value === '' ? `${key} cleared` : `${key} set to “${String(value)}”`;
  };
}
