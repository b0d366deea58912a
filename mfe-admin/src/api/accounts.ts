/**
 * Staff accounts (admins only) and contact messages. Each call takes `send`, the caller's useAdminWrites().send,
 * first, and throws ApiError.
 */
import type {
  AdminUser,
  ContactMessage,
  MessageUpdateInput,
  UserCreateInput,
  UserUpdateInput,
} from '@site/contracts/schemas';
import type { AdminSend } from './client.ts';

export const USERS_PATH = '/api/admin/users';

/** Creates an account; answers it. 409 when the e-mail has one already. */
export const createUser = (send: AdminSend, input: UserCreateInput) => send<AdminUser>(USERS_PATH, input);

/** Changes an account's name, role or whether it may sign in; 409 when no active admin would remain. */
export const updateUser = (send: AdminSend, id: number, input: UserUpdateInput) =>
  send<AdminUser>(`${USERS_PATH}/${id}`, input, 'PATCH');

/** Sets a new password for an account and ends its sessions. */
export const setUserPassword = (send: AdminSend, id: number, password: string) =>
  send<void>(`${USERS_PATH}/${id}/password`, { password }, 'PUT');

export const MESSAGES_PATH = '/api/admin/messages';

/** The CSV download of every message (a plain link: the browser sends the session cookie with it). */
export const MESSAGES_CSV_PATH = `${MESSAGES_PATH}/export.csv`;

/** Marks a message read or unread, handled or open; answers it as stored. */
export const updateMessage = (send: AdminSend, id: number, input: MessageUpdateInput) =>
  send<ContactMessage>(`${MESSAGES_PATH}/${id}`, input, 'PATCH');
