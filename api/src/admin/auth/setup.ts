/**
 * The first admin from the first start (docs/design.md#product-decisions: no default password anywhere). While no staff account
 * exists, each server start issues a one-time token and prints `/admin/setup#token=…`; whoever holds it
 * creates the first admin there and is signed in. Once any account exists the routes refuse, and the tokens
 * are gone. `npm run admin:create` stays the way to make accounts from a shell.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { firstAdminSchema } from '@site/contracts/schemas';
import type { AdminSessionUser } from '@site/contracts/schemas';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { setup_tokens, users } from '../../db/schema.ts';
import { HttpError } from '../../lib/errors.ts';
import { ACCOUNT_ENTITY, recordAudit } from '../lib/audit.ts';
import { record, sessionSchema } from '../lib/schemas.ts';
import { zodRoute } from '../lib/zod-route.ts';
import { createUser } from '../users-service.ts';
import { setSessionCookie } from './plugin.ts';
import { createSession, SESSION_IDLE_MS } from './sessions.ts';

/** How long a printed setup address works, in ms: a day, time enough to open it, short enough to lapse. */
export const SETUP_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
/** Setup attempts per address per 15 minutes: a 256-bit token cannot be guessed, this keeps probes cheap. */
export const SETUP_RATE_LIMIT = { max: 10, timeWindow: 15 * 60 * 1000 } as const;
// One lock for "is this the first account?": two requests with valid tokens must not both create one.
const SETUP_LOCK_KEY = 7_310_452_003;

const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** True when no staff account exists, active or not. */
async function setupNeeded(db: Database): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length === 0;
}

/**
 * At start: when no staff account exists, stores a new token's hash, valid for SETUP_TOKEN_TTL_MS, and returns
 * the token (43 base64url characters) for the caller to print; returns null once an account exists. Several
 * instances each issue their own, and any one unexpired token works. Lapsed tokens are deleted.
 */
export async function issueSetupToken(db: Database, now = new Date()): Promise<string | null> {
  if (!(await setupNeeded(db))) return null;
  await db.delete(setup_tokens).where(lte(setup_tokens.expires_at, now));
  const token = randomBytes(32).toString('base64url');
  await db
    .insert(setup_tokens)
    .values({ id: tokenHash(token), created_at: now, expires_at: new Date(now.getTime() + SETUP_TOKEN_TTL_MS) });
  return token;
}

/** True when `token` matches a stored, unexpired token; compared in constant time, hash against hash. */
async function tokenValid(db: Database, token: string): Promise<boolean> {
  const wanted = Buffer.from(tokenHash(token), 'hex');
  const rows = await db
    .select({ id: setup_tokens.id })
    .from(setup_tokens)
    .where(sql`${setup_tokens.expires_at} > now()`);
  return rows.some((row) => timingSafeEqual(Buffer.from(row.id, 'hex'), wanted));
}

const SETUP_DONE = 'The site already has an admin. Sign in at /admin/ instead.';

/**
 * The setup routes, under /api/admin (public: nobody can be signed in yet):
 * - GET /setup: `{needed}`, true while no staff account exists.
 * - POST /setup `{token, email, name, password}`: creates the first admin, deletes every setup token, writes
 *   the audit log and signs the new admin in; 201 `{user}` with the session cookie. 409 setup_done once any
 *   account exists (the token no longer matters then), 403 setup_token_invalid for a wrong or lapsed token,
 *   400 validation_failed with field messages, 429 after SETUP_RATE_LIMIT attempts.
 */
export async function setupRoutes(app: FastifyInstance): Promise<void> {
  app.get('/setup', {
    config: { access: 'public' },
    schema: { response: { 200: record({ needed: { type: 'boolean' } }) } },
    handler: async () => ({ needed: await setupNeeded(app.db) }),
  });

  app.post<{ Body: z.output<typeof firstAdminSchema> }>('/setup', {
    config: { access: 'public', rateLimit: SETUP_RATE_LIMIT },
    ...zodRoute({ body: firstAdminSchema }, { 201: sessionSchema }),
    handler: async (request, reply) => {
      const { token, email, name, password } = request.body;
      const account = await app.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${SETUP_LOCK_KEY})`);
        if (!(await setupNeeded(tx))) throw new HttpError(409, 'setup_done', SETUP_DONE);
        if (!(await tokenValid(tx, token))) {
          throw new HttpError(
            403,
            'setup_token_invalid',
            'This setup address is not valid any more. Restart the site to print a new one.',
          );
        }
        const created = await createUser(tx, { email, name, role: 'admin', password });
        await tx.delete(setup_tokens);
        return created;
      });
      const user: AdminSessionUser = { id: account.id, email: account.email, name: account.name, role: 'admin' };
      await recordAudit(app.db, user, {
        action: 'create',
        entity: ACCOUNT_ENTITY,
        entityId: user.id,
        summary: `${user.email} created the first admin account at setup`,
      });
      const session = await createSession(app.db, user.id);
      setSessionCookie(request, reply, session, new Date(Date.now() + SESSION_IDLE_MS));
      return reply.code(201).send({ user });
    },
  });
}
