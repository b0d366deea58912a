/**
 * The calls `npm run token:create` and `npm run admin:create` make while a site runs on their data folder
 * (docs/design.md#registry, docs/design.md#admin-sign-in-and-roles). The running server holds the database
 * (the embedded one belongs to one process), so these commands reach it as `npm run release` does: over loopback,
 * with the machine-local token of `DATA_DIR/local-release.json` (releases/local-release.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { provisionAccountIn, provisionDeployTokenIn, ProvisionRefused } from '@site/api/admin-provision';
import { isLoopbackCaller } from '@site/api/ops';
import { bearsLocalToken } from '../releases/local-release.ts';
import { refuse } from '../releases/release-routes.ts';

/** The address of each call; the commands name the same (scripts/src/database-target.ts). */
const TOKEN_PATH = '/api/local/deploy-tokens';
const ACCOUNT_PATH = '/api/local/accounts';

/** A body is a name, a label or an account: a few hundred bytes. */
const BODY_LIMIT = 16 * 1024;

/** What localCommandRoutes takes. */
export interface LocalCommandRoutesOptions {
  /** The machine-local token the release calls accept (local-release.ts). Absent: no such calls here. */
  localToken: string | undefined;
}

/**
 * Registers, when the server has a machine-local token:
 * - POST /api/local/deploy-tokens `{remote, label}`: 201 `{token, id}`, a deploy token for that remote
 *   (provisionDeployTokenIn), shown in this answer only.
 * - POST /api/local/accounts `{email, name, role, password, reset?}`: 201 `{email, role, created: true}` for a new
 *   account, 200 `{…, created: false}` for one reset (provisionAccountIn).
 * Both take the machine-local token from a loopback caller that no proxy forwarded (isLoopbackCaller), exactly
 * as the release calls do, and nothing else: without it, with another token (a deploy token) or a staff
 * session, or from elsewhere, 401 before the body is read. The body is checked with the commands' own zod
 * schemas: 400 validation_failed and 409 email_taken carry the message the command prints when it opens the
 * database itself. Audited as this machine with the command's name.
 */
export async function localCommandRoutes(app: FastifyInstance, options: LocalCommandRoutesOptions): Promise<void> {
  const { localToken } = options;
  if (!localToken) return;

  // A proxy on this machine connects from loopback too: isLoopbackCaller turns away anything it forwarded.
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (isLoopbackCaller(request) && bearsLocalToken(request.headers.authorization, localToken)) return undefined;
    return refuse(reply, 401, 'unauthorized', 'This call takes the machine-local token, from this machine only.');
  });

  /** Runs a command's provisioning, answering what its rules refuse in the API's error shape. */
  const provision = async <T>(reply: FastifyReply, work: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof ProvisionRefused)) throw error;
      await refuse(reply, error.status, error.code, error.message);
      return undefined;
    }
  };

  app.post<{ Body: unknown }>(TOKEN_PATH, { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const made = await provision(reply, () => provisionDeployTokenIn(app.db, request.body));
    if (!made) return reply;
    return reply.code(201).header('Cache-Control', 'no-store').send(made);
  });

  app.post<{ Body: unknown }>(ACCOUNT_PATH, { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const account = await provision(reply, () => provisionAccountIn(app.db, request.body));
    if (!account) return reply;
    return reply
      .code(account.created ? 201 : 200)
      .header('Cache-Control', 'no-store')
      .send(account);
  });
}
