/**
 * The session calls: sign in and out, change one's password, set up the first admin. Each takes `send`, the
 * caller's useAdminWrites().send, first (none of them names cached answers in Site-Changed).
 */
import type { AdminSessionUser, FirstAdminInput, LoginInput, PasswordChangeInput } from '@site/contracts/schemas';
import { SESSION_PATH, type AdminSend } from './client.ts';

/** Signs in (POST /api/admin/session); answers the user and sets the session cookie. Throws ApiError (401, 429). */
export const signIn = (send: AdminSend, input: LoginInput) => send<{ user: AdminSessionUser }>(SESSION_PATH, input);

/** Ends the session on the server (DELETE /api/admin/session). */
export const signOut = (send: AdminSend) => send<void>(SESSION_PATH, undefined, 'DELETE');

/** Changes the signed-in user's password. Throws ApiError with `fields.current_password` when it is wrong. */
export const changePassword = (send: AdminSend, input: PasswordChangeInput) =>
  send<void>(`${SESSION_PATH}/password`, input, 'PUT');

/** The path of the first-admin setup calls: GET answers `{needed}`, POST creates the first admin. */
export const SETUP_PATH = '/api/admin/setup';

/**
 * Creates the first admin (POST /api/admin/setup) with the token the server printed, and signs them in;
 * answers the user. Throws ApiError: 400 with field messages, 403 setup_token_invalid, 409 setup_done, 429.
 */
export const setupFirstAdmin = (send: AdminSend, input: FirstAdminInput) =>
  send<{ user: AdminSessionUser }>(SETUP_PATH, input);
