/**
 * Creating and changing staff accounts, shared by the Users routes and the `admin:create` command.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { AdminRole, AdminUser } from '@site/contracts/schemas';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { HttpError } from '../lib/errors.ts';
import { hashPassword } from './auth/password.ts';
import { endUserSessions } from './auth/sessions.ts';

/** The columns of a user that may leave the server (never the password hash). */
export const publicUserColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  active: users.active,
  created_at: users.created_at,
  last_login_at: users.last_login_at,
};

type UserRow = { [K in keyof typeof publicUserColumns]: (typeof users.$inferSelect)[K] };

/** A user row as the API answers it, timestamps as ISO strings. */
export function toAdminUser(row: UserRow): AdminUser {
  return { ...row, created_at: row.created_at.toISOString(), last_login_at: row.last_login_at?.toISOString() ?? null };
}

/**
 * Creates an active account with `password` hashed by argon2id. `email` must already be lower-case (the
 * shared schemas make it so). Throws HttpError 409 email_taken when an account has that address.
 */
export async function createUser(
  db: Database,
  input: { email: string; name: string; role: AdminRole; password: string },
): Promise<AdminUser> {
  const password_hash = await hashPassword(input.password);
  const [row] = await db
    .insert(users)
    .values({ email: input.email, name: input.name, role: input.role, password_hash })
    .onConflictDoNothing({ target: users.email })
    .returning(publicUserColumns);
  if (!row) {
    const message = 'An account with this e-mail address already exists.';
    throw new HttpError(409, 'email_taken', message, { email: message });
  }
  return toAdminUser(row);
}

/** Sets a new password, reactivates the account when asked, and ends the account's sessions. */
export async function resetPassword(
  db: Database,
  userId: number,
  password: string,
  changes: { role?: AdminRole; active?: boolean } = {},
): Promise<void> {
  const password_hash = await hashPassword(password);
  await db
    .update(users)
    .set({ password_hash, ...changes, updated_at: new Date() })
    .where(eq(users.id, userId));
  await endUserSessions(db, userId);
}

/** The number of active admins other than `exceptUserId`. */
export async function otherActiveAdmins(db: Database, exceptUserId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.active, true), ne(users.id, exceptUserId)));
  return row?.n ?? 0;
}
