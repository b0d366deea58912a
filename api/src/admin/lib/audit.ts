/** The audit log, so admins can see who changed what and when: one line per admin action that changes data. */
import type { AdminSessionUser } from '@site/contracts/schemas';
import type { Database } from '../../db/client.ts';
import { audit_log } from '../../db/schema.ts';

/**
 * The entity of every entry about account administration (accounts created, roles changed, deactivations,
 * passwords set or changed). Only admins read these: they tell who holds which role and when an account was
 * weak, which an editor has no need to know.
 */
export const ACCOUNT_ENTITY = 'user';

/** What was done: a verb staff read in the log. */
export type AuditAction =
  | 'create'
  | 'update'
  | 'delete'
  | 'upload'
  | 'move'
  | 'password'
  | 'restore'
  | 'publish'
  | 'draft'
  | 'discard'
  | 'revoke'
  | 'release'
  | 'rollback'
  | 'promote';

/**
 * Who acted: a signed-in user, or a job of the site's own (id null, as `audit_log.user_id` allows) under a
 * name staff recognise in the log, such as SCHEDULER.
 */
export type AuditActor = Pick<AdminSessionUser, 'email'> & { id: number | null };

/** The actor of what the site does on its own schedule (a scheduled story going live). */
export const SCHEDULER: AuditActor = { id: null, email: 'scheduler' };

/**
 * Appends a line naming `user`, the action, the entity kind (e.g. 'physician'), its id when there is one and
 * a short human summary (e.g. 'Amara Okafor, MD: biography, photo').
 */
export async function recordAudit(
  db: Database,
  user: AuditActor,
  entry: { action: AuditAction; entity: string; entityId?: number | null; summary: string },
): Promise<void> {
  await db.insert(audit_log).values({
    user_id: user.id,
    user_email: user.email,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId ?? null,
    summary: entry.summary.slice(0, 500),
  });
}

/**
 * The names of the fields whose values differ between `before` and `after`, for an update's summary; only
 * keys present in `after` are compared. Arrays compare by their items.
 */
export function changedFields(before: object, after: object): string[] {
  const old = before as Record<string, unknown>;
  return Object.entries(after)
    .filter(([key, value]) => JSON.stringify(old[key]) !== JSON.stringify(value))
    .map(([key]) => key);
}

/** '{label}: field, field' or '{label}: no changes'. */
export function updateSummary(label: string, fields: string[]): string {
  return `${label}: ${fields.length > 0 ? fields.join(', ') : 'no changes'}`;
}
