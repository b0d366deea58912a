/**
 * What the operation scripts (the server's renderer queue and release calls; scripts/: backup, restore, deploy
 * tokens) use from the API, as `@site/api/ops`.
 */
export { backupDatabase, restoreDatabase } from './backup.ts';
export { checkDeployToken, createDeployToken, recordDeployUse, revokeDeployToken } from './deploy-tokens.ts';
export { installGracefulShutdown } from './shutdown.ts';
export {
  claimRenderJobs,
  completeRenderJobs,
  enqueueRender,
  releaseRenderJobs,
  renewRenderLease,
  pendingRenderJobs,
  pruneRenderJobs,
} from './render-queue.ts';
export type { Database } from '../db/client.ts';
