/**
 * Server-side sessions (docs/design.md#product-decisions): a random token in an HTTP-only cookie, its SHA-256 in the `sessions`
 * table. A session ends on logout, after SESSION_IDLE_MS without a request, or SESSION_MAX_MS after sign-in.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne, or } from 'drizzle-orm';
import type { AdminSessionUser } from '@site/contracts/schemas';
import type { Database } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';

/** A session ends after this long without a request (30 minutes). */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
/** A session ends this long after sign-in whatever the activity (12 hours: one working day). */
const SESSION_MAX_MS = 12 * 60 * 60 * 1000;
// Writing last_seen_at on every request would turn each read into a write; once a minute is precise enough
// for a 30-minute limit.
const TOUCH_EVERY_MS = 60 * 1000;

/** The stored id of a token: its SHA-256, so the table alone lets nobody sign in. */
const sessionId = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Starts a session for `userId`; returns the token for the cookie (256 random bits, base64url). */
export async function createSession(db: Database, userId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    id: sessionId(token),
    user_id: userId,
    created_at: now,
    last_seen_at: now,
    expires_at: new Date(now.getTime() + SESSION_MAX_MS),
  });
  return token;
}

/** A live session: its user, and when it ends unless used again (idle limit or fixed end, whichever is first). */
export interface LiveSession {
  user: AdminSessionUser;
  endsAt: Date;
}

/**
 * The live session of `token`, or null when the token names no session, the session is idle or past its end,
 * or the account was deactivated. Refreshes the session's last activity; `endsAt` counts from the activity
 * as stored, so it is exactly when a later call would first answer null.
 */
export async function sessionForToken(db: Database, token: string, now = new Date()): Promise<LiveSession | null> {
  const id = sessionId(token);
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      last_seen_at: sessions.last_seen_at,
      expires_at: sessions.expires_at,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(
      and(
        eq(sessions.id, id),
        eq(users.active, true),
        gt(sessions.expires_at, now),
        gt(sessions.last_seen_at, new Date(now.getTime() - SESSION_IDLE_MS)),
      ),
    );
  if (!row) return null;
  let lastSeen = row.last_seen_at;
  if (now.getTime() - lastSeen.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ last_seen_at: now }).where(eq(sessions.id, id));
    lastSeen = now;
  }
  const { last_seen_at: _seen, expires_at: expiresAt, ...user } = row;
  return { user, endsAt: new Date(Math.min(lastSeen.getTime() + SESSION_IDLE_MS, expiresAt.getTime())) };
}

/** Ends the session of `token` (logout); a token with no session is ignored. */
export async function endSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId(token)));
}

/** Ends every session of a user (deactivated, or a new password), optionally keeping the one in use. */
export async function endUserSessions(db: Database, userId: number, exceptToken?: string): Promise<void> {
  const ofUser = eq(sessions.user_id, userId);
  await db.delete(sessions).where(exceptToken ? and(ofUser, ne(sessions.id, sessionId(exceptToken))) : ofUser);
}

/** Deletes sessions that can no longer be used; run at sign-in so the table does not grow without end. */
export async function deleteDeadSessions(db: Database, now = new Date()): Promise<void> {
  await db
    .delete(sessions)
    .where(or(lt(sessions.expires_at, now), lt(sessions.last_seen_at, new Date(now.getTime() - SESSION_IDLE_MS))));
}
