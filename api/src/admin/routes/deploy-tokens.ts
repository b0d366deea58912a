import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { deployTokenCreateSchema } from '@site/contracts/schemas';
import { HttpError } from '../../lib/errors.ts';
import { createDeployToken, listDeployTokens, revokeDeployToken } from '../../releases/deploy-tokens.ts';
import { readRegistryState } from '../../releases/registry-state.ts';
import { noContent } from '../lib/schemas.ts';
import { answers, idParams, zodRoute, type IdParams } from '../lib/zod-route.ts';

const deployTokenSchema = {
  type: 'object',
  required: ['id', 'remote', 'label', 'created_by', 'created_at', 'last_used_at', 'revoked_at'],
  properties: {
    id: { type: 'integer' },
    remote: { type: 'string' },
    label: { type: 'string' },
    created_by: { type: 'string' },
    created_at: { type: 'string' },
    last_used_at: { type: ['string', 'null'] },
    revoked_at: { type: ['string', 'null'] },
  },
} as const;

/**
 * Deploy tokens (docs/design.md#registry), admins only, under /api/admin:
 * - GET /deploy-tokens: every token, newest first, revoked ones included; never a token or its hash.
 * - POST /deploy-tokens `{remote, label}`: 201 `{token, deploy_token}`. The token is in this answer only.
 *   400 unknown_remote when the registry lists no such remote.
 * - DELETE /deploy-tokens/:id: revokes it at once; 204; 404 when there is no such token or it is revoked.
 * Each creation and revocation is audited. Editors get 403 on every one.
 */
export async function deployTokensRoutes(
  app: FastifyInstance,
  options: { releaseRegistry?: boolean | undefined },
): Promise<void> {
  const admin = { access: 'admin' } as const;

  app.get('/deploy-tokens', {
    config: admin,
    schema: answers({ 200: { type: 'array', items: deployTokenSchema } }),
    handler: async () => listDeployTokens(app.db),
  });

  app.post<{ Body: z.output<typeof deployTokenCreateSchema> }>('/deploy-tokens', {
    config: admin,
    ...zodRoute(
      { body: deployTokenCreateSchema },
      {
        201: {
          type: 'object',
          required: ['token', 'deploy_token'],
          properties: { token: { type: 'string' }, deploy_token: deployTokenSchema },
        },
      },
    ),
    handler: async (request, reply) => {
      const { remote, label } = request.body;
      if (options.releaseRegistry) {
        const { registry } = await readRegistryState(app.db);
        if (!registry.remotes[remote]) {
          throw new HttpError(400, 'unknown_remote', `The registry lists no remote named "${remote}".`, {
            remote: `The registry lists no remote named "${remote}".`,
          });
        }
      }
      const { token, deployToken } = await createDeployToken(app.db, request.adminUser!, { remote, label });
      return reply.code(201).send({ token, deploy_token: deployToken });
    },
  });

  app.delete<{ Params: IdParams }>('/deploy-tokens/:id', {
    config: admin,
    ...zodRoute({ params: idParams }, { 204: noContent }),
    handler: async (request, reply) => {
      const revoked = await revokeDeployToken(app.db, request.adminUser!, request.params.id);
      if (!revoked)
        throw new HttpError(404, 'not_found', `There is no active deploy token with id ${request.params.id}.`);
      return reply.code(204).send();
    },
  });
}
