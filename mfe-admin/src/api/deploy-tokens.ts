/**
 * Deploy tokens (admins only): what a team's CI releases one remote with. Each call takes `send`, the caller's
 * useAdminWrites().send, first, and throws ApiError.
 */
import type { DeployTokenCreated, DeployTokenCreateInput } from '@site/contracts/schemas';
import type { AdminSend } from './client.ts';

export const DEPLOY_TOKENS_PATH = '/api/admin/deploy-tokens';

/** Makes a token for one remote; answers the token (shown this once) and its record. */
export const createDeployToken = (send: AdminSend, input: DeployTokenCreateInput) =>
  send<DeployTokenCreated>(DEPLOY_TOKENS_PATH, input);

/** Revokes a token at once; 404 when it is revoked already. */
export const revokeDeployToken = (send: AdminSend, id: number) =>
  send<void>(`${DEPLOY_TOKENS_PATH}/${id}`, undefined, 'DELETE');
