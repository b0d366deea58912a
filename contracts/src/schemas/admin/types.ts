/**
 * What the admin API answers (docs/design.md#api `/api/admin/*`), shared by the server that sends it and the admin
 * screens that read it. Timestamps are ISO 8601 strings in UTC.
 */
import type { AdminRole } from './auth.ts';

/** The signed-in user, as GET /api/admin/session answers. */
export interface AdminSessionUser {
  id: number;
  email: string;
  name: string;
  role: AdminRole;
}

/** A user account as the Users screen lists it (never the password hash). */
export interface AdminUser extends AdminSessionUser {
  active: boolean;
  created_at: string;
  last_login_at: string | null;
}

/** Where the mail outbox stands with a message: waiting or retrying, delivered, or mail switched off. */
export type MailStatus = 'pending' | 'sent' | 'off';

/** A contact form submission as staff read it. */
export interface ContactMessage {
  id: number;
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  email: string;
  comments: string;
  created_at: string;
  read_at: string | null;
  handled_at: string | null;
  mail_status: MailStatus;
  mail_attempts: number;
  mail_sent_at: string | null;
  mail_last_error: string | null;
}

/** One line of the audit log: who did what to which record, and when. */
export interface AuditEntry {
  id: number;
  user_email: string;
  action: string;
  entity: string;
  entity_id: number | null;
  summary: string;
  created_at: string;
}

/** A page of a long list, newest first. */
export interface AdminPage<T> {
  items: T[];
  total: number;
}

/** The dashboard: counts, the latest messages and the latest changes. */
export interface AdminDashboard {
  counts: { physicians: number; news: number; unread_messages: number };
  latest_messages: Pick<ContactMessage, 'id' | 'name' | 'created_at' | 'read_at' | 'handled_at'>[];
  recent_changes: AuditEntry[];
}
