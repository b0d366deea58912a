/**
 * What the operation scripts (the server's renderer queue; scripts/: backup, restore) use from the API, as `@site/api/ops`.
 */
export { backupDatabase, backupKind, restoreDatabase } from './backup.ts';
export type { BackupOptions, BackupResult, BackupTarget } from './backup.ts';
export { gracefulShutdown, installGracefulShutdown } from './shutdown.ts';
export type { GracefulShutdownOptions } from './shutdown.ts';
export {
  claimRenderJobs,
  completeRenderJobs,
  enqueueRender,
  releaseRenderJobs,
  renewRenderLease,
  pendingRenderJobs,
  pruneRenderJobs,
  RENDER_LEASE_SECONDS,
} from './render-queue.ts';
export type { RenderClaim } from './render-queue.ts';
export type { Database } from '../db/client.ts';
