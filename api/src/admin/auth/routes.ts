import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { loginSchema, passwordChangeSchema } from '@site/contracts/schemas';
import type { AdminSessionUser } from '@site/contracts/schemas';
import type { z } from 'zod';
import { users } from '../../db/schema.ts';
import { HttpError } from '../../lib/errors.ts';
import { errorResponses } from '../../routes/schemas.ts';
import { ACCOUNT_ENTITY, recordAudit } from '../lib/audit.ts';
import { currentSessionSchema, noContent, sessionSchema } from '../lib/schemas.ts';
import { zodRoute } from '../lib/zod-route.ts';
import { deviceToken, knownDevice, rememberDevice, setDeviceCookie } from './known-devices.ts';
import { recordAttempt, reserveAttempt } from './login-throttle.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { clearSessionCookie, setSessionCookie } from './plugin.ts';
import { createSession, deleteDeadSessions, endSession, endUserSessions, SESSION_IDLE_MS } from './sessions.ts';

// One message for an unknown e-mail, a wrong password and a deactivated account: telling them apart would
// tell a guesser which addresses have accounts.
const BAD_CREDENTIALS = 'The e-mail address or password is not right.';

/** Sets Retry-After and returns the 429 for a sign-in refused by the rate limit. */
function tooManyAttempts(reply: FastifyReply, seconds: number): HttpError {
  reply.header('retry-after', String(seconds));
  const minutes = Math.ceil(seconds / 60);
  return new HttpError(
    429,
    'rate_limited',
    `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  );
}

/**
 * The session routes (docs/design.md#product-decisions), under /api/admin:
 * - POST /session `{email, password}` (public): signs in; 200 `{user}`, the session cookie and the known-browser
 *   cookie (known-devices.ts). 401 invalid_credentials (one message whatever was wrong), 429 rate_limited with
 *   Retry-After after too many failures (login-throttle.ts), 400 validation_failed.
 * - GET /session: `{user}`, the signed-in user; 401 without a session.
 * - DELETE /session: ends the session on the server and clears the cookie; 204.
 * - PUT /session/password `{current_password, new_password}`: changes one's own password and ends one's other
 *   sessions; 204, or 400 with `fields.current_password` when the current password is wrong.
 */
export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: z.output<typeof loginSchema> }>('/session', {
    config: { access: 'public' },
    ...zodRoute({ body: loginSchema }, { 200: sessionSchema }),
    handler: async (request, reply) => {
      const { email, password } = request.body;
      const address = request.ip;
      const [account] = await app.db.select().from(users).where(eq(users.email, email));
      const deviceId = await knownDevice(app.db, deviceToken(request), account?.id);
      // Counted before the (slow) password check, so parallel requests cannot all slip under the limit.
      const reservation = await reserveAttempt(app.db, { email, address, deviceId });
      if (!reservation.allowed) throw tooManyAttempts(reply, reservation.retryAfterSeconds);
      const passwordMatches = await verifyPassword(account?.password_hash ?? null, password);
      const succeeded = Boolean(account?.active && passwordMatches);
      await recordAttempt(app.db, { email, address, succeeded });
      if (!account || !succeeded) throw new HttpError(401, 'invalid_credentials', BAD_CREDENTIALS);
      await reservation.succeeded();
      setDeviceCookie(request, reply, await rememberDevice(app.db, account.id, deviceToken(request)));

      await deleteDeadSessions(app.db);
      const token = await createSession(app.db, account.id);
      await app.db.update(users).set({ last_login_at: new Date() }).where(eq(users.id, account.id));
      setSessionCookie(request, reply, token, new Date(Date.now() + SESSION_IDLE_MS));
      const user: AdminSessionUser = { id: account.id, email: account.email, name: account.name, role: account.role };
      return { user };
    },
  });

  // Being signed out is an answer, not an error: the admin asks this before every screen, and a 401 would put
  // an error in the console of everyone who opens /admin/ signed out.
  app.get('/session', {
    config: { access: 'public' },
    schema: { response: { 200: currentSessionSchema, ...errorResponses } },
    handler: async (request) => ({ user: request.adminUser }),
  });

  app.delete('/session', {
    schema: { response: { 204: noContent, ...errorResponses } },
    handler: async (request, reply) => {
      if (request.sessionToken) await endSession(app.db, request.sessionToken);
      clearSessionCookie(request, reply);
      return reply.code(204).send();
    },
  });

  app.put<{ Body: z.output<typeof passwordChangeSchema> }>('/session/password', {
    ...zodRoute({ body: passwordChangeSchema }, { 204: noContent }),
    handler: async (request, reply) => {
      const user = request.adminUser!;
      const [account] = await app.db.select().from(users).where(eq(users.id, user.id));
      if (!account || !(await verifyPassword(account.password_hash, request.body.current_password))) {
        const message = 'Your current password is not right.';
        throw new HttpError(400, 'validation_failed', message, { current_password: message });
      }
      const password_hash = await hashPassword(request.body.new_password);
      await app.db.update(users).set({ password_hash, updated_at: new Date() }).where(eq(users.id, user.id));
      await endUserSessions(app.db, user.id, request.sessionToken ?? undefined);
      await recordAudit(app.db, user, {
        action: 'password',
        entity: ACCOUNT_ENTITY,
        entityId: user.id,
        summary: `${user.email} changed their password`,
      });
      return reply.code(204).send();
    },
  });
}
