import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { passwordResetSchema, userCreateSchema, userUpdateSchema } from '@site/contracts/schemas';
import { users } from '../../db/schema.ts';
import { HttpError } from '../../lib/errors.ts';
import { endUserSessions } from '../auth/sessions.ts';
import { ACCOUNT_ENTITY, changedFields, recordAudit, updateSummary } from '../lib/audit.ts';
import { adminUserSchema, noContent } from '../lib/schemas.ts';
import { answers, idParams, zodRoute } from '../lib/zod-route.ts';
import type { IdParams } from '../lib/zod-route.ts';
import { createUser, otherActiveAdmins, publicUserColumns, resetPassword, toAdminUser } from '../users-service.ts';

/**
 * Staff accounts, admins only, under /api/admin:
 * - GET /users: AdminUser[] by name.
 * - POST /users `{email, name, role, password}`: creates an active account; 201 AdminUser; 409 email_taken.
 * - PATCH /users/:id `{name?, role?, active?}`: 200 AdminUser. Deactivating ends the account's sessions at
 *   once; a role change applies on the account's next request. 409 last_admin when the change would leave
 *   no active admin; 404 when there is no such account.
 * - PUT /users/:id/password `{password}`: sets a new password (for someone who forgot theirs) and ends
 *   their sessions; 204.
 * Editors get 403 on every one.
 */
export async function usersRoutes(app: FastifyInstance): Promise<void> {
  const admin = { access: 'admin' } as const;

  app.get('/users', {
    config: admin,
    schema: answers({ 200: { type: 'array', items: adminUserSchema } }),
    handler: async () => (await app.db.select(publicUserColumns).from(users).orderBy(asc(users.name))).map(toAdminUser),
  });

  app.post<{ Body: z.output<typeof userCreateSchema> }>('/users', {
    config: admin,
    ...zodRoute({ body: userCreateSchema }, { 201: adminUserSchema }),
    handler: async (request, reply) => {
      const created = await createUser(app.db, request.body);
      await recordAudit(app.db, request.adminUser!, {
        action: 'create',
        entity: ACCOUNT_ENTITY,
        entityId: created.id,
        summary: `${created.email} (${created.role})`,
      });
      return reply.code(201).send(created);
    },
  });

  app.patch<{ Params: IdParams; Body: z.output<typeof userUpdateSchema> }>('/users/:id', {
    config: admin,
    ...zodRoute({ params: idParams, body: userUpdateSchema }, { 200: adminUserSchema }),
    handler: async (request) => {
      const { id } = request.params;
      const [before] = await app.db.select(publicUserColumns).from(users).where(eq(users.id, id));
      if (!before) throw new HttpError(404, 'not_found', `There is no user with id ${id}.`);
      const changes = request.body;
      const losesAdmin = (changes.role !== undefined && changes.role !== 'admin') || changes.active === false;
      if (before.role === 'admin' && before.active && losesAdmin && (await otherActiveAdmins(app.db, id)) === 0) {
        throw new HttpError(
          409,
          'last_admin',
          'At least one active admin must remain. Make someone else an admin first.',
        );
      }
      const [after] = await app.db
        .update(users)
        .set({ ...changes, updated_at: new Date() })
        .where(eq(users.id, id))
        .returning(publicUserColumns);
      if (changes.active === false) await endUserSessions(app.db, id);
      await recordAudit(app.db, request.adminUser!, {
        action: 'update',
        entity: ACCOUNT_ENTITY,
        entityId: id,
        summary: updateSummary(before.email, changedFields(before, changes)),
      });
      return toAdminUser(after!);
    },
  });

  app.put<{ Params: IdParams; Body: z.output<typeof passwordResetSchema> }>('/users/:id/password', {
    config: admin,
    ...zodRoute({ params: idParams, body: passwordResetSchema }, { 204: noContent }),
    handler: async (request, reply) => {
      const { id } = request.params;
      const [account] = await app.db.select({ email: users.email }).from(users).where(eq(users.id, id));
      if (!account) throw new HttpError(404, 'not_found', `There is no user with id ${id}.`);
      await resetPassword(app.db, id, request.body.password);
      await recordAudit(app.db, request.adminUser!, {
        action: 'password',
        entity: ACCOUNT_ENTITY,
        entityId: id,
        summary: `set a new password for ${account.email}`,
      });
      return reply.code(204).send();
    },
  });
}
