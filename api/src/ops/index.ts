/**
 * What the operation scripts (the server's renderer queue and release calls; scripts/: backup, restore, deploy
 * tokens) use from the API, as `@site/api/ops`; `versionHealth` is each version's page views and client errors,
 * which a canary's automatic rollback judges, with `vitalsSince` (each lane's Web Vitals); the judgements are kept
 * (`keepCanaryJudgement`); a staged canary's stages are kept and moved on (`releases/canary-plans.ts`);
 * `releaseSeries` is a remote's health hour by hour, for the Releases screen's charts. Each lives in its
 * feature's folder (releases/, vitals/, client-errors/, limits/) or here; this index only re-exports.
 */
export { backupDatabase, restoreDatabase } from './backup.ts';
export { checkDeployToken, createDeployToken, recordDeployUse, revokeDeployToken } from '../releases/deploy-tokens.ts';
export { isLoopbackCaller, isTrustedProxyCaller } from '../limits/callers.ts';
export { installGracefulShutdown } from './shutdown.ts';
export { queueOpsMail } from '../mail/ops-mail.ts';
export { cachedPinsForToken, PIN_TTL_S, pinsForToken, pinVersion, unpin } from '../releases/release-pins.ts';
export { recordAudit, type AuditActor } from '../admin/lib/audit.ts';
export {
  createReleaseRecord,
  failStaleReleases,
  getReleaseRecord,
  getReleaseReport,
  listReleaseRecords,
  moveReleaseStatus,
  setReleaseStatus,
  storeReleaseReport,
  type ReleaseReportKind,
} from '../releases/release-records.ts';
export { countPageView, versionHealth } from '../releases/release-health.ts';
export { releaseSeries } from '../releases/release-series.ts';
export { ignoredVitals, vitalsSampleTotals, vitalsSince } from '../vitals/vitals.ts';
export { keepCanaryJudgement, listCanaryJudgements } from '../releases/canary-judgements.ts';
export {
  dropCanaryPlan,
  getCanaryPlan,
  moveCanaryStage,
  restartCanaryStep,
  storeCanaryPlan,
} from '../releases/canary-plans.ts';
export { createAddressWindow } from '../limits/address-window.ts';
export { ignoredReports } from '../client-errors/client-errors.ts';
export { readRegistryFile } from '../releases/registry-file.ts';
export { readRegistryState, updateRegistryState, type RegistryState } from '../releases/registry-state.ts';
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
export { pgliteLockHolder } from '../db/stale-lock.ts';
