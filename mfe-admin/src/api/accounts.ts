/** Staff accounts (admins only) and contact messages. Each throws ApiError. */
import type {
  AdminUser,
  ContactMessage,
  MessageUpdateInput,
  UserCreateInput,
  UserUpdateInput,
} from '@site/shared/schemas';
import { adminSend } from './client.ts';

export const USERS_PATH = '/api/admin/users';

export const createUser = (input: UserCreateInput) => adminSend<AdminUser>(USERS_PATH, input);

export const updateUser = (id: number, input: UserUpdateInput) =>
  adminSend<AdminUser>(`${USERS_PATH}/${id}`, input, 'PATCH');

export const setUserPassword = (id: number, password: string) =>
  adminSend<void>(`${USERS_PATH}/${id}/password`, { password }, 'PUT');

export const MESSAGES_PATH = '/api/admin/messages';

/** The CSV download of every message (a plain link: the browser sends the session cookie with it). */
export const MESSAGES_CSV_PATH = `${MESSAGES_PATH}/export.csv`;

export const updateMessage = (id: number, input: MessageUpdateInput) =>
  adminSend<ContactMessage>(`${MESSAGES_PATH}/${id}`, input, 'PATCH');
