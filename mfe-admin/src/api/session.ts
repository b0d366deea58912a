import type { AdminSessionUser, LoginInput, PasswordChangeInput } from '@site/shared/schemas';
import { adminSend, SESSION_PATH } from './client.ts';

/** Signs in (POST /api/admin/session); answers the user and sets the session cookie. Throws ApiError (401, 429). */
export const signIn = (input: LoginInput) => adminSend<{ user: AdminSessionUser }>(SESSION_PATH, input);

/** Ends the session on the server (DELETE /api/admin/session). */
export const signOut = () => adminSend<void>(SESSION_PATH, undefined, 'DELETE');

/** Changes the signed-in user's password. Throws ApiError with `fields.current_password` when it is wrong. */
export const changePassword = (input: PasswordChangeInput) => adminSend<void>(`${SESSION_PATH}/password`, input, 'PUT');
