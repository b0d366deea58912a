/**
 * Known browsers (docs/design.md#product-decisions; OWASP Authentication Cheat Sheet, "device cookies"): a successful sign-in leaves
 * a long-lived, HTTP-only cookie with a random token for the browser, and the table `known_devices` its
 * SHA-256 for that account. The sign-in limit then treats the browser as the account's own: failures from
 * elsewhere do not hold it back, so guessing cannot lock staff out, while its own failures are limited.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { known_devices } from '../../db/schema.ts';

/** The cookie's name and path: sent with sign-in requests only. */
const DEVICE_COOKIE = 'admin_device';
const DEVICE_COOKIE_PATH = '/api/admin/session';
/** How long a browser stays known after its last successful sign-in (90 days). */
const DEVICE_MAX_MS = 90 * 24 * 60 * 60 * 1000;

const deviceId = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * The stored id of the known browser whose cookie `token` is, when it has signed in to `userId` within the
 * last DEVICE_MAX_MS; otherwise (no cookie, a forged one, another account's browser) undefined.
 */
export async function knownDevice(
  db: Database,
  token: string | undefined,
  userId: number | undefined,
  now = new Date(),
): Promise<string | undefined> {
  if (!token || userId === undefined) return undefined;
  const id = deviceId(token);
  const [row] = await db
    .select({ id: known_devices.id })
    .from(known_devices)
    .where(and(eq(known_devices.id, id), eq(known_devices.user_id, userId), gt(known_devices.expires_at, now)));
  return row?.id;
}

/**
 * After a successful sign-in of `userId`: records the browser of `token` (a new token when it has none) as
 * known for DEVICE_MAX_MS from now, deletes expired records, and returns the token for the cookie.
 */
export async function rememberDevice(
  db: Database,
  userId: number,
  token: string | undefined,
  now = new Date(),
): Promise<string> {
  // A token this server issued is kept, so one browser stays one device for every account signed in from it;
  // any other is replaced, so nobody can choose a browser's token for it.
  const issued = token
    ? await db.$count(known_devices, and(eq(known_devices.id, deviceId(token)), gt(known_devices.expires_at, now)))
    : 0;
  const kept = token && issued > 0 ? token : randomBytes(32).toString('base64url');
  const expires_at = new Date(now.getTime() + DEVICE_MAX_MS);
  await db
    .insert(known_devices)
    .values({ id: deviceId(kept), user_id: userId, created_at: now, expires_at })
    .onConflictDoUpdate({ target: [known_devices.id, known_devices.user_id], set: { expires_at } });
  await db.delete(known_devices).where(lt(known_devices.expires_at, now));
  return kept;
}

/** The device token the request's cookie carries, if any. */
export function deviceToken(request: FastifyRequest): string | undefined {
  return request.cookies[DEVICE_COOKIE];
}

/** Sets the device cookie: HTTP-only, SameSite=Strict, Secure as the session cookie (app.deployment). */
export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(DEVICE_COOKIE, token, {
    path: DEVICE_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.server.deployment.secureCookies,
    maxAge: DEVICE_MAX_MS / 1000,
  });
}
